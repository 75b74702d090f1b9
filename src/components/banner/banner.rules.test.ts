import { describe, expect, it } from 'vitest';
import { loadStrategyOf } from '../../app/island.ts';
import { island } from './island.ts';
import { bannerCta, bannerMedia, isEmptyBanner } from './banner.rules.ts';

const img = (src: string) => ({ value: { src, alt: '', width: '1600', height: '900' } });
const video = { value: { src: '/-/media/ports-group/video/quay-loop.webm' } };

describe('bannerMedia (spec 003 section 5)', () => {
  it('uses the video when there is one, with the thumbnail as its still', () => {
    expect(bannerMedia({ video, image: img('/a.svg'), thumbnailImage: img('/t.svg'), mobileThumbnailImage: img('/tm.svg') })).toEqual({
      kind: 'video',
      videoUrl: '/-/media/ports-group/video/quay-loop.webm',
      still: { image: 'thumbnailImage', mobile: 'mobileThumbnailImage' },
    });
    expect(bannerMedia({ video, image: img('/a.svg'), mobileImage: img('/m.svg') }).still).toEqual({ image: 'image', mobile: 'mobileImage' });
    expect(bannerMedia({ video })).toEqual({ kind: 'video', videoUrl: '/-/media/ports-group/video/quay-loop.webm' });
  });

  it('prefers video over contentVideo, and reads contentVideo when video is empty', () => {
    const content = { value: { href: '/-/media/other.mp4' } };
    expect(bannerMedia({ video, contentVideo: content }).videoUrl).toBe('/-/media/ports-group/video/quay-loop.webm');
    expect(bannerMedia({ video: { value: {} }, contentVideo: content }).videoUrl).toBe('/-/media/other.mp4');
    expect(bannerMedia({ video: { value: { src: 'javascript:alert(1)' } }, image: img('/a.svg') }).kind).toBe('image');
  });

  it('uses the image otherwise, with its mobile image; a mobile image alone serves every screen', () => {
    expect(bannerMedia({ image: img('/a.svg'), mobileImage: img('/m.svg') })).toEqual({ kind: 'image', still: { image: 'image', mobile: 'mobileImage' } });
    expect(bannerMedia({ mobileImage: img('/m.svg') })).toEqual({ kind: 'image', still: { image: 'mobileImage' } });
    expect(bannerMedia({ thumbnailImage: img('/t.svg') })).toEqual({ kind: 'image', still: { image: 'thumbnailImage' } });
  });

  it('falls back to grey with neither, and survives junk', () => {
    expect(bannerMedia({})).toEqual({ kind: 'none' });
    expect(bannerMedia({ image: 'x', video: 5, contentVideo: null, mobileImage: { value: {} } })).toEqual({ kind: 'none' });
  });
});

describe('bannerCta and emptiness', () => {
  it('shows the call to action with a link or a modal id, and ctaText over the link text', () => {
    expect(bannerCta({ cta: { value: { href: '/about', text: 'About us' } } })).toMatchObject({ visible: true });
    expect(bannerCta({ cta: { value: { href: '' } }, ctaText: { value: 'Enquire' }, ctaModalId: { value: 'enquiry' } })).toMatchObject({
      visible: true,
      text: 'Enquire',
      modalId: 'enquiry',
    });
    expect(bannerCta({ cta: { value: { href: '/x', text: '' } } }).visible).toBe(false);
  });

  it('is empty only with nothing to show', () => {
    expect(isEmptyBanner({})).toBe(true);
    expect(isEmptyBanner({ headline: { value: 'Hi' } })).toBe(false);
    expect(isEmptyBanner({ video })).toBe(false);
  });
});

describe('when the banner island loads (issue 26)', () => {
  const loadOf = (fields: Record<string, unknown>) => loadStrategyOf(island, {}, fields);
  it('near the viewport with a video to start, and only when touched without one', () => {
    expect(loadOf({ video: { value: { src: '/-/media/banner.mp4' } } })).toBe('visible');
    expect(loadOf({ image: { value: { src: '/-/media/banner.jpg' } } })).toBe('interaction');
    expect(loadOf({ video: { value: {} } })).toBe('interaction');
  });
});
