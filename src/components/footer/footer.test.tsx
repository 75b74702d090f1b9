import { describe, expect, it } from 'vitest';
import Footer from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const link = (href: string, text: string) => ({ value: { href, text } });
const fields = {
  logo: { value: { src: '/-/media/logo.svg', alt: 'Meridian', width: '196', height: '40' } },
  logoLink: link('/', 'Home'),
  primaryNavigation: [
    {
      id: 'a',
      fields: {
        title: { value: 'Solutions' },
        navigationLink: link('/solutions', 'Solutions'),
        navigation: [{ id: 'l', fields: { link: link('/solutions/logistics', 'Logistics') } }],
      },
    },
    { id: 'b', fields: { title: { value: 'Investors' }, navigation: [{ id: 'r', fields: { link: link('/reports', 'Reports') } }] } },
  ],
  legalLinks: [
    { id: 'p', fields: { link: link('/privacy', 'Privacy') } },
    { id: 'c', fields: { link: link('/cookies', 'Cookies') } },
  ],
  socialLinks: [{ id: 's', fields: { socialIcon: { value: 'linkedin' }, socialLink: link('https://www.linkedin.com/company/x', 'LinkedIn') } }],
};

describe('Footer', () => {
  it('renders the logo link, groups with title or title link, legal links and social links', () => {
    const html = renderWithPage(
      <Footer rendering={{ componentName: 'Footer', uid: 'f' }} fields={fields} params={{}} />,
      makePage(layoutWith({}), { editing: false }),
    );
    expect(html).toMatch(/<div[^>]*data-block="footer"/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*><img[^>]*alt="Meridian"/);
    expect(html).toMatch(/<h2[^>]*><a[^>]*href="\/solutions"[^>]*>Solutions<\/a><\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Investors<\/h2>/);
    expect(html).toContain('Privacy');
    expect(html).toContain('Cookies');
    expect(html).toMatch(/aria-label="LinkedIn"/);
  });

  it('renders nothing broken with no fields at all', () => {
    const html = renderWithPage(
      <Footer rendering={{ componentName: 'Footer', uid: 'f' }} fields={{}} params={{}} />,
      makePage(layoutWith({}), { editing: false }),
    );
    expect(html).toMatch(/^<div[^>]*data-block="footer"/);
  });
});
