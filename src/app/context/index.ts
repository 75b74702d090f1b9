export { PageContextProvider, usePageContext } from './page-context.tsx';
// The whole dictionary (createTranslate, resolvePhrase in dictionary.ts) is server-side: not re-exported here.
export { PageFactsProvider, usePageFacts, useOptionalPageFacts } from './page-facts.tsx';
export { useTranslate, TranslateProvider, translateFrom, fillPhrase, type Translate } from './translate.tsx';
export { usePageState, useIsEditing, isEditingPage } from './page-state.ts';
export { useLocale, type LocaleInfo } from './locale.ts';
export { LoggerProvider, useLogger, silentLogger, type Logger } from './logger.tsx';
export { SiteOriginProvider, useSiteHref } from './site-href.tsx';
export { RenderingScopeProvider, useRenderingScope, useStableId } from './stable-id.tsx';
export { RouteFieldsProvider, useRouteFields } from './route-fields.tsx';
