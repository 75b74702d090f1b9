import { describe, expect, it } from 'vitest';
import { renderingId, styleClasses } from './rich-text.rules.ts';

describe('rich text rules', () => {
  it('keeps valid class names from Styles, once each', () => {
    expect(styleClasses('bs-title  main-header bs-title')).toEqual(['bs-title', 'main-header']);
    expect(styleClasses('indent-inner container-dark-background             ')).toEqual(['indent-inner', 'container-dark-background']);
    expect(styleClasses('ok "><script> 9bad')).toEqual(['ok']);
    expect(styleClasses(undefined)).toEqual([]);
  });

  it('uses RenderingIdentifier as the id when it is a valid id', () => {
    expect(renderingId({ RenderingIdentifier: 'intro' })).toBe('intro');
    expect(renderingId({ RenderingIdentifier: '1 bad' })).toBeUndefined();
    expect(renderingId({})).toBeUndefined();
  });
});
