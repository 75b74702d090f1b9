import { describe, expect, it } from 'vitest';
import { makePage, renderWithPage } from '../../app/testing.tsx';
import type { LayoutServiceData } from '../../cms/types.ts';
import { authorEntries, initialsOf } from './article-author.rules.ts';
import ArticleAuthor from './index.tsx';

const author = (id: string, name: unknown, designation: unknown = { value: '' }) => ({ id, name: id, fields: { name, designation } });
const layoutOf = (fields: Record<string, unknown>): LayoutServiceData => ({
  sitecore: { context: { pageEditing: false, pageState: 'normal', language: 'en' }, route: { name: 'a', fields: fields as never, placeholders: {} } },
});
const render = (fields: Record<string, unknown>, editing = false) =>
  renderWithPage(<ArticleAuthor rendering={{ componentName: 'ArticleAuthor' }} fields={{}} params={{}} />, makePage(layoutOf(fields), { editing }));

describe('ArticleAuthor', () => {
  it('lists each author with a name, and the designation when there is one', () => {
    const html = render({
      author: [
        author('a', { value: 'Amina Rahman' }, { value: 'Director of Sustainability' }),
        author('b', { value: '' }),
        author('c', { value: 'Daniel Okafor' }),
      ],
    });
    expect(html).toContain('Amina Rahman');
    expect(html).toContain('Director of Sustainability');
    expect(html).toContain('Daniel Okafor');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('>AR<');
  });
  it('renders nothing for visitors without authors and survives wrong types', () => {
    expect(render({})).toBe('');
    expect(render({ author: 'Amina' })).toBe('');
    expect(render({ author: [author('a', 42)] })).toContain('42');
  });
  it('shows editors every author with placeholders', () => {
    const html = render({ author: [author('b', { value: '' })] }, true);
    expect(html).toContain('[Name]');
    expect(html).toContain('[Designation]');
    expect(render({}, true)).toContain('[Authors]');
  });
  it('makes initials in both scripts', () => {
    expect(initialsOf('Amina Rahman')).toBe('AR');
    expect(initialsOf('أمينة رحمن')).toBe('أر');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('  ')).toBe('');
    expect(authorEntries(undefined, false)).toEqual([]);
  });
});
