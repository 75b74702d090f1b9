import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Image } from './Image.tsx';
import { PageProviders } from '../app/PageProviders.tsx';
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
    const html = render(<Image field={hero} mobileField={{ value: { src: '/-/media/ports-group/about-m.jpg', width: '750', height: '1000' } }} />);
    const source = html.match(/<source[^>]*>/)![0];
    const candidates = attr(source, 'srcSet')!.split(', ');
    expect(candidates.map((c) => c.split(' ')[1])).toEqual(['320w', '480w', '640w', '768w']);
    expect(attr(source, 'sizes')).toBe('100vw');
  });

  it('keeps an unoptimised mobile source as it is', () => {
    const html = render(<Image field={hero} mobileField={{ value: { src: '/-/media/m.svg', width: '750', height: '1000' } }} />);
    expect(html).toContain('<source media="(max-width: 767.98px)" srcSet="/-/media/m.svg" width="750" height="1000"/>');
  });

  it('renders the SVG art of a priority image (the hero) through the optimiser, keeping src, size and priority', () => {
    const html = render(
      <Image field={{ value: { src: '/-/media/hero.svg?h=900&iar=0&w=1600', alt: 'Quay', width: '1600', height: '900' } }} priority sizes="100vw" />,
    );
    expect(attr(html, 'src')).toBe('/-/media/hero.svg?h=900&iar=0&w=1600');
    expect(attr(html, 'sizes')).toBe('100vw');
    const candidates = attr(html, 'srcSet')!.split(', ');
    expect(candidates.map((c) => c.split(' ')[1])).toEqual(['320w', '480w', '640w', '768w', '1024w', '1280w', '1600w']);
    expect(candidates[0]).toBe('/api/image?url=%2F-%2Fmedia%2Fhero.svg%3Fh%3D900%26iar%3D0%26w%3D1600&w=320 320w');
    expect([attr(html, 'width'), attr(html, 'height'), attr(html, 'loading'), attr(html, 'fetchPriority')]).toEqual(['1600', '900', 'eager', 'high']);
  });

  it('leaves small SVGs (logos, icons) and SVGs of unknown width as they are, even as priority images', () => {
    for (const value of [
      { src: '/-/media/logo.svg', alt: 'Logo', width: '196', height: '40' },
      { src: '/-/media/art.svg', alt: 'Art' },
    ]) {
      expect(render(<Image field={{ value }} priority />)).not.toContain('srcSet');
    }
  });

  it('leaves a priority SVG as it is in edit mode', () => {
    const html = renderWithPage(<Image field={{ value: { src: '/-/media/hero.svg', alt: 'Quay', width: '1600', height: '900' } }} priority />, editor);
    expect(html).toContain('src="/-/media/hero.svg"');
    expect(html).not.toContain('/api/image');
  });

  it('keeps the editor’s editable markup in edit mode', () => {
    const html = renderWithPage(<Image field={{ ...hero, editable: '<img src="/-/media/e.jpg" class="scWebEdit"/>' }} />, editor);
    expect(html).toContain('scWebEdit');
    expect(html).not.toContain('/api/image');
  });
});

describe('Image preloads', () => {
  /** The image preloads React writes for a render (renderWithPage drops the hints). */
  const imagePreloads = (node: React.ReactNode) =>
    renderToString(<PageProviders page={visitor}>{node}</PageProviders>).match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
  const mobileSvg = { value: { src: '/-/media/hero-m.svg', width: '750', height: '1000' } };
  const desktopSvg = { value: { src: '/-/media/hero.svg', alt: 'Quay', width: '1600', height: '900' } };

  it('preloads each source of a priority picture with its own media query and high priority', () => {
    const mobileGif = { value: { src: '/-/media/hero-m.gif', width: '750', height: '1000' } };
    const desktopGif = { value: { src: '/-/media/hero.gif', alt: 'Quay', width: '1600', height: '900' } };
    const links = imagePreloads(<Image field={desktopGif} mobileField={mobileGif} priority />);
    expect(links).toHaveLength(2);
    expect(links[0]).toContain('href="/-/media/hero-m.gif"');
    expect(attr(links[0]!, 'media')).toBe('(max-width: 767.98px)');
    expect(links[1]).toContain('href="/-/media/hero.gif"');
    expect(attr(links[1]!, 'media')).toBe('not all and (max-width: 767.98px)');
    for (const link of links) expect(attr(link, 'fetchPriority')).toBe('high');
  });

  it('preloads the rasters of a priority picture drawn in SVG, each with its media query', () => {
    const links = imagePreloads(<Image field={desktopSvg} mobileField={mobileSvg} priority />);
    expect(links).toHaveLength(2);
    expect(attr(links[0]!, 'imageSrcSet')).toContain('/api/image?url=%2F-%2Fmedia%2Fhero-m.svg&w=768 768w');
    expect(attr(links[0]!, 'media')).toBe('(max-width: 767.98px)');
    expect(attr(links[1]!, 'imageSrcSet')).toContain('/api/image?url=%2F-%2Fmedia%2Fhero.svg&w=1600 1600w');
    expect(attr(links[1]!, 'media')).toBe('not all and (max-width: 767.98px)');
    for (const link of links) expect([attr(link, 'fetchPriority'), attr(link, 'imageSizes')]).toEqual(['high', '100vw']);
  });

  it('gives the preloads of optimised sources their srcset and sizes', () => {
    const mobile = { value: { src: '/-/media/ports-group/about-m.jpg', width: '750', height: '1000' } };
    const links = imagePreloads(<Image field={hero} mobileField={mobile} priority sizes="100vw" />);
    expect(links).toHaveLength(2);
    expect(attr(links[0]!, 'imageSrcSet')).toContain('about-m.jpg&w=768 768w');
    expect(attr(links[1]!, 'imageSrcSet')).toContain('about.jpg&w=1600 1600w');
    for (const link of links) expect(attr(link, 'imageSizes')).toBe('100vw');
  });

  it('preloads nothing for a picture that is not a priority image', () => {
    expect(imagePreloads(<Image field={desktopSvg} mobileField={mobileSvg} />)).toEqual([]);
  });
});
