import { describe, expect, it } from 'vitest';
import { DateField, Image, Link, RichText, Text } from './index.ts';
import { layoutWith, makePage, renderWithPage } from '../app/testing.tsx';

const visitor = makePage(layoutWith({}), { editing: false });
const editor = makePage(layoutWith({}), { editing: true });
const arabic = makePage(layoutWith({}), { editing: false, language: 'ar', locale: 'ar', dir: 'rtl' });
const render = (node: React.ReactNode, page = visitor) => renderWithPage(node, page).replace(/ class="[^"]*"/g, '');

describe('Text', () => {
  it('escapes HTML and keeps line breaks of plain text', () => {
    expect(render(<Text field={{ value: 'Line one\nLine two' }} />)).toBe('<span>Line one<br/>Line two</span>');
    expect(render(<Text field={{ value: 'a <b>bold</b>\nmove' }} />)).toBe('<span>a &lt;b&gt;bold&lt;/b&gt;\nmove</span>');
    expect(render(<Text as="h2" field={{ value: 'Headline' }} />)).toBe('<h2>Headline</h2>');
  });

  it('renders nothing for empty or wrong values, and a placeholder for editors', () => {
    expect(render(<Text field={{ value: '' }} />)).toBe('');
    expect(render(<Text field={{ value: { src: 'x' } }} />)).toBe('');
    expect(render(<Text field={null} />)).toBe('');
    expect(render(<Text field={{ value: '' }} emptyLabel="Title field" />, editor)).toContain('[Title field]');
  });

  it('uses editable markup only in edit mode', () => {
    const field = { value: 'Plain', editable: '<span class="scWebEditInput">Plain</span>' };
    expect(render(<Text field={field} />)).toBe('<span>Plain</span>');
    expect(renderWithPage(<Text field={field} />, editor)).toContain('scWebEditInput');
  });
});

describe('RichText', () => {
  it('renders HTML, nothing when empty', () => {
    expect(render(<RichText field={{ value: '<p>Hi</p>' }} />)).toBe('<div><p>Hi</p></div>');
    expect(render(<RichText field={{ value: 42 }} />)).toBe('<div>42</div>');
    expect(render(<RichText field={undefined} />)).toBe('');
    expect(render(<RichText field={{}} />, editor)).toContain('[Rich text]');
  });
});

describe('Link', () => {
  it('renders internal links plainly', () => {
    expect(render(<Link field={{ value: { href: '/about', text: 'About us' } }} />)).toBe('<a href="/about">About us</a>');
  });

  it('marks new-tab links for screen readers', () => {
    const html = render(<Link field={{ value: { href: 'https://partner.example.org', text: 'Partner', linktype: 'external' } }} />);
    expect(html).toBe('<a href="https://partner.example.org" target="_blank" rel="noopener noreferrer">Partner<span> <!-- -->(Opens in a new tab)</span></a>');
  });

  it('follows the no-address rules', () => {
    expect(render(<Link field={{ value: { href: '' } }} />)).toBe('');
    expect(render(<Link field={{ value: { href: '', text: 'Call us' } }} />)).toBe('<span>Call us</span>');
    expect(render(<Link field={{ value: { href: '' } }} modalId="enquiry" text="Enquire" />)).toBe(
      '<button type="button" data-modal-id="enquiry">Enquire</button>',
    );
    expect(render(<Link field={{ value: { href: '' } }} />, editor)).toContain('[Link]');
  });

  it('never throws on wrong types', () => {
    for (const field of [null, 3, 'x', [], { value: 7 }, { value: { href: 9 } }]) {
      expect(() => render(<Link field={field} />)).not.toThrow();
      expect(() => render(<Link field={field} />, editor)).not.toThrow();
    }
  });

  it('uses Arabic wording for the new-tab notice on Arabic pages', () => {
    expect(render(<Link field={{ value: { href: '/x', text: 'x', target: '_blank' } }} />, arabic)).toContain('يفتح في علامة تبويب جديدة');
  });
});

describe('Image', () => {
  const image = { value: { src: '/-/media/port.jpg', alt: 'Port', width: '1600', height: '900' } };

  it('is lazy with numeric sizes by default', () => {
    // Raster CMS media also gets the optimiser's srcset (Image.test.tsx has the details).
    expect(render(<Image field={image} />).replace(/ sizes="[^"]*" srcSet="[^"]*"/, '')).toBe(
      '<img src="/-/media/port.jpg" alt="Port" width="1600" height="900" loading="lazy" decoding="async"/>',
    );
  });

  it('is eager and high priority for a hero', () => {
    const html = render(<Image field={image} priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('uses <picture> for a different mobile image', () => {
    const html = render(<Image field={image} mobileField={{ value: { src: '/-/media/port-m.jpg', width: '750', height: '1000' } }} />);
    expect(html).toContain('<picture');
    expect(html).toMatch(
      /<source media="\(max-width: 767.98px\)" sizes="100vw" srcSet="[^"]*url=%2F-%2Fmedia%2Fport-m.jpg&amp;w=320 320w[^"]*" width="750" height="1000"\/>/,
    );
  });

  it('renders nothing without a source, a placeholder for editors', () => {
    expect(render(<Image field={{ value: {} }} />)).toBe('');
    expect(render(<Image field={'x'} />, editor)).toContain('[Image]');
  });
});

describe('DateField', () => {
  it('formats in the page language, in UTC', () => {
    expect(render(<DateField field={{ value: '2018-03-14T23:30:00Z' }} />)).toBe('<time dateTime="2018-03-14T23:30:00.000Z">14 March 2018</time>');
    expect(render(<DateField field={{ value: '20120504T000000Z' }} month="short" />)).toContain('4 May 2012');
    const ar = render(<DateField field={{ value: '2018-03-14T00:00:00Z' }} />, arabic);
    expect(ar).toContain('مارس');
  });

  it('treats the year-1 placeholder and junk as no date', () => {
    expect(render(<DateField field={{ value: '0001-01-01T00:00:00Z' }} />)).toBe('');
    expect(render(<DateField field={{ value: 'soon' }} />)).toBe('');
    expect(render(<DateField field={{ value: '' }} />, editor)).toContain('[Date]');
  });
});
