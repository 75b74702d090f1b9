import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { preloadIcons } from '../../ui/Icon.tsx';
import PeopleCarousel from './index.tsx';
import { compactPeopleCarousel } from './people-carousel.rules.ts';

beforeAll(() => preloadIcons(['arrow-left', 'arrow-right']));

const SITE = path.join(import.meta.dirname, '..', '..', '..', 'content', 'sites', 'ports-group');
/** The sample 'Other leaders' datasource, as a leader page of that language carries it. */
function sampleFields(language: 'en' | 'ar'): Record<string, unknown> {
  const route = JSON.parse(readFileSync(path.join(SITE, language, 'routes', 'about', 'leadership', 'daniel-okafor.json'), 'utf8'));
  return route.placeholders['headless-main'].find((r: { componentName: string }) => r.componentName === 'PeopleCarousel').fields;
}

const leader = (slug: string, name: string) => ({
  id: `id-${slug}`,
  url: `/about/leadership/${slug}`,
  name: slug,
  displayName: name,
  fields: {
    name: { value: name },
    designation: { value: `${name} role` },
    cardImage: { value: { src: `/-/media/${slug}.svg`, alt: name, width: '600', height: '750' } },
    country: [],
    function: [],
  },
});
const fields = (count: number) => ({
  headline: { value: 'Other leaders' },
  leaders: ['a', 'b', 'c', 'd', 'e'].slice(0, count).map((s) => leader(s, `Leader ${s.toUpperCase()}`)),
});
const render = (f: Record<string, unknown>, overrides: Parameters<typeof makePage>[1] = {}) =>
  renderWithPage(
    <PeopleCarousel rendering={{ componentName: 'PeopleCarousel' }} fields={f} params={{}} />,
    makePage(layoutWith({}), { editing: false, ...overrides }),
  );
const names = (html: string) => [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]!.replace(/<[^>]*>/g, ''));

describe('PeopleCarousel', () => {
  it('shows the other leaders, starting after the current page and wrapping round', () => {
    const html = render(fields(5), { path: '/about/leadership/c' });
    expect(names(html)).toEqual(['Leader D', 'Leader E', 'Leader A', 'Leader B']);
    expect(html).toMatch(/<h2[^>]*>Other leaders<\/h2>/);
    expect(html).toMatch(/role="region"[^>]*aria-roledescription="carousel"[^>]*aria-label="Other leaders"/);
    expect(html).toContain('href="/about/leadership/d"');
    expect(html).toContain('Leader D role');
    expect(html).toMatch(/<button[^>]*aria-label="Previous"[^>]*disabled=""/);
    expect(html).not.toMatch(/<button[^>]*aria-label="Next"[^>]*disabled=""/);
  });

  it('finds the current leader by the route item id too', () => {
    const page = makePage(
      { sitecore: { context: { pageEditing: false, pageState: 'normal', language: 'en' }, route: { name: 'b', itemId: 'id-b', placeholders: {} } } },
      { editing: false, path: '/elsewhere' },
    );
    const html = renderWithPage(<PeopleCarousel rendering={{ componentName: 'PeopleCarousel' }} fields={fields(5)} params={{}} />, page);
    expect(names(html)).toEqual(['Leader C', 'Leader D', 'Leader E', 'Leader A']);
  });

  it('shows editors every leader of the list, in its order, as a grid without buttons', () => {
    const html = render(fields(5), { editing: true, path: '/about/leadership/c' });
    expect(names(html)).toEqual(['Leader A', 'Leader B', 'Leader C', 'Leader D', 'Leader E']);
    expect(html).not.toContain('aria-label="Next"');
    expect(render({ headline: { value: '' } }, { editing: true })).toContain('[Leaders]');
  });

  it('renders nothing for visitors when no other leader is left, and survives wrong types', () => {
    expect(render(fields(1), { path: '/about/leadership/a' })).toBe('');
    expect(render({ leaders: 'x', headline: 3 })).toBe('');
    expect(names(render({ leaders: [null, { id: 'z', url: 7, fields: { name: { value: 'Zed' } } }] }))).toEqual(['Zed']);
  });

  it('mirrors in Arabic: the carousel runs right to left with Arabic labels', () => {
    const html = render(sampleFields('ar'), { language: 'ar', locale: 'ar', dir: 'rtl', path: '/about/leadership/daniel-okafor' });
    expect(html).toContain('قادة آخرون');
    expect(html).toContain('href="/ar/about/leadership/li-wen-tan"');
    expect(html).not.toContain('href="/ar/about/leadership/daniel-okafor"');
  });

  it('renders the same markup from the compact fields as from the CMS fields', () => {
    for (const language of ['en', 'ar'] as const) {
      const cms = sampleFields(language);
      const compact = compactPeopleCarousel(cms);
      expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(cms).length / 2);
      const page = { path: '/about/leadership/daniel-okafor', language, locale: language, dir: language === 'ar' ? ('rtl' as const) : ('ltr' as const) };
      expect(render(compact, page)).toBe(render(cms, page));
    }
  });
});
