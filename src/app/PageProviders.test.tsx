import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { PageProviders } from './PageProviders.tsx';
import { layoutWith, makePage } from './testing.tsx';

const Swatch = styled.i`
  color: ${({ theme }) => theme.colors.accent};
`;

function render(page: ReturnType<typeof makePage>, theme?: string) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(
    sheet.collectStyles(
      <PageProviders page={page} theme={theme}>
        <Swatch />
      </PageProviders>,
    ),
  );
  return { html, css: sheet.getStyleTags() };
}

describe('PageProviders', () => {
  it('declares the self-hosted fonts and preloads the ones the language needs first', () => {
    const en = render(makePage(layoutWith({})));
    expect(en.css).toContain("font-family:'Inter Variable'");
    expect(en.css).toContain("font-family:'Inter Fallback'");
    expect(en.css).toContain('font-display:swap');
    expect(en.css).toContain('inter-latin-400-700.woff2');
    const enPreloads = en.html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
    expect(enPreloads).toHaveLength(1);
    expect(enPreloads[0]).toMatch(/href="[^"]*inter-latin-400-700.woff2"/);
    const ar = render(makePage(layoutWith({}), { language: 'ar', locale: 'ar', dir: 'rtl' }));
    const arPreloads = ar.html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
    expect(arPreloads.map((link) => /href="[^"]*\/([^/"]+)"/.exec(link)?.[1])).toEqual(['noto-sans-arabic-400-700.woff2', 'inter-latin-400-700.woff2']);
    expect(ar.css).toContain(':lang(ar)');
  });

  it('uses the Global palette by default and drydocks when asked', () => {
    expect(render(makePage(layoutWith({}))).css).toContain('color:#00778A');
    expect(render(makePage(layoutWith({})), 'drydocks').css).toContain('color:#B8470A');
  });

  it('turns animations off in edit mode', () => {
    expect(render(makePage(layoutWith({}), { editing: true })).css).toContain('animation:none!important');
    expect(render(makePage(layoutWith({}), { editing: false })).css).not.toContain('animation:none!important');
  });

  it("hides the editor's metadata chromes in edit mode, so their JSON never shows as text", () => {
    expect(render(makePage(layoutWith({}), { editing: true })).css).toContain("code[type='text/sitecore']{display:none;}");
    expect(render(makePage(layoutWith({}), { editing: false })).css).not.toContain('text/sitecore');
  });
});

describe('the flag service setting (FLAG_SERVICE_URL)', () => {
  it('replaces the self-hosted flags with the configured service, and only then', async () => {
    const { Flag } = await import('../ui/country-language/Flag.tsx');
    const base = makePage({ sitecore: { context: {}, route: null } });
    const external = renderToString(
      <PageProviders page={{ ...base, flagService: 'https://flags.example.com/4x3/{code}.svg' }}>
        <Flag code="ae" />
      </PageProviders>,
    );
    expect(external).toContain('src="https://flags.example.com/4x3/ae.svg"');
    const own = renderToString(
      <PageProviders page={base}>
        <Flag code="ae" />
      </PageProviders>,
    );
    expect(own).not.toContain('flags.example.com');
    expect(own).toMatch(/src="(data:image\/svg\+xml|\/)/);
  });
});
