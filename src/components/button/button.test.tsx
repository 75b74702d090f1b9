// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForModalTriggers } from '../../app/modal-triggers.ts';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import Button from './index.tsx';
import { UNDER_LOAD } from '../../../test/support/under-load.ts';

const rendering = { componentName: 'Button' };
const visitor = makePage(layoutWith({}), { editing: false });
const editor = makePage(layoutWith({}), { editing: true });
const html = (fields: Record<string, unknown>, params: Record<string, string> = {}, page = visitor) =>
  renderWithPage(<Button rendering={rendering} fields={fields} params={params} />, page);
const link = (href: string, text = '', linktype = 'internal') => ({ value: { href, text, linktype } });

afterEach(cleanup);

describe('Button block', () => {
  it('renders a link in its variant and size', () => {
    const out = html({ link: link('/contact', 'Contact us'), variant: { value: 'secondarySm' } });
    expect(out).toMatch(/<a[^>]*data-variant="secondarySm"[^>]*href="\/contact"[^>]*>Contact us<\/a>/);
    expect(out).toContain('data-block="button"');
  });

  it('gives every variant and size its own look', () => {
    const classOf = (variant: string) => /<a [^>]*class="([^"]*)"/.exec(html({ link: link('/x', 'x'), variant: { value: variant } }))?.[1];
    const names = ['primary', 'secondary', 'tertiary', 'ghost', 'white', 'darkBg', 'primarySm', 'primaryXs', 'darkBgXs'];
    expect(new Set(names.map(classOf)).size).toBe(names.length);
  });

  it('an external link opens in a new tab and says so', () => {
    const out = html({ link: link('https://partner.example.org/', 'Partner portal', 'external') });
    expect(out).toContain('target="_blank" rel="noopener noreferrer"');
    expect(out).toContain('(Opens in a new tab)');
  });

  it('a disabled button is a real disabled button, not a link', () => {
    const out = html({ link: link('/contact', 'Contact us'), disabled: { value: true }, variant: { value: 'ghost' } });
    expect(out).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Contact us<\/button>/);
    expect(out).not.toMatch(/<a /);
  });

  it('label without an address is text; nothing shows nothing; editors get a placeholder', () => {
    expect(html({ label: { value: 'Coming soon' } })).toMatch(/<span[^>]*>Coming soon<\/span>/);
    expect(html({ label: { value: 'Coming soon' } })).not.toContain('<button');
    expect(html({})).toBe('');
    expect(html({ modalId: { value: 'enquiry' } })).toBe('');
    expect(html({}, {}, editor)).toContain('[Button]');
  });

  it('a link without words reads "Read more", never its address', () => {
    expect(html({ link: link('/contact') })).toMatch(/>Read more<\/a>/);
  });

  it('honours the alignment and dark-background styles', () => {
    const out = html({ link: link('/x', 'x'), variant: { value: 'white' } }, { Styles: 'position-center container-dark-background' });
    expect(out).toContain('data-tone="dark"');
    expect(out).toContain(' button position-center container-dark-background"');
  });

  it('takes the cells its GridParameters give it in an SXA row, so buttons can sit side by side', () => {
    const stylesOf = (params: Record<string, string>) => {
      const sheet = new ServerStyleSheet();
      try {
        const out = renderToString(
          sheet.collectStyles(
            <PageProviders page={visitor}>
              <Button rendering={rendering} fields={{ link: link('/x', 'x') }} params={params} />
            </PageProviders>,
          ),
        );
        return { html: out, css: sheet.getStyleTags() };
      } finally {
        sheet.seal();
      }
    };
    const placed = stylesOf({ GridParameters: 'col-12 col-md-6' });
    expect(placed.css).toMatch(/@media \(min-width: ?768px\)\{[^}]*\{grid-column:auto\/span 6;/);
    // Placed side by side, each keeps its own room (the group rule would misalign a row).
    expect(placed.html).toContain('data-placed=""');
    // No room of its own inside nested content (--block-space 0), as BLOCK_SPACE.
    expect(placed.css).toContain('padding-block:var(--block-space,');
    const alone = stylesOf({});
    expect(alone.css).not.toContain('span 6');
    expect(alone.html).not.toContain('data-placed');
  });

  it('takes its id from the shared rule: sectionId or RenderingIdentifier, usable ids only', () => {
    expect(html({ link: link('/x', 'x') }, { sectionId: 'contact-button' })).toContain('id="contact-button"');
    expect(html({ link: link('/x', 'x') }, { RenderingIdentifier: 'contact us' })).not.toContain('id=');
  });

  it('with a modal id, a click opens the modal through the page listener: openCustomModal-{id}, with the address kept', async () => {
    const stop = listenForModalTriggers();
    const events: string[] = [];
    const onOpen = (event: Event) => events.push(`${event.type}:${(event as CustomEvent<{ id: string }>).detail.id}`);
    window.addEventListener('openCustomModal-enquiry', onOpen);
    window.addEventListener('openCustomModal', onOpen);
    render(
      <PageProviders page={visitor}>
        <Button rendering={rendering} fields={{ link: link('/brochure.pdf'), label: { value: 'Enquire now' }, modalId: { value: 'enquiry' } }} params={{}} />
      </PageProviders>,
    );
    const button = document.querySelector<HTMLButtonElement>('button[data-modal-id="enquiry"]')!;
    expect(button.textContent).toBe('Enquire now');
    expect(button.getAttribute('data-modal-href')).toBe('/brochure.pdf');
    fireEvent.click(button);
    await vi.waitFor(() => expect(events).toEqual(['openCustomModal-enquiry:enquiry', 'openCustomModal:enquiry']), UNDER_LOAD);
    expect(window.localStorage.getItem('enquiry')).toBe('/brochure.pdf');
    stop();
    window.removeEventListener('openCustomModal-enquiry', onOpen);
    window.removeEventListener('openCustomModal', onOpen);
  });
});
