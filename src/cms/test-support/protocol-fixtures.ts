/**
 * Test support: sets of CMS answers in Sitecore's public protocol shapes, each a folder with one
 * file per case the tests read. `npm test` reads ours (test/fixtures/sitecore-protocol/, written
 * for this project); `npm run test:sitecore` runs the same test bodies over Sitecore's own
 * published answers, named by the `*.sitecore.test.ts` files. Only tests import this file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { LayoutServiceData } from '../types.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of Sitecore's published responses: vitest.sitecore.config.ts provides it from SITECORE_FIXTURES_DIR. */
    sitecoreFixturesDir: string;
  }
}

/** The cases a set answers, each one file of its folder. */
export interface ProtocolFiles {
  /** Layout Service REST answer, normal mode, starting with a UTF-8 byte order mark. */
  layout: string;
  /** The same route in the Experience Editor's chromes mode: `code` chromes interleaved, `editable` markup. */
  chromesEdit: string;
  /** The same route as the Horizon (Pages) editor asks for it in chromes mode. */
  horizonEdit: string;
  /** One placeholder's items, renderings and chrome elements mixed (an array, not a layout). */
  mixedChromes: string;
  /** An SXA headless page: partial designs, `container-{*}` placeholders, Navigation, Promo, Image, an unknown block. */
  sxaPage: string;
  /** An SXA column rendering variant: a `column-1-{*}` placeholder at the top of the route. */
  columnSplitter: string;
  /** A layout whose rendering carries personalisation `experiences`. */
  personalised: string;
  /** Metadata (Pages) edit mode with dynamic placeholders nested in one another. */
  nestedDynamic: string;
  /** Metadata edit mode with a component no block answers to. */
  unknownComponent: string;
  /** Metadata edit mode with an empty placeholder. */
  emptyPlaceholder: string;
  /** GraphQL answers of the dictionary site query: `singlepage`, and `multipage.page1`/`page2`. */
  dictionary: string;
  /** GraphQL answer of the sitemap (site routes) query. */
  sitemap: string;
}

export type ProtocolCase = keyof ProtocolFiles;

/** The cases whose files are whole layouts (`{ sitecore: { context, route } }`). */
export const LAYOUT_CASES = [
  'layout',
  'chromesEdit',
  'horizonEdit',
  'sxaPage',
  'columnSplitter',
  'personalised',
  'nestedDynamic',
  'unknownComponent',
  'emptyPlaceholder',
] as const satisfies readonly ProtocolCase[];

export interface FixtureSet {
  /** Whose answers these are, for test names and failures. */
  readonly label: string;
  /** The folder, absolute. */
  readonly dir: string;
  readonly files: ProtocolFiles;
  /** Throws, saying which folder is missing, when it is absent: a failure, never a skip. */
  requirePresent(): void;
  /** A case's file as sent (byte order mark and all). */
  bytes(which: ProtocolCase): Buffer;
  /** A case's file parsed, without its byte order mark. */
  json(which: ProtocolCase): unknown;
  /** A layout case's file parsed. */
  layout(which: (typeof LAYOUT_CASES)[number]): LayoutServiceData;
  /** Every file of the folder that is a whole layout, by name, parsed and as sent; none when the folder is absent. */
  layouts(): { name: string; layout: LayoutServiceData; bytes: Buffer }[];
}

const parse = (bytes: Buffer): unknown => JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));

export function fixtureSet(label: string, folder: string | URL, files: ProtocolFiles): FixtureSet {
  const dir = typeof folder === 'string' ? folder : fileURLToPath(folder);
  const requirePresent = () => {
    if (!existsSync(dir)) throw new Error(`${label} are absent: ${dir} does not exist`);
  };
  const read = (name: string) => {
    requirePresent();
    return readFileSync(join(dir, name));
  };
  return {
    label,
    dir,
    files,
    requirePresent,
    bytes: (which) => read(files[which]),
    json: (which) => parse(read(files[which])),
    layout: (which) => parse(read(files[which])) as LayoutServiceData,
    layouts() {
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => {
          const bytes = read(name);
          return { name, bytes, data: parse(bytes) as { sitecore?: { route?: unknown } } | null };
        })
        .filter((entry) => entry.data?.sitecore?.route !== undefined)
        .map(({ name, bytes, data }) => ({ name, layout: data as LayoutServiceData, bytes }));
    },
  };
}

/** Ours: small answers about the ports-group site, written for these tests (see the folder's README). */
export const OUR_FIXTURES = fixtureSet(
  'our protocol fixtures (test/fixtures/sitecore-protocol)',
  new URL('../../../test/fixtures/sitecore-protocol/', import.meta.url),
  {
    layout: 'route-normal.json',
    chromesEdit: 'route-edit-chromes.json',
    horizonEdit: 'route-edit-horizon.json',
    mixedChromes: 'placeholder-mixed-chromes.json',
    sxaPage: 'sxa-home.json',
    columnSplitter: 'sxa-column-splitter.json',
    personalised: 'personalised.json',
    nestedDynamic: 'metadata-nested-dynamic.json',
    unknownComponent: 'metadata-unknown-component.json',
    emptyPlaceholder: 'metadata-empty-placeholder.json',
    dictionary: 'dictionary-site-query.json',
    sitemap: 'sitemap-query.json',
  },
);

/**
 * Sitecore's own answers, published in its SDK repositories (not ours to ship: read in place, from
 * the folder `npm run test:sitecore` names). The same cases under Sitecore's file names.
 */
export function sitecoreFixtures(): FixtureSet {
  return fixtureSet("Sitecore's published responses", inject('sitecoreFixturesDir'), {
    layout: 'layoutResponse.json',
    chromesEdit: 'edit.json',
    horizonEdit: 'edit-in-horizon-mode.json',
    mixedChromes: 'mixedComponentsEditChromes.json',
    sxaPage: 'headlessSxa.json',
    columnSplitter: 'jss-react-non-ee-data.sxaRenderingColumnSplitterVariant.json',
    personalised: 'jss-core-personalizeData.layoutData.json',
    nestedDynamic: 'jss-react-metadata-data.layoutDataForNestedDynamicPlaceholdermain.json',
    unknownComponent: 'jss-react-metadata-data.layoutDataWithUnknownComponent.json',
    emptyPlaceholder: 'jss-react-metadata-data.layoutDataWithEmptyPlaceholder.json',
    dictionary: 'jss-raw.mockDictionarySiteQueryResponse.json',
    sitemap: 'jss-raw.sitemapDefaultQueryResult.json',
  });
}
