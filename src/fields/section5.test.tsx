import { describe, expect, it } from 'vitest';
import { EmptyBlockPlaceholder, emptyBlockLabels, Image, Link, RichText, Text } from './index.ts';
import { layoutWith, makePage, renderWithPage } from '../app/testing.tsx';

/**
 * The audit of spec 000 section 5 (links and text) and section 8 (empty-block placeholders) over
 * the field helpers, through what they render. Rules in their pure form: link.rules.test.ts and
 * text.rules.test.ts.
 */
const visitor = makePage(layoutWith({}), { editing: false });
const editor = makePage(layoutWith({}), { editing: true });
const render = (node: React.ReactNode, page = visitor) => renderWithPage(node, page).replace(/ class="[^"]*"/g, '');

describe('a link with no address shows nothing outside editing, unless it has a modal id or text', () => {
  it.each([
    ['no value', { value: {} }],
    ['an empty href', { value: { href: '' } }],
    ['a blank href', { value: { href: '   ' } }],
    ['a script href', { value: { href: 'javascript:alert(1)' } }],
    ['no field at all', undefined],
  ])('%s: nothing for visitors, a placeholder for editors', (_name, field) => {
    expect(render(<Link field={field} />)).toBe('');
    expect(render(<Link field={field} emptyLabel="Call to action" />, editor)).toContain('[Call to action]');
  });

  it('text without an address is shown as text, not as a link', () => {
    expect(render(<Link field={{ value: { href: '', text: 'Opening hours: 8 to 5' } }} />)).toBe('<span>Opening hours: 8 to 5</span>');
    expect(render(<Link field={{ value: { href: '' } }} text="From a ctaText field" />)).toBe('<span>From a ctaText field</span>');
  });

  it("a modal id makes a real button that carries the caller's id, aria and data attributes", () => {
    const html = render(<Link field={{ value: { href: '' } }} modalId="enquiry" text="Enquire" id="cta-1" aria-describedby="t1" data-x="y" target="_self" />);
    expect(html).toBe('<button id="cta-1" aria-describedby="t1" data-x="y" type="button" data-modal-id="enquiry">Enquire</button>');
  });
});

describe('external links open in a new tab and say so to screen readers', () => {
  const notice = '(Opens in a new tab)';

  it.each([
    ['linktype external', { href: 'https://partner.example.org/', text: 'Partner', linktype: 'external' }],
    ['another origin', { href: 'https://partner.example.org/', text: 'Partner' }],
    ['target _blank in the field', { href: '/brochure.pdf', text: 'Brochure', target: '_blank' }],
  ])('%s', (_name, value) => {
    const html = render(<Link field={{ value }} />);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain(notice);
  });

  it('also when the caller asks for _blank, and with children instead of the field text', () => {
    const html = render(
      <Link field={{ value: { href: '/brochure.pdf', text: 'x' } }} target="_blank">
        <b>Brochure</b>
      </Link>,
    );
    expect(html).toBe(`<a target="_blank" href="/brochure.pdf" rel="noopener noreferrer"><b>Brochure</b><span> <!-- -->${notice}</span></a>`);
  });

  it('internal, same-origin and mail links stay in the tab, without the notice', () => {
    for (const value of [
      { href: '/about', text: 'About', linktype: 'internal' },
      { href: 'https://www.example.com/news', text: 'News' },
      { href: 'mailto:info@example.com', text: 'Mail', linktype: 'mailto' },
    ]) {
      const html = render(<Link field={{ value }} />);
      expect(html).not.toContain('target=');
      expect(html).not.toContain(notice);
    }
  });
});

describe('plain text with line breaks and no angle brackets keeps its breaks', () => {
  it('in Text, escaped or not', () => {
    expect(render(<Text field={{ value: 'Jebel Ali\r\nDubai' }} />)).toBe('<span>Jebel Ali<br/>Dubai</span>');
    expect(render(<Text field={{ value: 'Jebel Ali\nDubai &amp; Abu Dhabi' }} encode={false} />)).toBe('<span>Jebel Ali<br>Dubai &amp; Abu Dhabi</span>');
    expect(render(<Text field={{ value: '<em>Jebel Ali</em>\nDubai' }} encode={false} />)).toBe('<span><em>Jebel Ali</em>\nDubai</span>');
  });

  it('in RichText: a multi-line plain value is not collapsed, markup stays markup', () => {
    expect(render(<RichText field={{ value: 'First line\r\nSecond line' }} />)).toBe('<div>First line<br>Second line</div>');
    expect(render(<RichText field={{ value: 'Tom &amp; Jerry\nports&nbsp;and terminals' }} />)).toBe('<div>Tom &amp; Jerry<br>ports&nbsp;and terminals</div>');
    expect(render(<RichText field={{ value: '<p>One</p>\n<p>Two</p>' }} />)).toBe('<div><p>One</p>\n<p>Two</p></div>');
  });
});

describe('headlines and descriptions clamp to 2 lines outside editing', () => {
  const clamp = 'display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden';

  it("Text and RichText clamp when asked, keeping the caller's own style", () => {
    expect(render(<Text as="h2" field={{ value: 'A long headline' }} clampLines={2} />)).toBe(`<h2 style="${clamp}">A long headline</h2>`);
    expect(render(<RichText field={{ value: '<p>A long description</p>' }} clampLines={2} style={{ color: 'red' }} />)).toBe(
      `<div style="color:red;${clamp}"><p>A long description</p></div>`,
    );
  });

  it('editors see the whole text', () => {
    expect(renderWithPage(<Text as="h2" field={{ value: 'A long headline' }} clampLines={2} />, editor)).not.toContain('line-clamp');
    expect(renderWithPage(<RichText field={{ value: '<p>x</p>' }} clampLines={2} />, editor)).not.toContain('line-clamp');
  });
});

describe('editor placeholders for empty blocks (spec 000 section 8)', () => {
  it('shows the text as it is in a visible box', () => {
    expect(render(<EmptyBlockPlaceholder label={emptyBlockLabels.linkList} />, editor)).toBe('<div data-empty-block="">Link List</div>');
  });

  it('the field helpers default to the matching texts', () => {
    expect(render(<Image field={{ value: {} }} />, editor)).toContain(`[${emptyBlockLabels.image}]`);
    expect(render(<RichText field={{ value: '' }} />, editor)).toContain(`[${emptyBlockLabels.richText}]`);
    expect(render(<Text field={{ value: '' }} emptyLabel={emptyBlockLabels.title} />, editor)).toContain('[Title field]');
  });
});
