import { describe, expect, it } from 'vitest';
import {
  chooseVideoSource,
  clampTime,
  contentLayout,
  embedCommand,
  embedUrl,
  formatTime,
  isInView,
  parseAspectRatio,
  parseProvider,
  parseVideoId,
  progressShare,
  providerThumbnailUrl,
  seekTime,
  shouldLoadPlayer,
  shouldPlay,
  showsVideoContent,
  thumbnailFallback,
  timeAtPointer,
  videoAspect,
  videoTheme,
  type PlaybackState,
} from './video.rules.ts';

describe('chooseVideoSource (spec 000 section 5)', () => {
  const file = { value: { href: '/-/media/site/quay.webm', linktype: 'media' } };
  const youtube = { videoProvider: { value: 'YouTube' }, videoID: { value: 'aqz-KE-bpKQ' } };

  it('prefers a content-hub video over an embed', () => {
    expect(chooseVideoSource({ ...youtube, videoType: { value: 'Content Hub' }, video: file })).toEqual({
      kind: 'file',
      url: '/-/media/site/quay.webm',
      contentHub: true,
    });
    const dam = { value: { href: 'https://acme.sitecorecontenthub.cloud/api/public/content/abc', 'dam-id': 'x' } };
    expect(chooseVideoSource({ ...youtube, video: dam })).toMatchObject({ kind: 'file', contentHub: true });
    expect(chooseVideoSource({ ...youtube, video: { value: 'https://acme.sitecorecontenthub.cloud/api/public/content/abc' } })).toMatchObject({
      kind: 'file',
      contentHub: true,
    });
  });

  it('then an embed by provider and id, then a plain file', () => {
    expect(chooseVideoSource({ ...youtube, video: file })).toEqual({ kind: 'embed', provider: 'youtube', id: 'aqz-KE-bpKQ' });
    expect(chooseVideoSource({ videoProvider: { value: 'vimeo' }, videoID: { value: '76979871' } })).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      id: '76979871',
    });
    expect(chooseVideoSource({ video: file })).toEqual({ kind: 'file', url: '/-/media/site/quay.webm', contentHub: false });
  });

  it('falls through a bad provider or id to the file, else to none', () => {
    expect(chooseVideoSource({ videoProvider: { value: 'dailymotion' }, videoID: { value: 'x8abc' }, video: file })).toMatchObject({
      kind: 'file',
    });
    expect(chooseVideoSource({ videoProvider: { value: 'youtube' }, videoID: { value: 'not an id' }, video: file })).toMatchObject({
      kind: 'file',
    });
    expect(chooseVideoSource({ videoProvider: { value: 'youtube' }, videoID: { value: '' } })).toEqual({ kind: 'none' });
    expect(chooseVideoSource({})).toEqual({ kind: 'none' });
    expect(chooseVideoSource({ video: { value: 'javascript:alert(1)' }, videoID: 42, videoProvider: [] })).toEqual({ kind: 'none' });
  });

  it('takes the provider from a droplink item or from videoType', () => {
    expect(parseProvider({ id: '1', name: 'YouTube', fields: {} })).toBe('youtube');
    expect(parseProvider({ id: '1', name: 'x', fields: { value: { value: 'Vimeo' } } })).toBe('vimeo');
    expect(chooseVideoSource({ videoType: { value: 'vimeo' }, videoID: { value: '123' } })).toMatchObject({ provider: 'vimeo' });
  });
});

describe('parseVideoId', () => {
  it.each([
    ['aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    [' https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10 ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?si=abc', 'aqz-KE-bpKQ'],
    ['youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ])('YouTube %s', (raw, id) => {
    expect(parseVideoId('youtube', raw)).toEqual({ id });
  });

  it.each(['', 'short', 'https://example.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ"><script>', 'https://www.youtube.com/watch?v=bad'])(
    'refuses YouTube %j',
    (raw) => {
      expect(parseVideoId('youtube', raw)).toBeUndefined();
    },
  );

  it('reads Vimeo ids, pasted addresses and unlisted hashes', () => {
    expect(parseVideoId('vimeo', '76979871')).toEqual({ id: '76979871' });
    expect(parseVideoId('vimeo', 'https://vimeo.com/76979871')).toEqual({ id: '76979871' });
    expect(parseVideoId('vimeo', 'https://vimeo.com/76979871/a1b2c3d4e5')).toEqual({ id: '76979871', hash: 'a1b2c3d4e5' });
    expect(parseVideoId('vimeo', 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5')).toEqual({ id: '76979871', hash: 'a1b2c3d4e5' });
    expect(parseVideoId('vimeo', 'https://vimeo.example.com/123')).toBeUndefined();
    expect(parseVideoId('vimeo', 'abc')).toBeUndefined();
  });
});

describe('embed URLs (spec 000 section 7: muted, looping, autoplay on, controls off)', () => {
  it('YouTube: privacy-enhanced host, its own playlist for looping, the API for pausing', () => {
    const url = new URL(embedUrl({ kind: 'embed', provider: 'youtube', id: 'aqz-KE-bpKQ' }, 'https://www.example.com'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/aqz-KE-bpKQ');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'aqz-KE-bpKQ',
      controls: '0',
      playsinline: '1',
      enablejsapi: '1',
      origin: 'https://www.example.com',
    });
  });

  it('Vimeo: muted, looping, no controls, no tracking, the unlisted hash', () => {
    const url = new URL(embedUrl({ kind: 'embed', provider: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' }));
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      muted: '1',
      loop: '1',
      controls: '0',
      playsinline: '1',
      dnt: '1',
      h: 'a1b2c3d4e5',
    });
  });

  it('play and pause by postMessage to the provider only', () => {
    expect(embedCommand('youtube', 'pause')).toEqual({
      message: '{"event":"command","func":"pauseVideo","args":[]}',
      targetOrigin: 'https://www.youtube-nocookie.com',
    });
    expect(embedCommand('vimeo', 'play')).toEqual({ message: '{"method":"play"}', targetOrigin: 'https://player.vimeo.com' });
  });
});

describe('thumbnails (spec 000 section 7)', () => {
  it('YouTube maximum resolution, Vimeo by id, none for files', () => {
    expect(providerThumbnailUrl({ kind: 'embed', provider: 'youtube', id: 'aqz-KE-bpKQ' })).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/maxresdefault.jpg');
    expect(providerThumbnailUrl({ kind: 'embed', provider: 'vimeo', id: '76979871' })).toBe('https://vumbnail.com/76979871.jpg');
    expect(providerThumbnailUrl({ kind: 'file', url: '/v.webm', contentHub: false })).toBeUndefined();
    expect(providerThumbnailUrl({ kind: 'none' })).toBeUndefined();
  });

  it('falls back from a missing YouTube maximum-resolution image to the high-quality one', () => {
    const maxres = 'https://i.ytimg.com/vi/aqz-KE-bpKQ/maxresdefault.jpg';
    expect(thumbnailFallback(maxres, 120)).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    expect(thumbnailFallback(maxres, undefined)).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    expect(thumbnailFallback(maxres, 1280)).toBeUndefined();
    expect(thumbnailFallback('https://vumbnail.com/1.jpg', 0)).toBeUndefined();
  });
});

describe('aspect ratio, theme and layout parameters', () => {
  it.each([
    ['video', 'video'],
    ['16:9', 'video'],
    ['Square', 'square'],
    ['aspect-square', 'square'],
    ['Portrait', 'portrait'],
    ['video-9-16', 'portrait'],
    ['cinema', 'cinema'],
    ['ratio-21x9', 'cinema'],
    ['4:3', 'classic'],
    ['4x3', 'classic'],
    ['4/3', 'classic'],
    ['classic', 'classic'],
  ])('%s -> %s', (token, aspect) => {
    expect(parseAspectRatio(token)).toBe(aspect);
  });

  it('ignores words that name no ratio', () => {
    for (const token of ['', 'White', '3:2', 'portraits', 'ratio-']) expect(parseAspectRatio(token), token).toBeUndefined();
  });

  it('takes the ratio from Styles first, then videoType, else 16:9', () => {
    expect(videoAspect('Black Portrait', { value: 'square' })).toBe('portrait');
    expect(videoAspect('White', { value: 'Cinema' })).toBe('cinema');
    expect(videoAspect('White|4:3', undefined)).toBe('classic');
    expect(videoAspect(undefined, { value: 'ContentHub' })).toBe('video');
    expect(videoAspect(42, 42)).toBe('video');
  });

  it('themes White unless Styles says Black', () => {
    expect(videoTheme('Black')).toBe('black');
    expect(videoTheme('square theme-black')).toBe('black');
    expect(videoTheme('White')).toBe('white');
    expect(videoTheme('Blackboard')).toBe('white');
    expect(videoTheme(undefined)).toBe('white');
  });

  it('shows the texts only for FieldNames VideoContent', () => {
    expect(showsVideoContent('VideoContent')).toBe(true);
    expect(showsVideoContent(' videocontent ')).toBe(true);
    expect(showsVideoContent('Default')).toBe(false);
    expect(showsVideoContent(undefined)).toBe(false);
  });

  it('puts tall frames beside the text and wide ones under it', () => {
    expect(contentLayout('portrait')).toBe('beside');
    expect(contentLayout('square')).toBe('beside');
    expect(contentLayout('video')).toBe('above');
    expect(contentLayout('cinema')).toBe('above');
    expect(contentLayout('classic')).toBe('above');
  });
});

describe('playback decisions (spec 000 section 4, spec 003 section 9)', () => {
  const base: PlaybackState = { editing: false, autoplay: true, inView: false, startedByHand: false, pausedByHand: false };

  it('counts as in view from the first threshold', () => {
    expect(isInView({ isIntersecting: true, intersectionRatio: 0.2 })).toBe(true);
    expect(isInView({ isIntersecting: true, intersectionRatio: 0.19 })).toBe(false);
    expect(isInView({ isIntersecting: false, intersectionRatio: 0.5 })).toBe(false);
  });

  it('loads nothing before the video comes into view or the visitor presses play', () => {
    expect(shouldLoadPlayer(base)).toBe(false);
    expect(shouldLoadPlayer({ ...base, inView: true })).toBe(true);
    expect(shouldLoadPlayer({ ...base, startedByHand: true })).toBe(true);
  });

  it('waits for the play button without autoplay and in edit mode', () => {
    expect(shouldLoadPlayer({ ...base, inView: true, autoplay: false })).toBe(false);
    expect(shouldPlay({ ...base, inView: true, autoplay: false })).toBe(false);
    expect(shouldLoadPlayer({ ...base, inView: true, editing: true })).toBe(false);
    expect(shouldPlay({ ...base, inView: true, editing: true })).toBe(false);
    expect(shouldPlay({ ...base, inView: true, autoplay: false, startedByHand: true })).toBe(true);
    expect(shouldPlay({ ...base, inView: true, editing: true, startedByHand: true })).toBe(true);
  });

  it('plays in view, pauses out of view, and stays paused once paused by hand', () => {
    expect(shouldPlay({ ...base, inView: true })).toBe(true);
    expect(shouldPlay({ ...base, inView: false })).toBe(false);
    expect(shouldPlay({ ...base, inView: true, pausedByHand: true })).toBe(false);
    expect(shouldPlay({ ...base, inView: false, startedByHand: true })).toBe(false);
  });
});

describe('progress bar (spec 000 section 5)', () => {
  it('moves 5 s with the arrow keys, clamped to the video', () => {
    expect(seekTime('ArrowRight', 10, 60)).toBe(15);
    expect(seekTime('ArrowLeft', 10, 60)).toBe(5);
    expect(seekTime('ArrowLeft', 3, 60)).toBe(0);
    expect(seekTime('ArrowRight', 58, 60)).toBe(60);
    expect(seekTime('Home', 30, 60)).toBe(0);
    expect(seekTime('End', 30, 60)).toBe(60);
    expect(seekTime('ArrowUp', 30, 60)).toBeUndefined();
    expect(seekTime('Enter', 30, 60)).toBeUndefined();
  });

  it('survives an unknown duration and junk times', () => {
    expect(seekTime('ArrowRight', 10, Number.NaN)).toBe(15);
    expect(seekTime('ArrowRight', Number.NaN, 60)).toBe(5);
    expect(seekTime('End', 10, Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(clampTime(-1, 60)).toBe(0);
    expect(clampTime(Number.NaN, 60)).toBe(0);
    expect(clampTime(90, 60)).toBe(60);
  });

  it('maps a pointer to a time', () => {
    expect(timeAtPointer(150, 100, 200, 60)).toBe(15);
    expect(timeAtPointer(50, 100, 200, 60)).toBe(0);
    expect(timeAtPointer(400, 100, 200, 60)).toBe(60);
    expect(timeAtPointer(150, 100, 0, 60)).toBeUndefined();
    expect(timeAtPointer(150, 100, 200, Number.NaN)).toBeUndefined();
  });

  it('formats times and shares', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.7)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(progressShare(15, 60)).toBe(0.25);
    expect(progressShare(15, 0)).toBe(0);
    expect(progressShare(90, 60)).toBe(1);
  });
});
