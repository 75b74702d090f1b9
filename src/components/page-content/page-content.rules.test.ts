import { describe, expect, it } from 'vitest';
import { pageContentField } from './page-content.rules.ts';

const own = { value: '<p>From the datasource</p>' };
const page = { value: '<p>From the page</p>' };

describe('pageContentField', () => {
  it("takes the datasource's Content, else the page's", () => {
    expect(pageContentField({ Content: own }, { Content: page }, false)).toBe(own);
    expect(pageContentField({ Content: { value: '' } }, { Content: page }, false)).toBe(page);
    expect(pageContentField({}, { Content: page }, false)).toBe(page);
  });

  it('is nothing for visitors when both are empty, the field to edit for editors', () => {
    const empty = { value: ' ' };
    expect(pageContentField({ Content: empty }, { Content: { value: '' } }, false)).toBeUndefined();
    expect(pageContentField({ Content: empty }, { Content: { value: '' } }, true)).toBe(empty);
    expect(pageContentField({}, { Content: { value: '' } }, true)).toEqual({ value: '' });
    expect(pageContentField({}, null, true)).toBeUndefined();
  });
});
