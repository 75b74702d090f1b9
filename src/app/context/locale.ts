import type { Direction, Language, Locale } from '../page-context.ts';
import { usePageContext } from './page-context.tsx';

export interface LocaleInfo {
  locale: Locale;
  language: Language;
  dir: Direction;
}

export function useLocale(): LocaleInfo {
  const { locale, language, dir } = usePageContext();
  return { locale, language, dir };
}
