import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_RELEASES, dedupeKeptReleases, filesUnder, keepCurrentRelease, keptReleases } from './kept-releases.mjs';

/** The steps of `npm run build` around Vite's: keep, build (these files), dedupe. */
let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function build(files: string[], manifest = files.join(',')) {
  const client = join(dist, 'client');
  rmSync(client, { recursive: true, force: true });
  mkdirSync(join(client, '.vite'), { recursive: true });
  writeFileSync(join(client, '.vite', 'manifest.json'), manifest);
  for (const file of files) {
    mkdirSync(join(client, 'assets', file, '..'), { recursive: true });
    writeFileSync(join(client, 'assets', file), file);
  }
}

let clock = 1_700_000_000_000;
function release(files: string[]) {
  keepCurrentRelease(dist, (clock += 1000));
  build(files);
  dedupeKeptReleases(dist);
}

const kept = () => keptReleases(dist).map((dir) => filesUnder(dir).sort());

describe('the earlier releases a build keeps', () => {
  it('keeps what each earlier release had and the current one lacks, newest first, in the last few releases only', () => {
    dist = mkdtempSync(join(tmpdir(), 'kept-releases-'));
    // A first build keeps nothing.
    release(['entry-A.js', 'react-1.js', 'flags/ae.svg']);
    expect(kept()).toEqual([]);
    // Release B changed the entry only: release A's entry stays servable.
    release(['entry-B.js', 'react-1.js', 'flags/ae.svg']);
    expect(kept()).toEqual([['entry-A.js']]);
    // Release C changed the entry and React: B's entry and A's React (still named by A and B) stay.
    release(['entry-C.js', 'react-2.js', 'flags/ae.svg']);
    expect(kept()).toEqual([['entry-B.js', 'react-1.js'], ['entry-A.js']]);
    // A rebuild with no change keeps nothing more.
    release(['entry-C.js', 'react-2.js', 'flags/ae.svg']);
    expect(kept()).toHaveLength(2);
    release(['entry-D.js', 'react-2.js', 'flags/ae.svg']);
    expect(kept()).toEqual([['entry-C.js'], ['entry-B.js', 'react-1.js'], ['entry-A.js']]);
    // Only the last KEPT_RELEASES: release A's own files go with it.
    release(['entry-E.js', 'react-2.js', 'flags/ae.svg']);
    expect(kept()).toHaveLength(KEPT_RELEASES);
    expect(kept()).toEqual([['entry-D.js'], ['entry-C.js'], ['entry-B.js', 'react-1.js']]);
  });

  it('loses no real release to a rebuild without a change, nor to a build retried after a later step failed', () => {
    dist = mkdtempSync(join(tmpdir(), 'kept-releases-'));
    for (const name of ['A', 'B', 'C', 'D']) release([`entry-${name}.js`]);
    expect(kept()).toEqual([['entry-C.js'], ['entry-B.js'], ['entry-A.js']]);
    // The same D again (a CI retry, or PREVIOUS_IMAGE being the image rebuilt).
    release(['entry-D.js']);
    expect(kept()).toEqual([['entry-C.js'], ['entry-B.js'], ['entry-A.js']]);
    // E's client builds, a later step fails (no dedupe), and the build runs again.
    keepCurrentRelease(dist, (clock += 1000));
    build(['entry-E.js']);
    release(['entry-E.js']);
    expect(kept()).toEqual([['entry-D.js'], ['entry-C.js'], ['entry-B.js']]);
  });

  it("orders the kept releases by build, whatever this machine's clock says", () => {
    dist = mkdtempSync(join(tmpdir(), 'kept-releases-'));
    release(['entry-A.js']);
    keepCurrentRelease(dist, clock + 10_000);
    build(['entry-B.js']);
    dedupeKeptReleases(dist);
    // A clock an hour behind the machine that built the release before.
    keepCurrentRelease(dist, clock - 3_600_000);
    build(['entry-C.js']);
    dedupeKeptReleases(dist);
    expect(kept()).toEqual([['entry-B.js'], ['entry-A.js']]);
  });

  it('leaves a folder without a build as it is, and removes nothing but kept files', () => {
    dist = mkdtempSync(join(tmpdir(), 'kept-releases-'));
    keepCurrentRelease(dist);
    expect(existsSync(join(dist, 'previous-assets'))).toBe(false);
    build(['entry-A.js']);
    dedupeKeptReleases(dist);
    expect(readdirSync(join(dist, 'client', 'assets'))).toEqual(['entry-A.js']);
  });
});
