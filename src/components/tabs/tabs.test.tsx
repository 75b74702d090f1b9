// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { PageContext } from '../../app/page-context.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import Tabs from './index.tsx';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  await preloadIcons(['chevron-left', 'chevron-right']);
});
afterEach(cleanup);

const tab = (n: number, title = `Tab title ${n}`) => ({
  id: `t${n}`,
  name: `Tab ${n}`,
  fields: {
    tabTitle: { value: title },
    headline: { value: `Headline ${n}` },
    description: { value: `<p>Body ${n}</p>` },
    image: { value: { src: `/-/media/tabs/${n}.svg`, alt: `Image ${n}`, width: '800', height: '500' } },
    cta: { value: { href: `/solutions/${n}`, text: `More ${n}`, linktype: 'internal' } },
  },
});
const fields = (count: number, extra: Record<string, unknown> = {}) => ({
  sectionId: { value: 'what-we-do' },
  headline: { value: 'What we do' },
  description: { value: 'Three businesses, one network.' },
  cta: { value: { href: '/solutions', text: 'All solutions' } },
  tabs: Array.from({ length: count }, (_, i) => tab(i + 1)),
  ...extra,
});
const rendering = { componentName: 'Tabs' };
const en = makePage(layoutWith({}), { editing: false });
const ar = makePage(layoutWith({}), { editing: false, language: 'ar', locale: 'ar', dir: 'rtl', dictionary: { Tab: 'تبويب' } });
const editing = makePage(layoutWith({}), { editing: true });

function mount(f: Record<string, unknown>, page: PageContext = en) {
  return render(
    <PageProviders page={page}>
      <Tabs rendering={rendering} fields={f} params={{}} />
    </PageProviders>,
  );
}

describe('Tabs on the server', () => {
  it('renders the intro, a tablist and every panel, the first one shown', () => {
    const html = renderWithPage(<Tabs rendering={rendering} fields={fields(3)} params={{}} />, en);
    expect(html).toMatch(/<section[^>]*id="what-we-do"/);
    expect(html).toMatch(/<h2[^>]*>What we do<\/h2>/);
    expect(html).toMatch(/>All solutions<\/a>/);
    expect(html).toMatch(/role="tablist"[^>]*aria-label="What we do"/);
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(/<button[^>]*aria-selected="true"[^>]*tabindex="0"[^>]*>Tab title 1</);
    // Hidden panels stay in the HTML, with their content, for crawlers.
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2);
    expect(html).toContain('Body 3');
    // Tab and panel point at each other.
    const tabId = /role="tab" id="([^"]+)"[^>]*aria-controls="([^"]+)"/.exec(html)!;
    expect(html).toContain(`id="${tabId[2]}" aria-labelledby="${tabId[1]}"`);
    // The scroll arrows wait for a measurement in the browser.
    expect(html.match(/<button[^>]*data-tabs-scroll[^>]*/g)!.every((b) => b.includes('hidden=""'))).toBe(true);
  });

  it("titles a tab without a title 'Tab', in the page's language", () => {
    const f = fields(2, { tabs: [tab(1), tab(2, '  ')] });
    expect(renderWithPage(<Tabs rendering={rendering} fields={f} params={{}} />, en)).toMatch(/role="tab"[^>]*>Tab<\/button>/);
    expect(renderWithPage(<Tabs rendering={rendering} fields={f} params={{}} />, ar)).toMatch(/role="tab"[^>]*>تبويب<\/button>/);
  });

  it('leaves the intro out when headline, description and cta link are blank', () => {
    const f = fields(2, { headline: { value: ' ' }, description: { value: '' }, cta: { value: { href: '', text: 'Orphan' } } });
    const html = renderWithPage(<Tabs rendering={rendering} fields={f} params={{}} />, en);
    expect(html).not.toContain('<h2');
    expect(html).not.toContain('Orphan');
    expect(html).toContain('aria-label="Tabs"');
  });

  it('takes its anchor from RenderingIdentifier when sectionId is blank', () => {
    const html = renderWithPage(
      <Tabs rendering={rendering} fields={fields(2, { sectionId: { value: '' } })} params={{ RenderingIdentifier: 'services' }} />,
      en,
    );
    expect(html).toMatch(/<section[^>]*id="services"/);
  });

  it('never writes an id an anchor link cannot reach (sectionIdOf)', () => {
    const spaced = fields(2, { sectionId: { value: 'what we do' } });
    expect(renderWithPage(<Tabs rendering={rendering} fields={spaced} params={{ RenderingIdentifier: 'services' }} />, en)).toMatch(
      /<section[^>]*id="services"/,
    );
    const html = renderWithPage(<Tabs rendering={rendering} fields={spaced} params={{ RenderingIdentifier: 'our services' }} />, en);
    expect(html).not.toContain('id="what we do"');
    expect(html).not.toMatch(/<section[^>]*id=/);
  });

  it('renders nothing without tab items outside editing, and survives junk', () => {
    expect(renderWithPage(<Tabs rendering={rendering} fields={fields(0)} params={{}} />, en)).toBe('');
    expect(renderWithPage(<Tabs rendering={rendering} fields={{}} params={{}} />, en)).toBe('');
    const junk = { tabs: [null, 3, { fields: 'x' }], headline: 4, cta: [] };
    expect(() => renderWithPage(<Tabs rendering={rendering} fields={junk} params={{}} />, en)).not.toThrow();
  });

  it('shows editors every tab statically with its fields, and an empty list as a placeholder', () => {
    const html = renderWithPage(<Tabs rendering={rendering} fields={fields(3, { tabs: [tab(1), tab(2, '')] })} params={{}} />, editing);
    expect(html).not.toContain('role="tab');
    expect(html).not.toContain('hidden=""');
    expect(html).toContain('Body 1');
    expect(html).toContain('Body 2');
    expect(html).toContain('[Tab title (shown as &#x27;Tab&#x27;)]');
    const empty = renderWithPage(<Tabs rendering={rendering} fields={{}} params={{}} />, editing);
    expect(empty).toContain('[Headline]');
    expect(empty).toContain('[Tabs: no tab items selected in the Tabs field]');
  });
});

describe('Tabs in the browser (jsdom)', () => {
  const tabs = () => screen.getAllByRole('tab');
  const selected = () => tabs().findIndex((t) => t.getAttribute('aria-selected') === 'true');
  const visiblePanels = () => screen.getAllByRole('tabpanel', { hidden: true }).filter((p) => !p.hidden);

  it('activates a tab on click and shows only its panel', () => {
    mount(fields(3));
    fireEvent.click(tabs()[2]!);
    expect(selected()).toBe(2);
    expect(visiblePanels()).toHaveLength(1);
    expect(visiblePanels()[0]!.textContent).toContain('Body 3');
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves the focus with the arrows, wrapping at both ends; Enter and Space activate', () => {
    mount(fields(3));
    tabs()[0]!.focus();
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs()[2]);
    expect(selected()).toBe(0); // manual activation: focus moves, the panel stays
    fireEvent.keyDown(tabs()[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs()[0]);
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tabs()[1]);
    fireEvent.keyDown(tabs()[1]!, { key: 'Enter' });
    expect(selected()).toBe(1);
    fireEvent.keyDown(tabs()[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(tabs()[2]);
    fireEvent.keyDown(tabs()[2]!, { key: ' ' });
    expect(selected()).toBe(2);
    fireEvent.keyDown(tabs()[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(tabs()[0]);
    fireEvent.keyDown(tabs()[0]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs()[2]);
  });

  it('mirrors the horizontal arrows in Arabic', () => {
    mount(fields(3), ar);
    tabs()[0]!.focus();
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs()[1]);
    fireEvent.keyDown(tabs()[1]!, { key: 'ArrowRight' });
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs()[2]);
  });

  it('leaves keys with modifiers to the browser', () => {
    mount(fields(3));
    tabs()[0]!.focus();
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowRight', altKey: true });
    expect(document.activeElement).toBe(tabs()[0]);
  });
});
