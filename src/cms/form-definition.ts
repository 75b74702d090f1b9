import type { GraphqlClient } from './graphql-client.ts';
import { isObject, pick } from './json-shape.ts';

/**
 * A form definition item (forms contract, section 1) read through Experience Edge's
 * `item(path, language)`: a plain item of template `Form` whose fields are the title, the submit
 * text and the list of field items. The answer is turned into the shape the Layout Service gives
 * the same item inside a rendering's `form` droplink (`{ id, name, displayName, fields: { … } }`),
 * so one reader (src/lib/form-rules.ts `readFormDefinition`) reads both.
 */
export const FORM_DEFINITION_QUERY = `query FormDefinitionQuery($path: String!, $language: String!) {
  item(path: $path, language: $language) {
    id
    name
    displayName
    template { name }
    fields { name jsonValue }
  }
}`;

/** The template a form definition item has; any other item is not a form. */
export const FORM_TEMPLATE_NAME = 'Form';

export interface FormItem {
  id: string;
  name: string;
  displayName: string;
  templateName: string;
  /** Field name -> jsonValue, as in a droplink's `fields`. */
  fields: Record<string, unknown>;
}

/** Reads a form item by id (or item path) in one language; null when there is none in it. Rejects with CmsError. */
export type FormItemSource = (item: string, language: string, signal?: AbortSignal) => Promise<FormItem | null>;

export function createFormItemSource(graphql: Pick<GraphqlClient, 'query'>): FormItemSource {
  return async (item, language, signal) => {
    const { data } = await graphql.query(FORM_DEFINITION_QUERY, { path: item, language }, signal);
    return toFormItem(pick(data, 'item'));
  };
}

/** The GraphQL item as a FormItem, or null when it is missing or not shaped like an item. */
export function toFormItem(item: unknown): FormItem | null {
  if (!isObject(item) || typeof item.id !== 'string') return null;
  const fields: Record<string, unknown> = {};
  const list = item.fields;
  if (Array.isArray(list)) {
    for (const field of list) {
      const name = pick(field, 'name');
      // defineProperty: a field named __proto__ stays a field.
      if (typeof name === 'string' && name !== '') {
        Object.defineProperty(fields, name, { value: pick(field, 'jsonValue'), enumerable: true, writable: true, configurable: true });
      }
    }
  }
  const name = typeof item.name === 'string' ? item.name : '';
  const templateName = pick(item, 'template', 'name');
  return {
    id: item.id,
    name,
    displayName: typeof item.displayName === 'string' ? item.displayName : name,
    templateName: typeof templateName === 'string' ? templateName : '',
    fields,
  };
}
