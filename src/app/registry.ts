import type { ComponentType } from 'react';
import type { ComponentRendering, LayoutServiceData } from '../cms/types.ts';
import { collectComponentNames as collectNames, toKebabCase } from './component-names.ts';
import { loadChunk } from './chunk-recovery.ts';

/**
 * The component registry: CMS componentName -> block folder `src/components/<kebab-name>/`.
 * The glob is lazy, so each block is its own chunk, loaded only on pages that use it: the server
 * and the client both call `preloadBlocks(collectComponentNames(layout))` before rendering, and
 * `Placeholder` then renders synchronously from `getLoadedBlock` (no React.lazy, so hydration
 * never waits on a chunk). The server's modulepreload links come from `blockSourceFor`.
 */

export interface BlockProps {
  rendering: ComponentRendering;
  /** The datasource fields as a map ({} when missing or sent as an array). */
  fields: Record<string, unknown>;
  params: Record<string, string>;
}

type BlockModule = { default: ComponentType<BlockProps> };

const modules = import.meta.glob<BlockModule>('../components/*/index.tsx');

/** Other names the CMS uses for our blocks (legacy templates, SXA names). Keys compare as-is. */
export const componentAliases: Readonly<Record<string, string>> = {
  Carousel: 'card-carousel',
  CardsCarousel: 'card-carousel',
  ContentCarousel: 'card-carousel',
  Hero: 'hero-banner',
  HeroBannerSection: 'hero-banner',
  RichTextBlock: 'rich-text',
  NewsHighlights: 'news-highlight',
  NewsHighlightSection: 'news-highlight',
  Quote: 'quote-carousel',
  QuotesCarousel: 'quote-carousel',
  EnquiryFormContainer: 'form-container',
  EnquiryForm: 'form-container',
  Statistic: 'statistics',
  StatisticBlock: 'statistics',
  StatisticCounter: 'statistics',
  StatisticCounters: 'statistics',
  StatisticsBlock: 'statistics',
  Partners: 'partner-block',
  Partnerships: 'partner-block',
  PartnershipBlock: 'partner-block',
  FeatureCardBlock: 'feature-card',
  ProgressiveCardsVertical: 'progressive-cards',
  ProgressiveCardsHorizontal: 'progressive-cards',
  AccordionBlock: 'accordion',
  FAQAccordion: 'accordion',
  CountrySelector: 'country-selector-strip',
  IFrame: 'iframe',
  ImageBanner: 'banner',
  VideoBanner: 'banner',
  NumbersHighlight: 'number-highlights',
};

const folderOfKey = (key: string) => /\.\.\/components\/([^/]+)\/index\.tsx$/.exec(key)?.[1];
const keyByFolder = new Map<string, string>();
for (const key of Object.keys(modules)) {
  const folder = folderOfKey(key);
  if (folder) keyByFolder.set(folder, key);
}

/**
 * Answers by CMS name: every rendering of every page asks (several times), and the kebab-casing
 * regexes cost more than a lookup. Names come from the CMS, hence the bound.
 */
const folderByName = new Map<string, string | undefined>();
const MAX_NAMES = 1000;

/** The block folder for a CMS name, or undefined when no block answers to it. */
export function blockFolderFor(componentName: string): string | undefined {
  if (typeof componentName !== 'string' || componentName === '') return undefined;
  if (folderByName.has(componentName)) return folderByName.get(componentName);
  const kebab = componentAliases[componentName] ?? toKebabCase(componentName);
  const folder = keyByFolder.has(kebab) ? kebab : undefined;
  if (folderByName.size >= MAX_NAMES) folderByName.clear();
  folderByName.set(componentName, folder);
  return folder;
}

/**
 * One name per block folder (`hero-banner` is `HeroBanner`), sorted: the components an editor may
 * place, as Sitecore's editing config answer lists them. Taken from the bundle's own module list,
 * so the server needs no source folder at run time.
 */
export function blockComponentNames(): string[] {
  return knownBlockFolders()
    .map((folder) =>
      folder
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join(''),
    )
    .sort();
}

export function isKnownBlock(componentName: string): boolean {
  return registered.has(componentName) || blockFolderFor(componentName) !== undefined;
}

/** The block's entry as Vite's manifest names it: `src/components/hero-banner/index.tsx`. */
export function blockSourceFor(componentName: string): string | undefined {
  const folder = blockFolderFor(componentName);
  return folder ? `src/components/${folder}/index.tsx` : undefined;
}

export const collectComponentNames: (layout: LayoutServiceData) => string[] = collectNames;

const loaded = new Map<string, ComponentType<BlockProps>>();
const loading = new Map<string, Promise<void>>();

function loadFolder(folder: string): Promise<void> {
  let pending = loading.get(folder);
  if (!pending) {
    const importer = modules[keyByFolder.get(folder)!]!;
    pending = loadChunk(importer).then(
      (mod) => {
        if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
          throw new Error(`Block ${folder} has no default export`);
        }
        loaded.set(folder, mod.default);
      },
      (error: unknown) => {
        loading.delete(folder); // a failed chunk may load on a later attempt
        throw error;
      },
    );
    loading.set(folder, pending);
  }
  return pending;
}

const failed = new Map<string, unknown>();

/**
 * Loads the blocks for these names; unknown names are ignored. Never rejects: a block whose chunk
 * fails to load stays unloaded (its renderings show nothing to visitors and a notice to editors,
 * and `blockLoadError` tells why), so one broken chunk cannot stop the page from hydrating.
 */
export async function preloadBlocks(componentNames: string[]): Promise<void> {
  const folders = new Set<string>();
  for (const name of componentNames) {
    const folder = blockFolderFor(name);
    if (folder && !loaded.has(folder)) folders.add(folder);
  }
  await Promise.all(
    [...folders].map((folder) =>
      loadFolder(folder).then(
        () => failed.delete(folder),
        (error: unknown) => void failed.set(folder, error),
      ),
    ),
  );
}

/** Why a known block is not loaded (its import failed), if it is not. */
export function blockLoadError(componentName: string): unknown {
  const folder = blockFolderFor(componentName);
  return folder ? failed.get(folder) : undefined;
}

const registered = new Map<string, ComponentType<BlockProps>>();

export function getLoadedBlock(componentName: string): ComponentType<BlockProps> | undefined {
  const extra = registered.get(componentName);
  if (extra) return extra;
  const folder = blockFolderFor(componentName);
  return folder ? loaded.get(folder) : undefined;
}

/**
 * Registers a component under a CMS name outside the folder convention: for tests and a block
 * gallery only (it is not a chunk and ships with whoever imports it).
 */
export function registerBlock(componentName: string, component: ComponentType<BlockProps>): () => void {
  registered.set(componentName, component);
  return () => registered.delete(componentName);
}

/** All block folders, for the block gallery and tests. */
export function knownBlockFolders(): string[] {
  return [...keyByFolder.keys()].sort();
}
