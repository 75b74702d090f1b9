import { describe, expect, it } from 'vitest';
import { CLOSED, canStep, modalStep, thumbnailCarousel, videoItemOf, videoItemsOf, videosPerPageAt } from './video-highlight.rules.ts';

const image = (src: string) => ({ value: { src, alt: 'Thumb', width: '1280', height: '720' } });
const item = (fields: Record<string, unknown>, id = 'v1') => ({ id, name: id, fields });

describe('videoItemOf: the field sources (spec 002 section 3)', () => {
  it('embeds a YouTube or Vimeo video by provider and id, with its own thumbnail', () => {
    const yt = videoItemOf(
      item({
        headline: { value: 'Quay' },
        videoType: { value: 'Other' },
        videoProvider: { value: 'YouTube' },
        videoID: { value: 'dQw4w9WgXcQ' },
        thumbnailImage: image('/t.svg'),
      }),
      0,
    );
    expect(yt).toMatchObject({
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      headline: 'Quay',
      source: { kind: 'embed', provider: 'youtube', id: 'dQw4w9WgXcQ' },
    });
    expect(yt?.thumbnailField).toBeDefined();
    expect(yt?.thumbnailUrl).toBeUndefined();
    const vimeo = videoItemOf(item({ videoProvider: { id: 'p', name: 'vimeo', fields: {} }, videoID: { value: 'https://vimeo.com/76979871' } }), 1);
    expect(vimeo).toMatchObject({ provider: 'vimeo', videoId: '76979871', source: { kind: 'embed', provider: 'vimeo' } });
  });

  it("takes the provider's public image by id (maxresdefault) without a thumbnail", () => {
    const yt = videoItemOf(item({ videoProvider: { value: 'youtube' }, videoID: { value: 'dQw4w9WgXcQ' } }), 0);
    expect(yt?.thumbnailUrl).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg');
    expect(yt?.thumbnailField).toBeUndefined();
  });

  it('plays a content video file, then a plain file, from contentVideo or video', () => {
    const content = videoItemOf(
      item({
        videoType: { value: 'Content Video' },
        contentVideo: { value: { href: '/-/media/v/a.webm' } },
        videoProvider: { value: 'youtube' },
        videoID: { value: 'dQw4w9WgXcQ' },
      }),
      0,
    );
    expect(content?.source).toEqual({ kind: 'file', url: '/-/media/v/a.webm', contentHub: true });
    expect(content?.url).toBe('/-/media/v/a.webm');
    const file = videoItemOf(item({ video: { value: { src: '/-/media/v/b.webm' } }, mobileThumbnailImage: image('/m.svg') }), 1);
    expect(file).toMatchObject({ provider: 'other', url: '/-/media/v/b.webm', source: { kind: 'file', url: '/-/media/v/b.webm', contentHub: false } });
    expect(file?.mobileThumbnailField).toBeDefined();
  });

  it('reads a legacy video item (provider, ID, image)', () => {
    const legacy = videoItemOf(
      item({
        headline: { value: 'Old' },
        legacyVideo: { id: 'l', name: 'l', fields: { provider: { value: 'YouTube' }, ID: { value: 'abcdefghijk' }, image: image('/old.svg') } },
      }),
      0,
    );
    expect(legacy).toMatchObject({ provider: 'youtube', videoId: 'abcdefghijk', source: { kind: 'embed' } });
    expect(legacy?.thumbnailField).toEqual(image('/old.svg'));
    const inVideo = videoItemOf(item({ video: { id: 'l', name: 'l', fields: { provider: { value: 'vimeo' }, ID: { value: '123' } } } }), 1);
    expect(inVideo).toMatchObject({ provider: 'vimeo', videoId: '123' });
  });

  it('keeps an item with no usable id or url, whose modal says the error', () => {
    const broken = videoItemOf(
      item({ headline: { value: 'Broken' }, videoProvider: { value: 'youtube' }, videoID: { value: 'not an id' }, video: { value: 'javascript:alert(1)' } }),
      0,
    );
    expect(broken).toMatchObject({ provider: 'youtube', source: { kind: 'none' } });
    expect(broken?.videoId).toBeUndefined();
    expect(videoItemsOf(['junk', null, item({})])).toHaveLength(1);
    expect(videoItemsOf(undefined)).toEqual([]);
  });
});

describe('thumbnail carousel (spec 002 section 9)', () => {
  it('3 per page on desktop, 2 on mid widths, 1 on small', () => {
    expect(videosPerPageAt(1280)).toBe(3);
    expect(videosPerPageAt(1025)).toBe(3);
    expect(videosPerPageAt(1024)).toBe(2);
    expect(videosPerPageAt(768)).toBe(2);
    expect(videosPerPageAt(767)).toBe(1);
    expect(videosPerPageAt(375)).toBe(1);
  });
  it('is a carousel where the thumbnails do not fit, a grid in edit mode', () => {
    expect(thumbnailCarousel(5, false)).toEqual({ enabled: true });
    expect(thumbnailCarousel(3, false).activeMedia).toBe('(max-width: 1024.98px)');
    expect(thumbnailCarousel(2, false).activeMedia).toBe('(max-width: 767.98px)');
    expect(thumbnailCarousel(1, false)).toEqual({ enabled: false });
    expect(thumbnailCarousel(5, true)).toEqual({ enabled: false });
  });
});

describe('video modal index (spec 002 section 4)', () => {
  it('stays closed when closed; previous and next stay within bounds', () => {
    expect(modalStep(0, 'next', 5)).toBe(1);
    expect(modalStep(4, 'next', 5)).toBe(4);
    expect(modalStep(0, 'prev', 5)).toBe(0);
    expect(modalStep(3, 'prev', 5)).toBe(2);
    expect(modalStep(CLOSED, 'next', 5)).toBe(CLOSED);
    expect(canStep(0, 'prev', 5)).toBe(false);
    expect(canStep(4, 'next', 5)).toBe(false);
    expect(canStep(2, 'next', 5)).toBe(true);
  });
});
