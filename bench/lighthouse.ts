/**
 * Lighthouse mobile (its default: a mid-range phone's screen, simulated slow 4G and 4x CPU) on one
 * page, in a Chromium of its own started with a DevTools port: performance, accessibility, best
 * practices and SEO scores, LCP, CLS, TBT and FCP.
 *
 * Offline by construction: Chromium resolves no host but loopback (CHROMIUM_FLAGS), so nothing
 * can wait on the internet; none of the four categories' audits needs it (robots.txt and source
 * maps come from the site itself). A run that still asked another host is reported, not hidden.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.ts';

export interface LighthouseRun {
  /** Category scores, 0-100. */
  performance: number | undefined;
  accessibility: number | undefined;
  bestPractices: number | undefined;
  seo: number | undefined;
  lcpMs: number | undefined;
  cls: number | undefined;
  tbtMs: number | undefined;
  fcpMs: number | undefined;
  /** Lighthouse's own warnings, and requests for hosts other than the site's (there should be none). */
  warnings: string[];
  /** Audits of the four categories that did not pass, for reading why a score is what it is. */
  failing: string[];
}

const CHROME_START_TIMEOUT_MS = 20_000;
const RUN_TIMEOUT_MS = 180_000;

interface Chrome {
  port: number;
  stop(): Promise<void>;
}

const CHROME_STOP_TIMEOUT_MS = 5_000;

async function startChrome(): Promise<Chrome> {
  const profile = mkdtempSync(join(tmpdir(), 'render-host-bench-lh-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: the browser's helpers (zygote, GPU, network) go with it when stopped.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  const killOnExit = () => signalGroup('SIGKILL');
  process.once('exit', killOnExit);
  /** Never throws: a run's figures are not lost to a profile folder that will not go. */
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (running()) {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), CHROME_STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    // Helpers that outlive the browser by a moment would still write into the profile.
    signalGroup('SIGKILL');
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.error(`could not remove Chromium's profile ${profile}: ${String(error)}`);
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium gave no DevTools port within ${CHROME_START_TIMEOUT_MS / 1000} s: ${seen.slice(-500)}`)),
        CHROME_START_TIMEOUT_MS,
      );
      child.stderr.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}) before giving a DevTools port: ${seen.slice(-500)}`));
      });
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const score = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value * 100) : undefined);

export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await startChrome();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS / 1000} s on ${url}`)), RUN_TIMEOUT_MS);
    });
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }),
      timeout,
    ]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue;
    const origin = new URL(url).origin;
    const requests = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
    const elsewhere = requests.map((r) => r.url ?? '').filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin);
    const audited = new Set(Object.values(lhr.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)));
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      warnings: [...lhr.runWarnings.map(String), ...elsewhere.map((u) => `request for another host: ${u}`)],
      failing: [...audited]
        .map((id) => lhr.audits[id])
        .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
        .map((audit) => `${audit!.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`),
    };
  } finally {
    clearTimeout(timer);
    await chrome.stop();
  }
}
