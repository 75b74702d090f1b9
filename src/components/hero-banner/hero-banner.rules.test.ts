import { describe, expect, it } from 'vitest';
import { heroContent } from './hero-banner.rules.ts';

describe('heroContent', () => {
  it('reads what is present', () => {
    const content = heroContent({
      eyebrow: { value: 'Group' },
      headline: { value: 'Connecting trade' },
      image: { value: { src: '/hero.jpg', width: '1600', height: '900' } },
      cta: { value: { href: '/about', text: 'About us' } },
    });
    expect(content).toEqual({ hasEyebrow: true, hasHeadline: true, hasDescription: false, hasImage: true, hasCta: true, isEmpty: false });
  });

  it('needs both address and text for the call to action', () => {
    expect(heroContent({ cta: { value: { href: '/about' } } }).hasCta).toBe(false);
    expect(heroContent({ cta: { value: { text: 'About' } } }).hasCta).toBe(false);
  });

  it('is empty without headline, eyebrow, description or image', () => {
    expect(heroContent({}).isEmpty).toBe(true);
    expect(heroContent({ headline: { value: '  ' }, image: { value: {} } }).isEmpty).toBe(true);
    expect(heroContent({ mobileImage: { value: { src: '/m.jpg' } } }).isEmpty).toBe(false);
  });
});
