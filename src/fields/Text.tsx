import { Fragment, type ElementType, type HTMLAttributes } from 'react';
import { useIsEditing } from '../app/context/index.ts';
import { EmptyFieldPlaceholder, withFieldMetadata } from './editing.tsx';
import { readEditable, readMetadata, readText } from './read.ts';
import { plainTextLines } from './text.rules.ts';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  field: unknown;
  /** Element to render (default span). */
  as?: ElementType;
  /** false: the value is trusted HTML (default true: escaped text). */
  encode?: boolean;
  /** Label of the edit-mode placeholder for an empty field. */
  emptyLabel?: string;
  /** Transient props for a styled `as` component (`$clamp`). */
  [transient: `$${string}`]: unknown;
}

/**
 * A single- or multi-line text field. Escaped by default; a plain value with line breaks keeps
 * them. Edit mode shows the editing markup, or a visible placeholder when empty.
 */
export function Text({ field, as: Tag = 'span', encode = true, emptyLabel = 'Text field', ...rest }: TextProps) {
  const editing = useIsEditing();
  const metadata = editing ? readMetadata(field) : undefined;
  const editable = editing ? readEditable(field) : undefined;
  if (editable) return <Tag {...rest} dangerouslySetInnerHTML={{ __html: editable }} />;

  const value = readText(field);
  if (value.trim() === '') {
    if (!editing) return null;
    return withFieldMetadata(metadata, <Tag {...rest}><EmptyFieldPlaceholder label={emptyLabel} /></Tag>);
  }
  if (!encode) return withFieldMetadata(metadata, <Tag {...rest} dangerouslySetInnerHTML={{ __html: value }} />);

  const lines = plainTextLines(value);
  const content = lines
    ? lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))
    : value;
  return withFieldMetadata(metadata, <Tag {...rest}>{content}</Tag>);
}
