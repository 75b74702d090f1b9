import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createTranslate } from './dictionary.ts';
import { isEditingPage } from './page-state.ts';
import { usePageContext } from './page-context.tsx';
import { useLogger, silentLogger } from './logger.tsx';
import { themeNameFor } from '../theme-choice.ts';
import { layoutWith, makePage } from '../testing.tsx';

describe('translate', () => {
  it('prefers the dictionary, then built-in Arabic, then the default', () => {
    const t = createTranslate({ Next: 'Forward', Empty: ' ' }, 'en');
    expect(t('Next', 'Next')).toBe('Forward');
    expect(t('Empty', 'Fallback')).toBe('Fallback');
    expect(t('Missing', 'Default')).toBe('Default');
    expect(t('Missing')).toBe('Missing');
    expect(createTranslate({}, 'ar')('CarouselNext', 'Next')).toBe('التالي');
    expect(createTranslate(undefined, 'en')('CarouselSlideOf', '{n} of {total}', { n: 2, total: 5 })).toBe('2 of 5');
  });
});

describe('edit mode', () => {
  it('is pageState edit or pageEditing true; preview is not editing', () => {
    const layout = layoutWith({});
    expect(isEditingPage({ pageState: 'edit', layout })).toBe(true);
    expect(isEditingPage({ pageState: 'normal', layout: layoutWith({}, { pageEditing: true }) })).toBe(true);
    expect(isEditingPage({ pageState: 'preview', layout })).toBe(false);
  });
});

describe('hooks outside providers', () => {
  it('usePageContext throws a clear error; useLogger is silent', () => {
    function Page() {
      usePageContext();
      return null;
    }
    expect(() => renderToString(<Page />)).toThrow('outside <PageProviders>');
    let logger: unknown;
    function Log() {
      logger = useLogger();
      return null;
    }
    renderToString(<Log />);
    expect(logger).toBe(silentLogger);
  });
});

describe('themeNameFor', () => {
  it('picks drydocks from the prop, the route, the context or the site name; Global otherwise', () => {
    const page = makePage(layoutWith({}));
    expect(themeNameFor(page)).toBe('global');
    expect(themeNameFor(page, 'Drydocks')).toBe('drydocks');
    expect(themeNameFor(page, 'pink')).toBe('global');
    const routeTheme = makePage(layoutWith({}));
    routeTheme.layout.sitecore.route!.fields = { theme: { value: 'drydocks' } };
    expect(themeNameFor(routeTheme)).toBe('drydocks');
    expect(themeNameFor(makePage(layoutWith({}, { theme: 'drydocks' })))).toBe('drydocks');
    expect(themeNameFor(makePage(layoutWith({}, { site: { name: 'ports-drydocks' } })))).toBe('drydocks');
  });
});
