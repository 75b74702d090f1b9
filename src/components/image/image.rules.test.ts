import { describe, expect, it } from 'vitest';
import { gridColumnRules, parseGridClasses } from '../../lib/sxa-params.ts';
import { imagePlan, imageSizes } from './image.rules.ts';

const image = (alt = 'Quay cranes') => ({ value: { src: '/-/media/quay.svg', alt, width: '1200', height: '800' } });
const link = { value: { href: '/solutions', text: 'Our solutions', linktype: 'internal' } };

describe('imagePlan', () => {
  it('links the picture when TargetUrl has an address, never in edit mode', () => {
    expect(imagePlan({ Image: image(), TargetUrl: link }, false)).toEqual({
      hasImage: true,
      hasCaption: false,
      linked: true,
      linkLabel: undefined,
      newTab: false,
    });
    expect(imagePlan({ Image: image(), TargetUrl: link }, true).linked).toBe(false);
    expect(imagePlan({ Image: image(), TargetUrl: { value: { href: '' } } }, false).linked).toBe(false);
    expect(imagePlan({ Image: image(), TargetUrl: { value: { href: 'javascript:alert(1)' } } }, false).linked).toBe(false);
  });

  it('names a link around a picture without alt text from the caption, else the link', () => {
    expect(imagePlan({ Image: image(''), ImageCaption: { value: 'The <b>north</b>  quay' }, TargetUrl: link }, false).linkLabel).toBe('The north quay');
    expect(imagePlan({ Image: image(''), TargetUrl: link }, false).linkLabel).toBe('Our solutions');
  });

  it('leaves the picture unlinked when the link would have no name', () => {
    // No alt text, no caption, no link text or title: a nameless link reads only as "link".
    const nameless = imagePlan({ Image: image(''), TargetUrl: { value: { href: '/solutions', text: '' } } }, false);
    expect(nameless).toMatchObject({ hasImage: true, linked: false, linkLabel: undefined, newTab: false });
    expect(imagePlan({ Image: image(''), TargetUrl: { value: { href: '/solutions', title: 'Solutions' } } }, false)).toMatchObject({
      linked: true,
      linkLabel: 'Solutions',
    });
    expect(imagePlan({ Image: image(), TargetUrl: { value: { href: '/solutions' } } }, false)).toMatchObject({ linked: true, linkLabel: undefined });
  });

  it('tells a link that opens a new tab: external type, _blank, or another origin', () => {
    const to = (value: Record<string, unknown>) =>
      imagePlan({ Image: image(''), ImageCaption: { value: 'Quay' }, TargetUrl: { value } }, false, 'https://www.example.com').newTab;
    expect(to({ href: 'https://partner.example.org/', linktype: 'external' })).toBe(true);
    expect(to({ href: '/brochure', target: '_blank' })).toBe(true);
    expect(to({ href: 'https://other.example.net/x' })).toBe(true);
    expect(to({ href: 'https://www.example.com/about' })).toBe(false);
    expect(to({ href: '/about' })).toBe(false);
  });

  it('has nothing to show without a picture', () => {
    expect(imagePlan({ ImageCaption: { value: 'Orphan caption' } }, false)).toMatchObject({ hasImage: false, hasCaption: true, linked: false });
    expect(imagePlan({ Image: { value: {} } }, false).hasImage).toBe(false);
    expect(imagePlan({ Image: 'x', TargetUrl: 3 }, false).hasImage).toBe(false);
  });
});

describe('imageSizes', () => {
  it('follows the grid placement, capped at the content width', () => {
    expect(imageSizes(gridColumnRules(parseGridClasses('col-12')))).toBe('min(100vw, 1320px)');
    expect(imageSizes(gridColumnRules(parseGridClasses('col-12 col-md-6 col-lg-4')))).toBe(
      '(min-width: 1025px) min(33.33vw, 440px), (min-width: 768px) min(50vw, 660px), min(100vw, 1320px)',
    );
  });
});
