// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { blockFolderFor } from '../../app/registry.ts';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { preloadIcons } from '../../ui/Icon.tsx';
import ProgressiveCards from './index.tsx';
import { descriptionMode, hasMoreOnMobile, mobileCardCountOf, progressiveCards, revealDelayMs, variantOf, visibleOnMobile } from './progressive-cards.rules.ts';

const card = (i: number) => ({
  id: `p${i}`,
  name: `p${i}`,
  fields: {
    image: { value: { src: `/-/media/${i}.svg`, alt: `Image ${i}`, width: '900', height: '1200' } },
    headline: { value: `Card ${i}` },
    description: { value: `<p>About card ${i}</p>` },
    cta: { value: { href: `/solutions/${i}`, text: `Open ${i}` } },
  },
});
const fields = (count: number, extra: Record<string, unknown> = {}) => ({
  sectionId: { value: 'how-we-work' },
  eyebrow: { value: 'How we work' },
  headline: { value: 'From quay to customer' },
  description: { value: '<p>Point at a card.</p>' },
  cta: { value: { href: '' } },
  ctaText: { value: 'Talk to our team' },
  ctaModalId: { value: 'enquiry' },
  mobileCardCount: { value: 3 },
  showCardDescription: { value: true },
  cards: Array.from({ length: count }, (_, i) => card(i + 1)),
  ...extra,
});
const vertical = { componentName: 'ProgressiveCardsVertical' };
const horizontal = { componentName: 'ProgressiveCardsHorizontal' };
const page = makePage(layoutWith({}));
const edit = makePage(layoutWith({}), { editing: true });

beforeAll(() => preloadIcons(['arrow-right']));
afterEach(cleanup);

describe('progressive cards rules (spec 002 sections 4 and 9)', () => {
  it('delays the reveal 330 ms in the vertical variant, not at all in the horizontal one', () => {
    expect(revealDelayMs('vertical')).toBe(330);
    expect(revealDelayMs('horizontal')).toBe(0);
  });

  it('tells the variant from the CMS name', () => {
    expect(variantOf('ProgressiveCardsVertical')).toBe('vertical');
    expect(variantOf('ProgressiveCardsHorizontal')).toBe('horizontal');
    expect(variantOf(undefined)).toBe('vertical');
    expect(blockFolderFor('ProgressiveCardsVertical')).toBe('progressive-cards');
    expect(blockFolderFor('ProgressiveCardsHorizontal')).toBe('progressive-cards');
  });

  it('reads mobileCardCount as a whole number of at least 1, else 3', () => {
    expect(mobileCardCountOf({ value: 2 })).toBe(2);
    expect(mobileCardCountOf({ value: '4' })).toBe(4);
    expect(mobileCardCountOf({ value: 2.7 })).toBe(2);
    expect(mobileCardCountOf({ value: 0 })).toBe(3);
    expect(mobileCardCountOf({ value: -1 })).toBe(3);
    expect(mobileCardCountOf({ value: 'many' })).toBe(3);
    expect(mobileCardCountOf(undefined)).toBe(3);
  });

  it('shows mobileCardCount more per load, never more than there are', () => {
    expect(visibleOnMobile(8, 3, 0)).toBe(3);
    expect(visibleOnMobile(8, 3, 1)).toBe(6);
    expect(visibleOnMobile(8, 3, 2)).toBe(8);
    expect(visibleOnMobile(2, 3, 0)).toBe(2);
    expect(visibleOnMobile(Number.NaN, 3, 0)).toBe(0);
    expect(hasMoreOnMobile(8, 3, 1)).toBe(true);
    expect(hasMoreOnMobile(8, 3, 2)).toBe(false);
    expect(hasMoreOnMobile(3, 3, 0)).toBe(false);
  });

  it('reveals descriptions for visitors, shows them to editors, and hides them when showCardDescription is unticked', () => {
    expect(descriptionMode({ value: true }, false)).toBe('reveal');
    expect(descriptionMode({ value: true }, true)).toBe('shown');
    expect(descriptionMode({ value: '1' }, false)).toBe('reveal');
    expect(descriptionMode({ value: false }, false)).toBe('none');
    expect(descriptionMode({ value: false }, true)).toBe('none');
    expect(descriptionMode({ value: '0' }, false)).toBe('none');
    expect(descriptionMode(undefined, false)).toBe('reveal');
  });

  it('keeps cards with a headline or image for visitors, every card for editors', () => {
    const list = [card(1), { id: 'empty', fields: {} }, 'junk'];
    expect(progressiveCards(list, false).map((c) => c.key)).toEqual(['p1']);
    expect(progressiveCards(list, true).map((c) => c.key)).toEqual(['p1', 'empty']);
  });
});

describe('ProgressiveCards', () => {
  it('renders the section header, a cta that opens the slide-in, every card, and those past mobileCardCount hidden on phones', () => {
    const html = renderWithPage(<ProgressiveCards rendering={vertical} fields={fields(7)} params={{}} />, page);
    expect(html).toMatch(/<section[^>]*id="how-we-work"/);
    expect(html).toContain('data-variant="vertical"');
    expect(html).toContain('How we work');
    expect(html).toMatch(/<button[^>]*data-modal-id="enquiry"[^>]*>Talk to our team<\/button>/);
    expect(html.match(/data-progressive-card=""/g)).toHaveLength(7);
    expect(html.match(/data-hidden-on-mobile="true"/g)).toHaveLength(4);
    expect(html).toContain('data-load-more=""');
    expect(html.match(/data-description-mode="reveal"/g)).toHaveLength(7);
    expect(html).toContain('About card 7');
  });

  it('waits 330 ms before the vertical reveal and not at all in the horizontal one', () => {
    // The reveal is CSS: the delay is written into the hover rule of each variant.
    const css = (rendering: { componentName: string }) => {
      const { container } = render(
        <PageProviders page={page}>
          <ProgressiveCards rendering={rendering} fields={fields(3)} params={{}} />
        </PageProviders>,
      );
      const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
      cleanup();
      return { styles, html: container.innerHTML };
    };
    expect(css(vertical).styles).toMatch(/:hover[^{]*\{[^}]*transition-delay:\s*330ms/);
    expect(css(horizontal).styles).toMatch(/:hover[^{]*\{[^}]*transition-delay:\s*0ms/);
  });

  it('adds mobileCardCount cards per Load more until all show, then the button goes', () => {
    const { container } = render(
      <PageProviders page={page}>
        <ProgressiveCards rendering={horizontal} fields={fields(5, { mobileCardCount: { value: 2 } })} params={{}} />
      </PageProviders>,
    );
    const hidden = () => container.querySelectorAll('[data-hidden-on-mobile="true"]').length;
    expect(hidden()).toBe(3);
    act(() => void fireEvent.click(container.querySelector('[data-load-more]')!));
    expect(hidden()).toBe(1);
    act(() => void fireEvent.click(container.querySelector('[data-load-more]')!));
    expect(hidden()).toBe(0);
    expect(container.querySelector('[data-load-more]')).toBeNull();
  });

  it('shows editors every card and description, without Load more; no descriptions when unticked', () => {
    const html = renderWithPage(<ProgressiveCards rendering={vertical} fields={fields(7)} params={{}} />, edit);
    expect(html).not.toContain('data-hidden-on-mobile="true"');
    expect(html).not.toContain('data-load-more');
    expect(html.match(/data-description-mode="shown"/g)).toHaveLength(7);
    const none = renderWithPage(<ProgressiveCards rendering={vertical} fields={fields(2, { showCardDescription: { value: false } })} params={{}} />, page);
    expect(none).not.toContain('About card 1');
  });

  it('renders nothing without content and survives junk', () => {
    expect(renderWithPage(<ProgressiveCards rendering={vertical} fields={{}} params={{}} />, page)).toBe('');
    const junk = { cards: { value: 1 }, mobileCardCount: 'x', showCardDescription: [], headline: { value: 'Still here' } };
    expect(renderWithPage(<ProgressiveCards rendering={vertical} fields={junk} params={{}} />, page)).toContain('Still here');
  });
});
