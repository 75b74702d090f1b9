/**
 * Our personalizeLayout against Sitecore's own, over a set's personalised layout (a rendering
 * with `experiences`): `npm test` runs it over our fixtures (personalize-layout.test.ts),
 * `npm run test:sitecore` over Sitecore's published `jss-core-personalizeData.layoutData.json`.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type * as SdkPersonalize from '@sitecore-content-sdk/content/personalize';
import type { FixtureSet } from '../cms/test-support/protocol-fixtures.ts';
import { deepFreeze } from './deep-freeze.ts';
import { choiceOf, layoutVariantIds, personalizeLayout } from './personalize-layout.ts';

// The SDK's CommonJS build (see test/sitecore-sdk-conformance.test.ts for why not its ESM one).
const require = createRequire(import.meta.url);
const sdk = require('@sitecore-content-sdk/content/personalize') as typeof SdkPersonalize;

export function describePersonalizeOver(set: FixtureSet): void {
  describe(`personalizeLayout over ${set.label}`, () => {
    it('finds the variants, and shows each (and none) as the SDK does, never changing the layout it was given', () => {
      const layout = set.layout('personalised');
      const ids = layoutVariantIds(layout);
      expect(ids.length).toBeGreaterThan(0);
      for (const chosen of [[], ...ids.map((id) => [id])]) {
        const groomed = sdk.getGroomedVariantIds(chosen);
        const theirs = structuredClone(layout);
        sdk.personalizeLayout(theirs as never, groomed.variantId, groomed.componentVariantIds);
        const given = deepFreeze(structuredClone(layout));
        const ours = personalizeLayout(given, choiceOf(chosen, ids));
        expect(JSON.parse(JSON.stringify(ours)), chosen.join() || 'the default').toEqual(JSON.parse(JSON.stringify(theirs)));
        expect(given).toEqual(layout);
      }
    });
  });
}
