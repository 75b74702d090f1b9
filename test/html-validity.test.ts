import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFiles, javaProblem, ourErrors, type NuMessage } from './support/nu-checker.ts';
import { coveringPages, samplePages } from './support/sample-pages.ts';
import { get, startTestServer, waitForCachedPage, type RunningServer } from './support/server.ts';

/**
 * Issue 30: the sample site is valid HTML. The Nu HTML Checker reads one page of every template
 * and every block kind (coveringPages) in both languages, as a person's first visit streams it
 * (late blocks bring their styles after the head was sent) and as the page cache then serves it
 * (rendered whole, its scripts trusted by hash). Its only messages let through are its own lag on
 * modern CSS (test/support/nu-checker.ts names each one).
 */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const PATHS = coveringPages(samplePages()).flatMap(({ path }) => [path, path === '/' ? '/ar' : `/ar${path}`]);

let server: RunningServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'html-validity-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('valid HTML', () => {
  it(
    'the Nu HTML Checker finds no error on a page of every template and block kind, in both languages, streamed and cached',
    { timeout: 180_000 },
    async () => {
      const java = javaProblem();
      // npm test installs Debian's Java runtime when it is missing (scripts/ensure-chromium.mjs).
      expect(java, `${java}: run \`node scripts/ensure-chromium.mjs\` (root or sudo), or install Java 11 or newer`).toBeUndefined();

      const save = (kind: string, path: string, html: string) => writeFileSync(join(dir, `${kind}${path.replace(/\//g, '_')}.html`), html);
      let lateStyles = 0;
      for (const path of PATHS) {
        const streamed = await get(server, path, { 'user-agent': PERSON });
        expect(streamed.status, path).toBe(200);
        if (streamed.text.includes('<template data-late-styles>')) lateStyles++;
        save('streamed', path, streamed.text);
      }
      for (const path of PATHS) save('cached', path, (await waitForCachedPage(server, path, { 'user-agent': PERSON })).text);
      // The sweep meets styles streamed after the head (the breadcrumb and the news wait for data).
      expect(lateStyles).toBeGreaterThan(0);

      const errors = ourErrors(checkFiles([dir]));
      const described = (m: NuMessage) => `${m.url?.replace(/^.*\//, '')}:${m.lastLine}:${m.lastColumn} ${m.message} [${m.extract ?? ''}]`;
      expect(errors.map(described)).toEqual([]);
    },
  );
});
