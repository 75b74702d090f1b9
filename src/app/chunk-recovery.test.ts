// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_KEY_PREFIX, failedChunkUrl, isFetchFailure, loadChunk, onUnrecoverableChunk, reloadPageOnce } from './chunk-recovery.ts';

const ORIGIN = 'https://www.example.com';

describe('failedChunkUrl: which failed imports are retried', () => {
  it('takes the module Chromium and Firefox name, when it is one of our chunks', () => {
    expect(failedChunkUrl(new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/header-CR7zRshG.js`), ORIGIN)?.href).toBe(
      `${ORIGIN}/assets/header-CR7zRshG.js`,
    );
    expect(failedChunkUrl(new TypeError(`error loading dynamically imported module: ${ORIGIN}/assets/Icon-Buu4ZDqJ.js`), ORIGIN)?.pathname).toBe(
      '/assets/Icon-Buu4ZDqJ.js',
    );
  });

  it('retries nothing else: no URL (Safari), another origin, another folder, a query, not a script, not an error', () => {
    for (const message of [
      'Importing a module script failed.',
      'Failed to fetch dynamically imported module: https://cdn.example.net/assets/header-CR7zRshG.js',
      `Failed to fetch dynamically imported module: ${ORIGIN}/src/app/island-hydrator.tsx`,
      `Failed to fetch dynamically imported module: ${ORIGIN}/assets/../api/x.js`,
      `Failed to fetch dynamically imported module: ${ORIGIN}/assets/header-CR7zRshG.js?retry=1`,
      `Failed to fetch dynamically imported module: ${ORIGIN}/assets/inter-latin.woff2`,
      `Failed to fetch dynamically imported module: javascript:alert(1)//assets/x.js`,
    ]) {
      expect(failedChunkUrl(new TypeError(message), ORIGIN), message).toBeUndefined();
    }
    expect(failedChunkUrl(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/a.js`, ORIGIN)).toBeUndefined();
  });
});

describe('loadChunk', () => {
  afterEach(() => onUnrecoverableChunk(undefined));

  it('returns what loads, and hands a fetch failure without a retryable URL to the page, then throws it', async () => {
    const handler = vi.fn();
    onUnrecoverableChunk(handler);
    expect(await loadChunk(() => Promise.resolve({ default: 1 }))).toEqual({ default: 1 });
    expect(handler).not.toHaveBeenCalled();
    const error = new TypeError('Importing a module script failed.');
    await expect(loadChunk(() => Promise.reject(error))).rejects.toBe(error);
    expect(handler).toHaveBeenCalledWith(error);
  });

  it('leaves a module that was fetched and threw to its caller: no retry, no reload', async () => {
    const handler = vi.fn();
    onUnrecoverableChunk(handler);
    for (const error of [new TypeError('x.map is not a function'), new Error(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/a.js`)]) {
      await expect(loadChunk(() => Promise.reject(error))).rejects.toBe(error);
    }
    expect(handler).not.toHaveBeenCalled();
    expect(isFetchFailure(new TypeError(`error loading dynamically imported module: ${ORIGIN}/assets/a.js`))).toBe(true);
  });
});

/** A window whose reload is counted, with a working or missing sessionStorage. */
function fakeWindow(path = '/about', storage: Storage | 'missing' = new MemoryStorage(), state: { onLine?: boolean; navigation?: string } = {}) {
  const reload = vi.fn();
  const win = {
    location: { pathname: path, search: '?a=1', reload },
    navigator: { onLine: state.onLine ?? true },
    performance: { getEntriesByType: () => (state.navigation ? [{ type: state.navigation }] : []) },
    get sessionStorage(): Storage {
      if (storage === 'missing') throw new DOMException('denied', 'SecurityError');
      return storage;
    },
    document,
  };
  return { win: win as unknown as Window, reload };
}

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('reloadPageOnce', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });
  const quiet = () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    return vi.spyOn(console, 'error').mockImplementation(() => {});
  };

  it('reloads once per page and tab: a second failure after the reload leaves the page as it is, with a log line', () => {
    const errors = quiet();
    const storage = new MemoryStorage();
    const first = fakeWindow('/about', storage);
    expect(reloadPageOnce(new Error('x'), first.win)).toBe(true);
    // Another island failing in the same document waits for that reload.
    expect(reloadPageOnce(new Error('y'), first.win)).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(`${RELOAD_KEY_PREFIX}/about?a=1`)).not.toBeNull();

    const reloaded = fakeWindow('/about', storage);
    expect(reloadPageOnce(new Error('x'), reloaded.win)).toBe(false);
    expect(reloaded.reload).not.toHaveBeenCalled();
    expect(errors.mock.calls.at(-1)?.[0]).toMatch(/reloading once did not help/);

    // Another page of the site has its own one reload.
    const other = fakeWindow('/contact', storage);
    expect(reloadPageOnce(new Error('x'), other.win)).toBe(true);
  });

  it('does not reload a page the visitor has typed into, nor one whose tab has no sessionStorage', () => {
    const errors = quiet();
    document.body.innerHTML = '<input name="q" value=""><select><option selected>a</option><option>b</option></select>';
    document.querySelector('input')!.value = 'Jebel Ali';
    const typed = fakeWindow();
    expect(reloadPageOnce(new Error('x'), typed.win)).toBe(false);
    expect(typed.reload).not.toHaveBeenCalled();
    expect(errors.mock.calls.at(-1)?.[0]).toMatch(/keep what the visitor typed/);

    document.querySelector('input')!.value = '';
    document.querySelector('select')!.selectedIndex = 1;
    expect(reloadPageOnce(new Error('x'), fakeWindow().win)).toBe(false);

    document.body.innerHTML = '';
    const blocked = fakeWindow('/about', 'missing');
    expect(reloadPageOnce(new Error('x'), blocked.win)).toBe(false);
    expect(blocked.reload).not.toHaveBeenCalled();
  });

  it('does not reload offline, nor a page that a reload brought', () => {
    quiet();
    const offline = fakeWindow('/about', new MemoryStorage(), { onLine: false });
    expect(reloadPageOnce(new Error('x'), offline.win)).toBe(false);
    const reloaded = fakeWindow('/about', new MemoryStorage(), { navigation: 'reload' });
    expect(reloadPageOnce(new Error('x'), reloaded.win)).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
    expect(reloaded.reload).not.toHaveBeenCalled();
    expect(reloadPageOnce(new Error('x'), fakeWindow('/about', new MemoryStorage(), { navigation: 'navigate' }).win)).toBe(true);
  });
});
