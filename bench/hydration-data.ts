/**
 * The hydration data a page carries: every `<script type="application/json">` of the document as
 * the server sent it, sorted by what it is. Block data (a self-fetching block's loader result,
 * `data-block-data`) is counted apart, as the Islands issue exempts it from the 10 KiB target.
 */

/** One JSON script as read from the document: its id, whether it has the marker attributes, its size. */
export interface JsonScript {
  id: string;
  attributes: string[];
  /** UTF-8 bytes of its text, as it weighs in the HTML. */
  bytes: number;
  /** Island props: the `data-island` name of the root the script follows. */
  island?: string | undefined;
}

export type HydrationDataKind = 'pageFacts' | 'islandProps' | 'pageContext' | 'blockData' | 'other';

export interface HydrationData {
  /** Everything but block data: what the target counts. */
  bytes: number;
  blockDataBytes: number;
  /** Per kind, for the JSON output. */
  byKind: Record<HydrationDataKind, number>;
  /** Island props per island name (several roots of one block add up), largest first. */
  byIsland: Record<string, number>;
  scripts: number;
}

/** `#__PAGE_FACTS__` (islands), `#__PAGE_CONTEXT__` (whole-page hydration, before islands). */
export function kindOf(script: Pick<JsonScript, 'id' | 'attributes'>): HydrationDataKind {
  if (script.attributes.includes('data-block-data')) return 'blockData';
  if (script.attributes.includes('data-island-props')) return 'islandProps';
  if (script.id === '__PAGE_FACTS__') return 'pageFacts';
  if (script.id === '__PAGE_CONTEXT__') return 'pageContext';
  return 'other';
}

export function sumHydrationData(scripts: readonly JsonScript[]): HydrationData {
  const byKind: Record<HydrationDataKind, number> = { pageFacts: 0, islandProps: 0, pageContext: 0, blockData: 0, other: 0 };
  const islands = new Map<string, number>();
  for (const script of scripts) {
    const kind = kindOf(script);
    byKind[kind] += script.bytes;
    if (kind === 'islandProps') {
      const name = script.island || '(unnamed)';
      islands.set(name, (islands.get(name) ?? 0) + script.bytes);
    }
  }
  const total = Object.values(byKind).reduce((sum, n) => sum + n, 0);
  const byIsland = Object.fromEntries([...islands].sort((a, b) => b[1] - a[1]));
  return { bytes: total - byKind.blockData, blockDataBytes: byKind.blockData, byKind, byIsland, scripts: scripts.length };
}
