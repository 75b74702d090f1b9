import { beforeAll, describe, expect, it } from 'vitest';
import { makePage, renderWithPage } from '../../app/testing.tsx';
import type { LayoutServiceData } from '../../cms/types.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import LeaderDetail from './index.tsx';

beforeAll(() => preloadIcons(['arrow-left', 'linkedin', 'x']));

const link = (href: string, text = '') => ({
  value: { href, text, linktype: href.startsWith('http') ? 'external' : 'internal', target: href.startsWith('http') ? '_blank' : '' },
});
const leader = (extra: Record<string, unknown> = {}) => ({
  name: { value: 'Amira Haddad' },
  designation: { value: 'Group Chief Executive Officer' },
  cta: link('/about/leadership', 'Back to leadership'),
  image: { value: { src: '/-/media/ports-group/people/amira-haddad.svg', alt: 'Portrait of Amira Haddad', width: '800', height: '1000' } },
  quote: { value: 'Ports are where promises are kept.' },
  bio: { value: '<p>First paragraph.</p><p>Second paragraph.</p><p>Third paragraph.</p>' },
  linkedin: link('https://www.linkedin.com/in/example-amira-haddad'),
  twitter: link(''),
  ...extra,
});
const layoutOf = (fields: Record<string, unknown>): LayoutServiceData => ({
  sitecore: {
    context: { pageEditing: false, pageState: 'normal', language: 'en' },
    route: { name: 'amira-haddad', fields: fields as never, placeholders: {} },
  },
});
const render = (fields: Record<string, unknown>, overrides: Parameters<typeof makePage>[1] = {}) =>
  renderWithPage(
    <LeaderDetail rendering={{ componentName: 'LeaderDetail' }} fields={{}} params={{}} />,
    makePage(layoutOf(fields), { editing: false, ...overrides }),
  );

describe('LeaderDetail', () => {
  it('shows the page’s name as its heading, designation, quote, biography, portrait and back button', () => {
    const html = render(leader());
    expect(html).toMatch(/<h1[^>]*>Amira Haddad<\/h1>/);
    expect(html).toContain('Group Chief Executive Officer');
    expect(html).toMatch(/<blockquote[^>]*>Ports are where promises are kept.<\/blockquote>/);
    expect(html.match(/<p>/g)).toHaveLength(3);
    expect(html).toMatch(/<img[^>]*src="\/-\/media\/ports-group\/people\/amira-haddad.svg"[^>]*alt="Portrait of Amira Haddad"/);
    expect(html).toMatch(/<a[^>]*href="\/about\/leadership"[^>]*>[\s\S]*Back to leadership<\/a>/);
  });

  it('covers the portrait with a skeleton for visitors, hidden from assistive technology', () => {
    const html = render(leader());
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*data-leader-skeleton=""/);
    expect(render(leader(), { editing: true })).not.toContain('data-leader-skeleton');
  });

  it('shows only the social links that have an address, opening in a new tab with a name', () => {
    const html = render(leader());
    expect(html).toContain('href="https://www.linkedin.com/in/example-amira-haddad"');
    expect(html).toMatch(/data-social="linkedin"[^>]*target="_blank"|target="_blank"[^>]*data-social="linkedin"/);
    expect(html).toContain('>LinkedIn<');
    expect(html).not.toContain('data-social="twitter"');
    const none = render(leader({ linkedin: link(''), twitter: { value: { href: 'javascript:alert(1)' } } }));
    expect(none).not.toContain('data-social');
    expect(none).not.toContain('<ul');
  });

  it('lets editors fill every field: the empty social links show as placeholders', () => {
    const html = render(leader({ linkedin: link(''), twitter: link('') }), { editing: true });
    expect(html).toContain('[LinkedIn]');
    expect(html).toContain('[X (Twitter)]');
    const empty = render({}, { editing: true });
    for (const label of ['Name', 'Designation', 'Quote', 'Biography', 'Portrait', 'Back button']) expect(empty).toContain(`[${label}]`);
  });

  it('renders what it has for visitors when fields are missing or of the wrong type', () => {
    const html = render({ name: { value: 'Omar Farouk' }, designation: 42, quote: null, bio: { value: ['x'] }, cta: 'nope', linkedin: { value: 7 } });
    expect(html).toMatch(/<h1[^>]*>Omar Farouk<\/h1>/);
    expect(html).not.toContain('<blockquote');
    expect(html).not.toContain('Back');
    expect(html).not.toContain('data-social');
  });

  it('reads the Arabic dictionary names for the links', () => {
    const page = makePage(layoutOf(leader({ twitter: link('https://x.com/example_a') })), {
      editing: false,
      language: 'ar',
      locale: 'ar',
      dir: 'rtl',
      dictionary: { linkedin: 'لينكد إن', twitter: 'إكس (تويتر)' },
    });
    const html = renderWithPage(<LeaderDetail rendering={{ componentName: 'LeaderDetail' }} fields={{}} params={{}} />, page);
    expect(html).toContain('>لينكد إن<');
    expect(html).toContain('>إكس (تويتر)<');
  });
});
