// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { PageContext } from '../../app/page-context.ts';
import Accordion from './index.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

const item = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `i${n}`,
  name: `Item ${n}`,
  fields: { headline: { value: `Question ${n}` }, description: { value: `<p>Answer ${n}</p>` }, ...extra },
});
const fields = (count: number, extra: Record<string, unknown> = {}) => ({
  sectionId: { value: 'faq' },
  eyebrow: { value: 'Help' },
  headline: { value: 'Questions' },
  description: { value: '<p>What customers ask.</p>' },
  cta: { value: { href: '/contact', text: 'Contact us' } },
  items: Array.from({ length: count }, (_, i) => item(i + 1)),
  ...extra,
});
const rendering = { componentName: 'Accordion' };
const en = makePage(layoutWith({}), { editing: false });
const editing = makePage(layoutWith({}), { editing: true });
const html = (f: Record<string, unknown>, params: Record<string, string> = {}, page: PageContext = en) =>
  renderWithPage(<Accordion rendering={rendering} fields={f} params={params} />, page);

function mount(f: Record<string, unknown>, page: PageContext = en) {
  return render(
    <PageProviders page={page}>
      <Accordion rendering={rendering} fields={f} params={{}} />
    </PageProviders>,
  );
}

describe('Accordion on the server', () => {
  it('renders the intro and the items, the first open, headers as buttons naming their regions', () => {
    const out = html(fields(3));
    expect(out).toMatch(/<section[^>]*id="faq"/);
    expect(out).toContain('>Help</p>');
    expect(out).toMatch(/<h2[^>]*>Questions<\/h2>/);
    expect(out).toMatch(/>Contact us<\/a>/);
    expect(out.match(/<button[^>]*aria-expanded="true"/g)).toHaveLength(1);
    expect(out.match(/<button[^>]*aria-expanded="false"/g)).toHaveLength(2);
    expect(out.match(/role="region"[^>]*hidden=""/g)).toHaveLength(2);
    const header = /<button[^>]*id="([^"]+)"[^>]*aria-controls="([^"]+)"/.exec(out)!;
    expect(out).toContain(`id="${header[2]}" aria-labelledby="${header[1]}"`);
    expect(out).toContain('Answer 3'); // closed answers stay in the HTML
    expect(out).not.toContain('application/ld+json');
  });

  it('makes the two-column intro sticky above 4 items only', () => {
    expect(html(fields(5), { FieldNames: 'TwoColumnWithIntro' })).toContain('data-sticky="true"');
    expect(html(fields(4), { FieldNames: 'TwoColumnWithIntro' })).not.toContain('data-sticky');
    expect(html(fields(6), { FieldNames: 'Default' })).not.toContain('data-sticky');
    expect(html(fields(6), { FieldNames: 'TwoColumnWithIntro' }, editing)).not.toContain('data-sticky');
  });

  it('writes the FAQPage data with generateFaqSchema, escaped for the script element, not in editing', () => {
    const f = fields(2, {
      generateFaqSchema: { value: true },
      items: [item(1, { headline: { value: 'Is </script><b>x</b> safe?' } }), item(2, { description: { value: '' } })],
    });
    const out = html(f);
    const script = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(out)!;
    expect(script).not.toBeNull();
    const data = JSON.parse(script[1]!) as { mainEntity: { name: string }[] };
    expect(data.mainEntity.map((q) => q.name)).toEqual(['Is </script><b>x</b> safe?']);
    expect(script[1]).not.toContain('<');
    expect(html(f, {}, editing)).not.toContain('application/ld+json');
    expect(html(fields(2, { generateFaqSchema: { value: true }, items: [item(1, { description: { value: ' ' } })] }))).not.toContain('ld+json');
  });

  it('shows editors every item open, without buttons, and placeholders for empty fields', () => {
    const out = html(fields(2, { items: [item(1), item(2, { headline: { value: '' }, description: { value: '' } })], eyebrow: { value: '' } }), {}, editing);
    expect(out).not.toContain('<button');
    expect(out).not.toContain('hidden=""');
    expect(out).toContain('[Eyebrow]');
    expect(out).toContain('[Item headline]');
    expect(out).toContain('[Item description]');
    expect(html({}, {}, editing)).toContain('[Accordion: no items selected in the Items field]');
  });

  it('renders nothing without items or intro for visitors, and survives junk', () => {
    expect(html({})).toBe('');
    expect(() => html({ items: [null, 3, { fields: 'x' }], headline: 4, cta: [] })).not.toThrow();
  });
});

describe('Accordion in the browser (jsdom)', () => {
  const headers = () => screen.getAllByRole('button', { name: /Question/ });
  const expanded = () => headers().map((h) => h.getAttribute('aria-expanded') === 'true');

  it('keeps one item open at a time; the open one closes', () => {
    mount(fields(3));
    expect(expanded()).toEqual([true, false, false]);
    fireEvent.click(headers()[2]!);
    expect(expanded()).toEqual([false, false, true]);
    expect(screen.getByRole('region', { name: 'Question 3' }).hidden).toBe(false);
    fireEvent.click(headers()[2]!);
    expect(expanded()).toEqual([false, false, false]);
  });

  it('moves between headers with the arrows, Home and End', () => {
    mount(fields(3));
    headers()[0]!.focus();
    fireEvent.keyDown(headers()[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(headers()[2]);
    fireEvent.keyDown(headers()[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(headers()[0]);
    fireEvent.keyDown(headers()[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(headers()[1]);
  });

  it('does nothing on click in editing mode', () => {
    mount(fields(2), editing);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('region').every((r) => !r.hidden)).toBe(true);
  });
});
