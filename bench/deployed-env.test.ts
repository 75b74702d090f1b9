import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deployedServerEnv, dockerfileEnv, manifestEnv } from './deployed-env.ts';

describe('the environment the soak gives the server', () => {
  it("reads the runtime stage's ENV lines only, one or several per line", () => {
    const dockerfile =
      'FROM node AS build\nENV MALLOC_ARENA_MAX=8\nFROM node AS runtime\nENV NODE_ENV=production MALLOC_TOP_PAD_=0\nENV MALLOC_MMAP_THRESHOLD_=131072\n';
    expect(dockerfileEnv(dockerfile, 'MALLOC_')).toEqual({ MALLOC_TOP_PAD_: '0', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(dockerfileEnv('FROM node\nRUN true\n', 'MALLOC_')).toEqual({});
  });

  it("reads a container env entry's value, and nothing for a name that is not there", () => {
    const manifest = '  env:\n    - name: VIPS_CONCURRENCY\n      value: "2"\n    - name: NODE_OPTIONS\n      value: "--max-old-space-size=384"\n';
    expect(manifestEnv(manifest, 'NODE_OPTIONS')).toBe('--max-old-space-size=384');
    expect(manifestEnv(manifest, 'NODE_ENV')).toBeUndefined();
  });

  it("is what this checkout deploys: the image's allocator settings and the Deployment's V8 options", () => {
    const env = deployedServerEnv(fileURLToPath(new URL('..', import.meta.url)));
    expect(env.MALLOC_MMAP_THRESHOLD_).toMatch(/^\d+$/);
    expect(env.NODE_OPTIONS).toMatch(/--max-old-space-size=\d+/);
  });
});
