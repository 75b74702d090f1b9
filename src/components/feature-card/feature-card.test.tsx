// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { blockFolderFor } from '../../app/registry.ts';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { imageAlignmentOf, isHighlightTap } from './feature-card.rules.ts';
import FeatureCard from './index.tsx';

const fields = (align: unknown, divider = false) => ({
  sectionId: { value: 'terminals' },
  showDividerLine: { value: divider },
  imageAlignment: align,
  image: { value: { src: '/-/media/ports-group/cards/terminal-sunrise.svg', alt: 'Cranes', width: '1200', height: '800' } },
  headline: { value: 'Terminals that never close' },
  description: { value: '<p>Forty moves an hour.</p>' },
  cta: { value: { href: '/solutions/ports-and-terminals', text: 'See our terminals' } },
});
const rendering = { componentName: 'FeatureCardBlock' };
const page = makePage(layoutWith({}));

afterEach(cleanup);

describe('feature card rules (spec 002 sections 3 and 4)', () => {
  it('reads imageAlignment as left or right, left by default', () => {
    expect(imageAlignmentOf({ value: 'Right' })).toBe('right');
    expect(imageAlignmentOf({ value: 'image right' })).toBe('right');
    expect(imageAlignmentOf({ id: 'x', name: 'right', fields: {} })).toBe('right');
    expect(imageAlignmentOf({ value: 'Left' })).toBe('left');
    expect(imageAlignmentOf({ value: 'bright' })).toBe('left');
    expect(imageAlignmentOf(undefined)).toBe('left');
    expect(imageAlignmentOf(42)).toBe('left');
  });

  it('highlights on a touch (or pen) tap, never with a mouse or in edit mode', () => {
    expect(isHighlightTap('touch', false)).toBe(true);
    expect(isHighlightTap('pen', false)).toBe(true);
    expect(isHighlightTap('mouse', false)).toBe(false);
    expect(isHighlightTap('touch', true)).toBe(false);
  });
});

describe('FeatureCard', () => {
  it('answers to both CMS names', () => {
    expect(blockFolderFor('FeatureCardBlock')).toBe('feature-card');
    expect(blockFolderFor('FeatureCard')).toBe('feature-card');
  });

  it('renders image, headline, description, call to action, anchor and divider; the image side from imageAlignment', () => {
    const html = renderWithPage(<FeatureCard rendering={rendering} fields={fields({ value: 'Left' }, true)} params={{}} />, page);
    expect(html).toMatch(/<section[^>]*id="terminals"/);
    expect(html).toContain('<hr');
    expect(html).toContain('data-image-alignment="left"');
    expect(html).toMatch(/<h2[^>]*>Terminals that never close<\/h2>/);
    expect(html).toContain('Forty moves an hour.');
    expect(html).toMatch(/<a[^>]*href="\/solutions\/ports-and-terminals"[^>]*>See our terminals<\/a>/);
    const right = renderWithPage(<FeatureCard rendering={rendering} fields={fields({ value: 'Right' })} params={{}} />, page);
    expect(right).toContain('data-image-alignment="right"');
    expect(right).not.toContain('<hr');
  });

  it('a tap highlights the card and a tap outside removes it; a mouse press does not', () => {
    const { container } = render(
      <PageProviders page={page}>
        <FeatureCard rendering={rendering} fields={fields({ value: 'Left' })} params={{}} />
        <p data-outside="">elsewhere</p>
      </PageProviders>,
    );
    const card = container.querySelector('article')!;
    act(() => void fireEvent.pointerDown(card, { pointerType: 'mouse' }));
    expect(card.getAttribute('data-active')).toBeNull();
    act(() => void fireEvent.pointerDown(card.querySelector('h2')!, { pointerType: 'touch' }));
    expect(card.getAttribute('data-active')).toBe('true');
    act(() => void fireEvent.pointerDown(card, { pointerType: 'touch' }));
    expect(card.getAttribute('data-active')).toBe('true');
    act(() => void fireEvent.pointerDown(container.querySelector('[data-outside]')!, { pointerType: 'touch' }));
    expect(card.getAttribute('data-active')).toBeNull();
  });

  it('shows nothing to visitors without content and survives junk', () => {
    expect(renderWithPage(<FeatureCard rendering={rendering} fields={{}} params={{}} />, page)).toBe('');
    const edit = renderWithPage(<FeatureCard rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(edit).toContain('[Headline]');
    expect(edit).toContain('[Image]');
    const junk = { imageAlignment: [], headline: { value: 3 }, image: 'x', cta: 1 };
    expect(() => renderWithPage(<FeatureCard rendering={rendering} fields={junk} params={{}} />, page)).not.toThrow();
  });
});
