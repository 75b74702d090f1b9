import { LRUCache } from 'lru-cache';
import { normalizeGuid } from '../cms/cache.ts';
import { FORM_TEMPLATE_NAME, type FormItemSource } from '../cms/form-definition.ts';
import type { CmsLog } from '../cms/cms-log.ts';
import { CmsError } from '../cms/errors.ts';
import { readFormDefinition, type FormDefinition } from '../lib/form-rules.ts';
import { FormError } from './errors.ts';
import { checkFormPattern } from './form-patterns.ts';
import { createLocalCounter } from './rate-limits-store.ts';

/**
 * The form definitions the submit route validates against, read from the CMS (src/cms/
 * form-definition.ts) and kept briefly in a cache of their own: per form id and language,
 * FORM_CACHE_MS fresh, then served while it is refreshed behind the answer (a failing CMS keeps
 * the last good one). A first read that fails is the CMS's failure (502/504), never "no such form".
 *
 * Why not the CMS layer's shared cache: form ids come from visitors' requests. Every unknown id
 * is cached as "no such form" (so probing does not reach the CMS each time), and a flood of them
 * must push out other forms' entries at worst, never the pages' layouts.
 *
 * Editors' patterns run on visitors' input here, on the server's one thread, with RE2's semantics
 * (form-patterns.ts: linear in the value, whatever the pattern). One RE2 cannot run (a
 * back-reference, look-around) or that does not compile is left out of the definition and logged
 * by form id and field name. The page keeps the first kind (the browser's engine runs it, RE2
 * stays out of the bundle); there it can only slow the visitor's own tab.
 */

/** How long a definition (or "no such form") is used without asking the CMS again. */
export const FORM_CACHE_MS = 60_000;
/** Forms and languages kept; a site has a handful of forms. */
export const FORM_CACHE_ENTRIES = 200;
/**
 * CMS reads this instance may make for form definitions per minute, whoever asks (issue 14: a
 * flood of submissions with random form ids costs a bounded number of CMS calls). The submit route
 * already refuses ids that are not GUIDs before any lookup (form-submission.ts), but random GUIDs
 * are free to make and each unknown one is a CMS read; the per-address rate limit does not bound
 * them either, since a flood may come from many addresses. A site has a handful of forms in two
 * languages, each read about once a minute while in use: 60 is several times that. Beyond it, a
 * form already cached keeps being served as it is (its refresh waits), and an id not cached is
 * answered FORM_LOOKUPS_EXHAUSTED (503) without asking the CMS.
 */
export const FORM_LOOKUPS_PER_MIN = 60;
const LOOKUP_WINDOW_MS = 60_000;

export interface LoadedForm {
  definition: FormDefinition;
  /** The item's name (`enquiry`), passed to the forms system as formName. */
  name: string;
}

export interface FormDefinitions {
  /** The form, or null when the CMS has no form with this id in this language; rejects with FormError. */
  get(formId: string, language: string): Promise<LoadedForm | null>;
}

export function createFormDefinitions(
  source: FormItemSource,
  log: Pick<CmsLog, 'warn'>,
  options: { ttlMs?: number; maxEntries?: number; lookupsPerMin?: number; now?: () => number } = {},
): FormDefinitions {
  // One fixed-window count, the rate limits' own in-memory counter (rate-limits-store.ts).
  const lookupsPerMin = options.lookupsPerMin ?? FORM_LOOKUPS_PER_MIN;
  const lookups = createLocalCounter({ maxEntries: 1, ...(options.now ? { now: options.now } : {}) });
  const takeLookup = async () => (await lookups.incr('form-lookups', LOOKUP_WINDOW_MS)).current <= lookupsPerMin;
  // The fetch's context: whether the read was already counted against the budget (a first read is, before it enters the cache).
  const cache = new LRUCache<string, { form: LoadedForm | null }, { counted: boolean }>({
    max: options.maxEntries ?? FORM_CACHE_ENTRIES,
    ttl: options.ttlMs ?? FORM_CACHE_MS,
    // Stale-while-revalidate: past its freshness an entry is used at once and refreshed behind.
    allowStale: true,
    // A refresh that fails keeps the last good definition: a CMS blip does not stop enquiries.
    // (Not allowStaleOnFetchRejection: it would turn a first read's CMS error into "no such form".)
    noDeleteOnFetchRejection: true,
    // Concurrent reads of one form make one CMS call.
    fetchMethod: async (key, stale, { signal, context }) => {
      const [language = '', formId = ''] = key.split('|');
      // A refresh past the budget: what we had stays as it is until the next minute.
      if (!context.counted && !(await takeLookup()) && stale) return stale;
      return { form: await load(formId, language, signal) };
    },
  });

  async function load(formId: string, language: string, signal: AbortSignal): Promise<LoadedForm | null> {
    const item = await source(`{${formId.toUpperCase()}}`, language, signal);
    if (!item) return null;
    // Only items of the form template: any other item id (a page, the settings) is no form.
    if (item.templateName.toLowerCase() !== FORM_TEMPLATE_NAME.toLowerCase() || normalizeGuid(item.id) !== formId) return null;
    const skipped: string[] = [];
    const definition = readFormDefinition(
      { id: formId, name: item.name, displayName: item.displayName, fields: item.fields },
      (reason, entry, index) =>
        skipped.push(
          `${index}: ${reason}${typeof (entry as { name?: unknown })?.name === 'string' ? ` (${String((entry as { name: string }).name).slice(0, 80)})` : ''}`,
        ),
      {
        checkPattern: checkFormPattern,
        onDroppedPattern: (field, reason) =>
          log.warn(
            { formId, language, field, reason },
            reason === 'unsafe'
              ? 'form definition: pattern ignored on the server (back-references and look-around cannot run in linear time)'
              : 'form definition: pattern ignored (it does not compile)',
          ),
      },
    );
    if (skipped.length > 0) log.warn({ formId, language, skipped }, 'form definition: fields left out');
    if (!definition || definition.fields.length === 0) {
      log.warn({ formId, language }, 'form definition: the item has no usable fields; answering as no such form');
      return null;
    }
    return { definition, name: item.name };
  }

  return {
    async get(formId, language) {
      try {
        const key = `${language}|${formId}`;
        // A form not in the cache at all costs a CMS read: past the budget it is refused here,
        // before it takes a place in the cache (a flood would push known forms out otherwise).
        const known = cache.peek(key, { allowStale: true }) !== undefined;
        if (!known && !(await takeLookup())) {
          throw new FormError('FORM_LOOKUPS_EXHAUSTED', `more than ${lookupsPerMin} form lookups this minute`);
        }
        const entry = await cache.fetch(key, { context: { counted: !known } });
        return entry?.form ?? null;
      } catch (error) {
        if (error instanceof FormError) throw error;
        if (error instanceof CmsError && error.code === 'CMS_TIMEOUT') {
          throw new FormError('FORM_DEFINITION_TIMEOUT', error.message, { cause: error });
        }
        throw new FormError('FORM_DEFINITION_UNAVAILABLE', error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}
