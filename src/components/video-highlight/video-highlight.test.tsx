import { describe, expect, it } from 'vitest';
import VideoHighlight from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const video = (n: number, extra: Record<string, unknown>) => ({
  id: `v${n}`,
  name: `Video ${n}`,
  fields: { headline: { value: `Video ${n}` }, thumbnailImage: { value: { src: `/-/media/t${n}.svg`, alt: '', width: '1280', height: '720' } }, ...extra },
});
const fields = {
  headline: { value: 'Watch' },
  videos: [
    video(1, { video: { value: { src: '/-/media/ports-group/video/quay-loop.webm' } } }),
    video(2, { videoProvider: { value: 'YouTube' }, videoID: { value: 'dQw4w9WgXcQ' } }),
    video(3, { videoProvider: { value: 'Vimeo' }, videoID: { value: '76979871' } }),
    video(4, {}),
  ],
};
const rendering = { componentName: 'VideoHighlight' };

describe('VideoHighlight', () => {
  it('renders the headline and a carousel of thumbnail buttons, with no player or provider address', () => {
    const html = renderWithPage(<VideoHighlight rendering={rendering} fields={fields} params={{}} />, makePage(layoutWith({}), { editing: false }));
    expect(html).toMatch(/<h2[^>]*>Watch<\/h2>/);
    expect(html.match(/<button[^>]*data-video-open=/g)).toHaveLength(4);
    expect(html).toContain('aria-label="Play video: Video 2"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).not.toMatch(/<iframe|<video|youtube|vimeo\.com|ytimg/);
    expect(html).not.toContain('data-video-modal');
  });

  it("uses the provider's public image by id without a thumbnail of its own", () => {
    const own = {
      videos: [{ id: 'y', name: 'y', fields: { headline: { value: 'Y' }, videoProvider: { value: 'youtube' }, videoID: { value: 'dQw4w9WgXcQ' } } }],
    };
    const html = renderWithPage(<VideoHighlight rendering={rendering} fields={own} params={{}} />, makePage(layoutWith({}), { editing: false }));
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg"');
  });

  it('shows every item in a grid with its source in edit mode', () => {
    const html = renderWithPage(<VideoHighlight rendering={rendering} fields={fields} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(html).not.toContain('aria-roledescription="carousel"');
    expect(html).not.toContain('data-video-open');
    expect(html).toContain('YouTube dQw4w9WgXcQ');
    expect(html).toContain('Video file: /-/media/ports-group/video/quay-loop.webm');
    expect(html).toContain('Error loading video');
  });

  it('renders nothing for visitors without videos', () => {
    expect(
      renderWithPage(
        <VideoHighlight rendering={rendering} fields={{ headline: { value: 'Watch' }, videos: 'x' }} params={{}} />,
        makePage(layoutWith({}), { editing: false }),
      ),
    ).toBe('');
  });
});
