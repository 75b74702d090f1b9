import { describe, expect, it } from 'vitest';
import HeroBanner from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const fields = {
  eyebrow: { value: 'Meridian Ports & Logistics' },
  headline: { value: "Connecting the world's trade" },
  description: { value: 'Ports, terminals and logistics in 24 countries.' },
  image: { value: { src: '/-/media/hero.svg', alt: 'Cranes at dusk', width: '1600', height: '900' } },
  mobileImage: { value: { src: '/-/media/hero-m.svg', alt: 'Cranes at dusk', width: '750', height: '1000' } },
  cta: { value: { href: '/about', text: 'Discover who we are', linktype: 'internal' } },
};
const rendering = { componentName: 'HeroBanner' };
const page = makePage(layoutWith({}), { editing: false });

describe('HeroBanner', () => {
  it('renders eyebrow, h1, description, a priority picture and the call to action', () => {
    const html = renderWithPage(<HeroBanner rendering={rendering} fields={fields} params={{}} />, page);
    expect(html).toMatch(/<h1[^>]*>Connecting the world&#x27;s trade<\/h1>/);
    expect(html).toContain('Meridian Ports &amp; Logistics');
    expect(html).toContain('<picture');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>Discover who we are<\/a>/);
  });

  it('renders nothing when empty, placeholders in edit mode', () => {
    expect(renderWithPage(<HeroBanner rendering={rendering} fields={{}} params={{}} />, page)).toBe('');
    const edit = renderWithPage(<HeroBanner rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(edit).toContain('[Headline]');
    expect(edit).toContain('[Image]');
    expect(edit).toContain('[Call to action]');
  });

  it('takes its anchor from a usable sectionId or RenderingIdentifier only (sectionIdOf)', () => {
    const render = (extra: Record<string, unknown>, params: Record<string, string>) =>
      renderWithPage(<HeroBanner rendering={rendering} fields={{ ...fields, ...extra }} params={params} />, page);
    expect(render({}, { RenderingIdentifier: 'welcome' })).toMatch(/<section[^>]*id="welcome"/);
    expect(render({ sectionId: { value: 'top' } }, { RenderingIdentifier: 'welcome' })).toMatch(/<section[^>]*id="top"/);
    expect(render({}, { RenderingIdentifier: 'our welcome' })).not.toMatch(/<section[^>]*id=/);
  });

  it('tolerates wrong field types', () => {
    const junk = { eyebrow: 5, headline: { value: ['x'] }, image: 'x', mobileImage: { value: 7 }, cta: { value: 'nope' } };
    expect(() => renderWithPage(<HeroBanner rendering={rendering} fields={junk} params={{}} />, page)).not.toThrow();
  });
});
