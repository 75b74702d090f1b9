import { describe, expect, it } from 'vitest';
import { readChoice } from './choice.ts';
import { isVideoCard, videoCardFile, videoCardKind } from './video-card.ts';

const file = { value: { href: '/-/media/ports-group/video/quay-loop.webm', linktype: 'media' } };

describe('the video-card rule (spec 002 section 5)', () => {
  it('is a video card with videoType + videoProvider + videoID', () => {
    expect(videoCardKind({ videoType: { value: 'Other' }, videoProvider: { value: 'YouTube' }, videoID: { value: 'aqz-KE-bpKQ' } })).toBe('provider');
  });

  it('is a video card with videoType + video (or contentVideo)', () => {
    expect(videoCardKind({ videoType: { value: 'Content Video' }, video: file })).toBe('file');
    expect(videoCardKind({ videoType: { value: 'Content Video' }, contentVideo: { value: { src: '/-/media/v.mp4' } } })).toBe('file');
  });

  it('is not a video card when any part is missing', () => {
    expect(isVideoCard({ videoProvider: { value: 'YouTube' }, videoID: { value: 'aqz-KE-bpKQ' } })).toBe(false);
    expect(isVideoCard({ videoType: { value: 'Other' }, videoProvider: { value: 'YouTube' } })).toBe(false);
    expect(isVideoCard({ videoType: { value: 'Other' }, videoID: { value: 'aqz-KE-bpKQ' } })).toBe(false);
    expect(isVideoCard({ video: file })).toBe(false);
    expect(isVideoCard({ videoType: { value: '  ' }, video: file })).toBe(false);
    expect(isVideoCard({ videoType: { value: 'Content Video' }, video: { value: { href: '' } } })).toBe(false);
    expect(isVideoCard({})).toBe(false);
    expect(isVideoCard(undefined)).toBe(false);
  });

  it('reads droplink items as choices', () => {
    const type = { id: 't', name: 'content-video', displayName: 'Content Video', fields: { value: { value: 'Content Video' } } };
    expect(readChoice(type)).toBe('Content Video');
    expect(readChoice({ id: 'p', name: 'vimeo', fields: {} })).toBe('vimeo');
    expect(isVideoCard({ videoType: type, video: file })).toBe(true);
    expect(readChoice(42)).toBe('42');
    expect(readChoice(null)).toBe('');
  });

  it('plays only a usable file: video first, then contentVideo; never a script address', () => {
    expect(videoCardFile({ video: file, contentVideo: { value: { src: '/-/media/other.mp4' } } })).toBe('/-/media/ports-group/video/quay-loop.webm');
    expect(videoCardFile({ contentVideo: { value: { src: '/-/media/other.mp4' } } })).toBe('/-/media/other.mp4');
    expect(videoCardFile({ video: { value: 'javascript:alert(1)' } })).toBeUndefined();
    expect(isVideoCard({ videoType: { value: 'Content Video' }, video: { value: 'javascript:alert(1)' } })).toBe(false);
    expect(videoCardFile(undefined)).toBeUndefined();
  });
});
