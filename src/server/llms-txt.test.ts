import { describe, expect, it } from 'vitest';
import { llmsTxtFromRoutes } from './llms-txt.ts';

const routes = [
  { path: '/', title: 'Meridian Drydocks', description: 'Ship repair on two coasts.' },
  { path: '/about', title: 'About us | Meridian Drydocks', description: 'Who we are.' },
  { path: '/services', title: 'Services | Meridian Drydocks' },
  { path: '/services/dry-docking', title: 'Dry docking | Meridian Drydocks', description: 'Five docks, [up to] 400 m.\nBooked a year ahead.' },
  { path: '/services/conversions' },
  { path: '/404', title: 'Page not found' },
];

describe('llms.txt made from the sitemap', () => {
  it('has the llmstxt.org shape: title, summary, the pages, then a section per page with pages under it', () => {
    expect(llmsTxtFromRoutes(routes, { siteName: 'drydocks', origin: 'https://drydocks.example.com', prefix: '', language: 'en' })).toBe(
      [
        '# Meridian Drydocks',
        '',
        '> Ship repair on two coasts.',
        '',
        '## Pages',
        '',
        '- [About us](https://drydocks.example.com/about): Who we are.',
        '',
        '## Services',
        '',
        '- [Services](https://drydocks.example.com/services)',
        '- [Dry docking](https://drydocks.example.com/services/dry-docking): Five docks, \\[up to\\] 400 m. Booked a year ahead.',
        '- [Conversions](https://drydocks.example.com/services/conversions)',
        '',
      ].join('\n'),
    );
  });

  it('links the Arabic pages under /ar, with an Arabic heading, and falls back to the site name', () => {
    const text = llmsTxtFromRoutes([{ path: '/' }, { path: '/about' }], {
      siteName: 'drydocks',
      origin: 'https://d.example.com',
      prefix: '/ar',
      language: 'ar',
    });
    expect(text).toBe('# drydocks\n\n## الصفحات\n\n- [About](https://d.example.com/ar/about)\n');
  });
});
