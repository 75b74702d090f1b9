import { describe, expect, it } from 'vitest';
import { imageQuality, readClientHints } from './image-rules.ts';
import { autoplayBlocker, isSlowConnection, type PlaybackEnvironment } from './video-playback.ts';

/**
 * Spec 003 section 9, each boundary on its own: "Image quality: 70 on slow or data-saving
 * connections (slow-2g, 2g, 3g, saveData, downlink under 1.5); 90 when device pixel ratio is
 * above 2; otherwise 85." and "Background video autoplay is disabled with reduced motion, slow
 * connections, fewer than 4 CPU cores or under 4 GB of memory."
 */
const capable: PlaybackEnvironment = { reducedMotion: false, effectiveType: '4g', downlink: 10, deviceMemory: 8, hardwareConcurrency: 8 };

describe('downlink 1.5 Mbit/s', () => {
  it('exactly 1.5 is not slow, for images (hint and header) and for autoplay', () => {
    expect(imageQuality({ downlink: 1.5 })).toBe(85);
    expect(imageQuality(readClientHints({ downlink: '1.5' }))).toBe(85);
    expect(isSlowConnection({ ...capable, downlink: 1.5 })).toBe(false);
    expect(autoplayBlocker({ ...capable, downlink: 1.5 })).toBeNull();
  });

  it('just under 1.5 is slow for both', () => {
    expect(imageQuality({ downlink: 1.49 })).toBe(70);
    expect(imageQuality(readClientHints({ downlink: '1.475' }))).toBe(70);
    expect(autoplayBlocker({ ...capable, downlink: 1.49 })).toBe('slow-connection');
  });

  it('4g is not slow; the image and video rules agree on every connection type', () => {
    for (const type of ['slow-2g', '2g', '3g', '4g']) {
      const slow = type !== '4g';
      expect(imageQuality({ ect: type }) === 70).toBe(slow);
      expect(isSlowConnection({ reducedMotion: false, effectiveType: type })).toBe(slow);
    }
  });
});

describe('device pixel ratio 2', () => {
  it('exactly 2 is 85, just above is 90, from the hint and from the header', () => {
    expect(imageQuality({ dpr: 2 })).toBe(85);
    expect(imageQuality(readClientHints({ 'sec-ch-dpr': '2' }))).toBe(85);
    expect(imageQuality(readClientHints({ dpr: '2.0' }))).toBe(85);
    expect(imageQuality({ dpr: 2.01 })).toBe(90);
    expect(imageQuality(readClientHints({ 'sec-ch-dpr': '2.01' }))).toBe(90);
  });
});

describe('4 CPU cores and 4 GB of memory', () => {
  it('exactly 4 cores allows autoplay (with plenty of memory); 3 does not', () => {
    expect(autoplayBlocker({ ...capable, hardwareConcurrency: 4 })).toBeNull();
    expect(autoplayBlocker({ ...capable, hardwareConcurrency: 3 })).toBe('weak-device');
  });

  it('exactly 4 GB allows autoplay (with plenty of cores); anything under does not', () => {
    expect(autoplayBlocker({ ...capable, deviceMemory: 4 })).toBeNull();
    expect(autoplayBlocker({ ...capable, deviceMemory: 3.99 })).toBe('weak-device');
    // What Chromium reports under 4 GB (it rounds to 0.25, 0.5, 1, 2, 4, 8).
    for (const memory of [0.25, 0.5, 1, 2]) expect(autoplayBlocker({ ...capable, deviceMemory: memory })).toBe('weak-device');
  });

  it('reduced motion wins over everything', () => {
    expect(autoplayBlocker({ ...capable, reducedMotion: true })).toBe('reduced-motion');
  });
});
