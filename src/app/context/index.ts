export { PageContextProvider, usePageContext } from './page-context.tsx';
export { useDictionary, useTranslate, createTranslate, type Translate } from './dictionary.ts';
export { usePageState, useIsEditing, isEditingPage } from './page-state.ts';
export { useLocale, type LocaleInfo } from './locale.ts';
export { LoggerProvider, useLogger, silentLogger, type Logger } from './logger.tsx';
export { SiteOriginProvider, useSiteHref } from './site-href.tsx';
