import { beforeAll, describe, expect, it } from 'vitest';
import Footer from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { preloadIcons } from '../../ui/Icon.tsx';

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

beforeAll(() => preloadIcons(['linkedin', 'link']));

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

  it('keeps a social link to a network the catalogue has no icon for, with the generic link icon', () => {
    const socialLinks = [...fields.socialLinks, { id: 'm', fields: { socialIcon: { value: 'Myspace' }, socialLink: link('https://myspace.com/ports', '') } }];
    const html = renderWithPage(
      <Footer rendering={{ componentName: 'Footer', uid: 'f' }} fields={{ ...fields, socialLinks }} params={{}} />,
      makePage(layoutWith({}), { editing: false }),
    );
    expect(html).toMatch(/<a(?=[^>]*href="https:\/\/www.linkedin.com\/company\/x")(?=[^>]*aria-label="LinkedIn")[^>]*><!--\$--><svg[^>]*data-icon="linkedin"/);
    expect(html).toMatch(/<a(?=[^>]*href="https:\/\/myspace.com\/ports")(?=[^>]*aria-label="Myspace")[^>]*><!--\$--><svg[^>]*data-icon="link"/);
  });

  it('renders nothing broken with no fields at all', () => {
    const html = renderWithPage(
      <Footer rendering={{ componentName: 'Footer', uid: 'f' }} fields={{}} params={{}} />,
      makePage(layoutWith({}), { editing: false }),
    );
    expect(html).toMatch(/^<div[^>]*data-block="footer"/);
  });
});
