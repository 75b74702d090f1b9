// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { PageContext } from '../../app/page-context.ts';
import ContactCards from './index.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

const card = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `c${n}`,
  name: `Card ${n}`,
  fields: {
    cardTitle: { value: `Office ${n}` },
    cardDescription: { value: `Desk ${n}` },
    phoneNumber: { value: '+971 4 000 0000\n\n  +971 4 000 0001  ' },
    email: { value: `office${n}@meridianports.example\nnot an address` },
    address: { value: '<p>Jebel Ali Free Zone</p>' },
    workingHours: { value: 'Sunday to Thursday, 08:00–17:00' },
    map: { value: { href: 'https://maps.example/?q=jebel-ali', linktype: 'external' } },
    ...extra,
  },
});
const group = (title: string, cards: unknown[]) => ({ id: title, name: title, fields: { accordionItemTitle: { value: title }, contactCards: cards } });
const fields = {
  sectionId: { value: 'offices' },
  headline: { value: 'Our offices' },
  contactGroups: [group('Dubai', [card(1), card(2), card(3)]), group('London', [card(4)]), group('Mumbai', [card(5), card(6)])],
};
const rendering = { componentName: 'ContactCards' };
const en = makePage(layoutWith({}), { editing: false });
const editing = makePage(layoutWith({}), { editing: true });
const html = (f: Record<string, unknown>, page: PageContext = en) => renderWithPage(<ContactCards rendering={rendering} fields={f} params={{}} />, page);

describe('ContactCards on the server', () => {
  it('titles groups with their card count and opens the first', () => {
    const out = html(fields);
    expect(out).toMatch(/<section[^>]*id="offices"/);
    expect(out).toMatch(/aria-expanded="true"[^>]*>.*?Dubai \(3\)/);
    expect(out).toMatch(/aria-expanded="false"[^>]*>.*?London \(1\)/);
    expect(out).toContain('Mumbai (2)');
  });

  it('writes phones and emails one per line, as tel: and mailto: links where they are numbers and addresses', () => {
    const out = html(fields);
    expect(out).toContain('href="tel:+97140000000"');
    expect(out).toContain('href="tel:+97140000001"');
    expect(out).toContain('href="mailto:office1@meridianports.example"');
    expect(out).toContain('<span>not an address</span>');
    expect(out).toContain('Jebel Ali Free Zone');
    expect(out).toContain('Sunday to Thursday, 08:00–17:00');
  });

  it('opens the map in a new tab, labelled by the phrase', () => {
    const out = html(fields);
    const map = /<a[^>]*data-contact-map=""[^>]*>.*?<\/a>/.exec(out)![0];
    expect(map).toContain('href="https://maps.example/?q=jebel-ali"');
    expect(map).toContain('target="_blank"');
    expect(map).toMatch(/rel="noopener/);
    expect(map).toContain('View on map');
    expect(map).toContain(': Office 1');
  });

  it('renders nothing for empty fields, and nothing at all without groups', () => {
    const bare = html({
      contactGroups: [group('Cairo', [card(7, { phoneNumber: { value: ' ' }, email: { value: '' }, map: { value: { href: '' } }, address: { value: '' } })])],
    });
    expect(bare).not.toContain('tel:');
    expect(bare).not.toContain('mailto:');
    expect(bare).not.toContain('View on map');
    expect(bare).not.toContain('<h2');
    expect(html({})).toBe('');
  });

  it('shows editors every group open, titles without counts, placeholders for empty fields', () => {
    const out = html({ contactGroups: [group('Dubai', [card(1, { phoneNumber: { value: '' }, map: { value: { href: '' } } })]), group('Empty', [])] }, editing);
    expect(out).not.toContain('<button');
    expect(out).not.toContain('hidden=""');
    expect(out).not.toContain('(1)');
    expect(out).toContain('[Phone number (one per line)]');
    expect(out).toContain('[Map link]');
    expect(out).toContain('[No contact cards in this group]');
  });
});

describe('ContactCards in the browser (jsdom)', () => {
  it('opens one group at a time', () => {
    render(
      <PageProviders page={en}>
        <ContactCards rendering={rendering} fields={fields} params={{}} />
      </PageProviders>,
    );
    const headers = screen.getAllByRole('button');
    const expanded = () => headers.map((h) => h.getAttribute('aria-expanded'));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    fireEvent.click(headers[1]!);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    fireEvent.click(headers[2]!);
    expect(expanded()).toEqual(['false', 'false', 'true']);
  });
});
