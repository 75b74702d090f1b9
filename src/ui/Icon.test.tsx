import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Icon, preloadIcons } from './Icon.tsx';
import { iconNames } from './icon-names.ts';

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
});
