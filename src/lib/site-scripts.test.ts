import { describe, expect, it } from 'vitest';
import type { PageContext } from '../app/page-context.ts';
import { collectSiteScripts, isEditingMode } from './site-scripts.ts';
import { testPage } from './seo-test-page.ts';

const site = {
  cookieScripts: '<script src="/consent.js"></script>',
  gtmScripts: '<script>/* gtm */</script>',
  headSiteScripts: '<script>/* site head */</script>',
  bodyStartSiteScripts: '<noscript>gtm iframe</noscript>',
  bodyEndSiteScripts: '<script>/* site end */</script>',
};
const pageFields = {
  headScripts: { value: '<script>/* page head */</script>' },
  bodyStartScripts: { value: '<script>/* page start */</script>' },
  bodyEndScripts: { value: '<script>/* page end */</script>' },
};

describe('collectSiteScripts', () => {
  it('orders the head: cookie consent, tag manager, site head scripts, page head scripts', () => {
    expect(collectSiteScripts(testPage({ siteSettings: site, fields: pageFields }))).toEqual({
      head: ['<script src="/consent.js"></script>', '<script>/* gtm */</script>', '<script>/* site head */</script>', '<script>/* page head */</script>'].join(
        '\n',
      ),
      bodyStart: '<noscript>gtm iframe</noscript>\n<script>/* page start */</script>',
      bodyEnd: '<script>/* site end */</script>\n<script>/* page end */</script>',
    });
  });

  it('gives empty strings when nothing is configured', () => {
    expect(collectSiteScripts(testPage())).toEqual({ head: '', bodyStart: '', bodyEnd: '' });
    expect(collectSiteScripts(testPage({ route: null }))).toEqual({ head: '', bodyStart: '', bodyEnd: '' });
  });

  it('injects identical snippets once, across page and site, after trimming and whitespace normalisation', () => {
    const scripts = collectSiteScripts(
      testPage({
        siteSettings: { gtmScripts: '<script>\n  gtm( 1 );\n</script>', bodyEndSiteScripts: '<script>end()</script>' },
        fields: {
          headScripts: { value: '  <script> gtm( 1 ); </script>  ' },
          bodyStartScripts: '<script>\tgtm(\n 1\t);\n</script>',
          bodyEndScripts: { value: '<script>end()</script>\n' },
        },
      }),
    );
    expect(scripts).toEqual({ head: '<script>\n  gtm( 1 );\n</script>', bodyStart: '', bodyEnd: '<script>end()</script>' });
  });

  it('keeps snippets that differ in more than whitespace', () => {
    const scripts = collectSiteScripts(
      testPage({ siteSettings: { gtmScripts: '<script>gtm(1)</script>' }, fields: { headScripts: '<script>gtm(2)</script>' } }),
    );
    expect(scripts.head).toBe('<script>gtm(1)</script>\n<script>gtm(2)</script>');
  });

  it('injects nothing in editing mode (page state edit or pageEditing)', () => {
    const none = { head: '', bodyStart: '', bodyEnd: '' };
    expect(collectSiteScripts(testPage({ siteSettings: site, fields: pageFields, pageState: 'edit' }))).toEqual(none);
    expect(collectSiteScripts(testPage({ siteSettings: site, fields: pageFields, context: { pageEditing: true } }))).toEqual(none);
    expect(collectSiteScripts(testPage({ siteSettings: site, fields: pageFields, context: { pageState: 'edit' } }))).toEqual(none);
  });

  it('injects none in preview either: editors never reach trackers (spec 000 section 6)', () => {
    const none = { head: '', bodyStart: '', bodyEnd: '' };
    expect(collectSiteScripts(testPage({ siteSettings: site, fields: pageFields, pageState: 'preview' }))).toEqual(none);
    expect(collectSiteScripts(testPage({ siteSettings: site, fields: pageFields, context: { pageState: 'preview' } }))).toEqual(none);
  });

  it('skips only the site-level snippets when the page sets disableSiteScripts', () => {
    for (const disableSiteScripts of [{ value: true }, { value: '1' }, { value: 'true' }, { value: 'TRUE' }, true, '1']) {
      expect(collectSiteScripts(testPage({ siteSettings: site, fields: { ...pageFields, disableSiteScripts } }))).toEqual({
        head: '<script>/* page head */</script>',
        bodyStart: '<script>/* page start */</script>',
        bodyEnd: '<script>/* page end */</script>',
      });
    }
  });

  it('reads DisableSiteScripts and HeadScripts in any case', () => {
    const scripts = collectSiteScripts(
      testPage({ siteSettings: site, fields: { DisableSiteScripts: { value: '1' }, HeadScripts: { value: '<script>h</script>' } } }),
    );
    expect(scripts).toEqual({ head: '<script>h</script>', bodyStart: '', bodyEnd: '' });
  });

  it('keeps the site-level snippets when disableSiteScripts is off or malformed', () => {
    for (const disableSiteScripts of [{ value: false }, { value: '' }, { value: '0' }, { value: 'yes' }, null, { value: {} }]) {
      const scripts = collectSiteScripts(testPage({ siteSettings: site, fields: { disableSiteScripts } }));
      expect(scripts.head).toContain('consent.js');
    }
  });

  it('accepts strings or { value: string } and ignores anything else', () => {
    const scripts = collectSiteScripts(
      testPage({
        siteSettings: { cookieScripts: { value: '<script>c()</script>' }, gtmScripts: 42, headSiteScripts: '   ' } as never,
        fields: { headScripts: { value: ['<script>x</script>'] }, bodyStartScripts: { value: null }, bodyEndScripts: {} },
      }),
    );
    expect(scripts).toEqual({ head: '<script>c()</script>', bodyStart: '', bodyEnd: '' });
  });

  it('never throws on a malformed page context', () => {
    const broken = [
      { ...testPage(), layout: undefined, siteSettings: undefined },
      { ...testPage(), layout: { sitecore: null } },
    ] as unknown as PageContext[];
    for (const page of broken) expect(collectSiteScripts(page)).toEqual({ head: '', bodyStart: '', bodyEnd: '' });
  });
});

describe('isEditingMode', () => {
  it('is true for the editor states, edit and preview', () => {
    expect(isEditingMode(testPage({ pageState: 'edit' }))).toBe(true);
    expect(isEditingMode(testPage({ pageState: 'preview' }))).toBe(true);
    expect(isEditingMode(testPage({ pageState: 'normal', context: { pageEditing: false } }))).toBe(false);
  });
});
