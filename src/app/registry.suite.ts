/**
 * collectComponentNames over a set of CMS answers in Sitecore's protocol shapes: called by
 * registry.test.ts with ours and by registry.sitecore.test.ts with Sitecore's published ones.
 */
import { describe, expect, it } from 'vitest';
import { LAYOUT_CASES, type FixtureSet } from '../cms/test-support/protocol-fixtures.ts';
import { collectComponentNames } from './registry.ts';

export interface ComponentNameFacts {
  /** Names the SXA page uses (among others). */
  sxaPage: string[];
  /** A name only the normal layout's nested placeholders hold. */
  nestedInLayout: string;
  /** The personalised layout's names, the default's and then its variants', each once. */
  personalised: string[];
}

export function describeComponentNamesOver(set: FixtureSet, facts: ComponentNameFacts) {
  describe(`collectComponentNames over ${set.label}`, () => {
    it('has the files to read', () => set.requirePresent());

    it('names the components of every layout file, each once, and finds every layout case', () => {
      const layouts = set.layouts();
      expect(layouts.map((entry) => entry.name)).toEqual(expect.arrayContaining(LAYOUT_CASES.map((which) => set.files[which])));
      for (const { name, layout } of layouts) {
        const names = collectComponentNames(layout);
        expect(new Set(names).size, name).toBe(names.length);
      }
    });

    it('the SXA page', () => {
      const names = collectComponentNames(set.layout('sxaPage'));
      expect(names).toEqual(expect.arrayContaining(facts.sxaPage));
      expect(new Set(names).size).toBe(names.length);
    });

    it('the normal layout and its chromes and Horizon edit versions (chromes interleaved) agree', () => {
      const normal = collectComponentNames(set.layout('layout'));
      expect(normal).toContain(facts.nestedInLayout);
      expect(new Set(collectComponentNames(set.layout('chromesEdit')))).toEqual(new Set(normal));
      expect(new Set(collectComponentNames(set.layout('horizonEdit')))).toEqual(new Set(normal));
    });

    it('personalised layouts include their variants', () => {
      expect(collectComponentNames(set.layout('personalised'))).toEqual(facts.personalised);
    });
  });
}
