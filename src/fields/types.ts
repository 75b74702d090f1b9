/**
 * Field value types as the Layout Service sends them (docs/architecture.md#the-cmss-data-and-its-types).
 * Blocks type their props from these. Every field may still arrive missing, null or of another
 * shape: read them through the helpers in `read.ts`, never by trusting the type.
 */

export interface Field<T> {
  value?: T;
  /** Chromes-mode editing markup (edit mode only). */
  editable?: string;
  /** Metadata-mode editing description (Pages editor, edit mode only). */
  metadata?: Record<string, unknown>;
}

export type TextField = Field<string | number>;
export type RichTextField = Field<string>;
/** ISO 8601 (`2018-03-14T15:00:00Z`) or Sitecore raw (`20180314T150000Z`). */
export type DateFieldValue = Field<string>;
export type BooleanField = Field<boolean | string>;
export type NumberField = Field<number | string>;

export interface LinkFieldValue {
  href?: string;
  text?: string;
  /** internal | external | media | mailto | anchor | javascript */
  linktype?: string;
  target?: string;
  title?: string;
  class?: string;
  anchor?: string;
  querystring?: string;
  url?: string;
  id?: string;
}
export type LinkField = Field<LinkFieldValue>;

export interface ImageFieldValue {
  src?: string;
  alt?: string;
  /** Sitecore sends sizes as strings ("1600"). */
  width?: string | number;
  height?: string | number;
  title?: string;
  class?: string;
}
export type ImageField = Field<ImageFieldValue>;

export interface FileFieldValue {
  src?: string;
  name?: string;
  displayName?: string;
  title?: string;
  description?: string;
  extension?: string;
  mimeType?: string;
  size?: string | number;
}
export type FileField = Field<FileFieldValue>;

/** A referenced item (droplink, multilist entry, content list entry). */
export interface ItemFieldValue<F = Record<string, unknown>> {
  id?: string;
  url?: string;
  name?: string;
  displayName?: string;
  fields?: F;
}
/** Multilists and content lists arrive as a plain array of items. */
export type ItemListField<F = Record<string, unknown>> = ItemFieldValue<F>[];
