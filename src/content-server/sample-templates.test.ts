import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './index.ts';
import { loadContent, type ContentStore } from './content-store.ts';
import { isKnownTemplate, pageStructureOf } from '../app/page-templates.ts';
import { HERO_BLOCKS, pageBlocks, pagePlaceholders } from '../../scripts/page-areas.ts';

/**
 * The sample sites' pages and their page-structure templates (spec 000 section 2, issue 28 item 3):
 * every page names one the host knows; every page whose template has a hero area (article and news
 * pages, the news landings, generic pages) and that opens with a breadcrumb or a hero has them in
 * it; the articles and partnerships landings have a main area alone.
 */
let store: ContentStore;
beforeAll(async () => {
  store = await loadContent(DEFAULT_CONTENT_DIR, 'http://127.0.0.1:1');
});

const HEROES: Record<string, string> = { 'Article Details': 'ArticleHero', 'News Details': 'NewsHero' };

describe('the sample pages and their templates', () => {
  it('every page of both sites, in both languages, names a template the host knows', () => {
    const unknown: string[] = [];
    let pages = 0;
    for (const [siteName, site] of store.sites) {
      for (const [language, content] of site.languages) {
        for (const stored of content.routes.values()) {
          pages++;
          if (!isKnownTemplate(stored.route.templateName)) unknown.push(`${siteName} ${language} ${stored.path}: ${String(stored.route.templateName)}`);
        }
      }
    }
    expect(pages).toBeGreaterThan(200);
    expect(unknown).toEqual([]);
  });

  it('article and news pages fill the hero area with their hero; the landings have the templates that fit', () => {
    const counts: Record<string, number> = {};
    for (const [siteName, site] of store.sites) {
      for (const [language, content] of site.languages) {
        for (const stored of content.routes.values()) {
          const structure = pageStructureOf(stored.route.templateName);
          counts[structure.name] = (counts[structure.name] ?? 0) + 1;
          const placeholders = stored.route.placeholders as Record<string, Array<{ componentName?: string }> | undefined>;
          const hero = HEROES[structure.name];
          if (hero)
            expect(
              placeholders['headless-hero']?.map((r) => r.componentName),
              `${siteName} ${language} ${stored.path}`,
            ).toContain(hero);
          if (!structure.areas.includes('hero')) expect(placeholders['headless-hero'], `${siteName} ${language} ${stored.path}`).toBeUndefined();
        }
      }
    }
    // Both sites' news pages, the group's articles, and one partnerships landing per language.
    expect(counts['Article Details']).toBe(48);
    expect(counts['News Details']).toBeGreaterThanOrEqual(48 + 12);
    expect(counts['Partnerships Landing']).toBe(2);
    expect(counts['Articles Landing']).toBeGreaterThanOrEqual(2);
    expect(counts['News Landing']).toBeGreaterThanOrEqual(4);
  });

  it('every page, generated or kept by hand, is split into hero and main areas as scripts/page-areas.ts splits it', () => {
    const misplaced: string[] = [];
    for (const [siteName, site] of store.sites) {
      for (const [language, content] of site.languages) {
        for (const stored of content.routes.values()) {
          const placeholders = stored.route.placeholders as Record<string, Array<{ componentName?: string }> | undefined>;
          const expected = pagePlaceholders(String(stored.route.templateName), pageBlocks(placeholders));
          const names = (blocks: Array<{ componentName?: string }> | undefined) => (blocks ?? []).map((r) => r.componentName).join(',');
          if (
            names(placeholders['headless-hero']) !== names(expected['headless-hero']) ||
            names(placeholders['headless-main']) !== names(expected['headless-main'])
          )
            misplaced.push(
              `${siteName} ${language} ${stored.path}: hero [${names(placeholders['headless-hero'])}], main starts [${names(placeholders['headless-main']?.slice(0, 2))}]`,
            );
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('generic pages that open with a hero (both sites, both languages, the home pages too) fill the hero area with it', () => {
    const filled: string[] = [];
    for (const [siteName, site] of store.sites) {
      for (const [language, content] of site.languages) {
        for (const stored of content.routes.values()) {
          if (pageStructureOf(stored.route.templateName).name !== 'Generic Page') continue;
          const placeholders = stored.route.placeholders as Record<string, Array<{ componentName?: string }> | undefined>;
          const first = placeholders['headless-main']?.[0]?.componentName;
          expect(HERO_BLOCKS.has(String(first)), `${siteName} ${language} ${stored.path} opens main with ${first}`).toBe(false);
          const hero = placeholders['headless-hero']?.map((r) => r.componentName) ?? [];
          if (hero.some((name) => name === 'HeroBanner' || name === 'Banner')) filled.push(`${siteName} ${language} ${stored.path}`);
        }
      }
    }
    for (const language of ['en', 'ar']) {
      for (const page of ['/', '/about', '/sustainability', '/solutions/logistics', '/ae']) expect(filled).toContain(`ports-group ${language} ${page}`);
      for (const page of ['/', '/services', '/yards/ras-qamar']) expect(filled).toContain(`drydocks ${language} ${page}`);
    }
    expect(filled.length).toBeGreaterThanOrEqual(60);
  });
});
