/**
 * The Layout Service JSON exactly as Sitecore sends it (REST `layout/render/jss` or the `rendered`
 * field of Experience Edge's `layout` query). Real data is hand-edited and half-migrated: every
 * field is optional and may arrive with the wrong type, so consumers must check before use.
 */

export type PageState = 'normal' | 'preview' | 'edit';

/** A field as Sitecore sends it; `value` depends on the field type (see src/fields for those types). */
export interface FieldData<T = unknown> {
  value?: T;
  editable?: string;
  metadata?: Record<string, unknown>;
}

/** Datasource fields. SXA navigation sends an array instead of a map. */
export type ComponentFields = Record<string, unknown> | unknown[];

export interface ComponentRendering {
  uid?: string;
  componentName: string;
  dataSource?: string;
  params?: Record<string, string>;
  fields?: ComponentFields;
  placeholders?: PlaceholdersData;
  experiences?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Chrome markup in editing layouts (`<code type="text/sitecore" chrometype=...>`). */
export interface HtmlElementRendering {
  name: string;
  type?: string;
  contents: string | null;
  attributes: Record<string, string | undefined>;
}

export type PlaceholderItem = ComponentRendering | HtmlElementRendering;
export type PlaceholdersData = Record<string, PlaceholderItem[]>;

export interface RouteData {
  name?: string;
  displayName?: string;
  fields?: Record<string, unknown> | null;
  databaseName?: string;
  deviceId?: string;
  itemId?: string;
  itemLanguage?: string;
  itemVersion?: number;
  layoutId?: string;
  templateId?: string;
  templateName?: string;
  placeholders?: PlaceholdersData;
  [key: string]: unknown;
}

export interface LayoutContext {
  pageEditing?: boolean;
  pageState?: PageState;
  editMode?: 'chromes' | 'metadata';
  site?: { name?: string };
  language?: string;
  itemPath?: string;
  clientScripts?: string[];
  clientData?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface LayoutServiceData {
  sitecore: {
    context: LayoutContext;
    route: RouteData | null;
  };
}

/** Dictionary phrases by key. */
export type Dictionary = Record<string, string>;

/** Site-wide settings item (spec 000 section 3). Missing fields are simply absent. */
export interface SiteSettings {
  favicon?: string;
  headSiteScripts?: string;
  gtmScripts?: string;
  cookieScripts?: string;
  bodyStartSiteScripts?: string;
  bodyEndSiteScripts?: string;
  /** The site logo (its src): the publisher logo of an article's BlogPosting (spec 001 section 3). */
  logo?: string;
  /** The loader animation file (its src or url): the article loader shows only when set (spec 001 section 3). */
  loader?: string;
}
