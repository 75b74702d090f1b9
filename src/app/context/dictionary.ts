import type { Dictionary } from '../../cms/types.ts';
import type { Language } from '../page-context.ts';
import { fillPhrase, type Translate } from './translate.tsx';
import { uiPhrases } from './ui-phrases.ts';

/**
 * The phrase a page resolves for a key: the CMS dictionary, then the built-in phrase for the page
 * language (so an Arabic page never falls back to English when the dictionary item is missing).
 * Server side (and whole-page renders): islands get the resolved phrases they declare instead.
 */
export function resolvePhrase(dictionary: Dictionary | undefined, language: Language, key: string): string | undefined {
  const fromDictionary = dictionary?.[key];
  if (typeof fromDictionary === 'string' && fromDictionary.trim() !== '') return fromDictionary;
  return uiPhrases[language]?.[key];
}

/** Phrase lookup: dictionary, built-in wording, the given default, then the key. */
export function createTranslate(dictionary: Dictionary | undefined, language: Language): Translate {
  return (key, fallback, values) => fillPhrase(resolvePhrase(dictionary, language, key) ?? fallback ?? key, values);
}
