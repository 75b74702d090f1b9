import { useMemo } from 'react';
import type { Dictionary } from '../../cms/types.ts';
import type { Language } from '../page-context.ts';
import { usePageContext } from './page-context.tsx';
import { uiPhrases } from './ui-phrases.ts';

export type Translate = (key: string, fallback?: string, values?: Record<string, string | number>) => string;

export function useDictionary(): Dictionary {
  return usePageContext().dictionary;
}

/**
 * Phrase lookup: the CMS dictionary, then the built-in phrase for the page language, then the
 * given default (then the key). `{name}` tokens are filled from `values`.
 */
export function createTranslate(dictionary: Dictionary | undefined, language: Language): Translate {
  return (key, fallback, values) => {
    const fromDictionary = dictionary?.[key];
    const phrase =
      typeof fromDictionary === 'string' && fromDictionary.trim() !== ''
        ? fromDictionary
        : (uiPhrases[language]?.[key] ?? fallback ?? key);
    if (!values) return phrase;
    return phrase.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

export function useTranslate(): Translate {
  const { dictionary, language } = usePageContext();
  return useMemo(() => createTranslate(dictionary, language), [dictionary, language]);
}
