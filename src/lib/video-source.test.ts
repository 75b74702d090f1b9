import { describe, expect, it } from 'vitest';
import { embedUrl } from './video-source.ts';

describe('embedUrl options (spec 002 section 7)', () => {
  const youtube = { kind: 'embed', provider: 'youtube', id: 'dQw4w9WgXcQ' } as const;
  const vimeo = { kind: 'embed', provider: 'vimeo', id: '76979871' } as const;

  it('keeps the video block defaults: autoplay, muted, looping (with its playlist), no controls, no related videos', () => {
    const url = new URL(embedUrl(youtube));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', playlist: youtube.id, controls: '0', rel: '0' });
  });

  it('sets autoplay, mute, loop, controls and the start time when asked', () => {
    const url = new URL(embedUrl(youtube, 'https://www.example.com', { mute: false, loop: false, controls: true, start: 42.7 }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '0',
      loop: '0',
      controls: '1',
      rel: '0',
      start: '42',
      origin: 'https://www.example.com',
    });
    expect(url.searchParams.has('playlist')).toBe(false);
    const v = new URL(embedUrl(vimeo, undefined, { autoplay: true, mute: false, loop: false, controls: true, start: 90 }));
    expect(v.origin + v.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(v.searchParams)).toMatchObject({ autoplay: '1', muted: '0', loop: '0', controls: '1', dnt: '1' });
    expect(v.hash).toBe('#t=90s');
  });

  it('ignores a start time that is not a positive number', () => {
    expect(new URL(embedUrl(youtube, undefined, { start: -3 })).searchParams.has('start')).toBe(false);
    expect(new URL(embedUrl(youtube, undefined, { start: Number.NaN })).searchParams.has('start')).toBe(false);
  });
});
