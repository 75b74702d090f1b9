import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '../page-context.ts';

export type Translate = (key: string, fallback?: string, values?: Record<string, string | number>) => string;

/** `{name}` tokens filled from `values`; unknown tokens stay as written. */
export function fillPhrase(phrase: string, values?: Record<string, string | number>): string {
  if (!values) return phrase;
  return phrase.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Phrase lookup from a map of resolved phrases (what an island gets in the page facts): the
 * phrase, else the given default, else the key.
 */
export function translateFrom(phrases: Readonly<Record<string, string>>): Translate {
  return (key, fallback, values) => {
    const phrase = Object.hasOwn(phrases, key) ? phrases[key]! : (fallback ?? key);
    return fillPhrase(phrase, values);
  };
}

const TranslateContext = createContext<Translate | null>(null);

export function TranslateProvider({ translate, children }: { translate: Translate; children: ReactNode }) {
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

const untranslated = translateFrom({});

/** The page's phrase lookup; outside any providers, the defaults as written. */
export function useTranslate(): Translate {
  return useContext(TranslateContext) ?? untranslated;
}

export type { Language };
