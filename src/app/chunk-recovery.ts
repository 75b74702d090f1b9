/**
 * Recovery from a chunk that does not load (issue 27, release skew). A page outlives its release:
 * a CDN, a browser or a stale cache can hand out a page of release N while the servers run N+1,
 * or, during a rolling update, a chunk request can reach a pod of the other release. The server
 * keeps the last few releases' files (src/server/asset-roots.ts); when a chunk still fails:
 *
 * 1. **One retry, at a fresh URL.** Chromium keeps a failed module import for the document's
 *    lifetime, so importing the same URL again fails at once (whatwg/html#6768); the retry asks
 *    for the module the error names with a query added, which gets past a transient network error
 *    and which a load balancer may send to a pod that has that file (when the missing file is the
 *    module asked for; a missing file it imports stays failed, and the reload below answers).
 * 2. **At most one reload of the page.** When the retry fails too, the page's own entry (not a
 *    fragment on another site) reloads the page once, to get the current release's markup. A page
 *    reloaded this way in this tab never reloads again for that reason (sessionStorage), so a CDN
 *    that keeps serving the old page cannot make a loop; nor does a page reached by a reload, a
 *    page whose visitor has typed into a field (nothing typed is lost), or a browser offline.
 *    Only a module that could not be fetched counts: one that was fetched and threw is a bug, and a
 *    retry would only run it again. The page then stays as the server sent it.
 *
 * Nothing here is server-only: the server imports the same modules (registry, icons), and there a
 * failure is simply thrown.
 */

/**
 * The messages of a module that could not be fetched, as Chromium, Firefox and Safari word them
 * (a TypeError each); a module that was fetched and threw says something else.
 */
export const FETCH_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an import failed because its module could not be fetched. */
export function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && FETCH_FAILURE.test(error.message);
}

/** The query a retried chunk URL carries. */
export const RETRY_PARAM = 'retry';
/** sessionStorage key (with the page's path and query) of a page already reloaded for a chunk. */
export const RELOAD_KEY_PREFIX = 'chunk-reload:';

type Unrecoverable = (error: unknown) => void;
let unrecoverable: Unrecoverable | undefined;

/**
 * What happens when a chunk fails twice; the page's entry sets `reloadPageOnce`. Unset (a
 * fragment on another site, the server): the failure is only thrown to the caller.
 */
export function onUnrecoverableChunk(handler: Unrecoverable | undefined): void {
  unrecoverable = handler;
}

/**
 * The module URL a failed dynamic import names, when it is one of our own chunks: Chromium
 * ("Failed to fetch dynamically imported module: URL") and Firefox ("error loading dynamically
 * imported module: URL") name the module that was asked for, even when what failed is one of its
 * imports. Only a `.js` file under our `/assets/` (on the origin this module came from), without
 * a query; anything else (Safari names no URL) gets no retry.
 */
export function failedChunkUrl(error: unknown, assetsOrigin: string): URL | undefined {
  const message = error instanceof Error ? error.message : '';
  const match = /\b(https?:\/\/\S+)$/.exec(message.trim());
  if (!match) return undefined;
  let url: URL;
  try {
    url = new URL(match[1]!);
  } catch {
    return undefined;
  }
  if (url.origin !== assetsOrigin || !/^\/assets\/[\w.-]+\.js$/.test(url.pathname) || url.search || url.hash) return undefined;
  return url;
}

/** Where our chunks come from: the origin of this module (a fragment's page is another site). */
const assetsOrigin = () => new URL(import.meta.url).origin;

/**
 * Loads a chunk (a `() => import(…)` that Vite wrote); when it fails, retries it once at a fresh
 * URL, then hands the failure to the page's handler (one reload) and throws it.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (typeof window === 'undefined' || !isFetchFailure(error)) throw error;
    const url = failedChunkUrl(error, assetsOrigin());
    if (url) {
      url.searchParams.set(RETRY_PARAM, '1');
      try {
        return (await import(/* @vite-ignore */ url.href)) as T;
      } catch {
        // Failed twice: below.
      }
    }
    unrecoverable?.(error);
    throw error;
  }
}

const typedInto = new WeakSet<Document>();

/**
 * Notes the visitor's typing from now on (the page's entry calls it at once): a field React
 * controls copies its value into `defaultValue` on every update, so comparing the two cannot
 * tell a hydrated form that holds an enquiry from an untouched one.
 */
export function watchTyping(doc: Document = document): void {
  const mark = (event: Event) => {
    if (event.isTrusted && event.target instanceof Element && event.target.matches(FIELDS)) typedInto.add(doc);
  };
  doc.addEventListener('input', mark, { capture: true, passive: true });
  doc.addEventListener('change', mark, { capture: true, passive: true });
}

/** What a visitor types or chooses in. */
const FIELDS = 'input, textarea, select, [contenteditable="true"]';

/** A field whose value the visitor has changed from the one the server sent, or typing noted since. */
function hasTypedValues(doc: Document): boolean {
  if (typedInto.has(doc)) return true;
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== field.defaultValue) {
      return true;
    }
  }
  return false;
}

/**
 * Reloads the page, once: not when this tab has reloaded it for a chunk already, nor when the
 * visitor has typed into it, nor when sessionStorage is unavailable (no way to know it is the
 * first time). Returns whether it reloads.
 */
export function reloadPageOnce(error: unknown, win: Window = window): boolean {
  // Several islands can fail together: the first asks for the reload, the others wait for it.
  if (reloading.has(win)) return true;
  const key = RELOAD_KEY_PREFIX + win.location.pathname + win.location.search;
  let storage: Storage;
  try {
    storage = win.sessionStorage;
    if (storage.getItem(key) !== null) {
      console.error('a chunk of this page did not load, and reloading once did not help; the page stays as the server sent it:', error);
      return false;
    }
  } catch {
    console.error('a chunk of this page did not load; the page stays as the server sent it:', error);
    return false;
  }
  if (hasTypedValues(win.document)) {
    console.error('a chunk of this page did not load; not reloading, to keep what the visitor typed:', error);
    return false;
  }
  if (win.navigator?.onLine === false) {
    console.error('a chunk of this page did not load while offline; not reloading:', error);
    return false;
  }
  if (reachedByReload(win)) {
    console.error('a chunk of this page did not load, and the page was just reloaded; not reloading again:', error);
    return false;
  }
  try {
    storage.setItem(key, String(Date.now()));
  } catch {
    return false;
  }
  console.warn('a chunk of this page did not load (a newer release?); reloading the page once:', error);
  reloading.add(win);
  win.location.reload();
  return true;
}

const reloading = new WeakSet<Window>();

/** Whether this page was reached by a reload (ours, or the visitor's): never one more. */
function reachedByReload(win: Window): boolean {
  const [navigation] = win.performance?.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload';
}

/**
 * The inline script that imports the page's entry (entry-server.tsx, `bootstrapScriptContent`),
 * with the same recovery when the entry itself does not load (a page older than the releases the
 * server keeps): one import at a fresh URL, then one reload under the same rules as
 * `reloadPageOnce` (the same key; not when a field holds typed text, offline, or on a page reached
 * by a reload), else a log line. A fetch failure only: an entry that ran and threw is not run again.
 */
export function entryImportScript(entry: string): string {
  const href = JSON.stringify(entry);
  const key = JSON.stringify(RELOAD_KEY_PREFIX);
  const fields = JSON.stringify('input,textarea,select');
  return (
    `(()=>{const f=(e)=>e instanceof TypeError&&${FETCH_FAILURE.toString()}.test(e.message);` +
    `const typed=()=>[...document.querySelectorAll(${fields})].some((x)=>x instanceof HTMLSelectElement?[...x.options].some((o)=>o.selected!==o.defaultSelected)` +
    `:x.type==="checkbox"||x.type==="radio"?x.checked!==x.defaultChecked:x.value!==x.defaultValue);` +
    `const reload=(e)=>{try{const k=${key}+location.pathname+location.search;const n=performance.getEntriesByType("navigation")[0];` +
    `if(sessionStorage.getItem(k)===null&&!typed()&&navigator.onLine!==false&&(!n||n.type!=="reload")){sessionStorage.setItem(k,String(Date.now()));location.reload();return}}catch{}` +
    `console.error("the page's script did not load; the page stays as the server sent it:",e)};` +
    `import(${href}).catch((e)=>{if(!f(e))throw e;const u=new URL(${href},location.href);u.searchParams.set(${JSON.stringify(RETRY_PARAM)},"1");` +
    `return import(u.href).catch((r)=>{if(!f(r))throw r;reload(r)})})})()`
  );
}
