import type { RenderOptions, RenderedPage } from '../../entry-server.tsx';

type EntryServer = typeof import('../../entry-server.tsx');
import type { PageContext } from '../app/page-context.ts';
import type { ClientAssets } from './assets.ts';

/**
 * What the page route needs from the React side. Production loads the built SSR bundle
 * (`prod-renderer.ts`); development loads sources through Vite (`dev-renderer.ts`).
 */
export interface Renderer {
  assets: ClientAssets;
  renderPage(page: PageContext, options: RenderOptions): Promise<RenderedPage>;
  /** The props of every island of a page: its islands document (`?__islands=1`, src/app/island-props.tsx). */
  renderIslandProps: EntryServer['renderIslandProps'];
  /** One placeholder or block as an embeddable fragment (press-release site, editor tooling). */
  renderFragment: EntryServer['renderFragment'];
  /** Whether the block registry has a block for this CMS component name. */
  isKnownBlock: EntryServer['isKnownBlock'];
  /** The registry's component names, one per block (the editing host's config answer). */
  blockComponentNames: EntryServer['blockComponentNames'];
  /** The block memo's tallies (production only: development keeps no block HTML). */
  blockMemoStats?: EntryServer['blockMemoStats'];
  /** Development only: markup Vite needs in the head (its client, React refresh preamble). */
  devHead?(url: string): Promise<string>;
  close(): Promise<void>;
}
