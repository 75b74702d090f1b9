import { describe, expect, it } from 'vitest';
import QuoteCarousel from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const quote = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `q${n}`,
  name: `Quote ${n}`,
  fields: {
    quoteText: { value: `Quote number ${n}` },
    quoteAuthor: { value: `Author ${n}` },
    designation: { value: `Role ${n}` },
    logo: { value: { src: `/-/media/logo-${n}.svg`, alt: `Company ${n}`, width: '160', height: '48' } },
    image: { value: {} },
    ...extra,
  },
});
const fields = (count: number) => ({
  sectionId: { value: 'voices' },
  headline: { value: 'What our partners say' },
  quotes: Array.from({ length: count }, (_, i) => quote(i + 1)),
});
const rendering = { componentName: 'QuoteCarousel' };
const en = makePage(layoutWith({}), { editing: false });
const ar = makePage(layoutWith({}), { editing: false, language: 'ar', locale: 'ar', dir: 'rtl' });
const editing = makePage(layoutWith({}), { editing: true });
const html = (f: Record<string, unknown>, params: Record<string, string> = {}, page = en) =>
  renderWithPage(<QuoteCarousel rendering={rendering} fields={f} params={params} />, page);

describe('QuoteCarousel', () => {
  it('renders quotes as figure, blockquote and figcaption in a carousel', () => {
    const out = html(fields(3));
    expect(out).toMatch(/<section[^>]*id="voices"[^>]*data-theme="black"/);
    expect(out).toMatch(/<h2[^>]*>What our partners say<\/h2>/);
    expect(out.match(/<figure/g)).toHaveLength(3);
    expect(out).toMatch(
      /<figure[^>]*>[\s\S]*?<blockquote[^>]*>Quote number 1<\/blockquote>[\s\S]*?<figcaption[^>]*>[\s\S]*?Author 1[\s\S]*?Role 1[\s\S]*?<\/figcaption>/,
    );
    expect(out).toContain('alt="Company 1"');
    expect(out).toMatch(/role="region"[^>]*aria-roledescription="carousel"[^>]*aria-label="What our partners say"/);
    expect(out).toContain('aria-label="1 of 3"');
    // At the start: previous disabled, next not.
    expect(out).toMatch(/<button[^>]*aria-label="Previous"[^>]*disabled=""/);
    expect(out).not.toMatch(/<button[^>]*aria-label="Next"[^>]*disabled=""/);
  });

  it('takes its theme from Styles: White, Black or Blue, Black by default', () => {
    expect(html(fields(2), { Styles: 'White' })).toContain('data-theme="white"');
    expect(html(fields(2), { Styles: 'Blue' })).toContain('data-theme="blue"');
    expect(html(fields(2), { Styles: 'Purple' })).toContain('data-theme="black"');
    expect(html(fields(2))).toContain('data-theme="black"');
  });

  it('takes its anchor from RenderingIdentifier when sectionId is blank', () => {
    expect(html({ ...fields(2), sectionId: { value: '' } }, { RenderingIdentifier: 'testimonials' })).toMatch(/<section[^>]*id="testimonials"/);
  });

  it('never writes an id an anchor link cannot reach (sectionIdOf)', () => {
    expect(html({ ...fields(2), sectionId: { value: 'our voices' } }, { RenderingIdentifier: 'testimonials' })).toMatch(/<section[^>]*id="testimonials"/);
    expect(html({ ...fields(2), sectionId: { value: 'our voices' } }, { RenderingIdentifier: 'what they say' })).not.toMatch(/<section[^>]*id=/);
  });

  it('clamps its heading to 2 lines outside editing (spec 000 section 5)', () => {
    expect(html(fields(2))).toMatch(/<h2[^>]*style="[^"]*-webkit-line-clamp:2[^"]*"[^>]*>What our partners say<\/h2>/);
    const edit = html(fields(2), {}, editing);
    expect(edit).toContain('What our partners say');
    expect(edit).not.toContain('line-clamp');
  });

  it('shows a single quote plain, without carousel markup or navigation', () => {
    const out = html(fields(1));
    expect(out).toContain('<figure');
    expect(out).not.toContain('aria-roledescription');
    expect(out).not.toContain('<button');
  });

  it('reads a datasource that is one quote (the Quote alias)', () => {
    const out = html(quote(7).fields);
    expect(out).toContain('Quote number 7');
    expect(out).not.toContain('<button');
  });

  it('keeps the breaks of a plain multi-line quote and renders rich text as HTML', () => {
    expect(html({ quotes: [quote(1, { quoteText: { value: 'First line\nSecond line' } })] })).toContain('First line<br/>Second line');
    expect(html({ quotes: [quote(1, { quoteText: { value: '<p>Rich <em>quote</em></p>' } })] })).toMatch(
      /<blockquote[^>]*><p>Rich <em>quote<\/em><\/p><\/blockquote>/,
    );
  });

  it('shows the optional image beside the quote', () => {
    const out = html({ quotes: [quote(1, { image: { value: { src: '/-/media/face.svg', alt: 'Portrait of Author 1' } } })] });
    expect(out).toContain('alt="Portrait of Author 1"');
  });

  it('speaks Arabic on Arabic pages', () => {
    const out = html(fields(2), {}, ar);
    expect(out).toContain('aria-label="السابق"');
    expect(out).toContain('aria-label="1 من 2"');
  });

  it('renders nothing without quotes, and survives junk', () => {
    expect(html({})).toBe('');
    expect(html({ headline: { value: 'Alone' }, quotes: [] })).toBe('');
    expect(html({ quotes: [quote(1, { quoteText: { value: '' } })] })).toBe('');
    expect(() => html({ quotes: [null, 5, { fields: 'x' }], headline: 3 }, { Styles: 'x' })).not.toThrow();
  });

  it('lists every quote statically in edit mode, with placeholders', () => {
    const out = html({ headline: { value: '' }, quotes: [quote(1), { id: 'e', fields: {} }] }, {}, editing);
    expect(out.match(/<figure/g)).toHaveLength(2);
    expect(out).not.toContain('aria-roledescription');
    expect(out).toContain('[Quote text]');
    expect(out).toContain('[Quote author]');
    expect(out).toContain('[Headline]');
    expect(html({}, {}, editing)).toContain('[Quotes: no quotes selected in the Quotes field]');
  });
});
