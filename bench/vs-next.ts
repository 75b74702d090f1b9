/**
 * `npm run bench -- vs-next`: our server against the Next.js 16 + Sitecore Content SDK starter
 * (bench/next-peer.ts), both rendering Sitecore's published `headlessSxa.json` from the same fake
 * CMS, `/sxa` on both, loaded in the same run, interleaved (ours, Next, ours, Next…), with the same
 * connections and duration. Neither side has a page cache (ours PAGE_CACHE_MAX_MB=0; the peer is
 * force-dynamic, no full-route cache); each keeps its own default CMS data caching, and the fake
 * CMS's call counts show what that means per request. Target: ours ≥ 10 × Next's req/s.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { summarizeRounds, type LoadResult } from './autocannon-result.ts';
import { PERSON_USER_AGENT } from './browser.ts';
import { addCallsBetween, describeCmsCalls, type CallCounts } from './cms-calls.ts';
import type { LoadPart } from './comparison-table.ts';
import { loadInterleaved, type LoadTarget } from './load.ts';
import type { LoadOptions } from './load.options.ts';
import {
  checkSharedFiles,
  fakeCmsCalls,
  PEER_API_KEY,
  PEER_PAGE_TEXT,
  PEER_PATH,
  peerPaths,
  preparePeer,
  startFakeCms,
  startNextPeer,
  type PeerPaths,
} from './next-peer.ts';
import { warmPage } from './page-probe.ts';
import { startSiteProcess } from './site-process.ts';
import { THROUGHPUT_TARGETS } from './targets.ts';

const CHECKOUT = fileURLToPath(new URL('..', import.meta.url));
/** Texts of the fixture's page (the peer's bench.sh checks the same): which ones each side shows. */
const PAGE_TEXTS = ['Providing wholesale product basics', PEER_PAGE_TEXT, 'Skate Park'];

export function paths(): PeerPaths {
  return peerPaths(CHECKOUT, process.env);
}

/** The site the fixture belongs to (`sitecore.context.site.name`), our SITECORE_SITE_NAME. */
function fixtureSite(fixture: string): string {
  const layout = JSON.parse(readFileSync(fixture, 'utf8').replace(/^\uFEFF/, '')) as { sitecore?: { context?: { site?: { name?: string } } } };
  return layout.sitecore?.context?.site?.name ?? 'iva-test';
}

export async function vsNext(options: LoadOptions, prepare: boolean, log: (line: string) => void): Promise<LoadPart> {
  const peer = paths();
  checkSharedFiles(peer);
  if (prepare) await preparePeer(peer, log);
  const stops: (() => Promise<void>)[] = [];
  try {
    log('vs-next: starting the fake CMS, the Next.js peer and our server (PAGE_CACHE_MAX_MB=0)');
    const cms = await startFakeCms(peer);
    stops.push(() => cms.stop());
    const next = await startNextPeer(peer, cms.url, PERSON_USER_AGENT);
    stops.push(() => next.stop());
    const site = fixtureSite(peer.fixture);
    const ours = await startSiteProcess('ours, fake CMS', CHECKOUT, {
      env: {
        SITECORE_API_HOST: cms.url,
        SITECORE_API_KEY: PEER_API_KEY,
        SITECORE_SITE_NAME: site,
        PAGE_CACHE_MAX_MB: '0',
        // The server's own default CMS data caching, not the bench's hour-long one.
        CACHE_TTL_S: undefined,
      },
      readyPath: PEER_PATH,
    });
    stops.push(() => ours.stop());

    // Both must really render the SXA page, not an error or not-found page that answers fast.
    const probes = {
      ours: (await warmPage(ours.url + PEER_PATH, options, 3)).at(-1)!,
      next: (await warmPage(next.url + PEER_PATH, options, 3)).at(-1)!,
    };
    for (const [side, probe] of Object.entries(probes)) {
      const html = probe.html.toString('utf8');
      if (probe.status !== 200 || !html.includes(PEER_PAGE_TEXT)) {
        throw new Error(
          `${side}: ${PEER_PATH} answered ${probe.status}${html.includes(PEER_PAGE_TEXT) ? '' : ` without "${PEER_PAGE_TEXT}"`}: not the SXA page`,
        );
      }
    }

    const targets: LoadTarget[] = [
      { key: 'ours-sxa', label: `our server, ${PEER_PATH} (SXA), fake CMS, PAGE_CACHE_MAX_MB=0`, url: ours.url + PEER_PATH },
      { key: 'next-sxa', label: `Next.js 16 + Content SDK, ${PEER_PATH}, fake CMS, force-dynamic`, short: 'Next.js', url: next.url + PEER_PATH },
    ];
    const calls = new Map<string, Map<string, number>>(targets.map((t) => [t.key, new Map()]));
    let before: CallCounts = {};
    const { results, failures } = await loadInterleaved(targets, options, {
      log,
      beforeLoad: async () => {
        before = await fakeCmsCalls(cms);
      },
      afterLoad: async (target: LoadTarget, _result: LoadResult) => {
        addCallsBetween(calls.get(target.key)!, before, await fakeCmsCalls(cms));
      },
    });

    const summaries = Object.fromEntries(targets.map((t) => [t.key, summarizeRounds(results.get(t.key) ?? [])]));
    const texts = (html: Buffer) => PAGE_TEXTS.filter((t) => html.toString('utf8').includes(t)).length;
    const size = (p: typeof probes.ours) =>
      `${(p.html.length / 1024).toFixed(1)} KiB of HTML, ${(p.body.length / 1024).toFixed(1)} KiB ${p.encoding ?? 'uncompressed'}`;
    return {
      rows: targets.map((t) => ({ key: t.key, label: t.label, short: t.short, load: summaries[t.key] })),
      comparisons: [{ row: 'ours-sxa', against: 'next-sxa', target: THROUGHPUT_TARGETS.oursVsNext }],
      notes: [
        `vs-next: both render Sitecore's headlessSxa.json (site ${site}) from the same fake CMS (${peer.fakeCms}); ${PEER_PATH} answered 200 on both with "${PEER_PAGE_TEXT}"` +
          ` (texts of the page found: ours ${texts(probes.ours.html)} of ${PAGE_TEXTS.length}, Next ${texts(probes.next.html)} of ${PAGE_TEXTS.length})`,
        `vs-next: page as sent: ours ${size(probes.ours)}; Next ${size(probes.next)}`,
        "vs-next: no page cache on either side (ours PAGE_CACHE_MAX_MB=0; Next force-dynamic: no full-route cache, no ISR). CMS data caching is each side's default:" +
          ' ours keeps layout, dictionary and settings in memory (CACHE_TTL_S default 60 s, stale-while-revalidate);' +
          " the peer fetches the layout and the redirects on every request and the dictionary once per 60 s (the SDK's memory cache)",
        ...targets.map(
          (t) =>
            `vs-next: fake CMS during the recorded loads, ${t.key === 'ours-sxa' ? 'ours' : 'Next'}: ${describeCmsCalls(calls.get(t.key)!, summaries[t.key]?.requests ?? 0)}`,
        ),
        ...failures,
      ],
    };
  } finally {
    for (const stop of stops.reverse()) {
      await stop().catch((error: unknown) => log(`could not stop a process: ${(error as Error).message}`));
    }
  }
}
