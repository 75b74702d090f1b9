import { describe, expect, it } from 'vitest';
import { cardMediaOf, cardVideoOf, cardWidthOf, cardsOf, carouselMode } from './card-carousel.rules.ts';

const image = { value: { src: '/-/media/a.svg', alt: 'A' } };
const logo = { value: { src: '/-/media/logo.svg', alt: 'Logo' } };
const thumb = { value: { src: '/-/media/thumb.svg', alt: 'Still' } };
const file = { value: { href: '/-/media/ports-group/video/quay-loop.webm', linktype: 'media' } };
const provider = { videoType: { value: 'Other' }, videoProvider: { value: 'YouTube' }, videoID: { value: 'M7lc1UVf-VE' } };

describe('content card logo rule (spec 002 section 2: "only when there is neither image nor video")', () => {
  it('shows the logo only without image and video', () => {
    expect(cardMediaOf({ logo }, false)).toBe('logo');
    expect(cardMediaOf({ image, logo }, false)).toBe('image');
    expect(cardMediaOf({ logo, thumbnailImage: thumb }, true)).toBe('thumbnail');
    expect(cardMediaOf({ logo }, true)).toBe('none');
    expect(cardMediaOf({}, false)).toBe('none');
  });

  it('cardsOf applies it with the video-card rule', () => {
    const cards = cardsOf(
      [
        { id: 'logo-only', fields: { headline: { value: 'Partner' }, logo } },
        { id: 'image-and-logo', fields: { image, logo } },
        { id: 'provider-video', fields: { logo, thumbnailImage: thumb, ...provider } },
        { id: 'file-video', fields: { image, logo, videoType: { value: 'Content Video' }, video: file } },
        { id: 'logo-alone', fields: { logo } },
      ],
      false,
    );
    expect(cards.map((c) => [c.key, c.media, c.videoSource !== undefined])).toEqual([
      ['logo-only', 'logo', false],
      ['image-and-logo', 'image', false],
      ['provider-video', 'thumbnail', true],
      ['file-video', 'image', true],
      ['logo-alone', 'logo', false],
    ]);
  });
});

describe('content card video (spec 002 sections 4 and 5, spec 000 section 5)', () => {
  it('plays a content video file, else a YouTube or Vimeo embed by provider and id, else a plain file', () => {
    expect(cardVideoOf({ videoType: { value: 'Content Video' }, video: file })).toEqual({
      kind: 'file',
      url: '/-/media/ports-group/video/quay-loop.webm',
      contentHub: true,
    });
    expect(cardVideoOf(provider)).toEqual({ kind: 'embed', provider: 'youtube', id: 'M7lc1UVf-VE' });
    // The content-hub video wins over the embed; the embed over a plain file.
    expect(cardVideoOf({ ...provider, videoType: { value: 'Content Video' }, video: file })).toMatchObject({ kind: 'file', contentHub: true });
    expect(cardVideoOf({ ...provider, video: file })).toMatchObject({ kind: 'embed', provider: 'youtube' });
    expect(cardVideoOf({ videoType: { value: 'Other' }, videoProvider: { value: 'Vimeo' }, videoID: { value: 'https://vimeo.com/76979871' } })).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      id: '76979871',
    });
    // A video card by the rule with nothing playable falls back to its file, else is a plain card.
    expect(cardVideoOf({ ...provider, videoID: { value: 'not a video' }, video: file })).toMatchObject({ kind: 'file', contentHub: false });
    expect(cardVideoOf({ ...provider, videoProvider: { value: 'Dailymotion' } })).toBeUndefined();
  });

  it('keeps the spec 000 card: a usable video file alone plays', () => {
    expect(cardVideoOf({ video: file })).toEqual({ kind: 'file', url: '/-/media/ports-group/video/quay-loop.webm', contentHub: false });
    expect(cardVideoOf({ video: { value: 'javascript:alert(1)' } })).toBeUndefined();
    expect(cardVideoOf({ videoProvider: { value: 'YouTube' }, videoID: { value: 'x' } })).toBeUndefined();
  });
});

describe('isSingleCard (spec 002 section 2: values 1 and 3)', () => {
  it('reads the rendering parameter first, then the field; 1 is one card per view, anything else 3', () => {
    expect(cardWidthOf({ isSingleCard: '1' }, {})).toBe(1);
    expect(cardWidthOf({ isSingleCard: '3' }, { isSingleCard: { value: 1 } })).toBe(3);
    expect(cardWidthOf({}, { isSingleCard: { value: 1 } })).toBe(1);
    expect(cardWidthOf({}, { isSingleCard: { value: '1' } })).toBe(1);
    expect(cardWidthOf({}, { isSingleCard: { value: true } })).toBe(1);
    expect(cardWidthOf({}, { isSingleCard: { id: 'w', name: '1', fields: {} } })).toBe(1);
    expect(cardWidthOf({}, { isSingleCard: { value: 3 } })).toBe(3);
    expect(cardWidthOf({}, { isSingleCard: { value: false } })).toBe(3);
    expect(cardWidthOf({ isSingleCard: 'wide' }, {})).toBe(3);
    expect(cardWidthOf(undefined, undefined)).toBe(3);
  });

  it('is a carousel everywhere with one card per view once there is a second card', () => {
    expect(carouselMode(2, false, 1)).toEqual({ enabled: true });
    expect(carouselMode(1, false, 1)).toEqual({ enabled: false });
    expect(carouselMode(3, true, 1)).toEqual({ enabled: false });
    expect(carouselMode(2, false, 3)).toEqual({ enabled: true, activeMedia: '(max-width: 480px)' });
  });
});
