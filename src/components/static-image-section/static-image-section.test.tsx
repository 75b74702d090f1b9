import { describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import StaticImageSection from './index.tsx';
import { sectionStyleOf } from './static-image-section.rules.ts';

const fields = {
  sectionId: { value: 'network' },
  showDividerLine: { value: true },
  headline: { value: 'A network that spans six continents' },
  description: { value: '<p>Ports on the lanes that carry a tenth of world trade.</p>' },
  image: { value: { src: '/-/media/ports-group/cards/network-map.svg', alt: 'Network map', width: '1600', height: '700' } },
};
const rendering = { componentName: 'StaticImageSection' };
const page = makePage(layoutWith({}));

describe('static image section style (spec 002 section 2)', () => {
  it('is Black when the Styles parameter names it, else White', () => {
    expect(sectionStyleOf('Black')).toBe('black');
    expect(sectionStyleOf('theme-black|spaced')).toBe('black');
    expect(sectionStyleOf('White')).toBe('white');
    expect(sectionStyleOf('blackish')).toBe('white');
    expect(sectionStyleOf(undefined)).toBe('white');
  });
});

describe('StaticImageSection', () => {
  it('renders headline, description, image, divider and anchor in the chosen style', () => {
    const html = renderWithPage(<StaticImageSection rendering={rendering} fields={fields} params={{ Styles: 'Black' }} />, page);
    expect(html).toMatch(/<section[^>]*id="network"/);
    expect(html).toContain('data-style="black"');
    expect(html).toContain('<hr');
    expect(html).toMatch(/<h2[^>]*>A network that spans six continents<\/h2>/);
    expect(html).toContain('alt="Network map"');
    const white = renderWithPage(
      <StaticImageSection rendering={rendering} fields={{ ...fields, showDividerLine: { value: false } }} params={{ Styles: 'White' }} />,
      page,
    );
    expect(white).toContain('data-style="white"');
    expect(white).not.toContain('<hr');
  });

  it('shows nothing to visitors when empty, placeholders to editors', () => {
    expect(renderWithPage(<StaticImageSection rendering={rendering} fields={{}} params={{}} />, page)).toBe('');
    const html = renderWithPage(<StaticImageSection rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(html).toContain('[Headline]');
    expect(html).toContain('[Image]');
  });
});
