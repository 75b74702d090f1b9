import { useIsEditing, useLocale } from '../app/context/index.ts';
import { formatDate, parseDate, type FormatDateOptions } from '../lib/dates.ts';
import { EmptyFieldPlaceholder, withFieldMetadata } from './editing.tsx';
import { readEditable, readMetadata, readText } from './read.ts';

export interface DateFieldProps extends FormatDateOptions {
  field: unknown;
  className?: string;
  /** Custom formatting; receives the parsed date and the page language. */
  render?: (date: Date, language: string) => string;
  emptyLabel?: string;
}

/**
 * A date field as day, month name, year in the page language, in UTC. `suppressHydrationWarning`
 * covers a browser whose Intl data words a month differently from Node's: the server text stays.
 */
export function DateField({ field, className, render, month, emptyLabel = 'Date' }: DateFieldProps) {
  const editing = useIsEditing();
  const { language } = useLocale();
  const editable = editing ? readEditable(field) : undefined;
  if (editable) return <span className={className} dangerouslySetInnerHTML={{ __html: editable }} />;
  const metadata = editing ? readMetadata(field) : undefined;
  const date = parseDate(readText(field));
  if (!date) return editing ? withFieldMetadata(metadata, <EmptyFieldPlaceholder label={emptyLabel} />) : null;
  const text = render ? render(date, language) : formatDate(date, language, month ? { month } : {});
  return withFieldMetadata(
    metadata,
    <time className={className} dateTime={date.toISOString()} suppressHydrationWarning>
      {text}
    </time>,
  );
}
