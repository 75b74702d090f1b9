import { describe, expect, it } from 'vitest';
import {
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
  buildSrcset,
  chooseImageFormat,
  imageQuality,
  imageVariantUrl,
  isImageQuality,
  isImageWidth,
  isOptimisableSource,
  isVectorArt,
  preferredImageFormat,
  readClientHints,
  sourceKindByPath,
  srcsetWidths,
} from './image-rules.ts';

describe('image quality (spec 003 section 9)', () => {
  it('is 85 by default', () => {
    expect(imageQuality({})).toBe(85);
    expect(imageQuality({ dpr: 1, ect: '4g', downlink: 10, saveData: false })).toBe(85);
  });

  it.each(['slow-2g', '2g', '3g', '3G', ' 2g '])('is 70 on a slow connection (ECT %s)', (ect) => {
    expect(imageQuality({ ect })).toBe(70);
  });

  it('is 70 with Save-Data', () => {
    expect(imageQuality({ saveData: true })).toBe(70);
  });

  it('is 70 when the downlink is under 1.5 Mbit/s, not at 1.5', () => {
    expect(imageQuality({ downlink: 1.45 })).toBe(70);
    expect(imageQuality({ downlink: 0 })).toBe(70);
    expect(imageQuality({ downlink: 1.5 })).toBe(85);
  });

  it('is 90 above device pixel ratio 2, not at 2', () => {
    expect(imageQuality({ dpr: 3 })).toBe(90);
    expect(imageQuality({ dpr: 2.625 })).toBe(90);
    expect(imageQuality({ dpr: 2 })).toBe(85);
  });

  it('puts the slow connection before the screen density', () => {
    expect(imageQuality({ dpr: 3, ect: '3g' })).toBe(70);
    expect(imageQuality({ dpr: 3, saveData: true })).toBe(70);
    expect(imageQuality({ dpr: 3, ect: '4g' })).toBe(90);
  });

  it('only ever answers a quality from the fixed list', () => {
    for (const hints of [{}, { dpr: 9 }, { ect: '2g' }, { downlink: 0.1, dpr: 4 }]) {
      expect(IMAGE_QUALITIES).toContain(imageQuality(hints));
    }
  });
});

describe('client hints from headers', () => {
  it('reads every hint', () => {
    expect(readClientHints({ 'sec-ch-dpr': '3', ect: '3g', downlink: '1.2', 'save-data': 'on' })).toEqual({
      dpr: 3,
      ect: '3g',
      downlink: 1.2,
      saveData: true,
    });
  });

  it('prefers Sec-CH-DPR to the legacy DPR, and takes DPR alone', () => {
    expect(readClientHints({ 'sec-ch-dpr': '2', dpr: '3' }).dpr).toBe(2);
    expect(readClientHints({ dpr: '2.5' }).dpr).toBe(2.5);
  });

  it('treats junk and missing hints as absent', () => {
    expect(readClientHints({})).toEqual({});
    expect(readClientHints({ dpr: 'x', 'sec-ch-dpr': '-1', downlink: 'fast', ect: '', 'save-data': 'off' })).toEqual({});
    expect(readClientHints({ dpr: '0' })).toEqual({});
  });

  it('takes the first of repeated headers', () => {
    expect(readClientHints({ ect: ['2g', '4g'] }).ect).toBe('2g');
  });

  it('feeds the quality rule end to end', () => {
    expect(imageQuality(readClientHints({ 'save-data': 'On' }))).toBe(70);
    expect(imageQuality(readClientHints({ 'sec-ch-dpr': '3' }))).toBe(90);
    expect(imageQuality(readClientHints({ 'user-agent': 'x' }))).toBe(85);
  });
});

describe('format by Accept', () => {
  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  const oldSafari = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

  it('prefers AVIF, then WebP, then the source format', () => {
    expect(chooseImageFormat(chrome, 'jpeg')).toBe('avif');
    expect(chooseImageFormat(oldSafari, 'jpeg')).toBe('webp');
    expect(chooseImageFormat('image/png,image/*;q=0.8', 'png')).toBe('png');
    expect(chooseImageFormat(undefined, 'jpeg')).toBe('jpeg');
  });

  it('does not read wildcards as AVIF or WebP support', () => {
    expect(preferredImageFormat('*/*')).toBe('original');
    expect(preferredImageFormat('image/*')).toBe('original');
  });

  it('honours q=0 and odd spacing or case', () => {
    expect(preferredImageFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(preferredImageFormat('image/avif; q=0.0, image/webp;q=0')).toBe('original');
    expect(preferredImageFormat(' Image/AVIF ; q=0.5 ')).toBe('avif');
  });
});

describe('which sources are optimised', () => {
  it('optimises raster CMS media by relative path', () => {
    for (const src of ['/-/media/a.jpg', '/-/media/a/b.JPEG?h=900&w=1600', '/-/media/x.png', '/-/media/x.webp', '/-/media/x.avif', '/-/jssmedia/x.jpg']) {
      expect(isOptimisableSource(src), src).toBe(true);
    }
  });

  it('never optimises GIF, SVGZ nor unknown types, and SVG only when asked (hero art)', () => {
    for (const src of ['/-/media/a.svg', '/-/media/a.svg?w=10', '/-/media/a.gif', '/-/media/a.svgz', '/-/media/a.ashx', '/-/media/a']) {
      expect(isOptimisableSource(src), src).toBe(false);
    }
    for (const src of ['/-/media/a.gif', '/-/media/a.svgz', '/-/media/a.ashx', '/assets/a.svg', '//evil.example/-/media/a.svg']) {
      expect(isOptimisableSource(src, [], { vector: true }), src).toBe(false);
    }
    for (const src of ['/-/media/a.svg', '/-/media/hero.SVG?h=900&iar=0&w=1600', '/-/media/a.jpg']) {
      expect(isOptimisableSource(src, [], { vector: true }), src).toBe(true);
    }
  });

  it('does not take other relative paths or protocol-relative URLs for CMS media', () => {
    for (const src of ['/assets/a.jpg', '/en/a.jpg', '//evil.example/-/media/a.jpg', 'a.jpg', '', 'data:image/png;base64,AAAA']) {
      expect(isOptimisableSource(src), src).toBe(false);
    }
  });

  it('optimises absolute URLs only on allowed hosts (spec 000 section 5)', () => {
    const hosts = ['media.example.com', '127.0.0.1:4100'];
    expect(isOptimisableSource('https://media.example.com/p/a.jpg', hosts)).toBe(true);
    expect(isOptimisableSource('http://127.0.0.1:4100/-/media/a.png', hosts)).toBe(true);
    expect(isOptimisableSource('http://127.0.0.1:4200/-/media/a.png', hosts)).toBe(false);
    expect(isOptimisableSource('https://other.example.com/a.jpg', hosts)).toBe(false);
    expect(isOptimisableSource('https://media.example.com/a.jpg')).toBe(false);
    expect(isOptimisableSource('https://user:pw@media.example.com/a.jpg', hosts)).toBe(false);
    expect(isOptimisableSource('https://media.example.com/a.svg', hosts)).toBe(false);
    expect(isOptimisableSource('https://media.example.com/a.svg', hosts, { vector: true })).toBe(true);
    expect(isOptimisableSource('https://other.example.com/a.svg', hosts, { vector: true })).toBe(false);
    expect(isOptimisableSource('ftp://media.example.com/a.jpg', hosts)).toBe(false);
  });

  it('calls an SVG art from 320 px declared width up; narrower or unknown is an icon', () => {
    expect([isVectorArt(320), isVectorArt(1600), isVectorArt(319), isVectorArt(196), isVectorArt(undefined), isVectorArt(Number.NaN)]).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('names the kind of a path by its extension', () => {
    expect(sourceKindByPath('/a.jpg')).toBe('raster');
    expect(sourceKindByPath('/a.SVG')).toBe('vector');
    expect(sourceKindByPath('/a.svgz')).toBe('never');
    expect(sourceKindByPath('/a.gif')).toBe('never');
    expect(sourceKindByPath('/a.ashx')).toBe('unknown');
  });
});

describe('widths and srcset', () => {
  it('has a fixed, ascending list of widths', () => {
    expect([...IMAGE_WIDTHS]).toEqual([320, 480, 640, 768, 1024, 1280, 1600, 1920, 2560]);
    expect(isImageWidth(640)).toBe(true);
    expect(isImageWidth(641)).toBe(false);
    expect(isImageQuality(85)).toBe(true);
    expect(isImageQuality(80)).toBe(false);
  });

  it('offers widths up to the source width, never beyond it', () => {
    expect(srcsetWidths(1600)).toEqual([320, 480, 640, 768, 1024, 1280, 1600]);
    expect(srcsetWidths(2560)).toEqual([...IMAGE_WIDTHS]);
    expect(srcsetWidths(4000)).toEqual([...IMAGE_WIDTHS]);
  });

  it('adds the next width up when the source falls between two (the full-size source)', () => {
    expect(srcsetWidths(1500)).toEqual([320, 480, 640, 768, 1024, 1280, 1600]);
    expect(srcsetWidths(200)).toEqual([320]);
  });

  it('offers every width when the source width is unknown', () => {
    expect(srcsetWidths(undefined)).toEqual([...IMAGE_WIDTHS]);
    expect(srcsetWidths(Number.NaN)).toEqual([...IMAGE_WIDTHS]);
  });

  it('builds endpoint URLs with the source encoded', () => {
    expect(imageVariantUrl('/-/media/a b,c.jpg?h=9&w=16', 640)).toBe('/api/image?url=%2F-%2Fmedia%2Fa%20b%2Cc.jpg%3Fh%3D9%26w%3D16&w=640');
    expect(buildSrcset('/-/media/a.jpg', 500)).toBe(
      '/api/image?url=%2F-%2Fmedia%2Fa.jpg&w=320 320w, /api/image?url=%2F-%2Fmedia%2Fa.jpg&w=480 480w, /api/image?url=%2F-%2Fmedia%2Fa.jpg&w=640 640w',
    );
  });

  it('leaves no comma or space unescaped inside a candidate URL', () => {
    for (const candidate of buildSrcset('/-/media/a, b.jpg').split(', ')) {
      expect(candidate.split(' ')).toHaveLength(2);
    }
  });
});
