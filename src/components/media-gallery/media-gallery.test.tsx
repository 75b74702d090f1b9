import { describe, expect, it } from 'vitest';
import MediaGallery from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const item = (n: number) => ({
  id: `g${n}`,
  name: `Picture ${n}`,
  fields: {
    image: { value: { src: `/-/media/ports-group/media/${n}.svg`, alt: `Picture ${n}`, width: '1600', height: '900' } },
    headline: { value: `Berth ${n} at dawn` },
  },
});
const fields = (count: number) => ({ headline: { value: 'Gallery' }, items: Array.from({ length: count }, (_, i) => item(i + 1)) });
const rendering = { componentName: 'MediaGallery' };
const en = makePage(layoutWith({}), { editing: false });

describe('MediaGallery', () => {
  it('renders a centred slider with titles and one bar per picture, the first active', () => {
    const html = renderWithPage(<MediaGallery rendering={rendering} fields={fields(4)} params={{}} />, en);
    expect(html).toContain('data-gallery-layout="carousel"');
    expect(html).toMatch(/<h2[^>]*>Gallery<\/h2>/);
    expect(html.match(/data-gallery-slide=/g)).toHaveLength(4);
    expect(html.match(/<figcaption[^>]*>Berth \d at dawn<\/figcaption>/g)).toHaveLength(4);
    expect(html.match(/<button[^>]*data-gallery-bar=/g)).toHaveLength(4);
    expect(html).toMatch(/<button[^>]*aria-current="true"[^>]*aria-label="Show picture 1 of 4: Berth 1 at dawn"/);
    expect(html).toContain('--gallery-index:0');
    expect(html).toMatch(/role="region"[^>]*aria-label="Gallery"/);
  });

  it('shows one item as a plain image', () => {
    const html = renderWithPage(<MediaGallery rendering={rendering} fields={fields(1)} params={{}} />, en);
    expect(html).toContain('data-gallery-layout="single"');
    expect(html).not.toContain('data-gallery-bar');
    expect(html).not.toContain('role="region"');
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('lists every item stacked in edit mode', () => {
    const html = renderWithPage(<MediaGallery rendering={rendering} fields={fields(3)} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(html).toContain('data-gallery-layout="stacked"');
    expect(html.match(/<figure/g)).toHaveLength(3);
    expect(html).not.toContain('data-gallery-bar');
  });

  it('renders nothing without pictures, and survives junk', () => {
    expect(renderWithPage(<MediaGallery rendering={rendering} fields={{ headline: { value: 'Gallery' } }} params={{}} />, en)).toBe('');
    expect(renderWithPage(<MediaGallery rendering={rendering} fields={{ items: 'x' }} params={{}} />, en)).toBe('');
  });
});
