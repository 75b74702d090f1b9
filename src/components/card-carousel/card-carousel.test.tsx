import { describe, expect, it } from 'vitest';
import CardCarousel from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const card = (n: number) => ({
  id: `c${n}`,
  name: `Card ${n}`,
  displayName: `Card ${n}`,
  url: `/Data/Cards/${n}`,
  fields: {
    image: { value: { src: `/-/media/${n}.svg`, alt: `Image ${n}`, width: '1200', height: '700' } },
    headline: { value: `Solution ${n}` },
    description: { value: `Description ${n}` },
    link: { value: { href: `/solutions/${n}`, text: `Explore ${n}`, linktype: 'internal' } },
  },
});
const fields = (count: number) => ({
  sectionId: { value: 'solutions' },
  showDividerLine: { value: true },
  headline: { value: 'Our solutions' },
  description: { value: 'From quay to last mile.' },
  cta: { value: { href: '/solutions', text: 'View all' } },
  ctaText: { value: 'View all solutions' },
  ctaModalId: { value: '' },
  cards: Array.from({ length: count }, (_, i) => card(i + 1)),
});
const rendering = { componentName: 'CardCarousel' };
const en = makePage(layoutWith({}), { editing: false });
const ar = makePage(layoutWith({}), { editing: false, language: 'ar', locale: 'ar', dir: 'rtl' });

describe('CardCarousel', () => {
  it('renders the section, header, cards and carousel controls', () => {
    const html = renderWithPage(<CardCarousel rendering={rendering} fields={fields(5)} params={{}} />, en);
    expect(html).toMatch(/<section[^>]*id="solutions"/);
    expect(html).toContain('<hr');
    expect(html).toMatch(/<h2[^>]*>Our solutions<\/h2>/);
    expect(html).toMatch(/>View all solutions<\/a>/);
    expect(html.match(/<article/g)).toHaveLength(5);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 of 5"');
    expect(html).toMatch(/<button[^>]*aria-label="Previous"[^>]*disabled=""/);
    expect(html).not.toMatch(/<button[^>]*aria-label="Next"[^>]*disabled=""/);
  });

  it('is a plain grid without controls in edit mode', () => {
    const html = renderWithPage(<CardCarousel rendering={rendering} fields={fields(5)} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(html).not.toContain('aria-roledescription="carousel"');
    expect(html).not.toContain('aria-label="Previous"');
  });

  it('speaks Arabic on Arabic pages', () => {
    const html = renderWithPage(<CardCarousel rendering={rendering} fields={fields(4)} params={{}} />, ar);
    expect(html).toContain('aria-label="السابق"');
    expect(html).toContain('aria-label="1 من 4"');
  });

  it("names a carousel without a headline 'Cards', in Arabic 'بطاقات'", () => {
    const untitled = { ...fields(4), headline: { value: '' } };
    expect(renderWithPage(<CardCarousel rendering={rendering} fields={untitled} params={{}} />, en)).toMatch(/role="region"[^>]*aria-label="Cards"/);
    expect(renderWithPage(<CardCarousel rendering={rendering} fields={untitled} params={{}} />, ar)).toMatch(/role="region"[^>]*aria-label="بطاقات"/);
  });

  it('takes its anchor from a usable sectionId, else the rendering parameters (sectionIdOf)', () => {
    const render = (sectionId: string, params: Record<string, string> = {}) =>
      renderWithPage(<CardCarousel rendering={rendering} fields={{ ...fields(2), sectionId: { value: sectionId } }} params={params} />, en);
    expect(render('our solutions', { RenderingIdentifier: 'solutions' })).toMatch(/<section[^>]*id="solutions"/);
    expect(render('our solutions')).not.toMatch(/<section[^>]*id=/);
  });

  it('gives a video card its play control in the server HTML, and editors only a mark (spec 002 section 4)', () => {
    const withVideo = fields(4);
    (withVideo.cards[1]!.fields as Record<string, unknown>).video = { value: { href: '/-/media/v/quay.webm', linktype: 'media' } };
    const html = renderWithPage(<CardCarousel rendering={rendering} fields={withVideo} params={{}} />, en);
    expect(html.match(/<article[^>]*data-card-video=""/g)).toHaveLength(1);
    // A tap before hydration reaches a real button (held and replayed); it names the card it plays.
    expect(html.match(/<button[^>]*aria-label="Play video"[^>]*aria-describedby="[^"]+"[^>]*data-video-card-toggle=""/g)).toHaveLength(1);
    // The video element is created on the first play, not in the server HTML.
    expect(html).not.toContain('<video');
    const edit = renderWithPage(<CardCarousel rendering={rendering} fields={withVideo} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(edit).toContain('data-card-video');
    expect(edit).not.toContain('data-video-card-toggle');
  });

  it('renders nothing without content and survives junk', () => {
    expect(renderWithPage(<CardCarousel rendering={rendering} fields={{}} params={{}} />, en)).toBe('');
    const junk = { cards: { value: 'x' }, headline: 3, cta: [] };
    expect(() => renderWithPage(<CardCarousel rendering={rendering} fields={junk} params={{}} />, en)).not.toThrow();
  });

  it("shows a logo only on a card with neither image nor video, and a video card's thumbnail (spec 002)", () => {
    const f = fields(3);
    const logo = { value: { src: '/-/media/logo.svg', alt: 'Partner logo' } };
    Object.assign(f.cards[0]!.fields, { logo });
    Object.assign(f.cards[1]!.fields, { image: { value: {} }, logo });
    Object.assign(f.cards[2]!.fields, {
      image: { value: {} },
      logo,
      videoType: { value: 'Other' },
      videoProvider: { value: 'YouTube' },
      videoID: { value: 'M7lc1UVf-VE' },
      thumbnailImage: { value: { src: '/-/media/thumb.svg', alt: 'Film still' } },
    });
    const html = renderWithPage(<CardCarousel rendering={rendering} fields={f} params={{}} />, en);
    expect(html.match(/alt="Partner logo"/g)).toHaveLength(1);
    expect(html).toContain('data-card-media="logo"');
    expect(html).toContain('alt="Film still"');
    // A provider video card: nothing of the provider loads before the visitor plays it.
    expect(html.match(/data-card-video=""[^>]*data-card-media="thumbnail"/g)).toHaveLength(1);
    expect(html).not.toContain('youtube');
  });

  it('lays out one card per view with isSingleCard 1 (a rendering parameter)', () => {
    const html = renderWithPage(<CardCarousel rendering={rendering} fields={fields(2)} params={{ isSingleCard: '1' }} />, en);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 of 2"');
  });
});
