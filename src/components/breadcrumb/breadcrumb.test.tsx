import { describe, expect, it } from 'vitest';
import Breadcrumb from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { BlockDataSource } from '../../app/block-data.tsx';
import { loadBreadcrumb } from './breadcrumb.server.ts';
import { silentLogger } from '../../app/context/index.ts';

const rendering = { componentName: 'Breadcrumb', uid: 'b' };
const crumbs = [
  { id: '1', title: 'Meridian Ports & Logistics', path: '/' },
  { id: '2', title: 'Our integrated logistics solutions worldwide', path: '/solutions' },
];
const ready: BlockDataSource = { read: () => ({ ok: true, value: { crumbs } }) };

function pageWith(routeFields: Record<string, unknown>, overrides = {}) {
  const layout = layoutWith({});
  layout.sitecore.route = { ...layout.sitecore.route, itemId: 'abc', fields: routeFields, placeholders: {} };
  return makePage(layout, { editing: false, ...overrides });
}

describe('Breadcrumb', () => {
  it('renders a nav landmark, shortened titles, aria-current on the last and JSON-LD', () => {
    const html = renderWithPage(<Breadcrumb rendering={rendering} fields={{}} params={{}} />, pageWith({}), { blockData: ready });
    expect(html).toMatch(/<nav[^>]*aria-label="Breadcrumb"/);
    expect(html).toContain('Our integrated logistics solutions…');
    expect(html).toMatch(/<span aria-current="page"[^>]*>Our integrated logistics solutions…<\/span>/);
    expect(html).toContain('type="application/ld+json"');
    expect(html).toContain('"position":2');
    expect(html).toContain('data-block-data="breadcrumb:en:abc"');
  });

  it('is not rendered when the route sets hideBreadcrumb', () => {
    const html = renderWithPage(<Breadcrumb rendering={rendering} fields={{}} params={{}} />, pageWith({ hideBreadcrumb: { value: true } }), {
      blockData: ready,
    });
    expect(html).toBe('');
  });

  it('shows nothing but the empty bar when the trail could not load', () => {
    const failed: BlockDataSource = { read: () => ({ ok: false, error: 'x' }) };
    const html = renderWithPage(<Breadcrumb rendering={rendering} fields={{}} params={{}} />, pageWith({}), { blockData: failed });
    expect(html).not.toContain('<ol');
    expect(html).not.toContain('ld+json');
  });
});

describe('loadBreadcrumb', () => {
  const ctx = { logger: silentLogger, fetchJson: async () => ({}), allowedFeedHosts: [] };

  it('asks the graph for the context item in the language and maps the trail', async () => {
    const calls: unknown[] = [];
    const graphql = async (_q: string, variables: Record<string, unknown>) => {
      calls.push(variables);
      return { item: { id: 'p', url: { path: '/about' }, displayName: 'About', ancestors: [{ id: 'h', url: { path: '/' }, name: 'Home' }] } };
    };
    const data = await loadBreadcrumb({ contextItem: 'abc', language: 'ar' }, { ...ctx, graphql });
    expect(calls).toEqual([{ contextItem: 'abc', language: 'ar' }]);
    expect(data.crumbs.map((c) => c.path)).toEqual(['/', '/about']);
  });

  it('fails (and the block shows no trail) without a graph or a context item', async () => {
    await expect(loadBreadcrumb({ contextItem: 'abc', language: 'en' }, ctx)).rejects.toThrow(/graph/);
    await expect(loadBreadcrumb({ contextItem: '', language: 'en' }, { ...ctx, graphql: async () => ({}) })).rejects.toThrow();
  });
});
