import { describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import ArticleQuote from './index.tsx';

const render = (fields: Record<string, unknown>, editing = false) =>
  renderWithPage(<ArticleQuote rendering={{ componentName: 'ArticleQuote' }} fields={fields} params={{}} />, makePage(layoutWith({}), { editing }));

describe('ArticleQuote', () => {
  it('renders the quote, its author and designation', () => {
    const html = render({ quoteText: { value: '<p>A greener voyage.</p>' }, quoteAuthor: { value: 'Amina Rahman' }, designation: { value: 'Director' } });
    expect(html).toMatch(/<blockquote[^>]*><p>A greener voyage.<\/p><\/blockquote>/);
    expect(html).toContain('<figcaption');
    expect(html).toContain('Amina Rahman');
    expect(html).toContain('Director');
  });
  it('needs only the quote; nothing without one; placeholders for editors', () => {
    expect(render({ quoteText: { value: 'Short.' } })).not.toContain('figcaption');
    expect(render({ quoteAuthor: { value: 'Amina' } })).toBe('');
    expect(render({ quoteText: { value: {} } })).toBe('');
    const edit = render({}, true);
    for (const label of ['[Quote text]', '[Quote author]', '[Designation]']) expect(edit).toContain(label);
  });
});
