import { describe, expect, it } from 'vitest';
import { hasLinkValue, socialLinksOf } from './leader-detail.rules.ts';

const link = (href: unknown) => ({ value: { href, linktype: 'external', target: '_blank' } });

describe('leader detail social links', () => {
  it('shows a link only when it has an address', () => {
    const route = { linkedin: link('https://www.linkedin.com/in/example-a'), twitter: link('') };
    expect(socialLinksOf(route, false).map((l) => l.network)).toEqual(['linkedin']);
    expect(socialLinksOf({ twitter: link('https://x.com/example_a') }, false).map((l) => l.network)).toEqual(['twitter']);
  });

  it('shows none when both are empty, missing, malformed or unsafe', () => {
    expect(socialLinksOf({}, false)).toEqual([]);
    expect(socialLinksOf({ linkedin: link('   '), twitter: { value: null } }, false)).toEqual([]);
    expect(socialLinksOf({ linkedin: 'https://x', twitter: 42 }, false)).toEqual([]);
    expect(socialLinksOf({ linkedin: link('javascript:alert(1)') }, false)).toEqual([]);
  });

  it('shows both in edit mode, empty or not, so an editor can fill them', () => {
    const links = socialLinksOf({ linkedin: link('') }, true);
    expect(links.map((l) => [l.network, l.icon, l.phrase])).toEqual([
      ['linkedin', 'linkedin', 'linkedin'],
      ['twitter', 'x', 'twitter'],
    ]);
  });

  it('counts an address given as url as a value', () => {
    expect(hasLinkValue({ value: { url: 'https://www.linkedin.com/in/example-b' } })).toBe(true);
    expect(hasLinkValue({ value: { text: 'LinkedIn' } })).toBe(false);
  });
});
