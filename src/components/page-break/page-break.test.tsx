import { describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import PageBreak from './index.tsx';
import { pageBreakTone } from './page-break.rules.ts';

describe('PageBreak (spec 003: Styles White or Black)', () => {
  it('reads the tone from Styles, White by default', () => {
    expect(pageBreakTone('Black')).toBe('black');
    expect(pageBreakTone('wide black')).toBe('black');
    expect(pageBreakTone('White')).toBe('white');
    expect(pageBreakTone('blackish')).toBe('white');
    expect(pageBreakTone(undefined)).toBe('white');
  });

  it('renders a full-width hr band with its section id', () => {
    const html = renderWithPage(
      <PageBreak rendering={{ componentName: 'PageBreak' }} fields={{ sectionId: { value: 'break' } }} params={{ Styles: 'Black' }} />,
      makePage(layoutWith({})),
    );
    expect(html).toMatch(/<hr[^>]*id="break"[^>]*data-block="page-break"[^>]*data-tone="black"/);
  });
});
