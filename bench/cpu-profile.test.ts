import { describe, expect, it } from 'vitest';
import { COSTS, fileOf, formatSummary, summarise, type CpuProfile } from './cpu-profile.ts';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

/** root → render → (stylis, render again); idle beside it. Samples 1 ms apart. */
const profile: CpuProfile = {
  startTime: 0,
  endTime: 6000,
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    { id: 2, callFrame: frame('render', 'file:///work/x/node_modules/react-dom/cjs/server.js', 9), children: [3, 4] },
    { id: 3, callFrame: frame('compile', 'file:///work/x/node_modules/stylis/dist/stylis.mjs', 0) },
    { id: 4, callFrame: frame('render', 'file:///work/x/node_modules/react-dom/cjs/server.js', 9) },
    { id: 5, callFrame: frame('(idle)') },
  ],
  samples: [2, 3, 3, 4, 5, 3],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000],
};

describe('cpu-profile', () => {
  it('names files by package, or by their path in the project', () => {
    expect(fileOf('file:///work/x/node_modules/@fastify/compress/index.js')).toBe('@fastify/compress');
    expect(fileOf('file:///work/wt/dist/server/entry-server.js')).toBe('dist/server/entry-server.js');
    expect(fileOf('node:zlib')).toBe('node:zlib');
    expect(fileOf('')).toBe('(native)');
  });

  it('sums self time by file and function, and inclusive time once per stack', () => {
    const summary = summarise(profile, { match: /^render / });
    expect(summary.windowMs).toBe(6);
    expect(summary.busyMs).toBe(5);
    expect(summary.byFile.slice(0, 2)).toEqual([
      { name: 'stylis', ms: 3 },
      { name: 'react-dom', ms: 2 },
    ]);
    expect(summary.byFunction[0]).toEqual({ name: 'compile  stylis:1', ms: 3 });
    // render calls itself: its 5 ms are not counted as 6.
    expect(summary.matching).toEqual([{ name: 'render  react-dom:10', ms: 5 }]);
    expect(summary.byCost).toEqual([
      { name: 'stylis (compiling CSS)', ms: 3 },
      { name: "React's renderer", ms: 2 },
    ]);
    expect(formatSummary(summary)).toContain(' 60.0 %       3 ms  stylis');
    expect(formatSummary(summary, 30, 2)).toContain(' 40.0 %       2 ms    1.00 ms/request  React');
  });

  it('keeps only the samples inside the window', () => {
    const summary = summarise(profile, { fromS: 0.0025, toS: 0.0045 });
    expect(summary.windowMs).toBe(2);
    expect(summary.byFunction.map((c) => c.name)).toEqual(['compile  stylis:1', 'render  react-dom:10']);
  });

  it('finds styled-components by the file holding generateAndInjectStyles, wherever Vite put it', () => {
    const cost = (stack: string[], styled: string[] = []) => COSTS.find((c) => c.matches(stack, new Set(styled)))!.name;
    const chunk = 'file:///app/dist/server/assets/stable-id-abc.js';
    expect(cost([`v@${chunk}`, 'render@file:///app/node_modules/react-dom/x.js'], [chunk])).toBe('styled-components runtime');
    expect(cost([`v@${chunk}`])).toBe('page code (blocks, fields, app)');
    expect(cost(['processChunk@node:zlib', `flush@file:///app/dist/server/entry-server.js`])).toBe('compression (zlib)');
    expect(cost(['concat@node:buffer', `flush@file:///app/dist/server/entry-server.js`])).toBe('HtmlStream (splicing the flushes)');
    expect(cost(['(garbage collector)@'])).toBe('garbage collection');
  });
});
