/**
 * Which parts `npm run bench` runs, from its bare words: `npm run bench -- throughput vs-next`
 * runs those two; no part named runs them all, vs-next only when the Next.js peer is already
 * built (building it takes minutes and the network, so it happens only when vs-next is named).
 * Words starting with `-` are the parts' own options (`--baseline=main`). The soak (five minutes of
 * load, a stability check rather than a speed figure) runs only when named.
 */

export const BENCH_PARTS = ['throughput', 'vs-next', 'streaming', 'client-js', 'page-weight', 'guards', 'soak'] as const;
/** Parts that run only when named. */
const ON_REQUEST: readonly BenchPart[] = ['soak'];
export type BenchPart = (typeof BENCH_PARTS)[number];

export interface BenchPlan {
  parts: BenchPart[];
  /** vs-next was named: copy, install and build the peer when it is not built yet. */
  preparePeer: boolean;
}

export function planBench(argv: readonly string[]): BenchPlan {
  const named = argv.filter((arg) => !arg.startsWith('-'));
  for (const word of named) {
    if (!(BENCH_PARTS as readonly string[]).includes(word)) {
      throw new Error(`"${word}" is not a part of the benchmark; the parts are: ${BENCH_PARTS.join(', ')}`);
    }
  }
  if (named.length === 0) return { parts: BENCH_PARTS.filter((part) => !ON_REQUEST.includes(part)), preparePeer: false };
  // In the benchmark's own order, each once, whatever order they were named in.
  return { parts: BENCH_PARTS.filter((part) => named.includes(part)), preparePeer: named.includes('vs-next') };
}

export type PeerDecision = 'measure' | 'prepare-then-measure' | 'skip';

export function peerDecision(plan: BenchPlan, peerBuilt: boolean): PeerDecision {
  if (!plan.parts.includes('vs-next')) return 'skip';
  if (peerBuilt) return 'measure';
  return plan.preparePeer ? 'prepare-then-measure' : 'skip';
}
