import type { ElementType, HTMLAttributes } from 'react';
import { useIsEditing } from '../app/context/index.ts';
import { EmptyFieldPlaceholder, withFieldMetadata } from './editing.tsx';
import { readEditable, readMetadata, readText } from './read.ts';
import { clampStyle } from './text.rules.ts';
import { htmlWithLineBreaks, mergeStyle } from './Text.tsx';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  field: unknown;
  as?: ElementType;
  emptyLabel?: string;
  /** Clamp to this many lines outside edit mode (see `Text`). */
  clampLines?: number;
  /** Transient props for a styled `as` component (`$clamp`). */
  [transient: `$${string}`]: unknown;
}

/**
 * Editor-authored HTML, rendered as it comes from the CMS (trusted content). A value with line
 * breaks and no angle brackets is plain text (a multi-line field shown here): it keeps its breaks
 * (spec 000 section 5) instead of collapsing them as HTML would.
 */
export function RichText({ field, as: Tag = 'div', emptyLabel = 'Rich text', clampLines, style, ...rest }: RichTextProps) {
  const editing = useIsEditing();
  const editable = editing ? readEditable(field) : undefined;
  if (editable) return <Tag {...rest} style={style} dangerouslySetInnerHTML={{ __html: editable }} />;
  const value = readText(field);
  const metadata = editing ? readMetadata(field) : undefined;
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
  return withFieldMetadata(metadata, <Tag {...props} dangerouslySetInnerHTML={{ __html: htmlWithLineBreaks(value) }} />);
}
