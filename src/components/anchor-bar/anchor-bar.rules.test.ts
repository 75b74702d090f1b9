import { describe, expect, it } from 'vitest';
import {
  activeAnchor,
  anchorIdOfHash,
  isSectionShown,
  isTabletWidth,
  readAnchorBar,
  readAnchorLinks,
  readCookie,
  scrollOffsetFor,
  shouldUpdateHash,
  targetScrollTop,
} from './anchor-bar.rules.ts';

const link = (anchorId: unknown, anchorTitle: unknown, extra: Record<string, unknown> = {}) => ({
  id: `id-${String(anchorId)}`,
  name: `item-${String(anchorId)}`,
  displayName: `Item ${String(anchorId)}`,
  fields: { anchorId: { value: anchorId }, anchorTitle: { value: anchorTitle }, ...extra },
});

describe('scroll offset by width', () => {
  it('is 96 px on tablet (768 up to 1024) and 126 px on phones and desktops', () => {
    expect(scrollOffsetFor(375)).toBe(126);
    expect(scrollOffsetFor(767)).toBe(126);
    expect(scrollOffsetFor(768)).toBe(96);
    expect(scrollOffsetFor(1024)).toBe(96);
    expect(scrollOffsetFor(1025)).toBe(126);
    expect(scrollOffsetFor(1280)).toBe(126);
    expect([375, 768, 1000, 1025].map(isTabletWidth)).toEqual([false, true, true, false]);
  });

  it('puts the section top under the sticky area, never above the page', () => {
    expect(targetScrollTop(500, 1000, 126)).toBe(1374);
    expect(targetScrollTop(20, 0, 96)).toBe(0);
  });
});

describe('anchor links (spec 003 section 5)', () => {
  it('skips links without anchorId and keeps order, titles and emphasis', () => {
    const links = readAnchorLinks([
      link('overview', 'Overview'),
      link('', 'No anchor'),
      link(undefined, 'Missing field'),
      link('   ', 'Blank'),
      link('#terminals', ' Terminals ', { highlightAnchorTitle: { value: true } }),
      link('contact', 'Contact', { highlightAnchorTitle: { value: '1' } }),
    ]);
    expect(links.map((l) => [l.anchorId, l.title, l.highlight])).toEqual([
      ['overview', 'Overview', false],
      ['terminals', 'Terminals', true],
      ['contact', 'Contact', true],
    ]);
  });

  it('falls back to the item display name for the title, and drops repeats of a section', () => {
    const links = readAnchorLinks([link('a', ''), link('a', 'Again'), { fields: { anchorId: { value: 'b' } } }]);
    expect(links.map((l) => [l.anchorId, l.title])).toEqual([['a', 'Item a']]);
  });

  it('survives junk and reads the section id', () => {
    for (const junk of [undefined, null, 'x', 3, { value: 'x' }, [null, 4, 'y', { fields: [] }]]) {
      expect(readAnchorLinks(junk)).toEqual([]);
    }
    expect(readAnchorBar({ links: [link('x', 'X')], sectionId: { value: 'bar' } }).sectionId).toBe('bar');
    expect(readAnchorBar({ links: { value: [link('x', 'X')] } }).links).toHaveLength(1);
  });
});

describe('the hash decision (spec 003 section 4)', () => {
  it('updates the hash for visitors unless the cookie says true', () => {
    expect(shouldUpdateHash({ editing: false, cookies: '' })).toBe(true);
    expect(shouldUpdateHash({ editing: false, cookies: 'a=1; anchorBarDisableHash=false' })).toBe(true);
    expect(shouldUpdateHash({ editing: false, cookies: 'a=1; anchorBarDisableHash=true' })).toBe(false);
    expect(shouldUpdateHash({ editing: false, cookies: 'anchorBarDisableHash= TRUE ;b=2' })).toBe(false);
    expect(shouldUpdateHash({ editing: false, cookies: 'xanchorBarDisableHash=true' })).toBe(true);
    expect(shouldUpdateHash({ editing: true, cookies: '' })).toBe(false);
  });

  it('reads cookies and hashes safely', () => {
    expect(readCookie('a=1; b=%E2%9C%93; c', 'b')).toBe('✓');
    expect(readCookie('a=%E2%9C', 'a')).toBe('%E2%9C');
    expect(readCookie('', 'a')).toBeUndefined();
    expect(anchorIdOfHash('#our-terminals')).toBe('our-terminals');
    expect(anchorIdOfHash('#caf%C3%A9')).toBe('café');
    expect(anchorIdOfHash('')).toBe('');
  });
});

describe('tracking (spec 003 section 4)', () => {
  it('counts a section at half visible, or a tall one filling half the viewport', () => {
    expect(isSectionShown({ ratio: 0.5, visibleHeight: 200, viewportHeight: 800 })).toBe(true);
    expect(isSectionShown({ ratio: 0.49, visibleHeight: 200, viewportHeight: 800 })).toBe(false);
    expect(isSectionShown({ ratio: 0.3, visibleHeight: 420, viewportHeight: 800 })).toBe(true);
    expect(isSectionShown({ ratio: 0.1, visibleHeight: 10, viewportHeight: 0 })).toBe(false);
  });

  it('makes the first shown section in bar order active, and keeps the last one between sections', () => {
    const links = [{ anchorId: 'a' }, { anchorId: 'b' }, { anchorId: 'c' }];
    expect(activeAnchor(links, new Set(['c', 'b']), null)).toBe('b');
    expect(activeAnchor(links, new Set(), 'c')).toBe('c');
    expect(activeAnchor(links, new Set(['elsewhere']), null)).toBeNull();
  });
});
