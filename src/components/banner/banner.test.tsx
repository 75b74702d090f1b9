import { describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import Banner from './index.tsx';

const img = (src: string) => ({ value: { src, alt: 'Quay', width: '1600', height: '900' } });
const rendering = { componentName: 'Banner' };
const page = makePage(layoutWith({}), { editing: false });
const editPage = makePage(layoutWith({}), { editing: true });

describe('Banner on the server', () => {
  it('renders the video banner still (thumbnail, mobile one below the desktop breakpoint) and no video', () => {
    const html = renderWithPage(
      <Banner
        rendering={rendering}
        params={{}}
        fields={{
          headline: { value: 'Moving trade' },
          video: { value: { src: '/-/media/v.webm' } },
          image: img('/-/media/a.svg'),
          thumbnailImage: img('/-/media/t.svg'),
          mobileThumbnailImage: img('/-/media/tm.svg'),
          sectionId: { value: 'trade' },
        }}
      />,
      page,
    );
    expect(html).toMatch(/<section[^>]*id="trade"[^>]*data-media="video"/);
    expect(html).toMatch(/<source media="\(max-width: 1024.98px\)" srcSet="\/-\/media\/tm.svg"/);
    expect(html).toContain('src="/-/media/t.svg"');
    expect(html).not.toContain('<video');
    expect(html).toMatch(/<h2[^>]*>Moving trade<\/h2>/);
  });

  it('is grey with neither video nor image, and nothing at all when empty', () => {
    expect(renderWithPage(<Banner rendering={rendering} params={{}} fields={{ headline: { value: 'Investor day' } }} />, page)).toMatch(/data-media="none"/);
    expect(renderWithPage(<Banner rendering={rendering} params={{}} fields={{}} />, page)).toBe('');
  });

  it('shows editors every field as a placeholder and never a video', () => {
    const html = renderWithPage(<Banner rendering={rendering} params={{}} fields={{ video: { value: { src: '/-/media/v.webm' } } }} />, editPage);
    for (const label of ['[Headline]', '[Description]', '[Call to action]', '[Image]']) expect(html).toContain(label);
    expect(html).toContain('Video: /-/media/v.webm');
    expect(html).not.toContain('<video');
  });
});
