import { describe, expect, it } from 'vitest';
import { autoplayBlocker, canAutoplay, canPlayOnHover, readPlaybackEnvironment, readVideoUrl } from './video-playback.ts';

describe('readVideoUrl', () => {
  it('reads file, link and text shapes', () => {
    expect(readVideoUrl({ value: { src: '/-/media/v.webm', mimeType: 'video/webm' } })).toBe('/-/media/v.webm');
    expect(readVideoUrl({ value: { href: ' /-/media/v.mp4 ', linktype: 'media' } })).toBe('/-/media/v.mp4');
    expect(readVideoUrl({ value: { href: '', url: 'https://dam.example.com/api/public/content/abc?v=1' } })).toBe(
      'https://dam.example.com/api/public/content/abc?v=1',
    );
    expect(readVideoUrl({ value: 'https://cdn.example.com/v.mp4' })).toBe('https://cdn.example.com/v.mp4');
    expect(readVideoUrl({ src: '/v.webm' })).toBe('/v.webm');
    expect(readVideoUrl('/v.webm')).toBe('/v.webm');
  });

  it('refuses what is no video address', () => {
    for (const field of [
      undefined,
      null,
      42,
      [],
      { value: {} },
      { value: { href: '' } },
      { value: 'javascript:alert(1)' },
      { value: 'data:video/mp4;base64,AAAA' },
      { value: '//evil.example.com/v.mp4' },
      { value: 'video.mp4' },
      { value: { src: 7 } },
    ]) {
      expect(readVideoUrl(field), JSON.stringify(field)).toBeUndefined();
    }
  });
});

describe('autoplay (spec 003 section 9)', () => {
  const capable = { reducedMotion: false, effectiveType: '4g', downlink: 10, deviceMemory: 8, hardwareConcurrency: 8 };

  it('plays on a capable device and when the browser tells nothing', () => {
    expect(autoplayBlocker(capable)).toBeNull();
    expect(canAutoplay({ reducedMotion: false })).toBe(true);
  });

  it('is off with reduced motion', () => {
    expect(autoplayBlocker({ ...capable, reducedMotion: true })).toBe('reduced-motion');
  });

  it.each([[{ saveData: true }], [{ effectiveType: 'slow-2g' }], [{ effectiveType: '2g' }], [{ effectiveType: '3G' }], [{ downlink: 1.4 }]])(
    'is off on a slow or data-saving connection: %j',
    (change) => {
      expect(autoplayBlocker({ ...capable, ...change })).toBe('slow-connection');
    },
  );

  it('is off with fewer than 4 cores or under 4 GB of memory, not at 4 and 4', () => {
    expect(autoplayBlocker({ ...capable, hardwareConcurrency: 3 })).toBe('weak-device');
    expect(autoplayBlocker({ ...capable, deviceMemory: 2 })).toBe('weak-device');
    expect(autoplayBlocker({ ...capable, deviceMemory: 4, hardwareConcurrency: 4 })).toBeNull();
    expect(autoplayBlocker({ ...capable, downlink: 1.5 })).toBeNull();
  });

  it('lets a hovered card play on a modest device, never with reduced motion or Save-Data', () => {
    expect(canPlayOnHover({ ...capable, hardwareConcurrency: 2, deviceMemory: 1 })).toBe(true);
    expect(canPlayOnHover({ ...capable, reducedMotion: true })).toBe(false);
    expect(canPlayOnHover({ ...capable, saveData: true })).toBe(false);
  });
});

describe('readPlaybackEnvironment', () => {
  it('reads matchMedia, the connection and the device hints, ignoring junk', () => {
    const win = {
      matchMedia: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }),
      navigator: { connection: { saveData: false, effectiveType: '4g', downlink: 'fast' }, deviceMemory: 8, hardwareConcurrency: 12 },
    } as unknown as Window;
    expect(readPlaybackEnvironment(win)).toEqual({
      reducedMotion: true,
      saveData: false,
      effectiveType: '4g',
      deviceMemory: 8,
      hardwareConcurrency: 12,
    });
    expect(readPlaybackEnvironment({ navigator: {} } as unknown as Window)).toEqual({ reducedMotion: false });
  });
});
