// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { PageContext } from '../../app/page-context.ts';
import { compactStripFields } from './country-selector-strip.rules.ts';
import CountrySelectorStrip from './index.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

const country = (code: string, name: string | null, href = `/${code}`) => ({
  id: code,
  name: code,
  fields: {
    link: { value: { href, linktype: 'internal' } },
    country:
      name === null
        ? null
        : {
            id: `c-${code}`,
            name: code,
            fields: {
              countryName: { value: name },
              countryFlag: { value: { src: `/assets/flags-7.5.0/${code}.svg`, alt: name, width: '640', height: '480' } },
            },
          },
  },
});
const region = (name: string, countries: unknown[]) => ({ id: name, name, fields: { regionName: { value: name }, countries } });
const regions = [
  region('Middle East', [country('ae', 'United Arab Emirates'), country('sa', 'Saudi Arabia'), country('xx', null)]),
  region('Europe', [country('gb', 'United Kingdom', '/uk'), country('nl', 'Netherlands', '')]),
];
const base = { sectionId: { value: 'countries' }, headline: { value: 'Where we operate' }, regions };
const strip = { bannerMessage: { value: 'Cannot find your country?' }, cta: { value: { href: '/contact', text: 'Contact us' } } };
const rendering = { componentName: 'CountrySelectorStrip' };
const en = makePage(layoutWith({}), { editing: false });
const editing = makePage(layoutWith({}), { editing: true });
const html = (f: Record<string, unknown>, page: PageContext = en) =>
  renderWithPage(<CountrySelectorStrip rendering={rendering} fields={f} params={{}} />, page);

describe('CountrySelectorStrip on the server', () => {
  it('lists regions, the first open, with flag and name links; skips entries without a country', () => {
    const out = html({ ...base, ...strip });
    expect(out).toMatch(/<section[^>]*id="countries"/);
    expect(out).toMatch(/aria-expanded="true"[^>]*>.*?Middle East/);
    expect(out).toMatch(
      /<a[^>]*href="\/ae"[^>]*><span[^>]*><img[^>]*alt=""[^>]*src="\/assets\/flags-7.5.0\/ae.svg"|<a[^>]*href="\/ae"[^>]*><span[^>]*><img[^>]*src="\/assets\/flags-7.5.0\/ae.svg"[^>]*alt=""/,
    );
    expect(out).toContain('United Arab Emirates');
    expect(out).not.toContain('xx.svg');
    // A country without a link is its name, not a link.
    expect(out).toMatch(/<span[^>]*><span[^>]*><img[^>]*nl\.svg/);
    expect(out).toContain('data-contact-strip');
    expect(out).toMatch(/>Contact us<\/a>/);
  });

  it('shows the contact strip only with a message, a cta href or a modal id', () => {
    expect(html(base)).not.toContain('data-contact-strip');
    expect(html({ ...base, cta: { value: { href: '', text: 'Orphan' } }, bannerMessage: { value: ' ' } })).not.toContain('data-contact-strip');
    expect(html({ ...base, ctaModalId: { value: 'enquiry' }, ctaText: { value: 'Ask us' } })).toMatch(/<button[^>]*data-modal-id="enquiry"[^>]*>Ask us/);
    expect(html(base, editing)).toContain('data-contact-strip');
  });

  it('shows editors every region open and the skipped entries', () => {
    const out = html(base, editing);
    expect(out).not.toContain('<button');
    expect(out).not.toContain('hidden=""');
    expect(out).toContain('1 country item(s) without a country');
    expect(out).toContain('[Banner message]');
  });

  it('renders the same markup from its compact fields (the island data) as from the CMS fields', () => {
    const full = { ...base, ...strip };
    expect(html(compactStripFields(full))).toBe(html(full));
  });

  it('renders nothing with nothing to show, and survives junk', () => {
    expect(html({})).toBe('');
    expect(() => html({ regions: [null, { fields: { countries: 'x' } }], headline: [] })).not.toThrow();
  });
});

describe('CountrySelectorStrip in the browser (jsdom)', () => {
  it('opens one region at a time', () => {
    render(
      <PageProviders page={en}>
        <CountrySelectorStrip rendering={rendering} fields={base} params={{}} />
      </PageProviders>,
    );
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(second!);
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(second!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Europe' }).hidden).toBe(false);
  });
});
