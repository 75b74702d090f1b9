import { describe, expect, it } from 'vitest';
import { Image } from './Image.tsx';
import { layoutWith, makePage, renderWithPage } from '../app/testing.tsx';

const visitor = makePage(layoutWith({}), { editing: false });
const editor = makePage(layoutWith({}), { editing: true });
const render = (node: React.ReactNode, page = visitor) => renderWithPage(node, page).replace(/ class="[^"]*"/g, '');
const attr = (html: string, name: string) => html.match(new RegExp(` ${name}="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');

const hero = { value: { src: '/-/media/ports-group/about.jpg', alt: 'Quay', width: '1600', height: '900' } };

describe('Image srcset from the optimiser', () => {
  it('offers optimised widths up to the source width and keeps src as the original', () => {
    const html = render(<Image field={hero} />);
    expect(attr(html, 'src')).toBe('/-/media/ports-group/about.jpg');
    const candidates = attr(html, 'srcSet')!.split(', ');
    expect(candidates).toHaveLength(7);
    expect(candidates[0]).toBe('/api/image?url=%2F-%2Fmedia%2Fports-group%2Fabout.jpg&w=320 320w');
    expect(candidates.at(-1)).toBe('/api/image?url=%2F-%2Fmedia%2Fports-group%2Fabout.jpg&w=1600 1600w');
  });

  it('defaults sizes to 100vw and takes the caller’s', () => {
    expect(attr(render(<Image field={hero} />), 'sizes')).toBe('100vw');
    expect(attr(render(<Image field={hero} sizes="(max-width: 768px) 100vw, 50vw" />), 'sizes')).toBe('(max-width: 768px) 100vw, 50vw');
  });

  it('writes sizes and srcset before src', () => {
    const html = render(<Image field={hero} />);
    expect(html.indexOf(' srcSet=')).toBeLessThan(html.indexOf(' src='));
    expect(html.indexOf(' sizes=')).toBeLessThan(html.indexOf(' srcSet='));
  });

  it('offers every width when the field has no width', () => {
    const html = render(<Image field={{ value: { src: '/-/media/a.png', alt: '' } }} />);
    expect(attr(html, 'srcSet')!.split(', ')).toHaveLength(9);
  });

  it('leaves SVG and GIF untouched: no srcset, no sizes', () => {
    for (const src of ['/-/media/ports-group/hero-about.svg', '/-/media/anim.gif']) {
      const html = render(<Image field={{ value: { src, alt: 'x', width: '1600', height: '900' } }} />);
      expect(html).toBe(`<img src="${src}" alt="x" width="1600" height="900" loading="lazy" decoding="async"/>`);
    }
  });

  it('does not optimise images from other hosts (spec 000 section 5)', () => {
    const html = render(<Image field={{ value: { src: 'https://cdn.example.com/a.jpg', alt: 'x' } }} />);
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes');
  });

  it('gives the mobile source its own optimised srcset', () => {
    const html = render(
      <Image field={hero} mobileField={{ value: { src: '/-/media/ports-group/about-m.jpg', width: '750', height: '1000' } }} />,
    );
    const source = html.match(/<source[^>]*>/)![0];
    const candidates = attr(source, 'srcSet')!.split(', ');
    expect(candidates.map((c) => c.split(' ')[1])).toEqual(['320w', '480w', '640w', '768w']);
    expect(attr(source, 'sizes')).toBe('100vw');
  });

  it('keeps an unoptimised mobile source as it is', () => {
    const html = render(<Image field={hero} mobileField={{ value: { src: '/-/media/m.svg', width: '750', height: '1000' } }} />);
    expect(html).toContain('<source media="(max-width: 767.98px)" srcSet="/-/media/m.svg" width="750" height="1000"/>');
  });

  it('keeps the editor’s editable markup in edit mode', () => {
    const html = renderWithPage(<Image field={{ ...hero, editable: '<img src="/-/media/e.jpg" class="scWebEdit"/>' }} />, editor);
    expect(html).toContain('scWebEdit');
    expect(html).not.toContain('/api/image');
  });
});
