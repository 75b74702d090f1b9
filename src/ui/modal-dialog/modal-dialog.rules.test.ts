import { describe, expect, it } from 'vitest';
import { DEFAULT_INFO_SESSION_KEY, infoSessionKey, markInfoShown, modalTimings, modalTypeOf, shouldAutoOpenInfo, wasInfoShown } from './modal-dialog.rules.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('the info dialog shows once per session (spec 002 section 4)', () => {
  it('opens while its flag is unset, and not after it was shown', () => {
    const storage = memoryStorage();
    expect(shouldAutoOpenInfo(storage, 'welcome', false)).toBe(true);
    markInfoShown(storage, 'welcome');
    expect(wasInfoShown(storage, 'welcome')).toBe(true);
    expect(shouldAutoOpenInfo(storage, 'welcome', false)).toBe(false);
    // Another key is another dialog.
    expect(shouldAutoOpenInfo(storage, 'other', false)).toBe(true);
  });

  it('uses the default key when the editor gave none', () => {
    expect(infoSessionKey('')).toBe(DEFAULT_INFO_SESSION_KEY);
    expect(infoSessionKey(undefined)).toBe('modal-info-shown');
    expect(infoSessionKey('  welcome ')).toBe('welcome');
    expect(infoSessionKey('x'.repeat(101))).toBe(DEFAULT_INFO_SESSION_KEY);
  });

  it('never opens by itself in edit mode', () => {
    expect(shouldAutoOpenInfo(memoryStorage(), 'welcome', true)).toBe(false);
  });

  it('treats storage that throws as empty, and does not throw when writing fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(wasInfoShown(broken, 'k')).toBe(false);
    expect(() => markInfoShown(broken, 'k')).not.toThrow();
    expect(shouldAutoOpenInfo(undefined, 'k', false)).toBe(true);
  });
});

describe('types and timings', () => {
  it("reads 'disclaimer' forgivingly and everything else as 'info'", () => {
    expect(modalTypeOf(' Disclaimer ')).toBe('disclaimer');
    expect(modalTypeOf('info')).toBe('info');
    expect(modalTypeOf(3)).toBe('info');
  });

  it('fades in after 50 ms and out in 300 ms, without motion when reduced', () => {
    expect(modalTimings(false)).toEqual({ fadeInDelayMs: 50, fadeOutMs: 300 });
    expect(modalTimings(true)).toEqual({ fadeInDelayMs: 0, fadeOutMs: 0 });
  });
});
