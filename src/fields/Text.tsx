import { Fragment, type CSSProperties, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { useIsEditing } from '../app/context/index.ts';
import { EmptyFieldPlaceholder, withFieldMetadata } from './editing.tsx';
import { readEditable, readMetadata, readText } from './read.ts';
import { clampStyle, plainTextLines } from './text.rules.ts';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  field: unknown;
  /** Element to render (default span). */
  as?: ElementType;
  /** false: the value is trusted HTML (default true: escaped text). */
  encode?: boolean;
  /** Label of the edit-mode placeholder for an empty field. */
  emptyLabel?: string;
  /**
   * Clamp to this many lines outside edit mode (spec 000 section 5: headlines and descriptions
   * clamp to 2, `HEADLINE_CLAMP_LINES`). Editors always see the whole text.
   */
  clampLines?: number;
  /** Transient props for a styled `as` component (`$clamp`). */
  [transient: `$${string}`]: unknown;
}

/** A plain value's lines joined with `<br>` (spec 000 section 5), or the value as it is. */
export function withLineBreaks(value: string): ReactNode {
  const lines = plainTextLines(value);
  if (!lines) return value;
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

export function mergeStyle(style: CSSProperties | undefined, extra: CSSProperties | undefined): CSSProperties | undefined {
  return extra ? { ...style, ...extra } : style;
}

/**
 * A single- or multi-line text field. Escaped by default; a plain value with line breaks keeps
 * them (also when `encode` is false: a value without angle brackets is no markup). Edit mode
 * shows the editing markup, or a visible placeholder when empty.
 */
export function Text({ field, as: Tag = 'span', encode = true, emptyLabel = 'Text field', clampLines, style, ...rest }: TextProps) {
  const editing = useIsEditing();
  const metadata = editing ? readMetadata(field) : undefined;
  const editable = editing ? readEditable(field) : undefined;
  if (editable) return <Tag {...rest} style={style} dangerouslySetInnerHTML={{ __html: editable }} />;

  const value = readText(field);
  if (value.trim() === '') {
    if (!editing) return null;
    return withFieldMetadata(
      metadata,
      <Tag {...rest} style={style}>
        <EmptyFieldPlaceholder label={emptyLabel} />
      </Tag>,
    );
  }
  const props = { ...rest, style: mergeStyle(style, clampStyle(clampLines, editing)) };
  if (!encode) return withFieldMetadata(metadata, <Tag {...props} dangerouslySetInnerHTML={{ __html: htmlWithLineBreaks(value) }} />);
  return withFieldMetadata(metadata, <Tag {...props}>{withLineBreaks(value)}</Tag>);
}

/**
 * Trusted HTML, with `<br>` for the breaks of a value that has no markup (spec 000 section 5).
 * Such a value has no angle brackets, so joining its lines with `<br>` adds the only tags; its
 * entities (`&amp;`, `&nbsp;`) still read as HTML.
 */
export function htmlWithLineBreaks(value: string): string {
  return plainTextLines(value)?.join('<br>') ?? value;
}
