import { hasText, isRecord } from '../../fields/read.ts';

/**
 * SXA page content (spec 000 section 2 "page content"): the rich text `Content` field of the
 * rendering's datasource when it has text, else the page's own (`route.fields.Content`, the field
 * every SXA page template carries). In edit mode an empty datasource field is still the one to
 * edit when the rendering has a datasource; otherwise the page's field.
 */
export function pageContentField(fields: Record<string, unknown>, routeFields: unknown, editing: boolean): unknown {
  const own = fields.Content;
  const page = isRecord(routeFields) ? routeFields.Content : undefined;
  if (hasText(own)) return own;
  if (hasText(page)) return page;
  if (editing) return own !== undefined ? own : page;
  return undefined;
}
