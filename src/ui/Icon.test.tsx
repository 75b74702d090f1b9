import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Icon, preloadIcons } from './Icon.tsx';
import { iconNames, type IconDefinition } from './icon-names.ts';
import { layoutWith, makePage, renderWithPage } from '../app/testing.tsx';

describe('Icon', () => {
  it('has a module for every catalogue name', async () => {
    await preloadIcons(iconNames);
    for (const name of iconNames) {
      const html = renderToString(<Icon name={name} />);
      expect(html).toContain(`data-icon="${name}"`);
      expect(html).toContain('<path');
    }
  });

  it('server-renders the SVG inside a boundary once loaded, decorative by default', async () => {
    await preloadIcons(['ship']);
    const html = renderToString(<Icon name="ship" size={32} />);
    expect(html).toMatch(/^<!--\$--><svg/);
    expect(html).toContain('width="32"');
    expect(html).toContain('aria-hidden="true"');
    expect(renderToString(<Icon name="ship" title="Shipping" />)).toContain('role="img" aria-label="Shipping"');
  });

  it('renders nothing for names outside the catalogue', () => {
    expect(renderToString(<Icon name="no-such-icon" />)).toBe('');
  });

  it('shows visitors nothing for an unknown name, and editors a note naming it', () => {
    const visitor = renderWithPage(<Icon name="shipp" />, makePage(layoutWith({}), { editing: false }));
    expect(visitor).not.toContain('shipp');
    expect(visitor).not.toContain('<svg');
    const editor = renderWithPage(<Icon name="shipp" />, makePage(layoutWith({}), { editing: true }));
    expect(editor).toMatch(/<span[^>]*role="note"[^>]*data-unknown-icon="shipp"[^>]*>\[Unknown icon: shipp\]<\/span>/);
    // No name is no icon chosen: nothing to point out.
    expect(renderWithPage(<Icon name="" />, makePage(layoutWith({}), { editing: true }))).not.toContain('Unknown icon');
  });

  it('mirrors directional icons on right-to-left pages, and only those', async () => {
    const mirror = async (name: string) => ((await import(`./icons/${name}.ts`)) as { default: IconDefinition }).default.mirrorInRtl === true;
    for (const name of ['arrow-left', 'arrow-right', 'chevron-left', 'chevron-right', 'external', 'send', 'corner-down-left', 'undo', 'help']) {
      expect(await mirror(name), name).toBe(true);
    }
    for (const name of ['arrow-up', 'chevron-down', 'ship', 'truck', 'close', 'x', 'check', 'search', 'chart-line']) {
      expect(await mirror(name), name).toBe(false);
    }
  });
});
