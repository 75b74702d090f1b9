import type { ElementType, HTMLAttributes } from 'react';
import { useIsEditing } from '../app/context/index.ts';
import { EmptyFieldPlaceholder, withFieldMetadata } from './editing.tsx';
import { readEditable, readMetadata, readText } from './read.ts';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  field: unknown;
  as?: ElementType;
  emptyLabel?: string;
  /** Transient props for a styled `as` component (`$clamp`). */
  [transient: `$${string}`]: unknown;
}

/** Editor-authored HTML, rendered as it comes from the CMS (trusted content). */
export function RichText({ field, as: Tag = 'div', emptyLabel = 'Rich text', ...rest }: RichTextProps) {
  const editing = useIsEditing();
  const editable = editing ? readEditable(field) : undefined;
  if (editable) return <Tag {...rest} dangerouslySetInnerHTML={{ __html: editable }} />;
  const value = readText(field);
  const metadata = editing ? readMetadata(field) : undefined;
  if (value.trim() === '') {
    if (!editing) return null;
    return withFieldMetadata(metadata, <Tag {...rest}><EmptyFieldPlaceholder label={emptyLabel} /></Tag>);
  }
  return withFieldMetadata(metadata, <Tag {...rest} dangerouslySetInnerHTML={{ __html: value }} />);
}
