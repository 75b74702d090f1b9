import { describe, expect, it } from 'vitest';
import { hasIntro, moveIndex, panelContent, readTabs, scrollArrows, scrollStep, tabKeyAction, tabTitle } from './tabs.rules.ts';

const item = (id: string, title: unknown, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  fields: { tabTitle: { value: title }, ...extra },
});

describe('readTabs', () => {
  it('reads the tabs multilist in order, keeping a tab whose title is blank', () => {
    const tabs = readTabs({ tabs: [item('a', 'Ports'), item('b', '  '), 'junk', null, item('c', 7)] });
    expect(tabs.map((tab) => tab.title)).toEqual(['Ports', '', '7']);
    expect(new Set(tabs.map((tab) => tab.key)).size).toBe(3);
  });

  it('falls back to items, and to wrapped lists', () => {
    expect(readTabs({ items: [item('a', 'One')] }).map((tab) => tab.title)).toEqual(['One']);
    expect(readTabs({ tabs: { value: [item('a', 'Two')] } }).map((tab) => tab.title)).toEqual(['Two']);
    expect(readTabs({ tabs: { results: [item('a', 'Three')] } }).map((tab) => tab.title)).toEqual(['Three']);
  });

  it('survives missing and junk fields', () => {
    expect(readTabs({})).toEqual([]);
    expect(readTabs({ tabs: 'x', items: 3 })).toEqual([]);
    expect(readTabs({ tabs: [{ id: 5, fields: [1, 2] }] })).toEqual([{ key: 'tab-0-0', fields: {}, title: '' }]);
  });
});

describe('tabTitle (spec 000 section 5)', () => {
  it("falls back to the word 'Tab'", () => {
    expect(tabTitle({ title: 'Terminals' }, 'Tab')).toBe('Terminals');
    expect(tabTitle({ title: '' }, 'Tab')).toBe('Tab');
    expect(tabTitle({ title: '' }, 'تبويب')).toBe('تبويب');
  });
});

describe('hasIntro (spec 000 section 5)', () => {
  it('shows the intro only if the headline, description or cta link is non-blank', () => {
    expect(hasIntro({})).toBe(false);
    expect(hasIntro({ headline: { value: '  ' }, description: { value: '' }, cta: { value: { href: '' } } })).toBe(false);
    expect(hasIntro({ cta: { value: { href: '', text: 'Text but nowhere to go' } } })).toBe(false);
    expect(hasIntro({ headline: { value: 'What we do' } })).toBe(true);
    expect(hasIntro({ description: { value: '<p>Ports</p>' } })).toBe(true);
    expect(hasIntro({ cta: { value: { href: '/solutions', text: 'All' } } })).toBe(true);
  });
});

describe('panelContent', () => {
  it('says which parts a panel has', () => {
    expect(panelContent({})).toEqual({ hasHeadline: false, hasDescription: false, hasImage: false, hasCta: false });
    expect(
      panelContent({
        headline: { value: 'H' },
        description: { value: '<p>D</p>' },
        image: { value: { src: '/-/media/x.svg' } },
        cta: { value: { href: '/x' } },
      }),
    ).toEqual({ hasHeadline: true, hasDescription: true, hasImage: true, hasCta: true });
  });
});

describe('tabKeyAction (spec 000 section 4)', () => {
  it('activates on Enter and Space', () => {
    expect(tabKeyAction('Enter', 'ltr')).toBe('activate');
    expect(tabKeyAction(' ', 'rtl')).toBe('activate');
  });

  it('moves with the arrows, Home and End', () => {
    expect(tabKeyAction('ArrowRight', 'ltr')).toBe('next');
    expect(tabKeyAction('ArrowDown', 'ltr')).toBe('next');
    expect(tabKeyAction('ArrowLeft', 'ltr')).toBe('previous');
    expect(tabKeyAction('ArrowUp', 'ltr')).toBe('previous');
    expect(tabKeyAction('Home', 'ltr')).toBe('first');
    expect(tabKeyAction('End', 'ltr')).toBe('last');
    expect(tabKeyAction('Tab', 'ltr')).toBeNull();
    expect(tabKeyAction('a', 'ltr')).toBeNull();
  });

  it('follows the visual direction in right-to-left for the horizontal arrows only', () => {
    expect(tabKeyAction('ArrowLeft', 'rtl')).toBe('next');
    expect(tabKeyAction('ArrowRight', 'rtl')).toBe('previous');
    expect(tabKeyAction('ArrowDown', 'rtl')).toBe('next');
    expect(tabKeyAction('ArrowUp', 'rtl')).toBe('previous');
  });
});

describe('moveIndex', () => {
  it('wraps around at both ends', () => {
    expect(moveIndex(0, 'next', 3)).toBe(1);
    expect(moveIndex(2, 'next', 3)).toBe(0);
    expect(moveIndex(0, 'previous', 3)).toBe(2);
    expect(moveIndex(1, 'previous', 3)).toBe(0);
    expect(moveIndex(1, 'first', 3)).toBe(0);
    expect(moveIndex(1, 'last', 3)).toBe(2);
  });

  it('stays sane with one tab, none, or an index out of range', () => {
    expect(moveIndex(0, 'next', 1)).toBe(0);
    expect(moveIndex(0, 'previous', 1)).toBe(0);
    expect(moveIndex(0, 'next', 0)).toBe(0);
    expect(moveIndex(9, 'next', 3)).toBe(0);
    expect(moveIndex(-4, 'previous', 3)).toBe(2);
    expect(moveIndex(Number.NaN, 'next', 3)).toBe(1);
  });
});

describe('scrollArrows (spec 000 section 4)', () => {
  it('shows no arrow when the strip fits', () => {
    expect(scrollArrows({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual({ previous: false, next: false });
    expect(scrollArrows({ scrollLeft: 0, scrollWidth: 601, clientWidth: 600 })).toEqual({ previous: false, next: false });
  });

  it('shows an arrow only on the side where it overflows', () => {
    expect(scrollArrows({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({ previous: false, next: true });
    expect(scrollArrows({ scrollLeft: 200, scrollWidth: 1000, clientWidth: 400 })).toEqual({ previous: true, next: true });
    expect(scrollArrows({ scrollLeft: 599.5, scrollWidth: 1000, clientWidth: 400 })).toEqual({ previous: true, next: false });
  });

  it('reads right-to-left, where scrollLeft runs negative from the start', () => {
    expect(scrollArrows({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({ previous: false, next: true });
    expect(scrollArrows({ scrollLeft: -200, scrollWidth: 1000, clientWidth: 400 })).toEqual({ previous: true, next: true });
    expect(scrollArrows({ scrollLeft: -600, scrollWidth: 1000, clientWidth: 400 })).toEqual({ previous: true, next: false });
  });
});

describe('scrollStep (spec 000 section 9: 200 px)', () => {
  it('scrolls 200 px towards the reading start or end, mirrored in right-to-left', () => {
    expect(scrollStep('next', 'ltr')).toBe(200);
    expect(scrollStep('previous', 'ltr')).toBe(-200);
    expect(scrollStep('next', 'rtl')).toBe(-200);
    expect(scrollStep('previous', 'rtl')).toBe(200);
  });
});
