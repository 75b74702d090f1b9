/**
 * Reads a V8 CPU profile (`node --cpu-prof` writes one `.cpuprofile` per thread on exit) and
 * prints where the time went: by cost of a page render (each sample goes to the first of COSTS
 * its stack matches), self time by file (a package under node_modules counts as one) and by
 * function, and the inclusive time of the functions matching `--match`. `--from`/`--to` (seconds
 * since the profile started) keep only the time under load, not start-up; `--requests` (how many
 * were answered in that window) adds milliseconds per request.
 *
 *   npx tsx bench/cpu-profile.ts <file.cpuprofile> [--from=8] [--to=18] [--requests=600]
 *                                [--top=30] [--match=regex]
 *
 * docs/performance.md, "Profiling the render", has the whole recipe.
 */
import { readFileSync } from 'node:fs';

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds since the previous sample. */
  timeDeltas: number[];
}

export interface Cost {
  name: string;
  ms: number;
}

export interface ProfileSummary {
  /** Time inside the window, ms. */
  windowMs: number;
  /** The window less the thread's idle time, ms. */
  busyMs: number;
  /** Busy time by cost of a page render (COSTS). */
  byCost: Cost[];
  byFile: Cost[];
  byFunction: Cost[];
  /** Inclusive time (itself and everything it called) of the functions matching `match`. */
  matching: Cost[];
}

export interface SummaryOptions {
  fromS?: number;
  toS?: number;
  match?: RegExp;
}

/** `react-dom` for anything under node_modules/react-dom, the path inside the project otherwise. */
export function fileOf(url: string): string {
  if (url === '') return '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  return url.replace(/^file:\/\/.*?\/(?=(?:dist|src|bench|node_modules)\/)/, '').replace(/^file:\/\//, '');
}

/** What the stack matchers see: each frame as `function@url`, the sampled (innermost) frame first. */
type Stack = readonly string[];

/**
 * The costs of a page render, first match wins. styled-components is bundled into one of the SSR
 * build's chunks (named after whichever module Vite put first in it): its frames are found by the
 * file that holds `generateAndInjectStyles`.
 */
export const COSTS: readonly { name: string; matches(stack: Stack, styledFiles: ReadonlySet<string>): boolean }[] = [
  { name: 'garbage collection', matches: (s) => s[0]!.startsWith('(garbage collector)@') },
  { name: 'module loading (start-up)', matches: (s) => s.some((f) => /@node:internal\/modules|\/tsx\/dist\//.test(f)) },
  { name: 'compression (zlib)', matches: (s) => s.some((f) => /@node:zlib|@fastify\/compress/.test(f)) },
  { name: 'stylis (compiling CSS)', matches: (s) => s.some((f) => f.includes('/stylis/')) },
  { name: 'styled-components runtime', matches: (s, styled) => s.some((f) => styled.has(f.slice(f.indexOf('@') + 1))) },
  {
    name: 'HtmlStream (splicing the flushes)',
    matches: (s) => s.some((f) => /^(flush|inject|_flush|_transform)@.*(entry-server\.js|html-stream\.ts)$/.test(f)),
  },
  { name: 'JSON for the browser', matches: (s) => s.some((f) => f.startsWith('serializeForScript@')) },
  { name: 'logging', matches: (s) => s.some((f) => /\/(pino|sonic-boom|thread-stream)\//.test(f)) },
  { name: "React's renderer", matches: (s) => /\/react(-dom)?\//.test(s[0]!) || (s[0]!.startsWith('encodeInto@') && /\/react-dom\//.test(s[1] ?? '')) },
  { name: 'page code (blocks, fields, app)', matches: (s) => /@.*\/(dist\/server|src)\//.test(s[0]!) },
  {
    name: 'HTTP (Fastify, streams, sockets)',
    matches: (s) => s.some((f) => /\/fastify\/|@node:_http|@node:net|@node:internal\/streams|@node:events|\/find-my-way\//.test(f)),
  },
  { name: 'other', matches: () => true },
];

function frameName(node: CpuProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'}  ${fileOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
}

function sorted(costs: Map<string, number>): Cost[] {
  return [...costs].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
}

export function summarise(profile: CpuProfile, options: SummaryOptions = {}): ProfileSummary {
  const from = (options.fromS ?? 0) * 1e6;
  const to = (options.toS ?? Infinity) * 1e6;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<number, number>();
  let windowUs = 0;
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) return;
    const us = profile.timeDeltas[i] ?? 0;
    windowUs += us;
    self.set(id, (self.get(id) ?? 0) + us);
  });

  const styledFiles = new Set(profile.nodes.filter((n) => n.callFrame.functionName === 'generateAndInjectStyles').map((n) => n.callFrame.url));
  const stackOf = (id: number): Stack => {
    const stack: string[] = [];
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const { functionName, url } = byId.get(up)!.callFrame;
      stack.push(`${functionName}@${url}`);
    }
    return stack;
  };

  const byCost = new Map<string, number>();
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const matching = new Map<string, number>();
  let idleUs = 0;
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      idleUs += us;
    } else {
      const stack = stackOf(id);
      const cost = COSTS.find((c) => c.matches(stack, styledFiles))!.name;
      byCost.set(cost, (byCost.get(cost) ?? 0) + us);
    }
    const file = fileOf(node.callFrame.url);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    const name = frameName(node);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    if (!options.match) continue;
    // Each matching function once per stack, so recursion is not counted twice.
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const frame = frameName(byId.get(up)!);
      if (!seen.has(frame) && options.match.test(frame)) {
        seen.add(frame);
        matching.set(frame, (matching.get(frame) ?? 0) + us);
      }
    }
  }
  return {
    windowMs: windowUs / 1000,
    busyMs: (windowUs - idleUs) / 1000,
    byCost: sorted(byCost),
    byFile: sorted(byFile),
    byFunction: sorted(byFunction),
    matching: sorted(matching),
  };
}

export function formatSummary(summary: ProfileSummary, top = 30, requests?: number): string {
  const perRequest = (ms: number) => (requests ? `  ${(ms / requests).toFixed(2).padStart(6)} ms/request` : '');
  const share = (ms: number) => `${((100 * ms) / summary.busyMs).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms`;
  const table = (title: string, costs: Cost[]) => [`\n${title}`, ...costs.slice(0, top).map((c) => `${share(c.ms)}  ${c.name}`)];
  return [
    `${(summary.windowMs / 1000).toFixed(1)} s profiled, ${(summary.busyMs / 1000).toFixed(1)} s busy${perRequest(summary.busyMs)}; shares are of the busy time`,
    '\nby cost',
    ...summary.byCost.map((c) => `${share(c.ms)}${perRequest(c.ms)}  ${c.name}`),
    ...table('self time by file', summary.byFile.slice(0, 15)),
    ...table('self time by function', summary.byFunction),
    ...(summary.matching.length > 0 ? table('inclusive time of the matching functions', summary.matching) : []),
  ].join('\n');
}

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [--from=s] [--to=s] [--top=n] [--match=regex]');
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const from = option('from');
  const to = option('to');
  const match = option('match');
  const summary = summarise(profile, {
    ...(from ? { fromS: Number(from) } : {}),
    ...(to ? { toS: Number(to) } : {}),
    ...(match ? { match: new RegExp(match) } : {}),
  });
  const requests = option('requests');
  console.log(formatSummary(summary, Number(option('top') ?? 30), requests ? Number(requests) : undefined));
}
