import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseIdOf } from './release-id.ts';

describe('releaseIdOf', () => {
  it('takes RELEASE_ID when set', async () => {
    expect(await releaseIdOf('2026.11.26', '/nowhere')).toBe('2026.11.26');
  });

  it('names a build by its client manifest, so another build is another release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-id-'));
    const manifest = join(dir, 'manifest.json');
    writeFileSync(manifest, '{"entry-client.tsx":{"file":"assets/a.js"}}');
    const first = await releaseIdOf(undefined, manifest);
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    expect(await releaseIdOf(undefined, manifest)).toBe(first);
    writeFileSync(manifest, '{"entry-client.tsx":{"file":"assets/b.js"}}');
    expect(await releaseIdOf(undefined, manifest)).not.toBe(first);
  });

  it('says dev without a build and unbuilt when the manifest is missing', async () => {
    expect(await releaseIdOf(undefined, undefined)).toBe('dev');
    expect(await releaseIdOf(undefined, '/no/such/manifest.json')).toBe('unbuilt');
  });
});
