import { describe, expect, it } from 'vitest';
import { gridColumnRules, parseGridClasses } from '../../lib/sxa-params.ts';
import { imagePlan, imageSizes } from './image.rules.ts';

const image = (alt = 'Quay cranes') => ({ value: { src: '/-/media/quay.svg', alt, width: '1200', height: '800' } });
const link = { value: { href: '/solutions', text: 'Our solutions', linktype: 'internal' } };

describe('imagePlan', () => {
  it('links the picture when TargetUrl has an address, never in edit mode', () => {
    expect(imagePlan({ Image: image(), TargetUrl: link }, false)).toEqual({ hasImage: true, hasCaption: false, linked: true, linkLabel: undefined });
    expect(imagePlan({ Image: image(), TargetUrl: link }, true).linked).toBe(false);
    expect(imagePlan({ Image: image(), TargetUrl: { value: { href: '' } } }, false).linked).toBe(false);
    expect(imagePlan({ Image: image(), TargetUrl: { value: { href: 'javascript:alert(1)' } } }, false).linked).toBe(false);
  });

  it('names a link around a picture without alt text from the caption, else the link', () => {
    expect(imagePlan({ Image: image(''), ImageCaption: { value: 'The <b>north</b>  quay' }, TargetUrl: link }, false).linkLabel).toBe('The north quay');
    expect(imagePlan({ Image: image(''), TargetUrl: link }, false).linkLabel).toBe('Our solutions');
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
