import { describe, expect, it } from 'vitest';
import { buildHref, isNewTabLink, planLink } from './link.rules.ts';

const own = 'https://www.example.com';

describe('planLink (spec 000 section 5)', () => {
  it('shows nothing for a link with no address, unless it has a modal id or text', () => {
    expect(planLink({ value: undefined })).toEqual({ kind: 'none' });
    expect(planLink({ value: { href: '' } })).toEqual({ kind: 'none' });
    expect(planLink({ value: { href: '', text: 'Contact' } })).toEqual({ kind: 'text', text: 'Contact' });
    expect(planLink({ value: { href: '' }, modalId: 'enquiry' })).toEqual({ kind: 'modal', modalId: 'enquiry', href: '', text: '' });
    expect(planLink({ value: { href: '/contact', text: 'Talk to us' }, modalId: 'enquiry' })).toMatchObject({
      kind: 'modal',
      href: '/contact',
      text: 'Talk to us',
    });
  });

  it('keeps internal links in the same tab', () => {
    expect(planLink({ value: { href: '/about', text: 'About', linktype: 'internal' }, ownOrigin: own })).toEqual({
      kind: 'anchor',
      href: '/about',
      text: 'About',
      newTab: false,
    });
    expect(planLink({ value: { href: 'https://www.example.com/news', text: 'News' }, ownOrigin: own })).toMatchObject({ newTab: false });
  });

  it('opens external type, other-origin and _blank links in a new tab', () => {
    expect(planLink({ value: { href: '/x', linktype: 'external' } })).toMatchObject({ newTab: true });
    expect(planLink({ value: { href: 'https://partner.example.org/', text: 'Partner' }, ownOrigin: own })).toMatchObject({ newTab: true });
    expect(planLink({ value: { href: '/brochure.pdf', target: '_blank' } })).toMatchObject({ newTab: true });
    expect(planLink({ value: { href: 'mailto:info@example.com', text: 'Mail', linktype: 'mailto' } })).toMatchObject({ newTab: false });
  });

  it('uses text override, then field text, then title, then the address', () => {
    expect(planLink({ value: { href: '/a', text: 'Field' }, text: 'Override' })).toMatchObject({ text: 'Override' });
    expect(planLink({ value: { href: '/a', title: 'Title' } })).toMatchObject({ text: 'Title', title: 'Title' });
    expect(planLink({ value: { href: '/a' } })).toMatchObject({ text: '/a' });
  });
});

describe('buildHref', () => {
  it('adds querystring and anchor once', () => {
    expect(buildHref({ href: '/search', querystring: 'q=port', anchor: 'results' })).toBe('/search?q=port#results');
    expect(buildHref({ href: '/search?x=1', querystring: '?q=port' })).toBe('/search?x=1');
    expect(buildHref({ href: '', anchor: '#top' })).toBe('#top');
    expect(buildHref({ url: '/from-url' })).toBe('/from-url');
  });

  it('refuses script URLs', () => {
    expect(buildHref({ href: 'javascript:alert(1)' })).toBe('');
    expect(buildHref({ href: ' data:text/html,x' })).toBe('');
  });

  it('isNewTabLink without a value is false', () => {
    expect(isNewTabLink(undefined, '/x')).toBe(false);
  });
});
