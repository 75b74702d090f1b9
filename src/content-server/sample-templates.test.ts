import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './index.ts';
import { loadContent, type ContentStore } from './content-store.ts';
import { isKnownTemplate, pageStructureOf } from '../app/page-templates.ts';

/**
 * The sample sites' pages and their page-structure templates (spec 000 section 2, issue 28 item 3):
 * every page names one the host knows, article and news pages fill the hero area with their hero,
 * and the partnerships landing has a main area alone.
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
});
