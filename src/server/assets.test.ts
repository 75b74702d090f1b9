import { describe, expect, it } from 'vitest';
import { clientAssetsFromManifest } from './assets.ts';

const manifest = {
  'entry-client.tsx': { file: 'assets/entry-client-1.js', isEntry: true, imports: ['_shared-1.js'] },
  'entry-fragment.tsx': { file: 'assets/entry-fragment-1.js', isEntry: true, imports: ['_shared-1.js', '_placeholder-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_placeholder-1.js': { file: 'assets/placeholder-1.js', imports: ['_shared-1.js'] },
  'src/components/hero-banner/index.tsx': { file: 'assets/hero-banner-1.js', isDynamicEntry: true, imports: ['_shared-1.js', '_image-1.js'] },
  '_image-1.js': { file: 'assets/image-1.js' },
};

describe('client assets of fragments', () => {
  const assets = clientAssetsFromManifest(manifest);

  it('names the fragment entry', () => {
    expect(assets.fragmentEntry).toBe('/assets/entry-fragment-1.js');
  });

  it('preloads what the fragment entry imports, then the blocks and their imports, once each', () => {
    expect(assets.fragmentPreloadsFor([])).toEqual(['/assets/shared-1.js', '/assets/placeholder-1.js']);
    expect(assets.fragmentPreloadsFor(['src/components/hero-banner/index.tsx', 'unknown.tsx'])).toEqual([
      '/assets/shared-1.js',
      '/assets/placeholder-1.js',
      '/assets/hero-banner-1.js',
      '/assets/image-1.js',
    ]);
  });

  it('leaves the page preloads as they were', () => {
    expect(assets.entry).toBe('/assets/entry-client-1.js');
    expect(assets.preloadsFor(['src/components/hero-banner/index.tsx'])).toEqual(['/assets/hero-banner-1.js', '/assets/image-1.js']);
  });

  it('refuses a manifest without the fragment entry', () => {
    const { ['entry-fragment.tsx']: _fragment, ...pageOnly } = manifest;
    expect(() => clientAssetsFromManifest(pageOnly)).toThrow(/entry-fragment\.tsx/);
  });
});
