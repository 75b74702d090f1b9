// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import Infographic from './index.tsx';

const rendering = { componentName: 'Infographic' };
const fields = {
  sectionId: { value: 'water' },
  eyebrow: { value: 'Water stewardship' },
  headline: { value: 'Every drop counts' },
  description: { value: '<p>Rain is captured and reused.</p>' },
  subHeadline: { value: 'How water moves' },
  image: { value: { src: '/-/media/ports-group/corporate/infographic-terminal-water-cycle.svg', alt: 'The water cycle', width: '1600', height: '900' } },
  cta: { value: { href: '/sustainability/water', text: 'Explore' } },
};
const page = makePage(layoutWith({}));

afterEach(cleanup);

describe('Infographic', () => {
  it('renders every field, the style and the expand button on the server; no viewer until asked', () => {
    const html = renderWithPage(<Infographic rendering={rendering} fields={fields} params={{ Styles: 'Blue' }} />, page);
    expect(html).toContain('id="water"');
    expect(html).toContain('data-style="Blue"');
    for (const text of ['Water stewardship', 'Every drop counts', 'Rain is captured and reused.', 'How water moves', 'Explore', 'View full screen'])
      expect(html).toContain(text);
    expect(html).toContain('infographic-terminal-water-cycle.svg');
    expect(html).not.toContain('data-infographic-viewer');
  });

  it('shows visitors nothing without an image, headline or description; editors see placeholders and no expand button', () => {
    expect(renderWithPage(<Infographic rendering={rendering} fields={{ eyebrow: { value: 'Only this' } }} params={{}} />, page)).toBe('');
    const edit = renderWithPage(<Infographic rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(edit).toContain('Headline');
    expect(edit).toContain('Sub-headline');
    expect(edit).not.toContain('data-infographic-expand');
  });

  it('has no expand button without an image', () => {
    const html = renderWithPage(<Infographic rendering={rendering} fields={{ ...fields, image: undefined }} params={{}} />, page);
    expect(html).toContain('Every drop counts');
    expect(html).not.toContain('data-infographic-expand');
  });

  it('opens the viewer, zooms with the buttons up to 5x and no further, closes on Escape and gives the focus back', () => {
    render(
      <PageProviders page={page}>
        <Infographic rendering={rendering} fields={fields} params={{}} />
      </PageProviders>,
    );
    const expand = screen.getByRole('button', { name: 'View full screen' });
    expand.focus();
    fireEvent.click(expand);
    const dialog = screen.getByRole('dialog', { name: 'Every drop counts' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 8; i++) fireEvent.click(zoomIn);
    expect(dialog.querySelector('[data-zoom-level]')!.textContent).toBe('500%');
    expect(zoomIn.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-disabled')).toBeNull();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(expand);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
