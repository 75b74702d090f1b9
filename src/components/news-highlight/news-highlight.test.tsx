import { describe, expect, it } from 'vitest';
import NewsHighlight from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { BlockDataSource } from '../../app/block-data.tsx';

const rendering = { componentName: 'NewsHighlight', uid: 'n' };
const page = makePage(layoutWith({}), { editing: false });
const fields = {
  headline: { value: 'Latest news' },
  cta: { value: { href: '/news', text: 'All news' } },
  newsSource: { fields: { feedURL: { value: 'https://feeds.example.com/n?s={0}' } } },
};

describe('NewsHighlight', () => {
  it('says so when it has no fields (spec 001 section 8)', () => {
    expect(renderWithPage(<NewsHighlight rendering={rendering} fields={{}} params={{}} />, page)).toContain('No fields provided to NewsHighlight component');
  });

  it('takes its anchor from a usable sectionId, else the rendering parameters (sectionIdOf)', () => {
    const pending: BlockDataSource = { read: () => new Promise(() => {}) };
    const render = (sectionId: string, params: Record<string, string> = {}) =>
      renderWithPage(<NewsHighlight rendering={rendering} fields={{ ...fields, sectionId: { value: sectionId } }} params={params} />, page, {
        blockData: pending,
      });
    expect(render('latest-news')).toMatch(/<section[^>]*id="latest-news"/);
    expect(render('latest news', { RenderingIdentifier: 'news' })).toMatch(/<section[^>]*id="news"/);
    expect(render('latest news')).not.toMatch(/<section[^>]*id=/);
  });

  it('shows the three-card skeleton while the feed loads', () => {
    const pending: BlockDataSource = { read: () => new Promise(() => {}) };
    const html = renderWithPage(<NewsHighlight rendering={rendering} fields={fields} params={{}} />, page, { blockData: pending });
    expect(html).toMatch(/<h2[^>]*>Latest news<\/h2>/);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading news');
  });

  it('renders cards with both date labels from loaded data', () => {
    const ready: BlockDataSource = {
      read: () => ({
        ok: true,
        value: {
          cards: [
            {
              id: 'a',
              title: 'Terminal opens',
              link: '/news/a',
              date: '2026-11-12T08:00:00.000Z',
              dateLabel: '12 November 2026',
              dateLabelShort: '12 Nov 2026',
              imageUrl: '/-/media/a.svg',
              imageAlt: '',
              summary: '<p>Big day</p>',
            },
            {
              id: 'b',
              title: 'Partner news',
              link: 'https://partner.example.org/b',
              date: '',
              dateLabel: '',
              dateLabelShort: '',
              imageUrl: '',
              imageAlt: '',
              summary: '',
            },
          ],
        },
      }),
    };
    const html = renderWithPage(<NewsHighlight rendering={rendering} fields={fields} params={{}} />, page, { blockData: ready });
    expect(html).toContain('12 November 2026');
    expect(html).toContain('12 Nov 2026');
    expect(html).toMatch(/<a[^>]*href="\/news\/a"[^>]*>Terminal opens<\/a>/);
    expect(html).toMatch(/href="https:\/\/partner.example.org\/b" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('<p>Big day</p>');
    expect(html).toContain('data-block-data=');
  });

  it('shows "No news found" and the message on failure', () => {
    const failed: BlockDataSource = { read: () => ({ ok: false, error: 'Invalid data format' }) };
    const html = renderWithPage(<NewsHighlight rendering={rendering} fields={fields} params={{}} />, page, { blockData: failed });
    expect(html).toContain('No news found');
    expect(html).toContain('Invalid data format');
  });
});
