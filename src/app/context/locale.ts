import type { Direction, Language, Locale } from '../page-context.ts';
import { usePageFacts } from './page-facts.tsx';

export interface LocaleInfo {
  locale: Locale;
  language: Language;
  dir: Direction;
}

export function useLocale(): LocaleInfo {
  const { locale, language, dir } = usePageFacts();
  return { locale, language, dir };
}
