import { describe, expect, it } from 'vitest';
import {
  comparablePath,
  contactLinkOf,
  correctLabel,
  DEFAULT_CONTACT_TEXT,
  FEATURED_IMAGE_HEIGHT,
  FEATURED_IMAGE_WIDTH,
  headerThemeFor,
  isActiveHref,
  logoFor,
  logoHrefOf,
  readFeaturedCard,
  readNavLink,
  readPrimaryNavigation,
  safeId,
} from './header.rules.ts';

const img = (src: string) => ({ value: { src, alt: 'Logo', width: '196', height: '40' } });

describe('correctLabel', () => {
  it("corrects 'News & Ebents' wherever it appears", () => {
    expect(correctLabel('News & Ebents')).toBe('News & Events');
    expect(correctLabel('Latest news & ebents')).toBe('Latest news & events');
    expect(correctLabel('News &amp; Ebents')).toBe('News &amp; Events');
    expect(correctLabel('News&Ebents')).toBe('News&Events');
  });
  it('leaves other labels alone', () => {
    expect(correctLabel('  Solutions ')).toBe('Solutions');
    expect(correctLabel('Ebents')).toBe('Ebents');
    expect(correctLabel('الأخبار والفعاليات')).toBe('الأخبار والفعاليات');
  });
});

describe('headerThemeFor', () => {
  it('is dark when the route field or the rendering parameter says dark', () => {
    expect(headerThemeFor({ headerTheme: { value: 'dark' } }, {})).toBe('dark');
    expect(headerThemeFor({ HeaderTheme: { value: 'Dark' } }, {})).toBe('dark');
    expect(headerThemeFor({ headerTheme: { id: 'x', name: 'dark', fields: {} } }, {})).toBe('dark');
    expect(headerThemeFor({ headerTheme: { fields: { value: { value: 'dark' } } } }, {})).toBe('dark');
    expect(headerThemeFor(undefined, { headerTheme: 'dark' })).toBe('dark');
    expect(headerThemeFor(null, { HeaderTheme: 'DARK' })).toBe('dark');
  });
  it('is light otherwise, and the route wins over the parameter', () => {
    expect(headerThemeFor({}, {})).toBe('light');
    expect(headerThemeFor({ headerTheme: { value: 'light' } }, { headerTheme: 'dark' })).toBe('light');
    expect(headerThemeFor({ headerTheme: { value: '' } }, { headerTheme: 'dark' })).toBe('dark');
    expect(headerThemeFor('junk', undefined)).toBe('light');
  });
});

describe('logoFor', () => {
  const both = { logoLight: img('/light.svg'), logoDark: img('/dark.svg') };
  it('dark theme picks the light logo, light theme the dark one', () => {
    expect(logoFor(both, 'dark')?.image.src).toBe('/light.svg');
    expect(logoFor(both, 'light')?.image.src).toBe('/dark.svg');
  });
  it('falls back to the other logo, and to nothing without any', () => {
    expect(logoFor({ logoDark: img('/dark.svg') }, 'dark')?.image.src).toBe('/dark.svg');
    expect(logoFor({ logoLight: img('/light.svg') }, 'light')?.image.src).toBe('/light.svg');
    expect(logoFor({}, 'light')).toBeUndefined();
    expect(logoFor({ logoLight: { value: {} }, logoDark: null }, 'dark')).toBeUndefined();
  });
});

describe('paths', () => {
  it('compares paths without locale, case or trailing slash', () => {
    expect(comparablePath('/ar/About/')).toBe('/about');
    expect(comparablePath('/en')).toBe('/');
    expect(comparablePath('/news?x=1#top')).toBe('/news');
    expect(isActiveHref('/ar/news', '/news')).toBe(true);
    expect(isActiveHref('/News', '/news/')).toBe(true);
    expect(isActiveHref('/news', '/about')).toBe(false);
    expect(isActiveHref('https://example.com/news', '/news')).toBe(false);
    expect(isActiveHref('', '/')).toBe(false);
  });
  it('makes safe element ids', () => {
    expect(safeId('{6A1C-00}')).toBe('n-6a1c-00');
    expect(safeId('Our Company')).toBe('our-company');
    expect(safeId('***')).toBe('item');
  });
});

describe('readNavLink', () => {
  it('reads items with a link field, bare link fields and bare values', () => {
    expect(readNavLink({ id: 'a', fields: { link: { value: { href: '/a', text: 'A' } } } }, 0, '/')).toMatchObject({
      id: 'a',
      label: 'A',
      href: '/a',
      newTab: false,
    });
    expect(readNavLink({ value: { href: '/b', text: 'B' } }, 1, '/b')).toMatchObject({ id: 'link-1', label: 'B', active: true });
    expect(readNavLink({ href: '/c', text: 'C' }, 2, '/')).toMatchObject({ label: 'C', href: '/c' });
    expect(readNavLink({ id: 'd', fields: { title: { value: 'D title' }, navigationLink: { value: { href: '/d', text: 'D' } } } }, 3, '/')?.label).toBe(
      'D title',
    );
  });
  it('marks external links as new tab and drops links without address or label', () => {
    expect(readNavLink({ value: { href: 'https://x.example', text: 'X', linktype: 'external', target: '_blank' } }, 0, '/')?.newTab).toBe(true);
    expect(readNavLink({ value: { href: '', text: 'No address' } }, 0, '/')).toBeUndefined();
    expect(readNavLink({ value: { href: 'javascript:alert(1)', text: 'Bad' } }, 0, '/')).toBeUndefined();
    expect(readNavLink(null, 0, '/')).toBeUndefined();
  });
});

describe('readFeaturedCard', () => {
  it('reads image (with default size), title, date, location and cta', () => {
    const card = readFeaturedCard(
      {
        id: 'f',
        fields: {
          image: { value: { src: '/i.jpg', alt: 'I' } },
          headline: { value: 'A message from our chairman' },
          description: { value: 'Words' },
          eventDate: { value: '2025-03-12T00:00:00Z' },
          eventLocation: { value: 'Dubai' },
          cta: { value: { href: '/about', text: 'Link text' } },
          ctaText: { value: 'Read the message' },
        },
      },
      0,
      'en',
    );
    expect(card).toMatchObject({
      id: 'f',
      image: { src: '/i.jpg', width: FEATURED_IMAGE_WIDTH, height: FEATURED_IMAGE_HEIGHT },
      title: 'A message from our chairman',
      eventDate: '12 March 2025',
      eventLocation: 'Dubai',
      cta: { text: 'Read the message', href: '/about', newTab: false },
    });
  });
  it('formats the date in Arabic, ignores empty Sitecore dates and drops empty cards', () => {
    expect(readFeaturedCard({ fields: { headline: { value: 'T' }, eventDate: { value: '20250312T000000Z' } } }, 0, 'ar')?.eventDate).toMatch(/2025|٢٠٢٥/);
    expect(readFeaturedCard({ fields: { headline: { value: 'T' }, eventDate: { value: '0001-01-01T00:00:00Z' } } }, 0, 'en')?.eventDate).toBe('');
    expect(readFeaturedCard({ fields: { cta: { value: { href: '/x' } } } }, 0, 'en')).toBeUndefined();
    expect(readFeaturedCard({ fields: [] }, 0, 'en')).toBeUndefined();
  });
});

describe('readPrimaryNavigation', () => {
  const nav = [
    {
      id: 'sol',
      name: 'Solutions',
      fields: {
        title: { value: 'Solutions' },
        navigationLink: { value: { href: '/solutions' } },
        secondaryNavigation: [
          {
            id: 'c1',
            fields: { title: { value: 'What we do' }, links: [{ fields: { link: { value: { href: '/solutions/logistics', text: 'Logistics' } } } }] },
          },
          { id: 'empty', fields: { title: { value: '' }, links: [] } },
        ],
      },
    },
    { id: 'news', fields: { title: { value: 'News & Ebents' }, navigationLink: { value: { href: '/news' } } } },
    { id: 'nothing', fields: { title: { value: 'No link, no menu' } } },
    { id: 'news', fields: { navigationLink: { value: { href: '/news2', text: 'Duplicate id' } } } },
    'junk',
    { id: 'company', name: 'Our Company', fields: { relatedContent: { value: [{ fields: { headline: { value: 'Chairman' } } }] } } },
  ];

  it('builds direct links and mega menus, skipping what cannot be shown', () => {
    const items = readPrimaryNavigation(nav, '/solutions/logistics', 'en');
    expect(items.map((item) => item.label)).toEqual(['Solutions', 'News & Events', 'Duplicate id', 'Our Company']);
    expect(items[0]!.mega?.columns).toHaveLength(1);
    expect(items[0]!.active).toBe(true); // a child link is the current page
    expect(items[0]!.mega?.columns[0]!.links[0]!.active).toBe(true);
    expect(items[1]!.mega).toBeUndefined();
    expect(items[3]!.mega?.featured[0]!.title).toBe('Chairman');
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('reads a field once per page and language, each page with its own active entries', () => {
    const field = structuredClone(nav);
    const atLogistics = readPrimaryNavigation(field, '/solutions/logistics', 'en');
    expect(readPrimaryNavigation(field, '/solutions/logistics', 'en')).toBe(atLogistics);
    const atNews = readPrimaryNavigation(field, '/news', 'en');
    expect(atNews).not.toBe(atLogistics);
    expect(atNews.map((item) => item.active)).toEqual([false, true, false, false]);
    expect(atLogistics.map((item) => item.active)).toEqual([true, false, false, false]);
    expect(readPrimaryNavigation(structuredClone(nav), '/news', 'en')).toEqual(atNews);
  });

  it('takes any shape without throwing', () => {
    expect(readPrimaryNavigation(undefined, '/', 'en')).toEqual([]);
    expect(readPrimaryNavigation({ value: nav }, '/', 'en')).toHaveLength(4);
    expect(readPrimaryNavigation([{ fields: [{ name: 'title' }] }, null, 3], '/', 'en')).toEqual([]);
  });
});

describe('contact and logo links', () => {
  it('shows the contact entry only with an address, with the default text', () => {
    expect(contactLinkOf({ value: { href: '/contact' } })).toEqual({ href: '/contact', text: DEFAULT_CONTACT_TEXT, newTab: false });
    expect(contactLinkOf({ value: { href: '/contact', text: 'اتصل بنا' } })?.text).toBe('اتصل بنا');
    expect(contactLinkOf({ value: { href: '', text: 'Contact' } })).toBeUndefined();
    expect(contactLinkOf(undefined)).toBeUndefined();
  });
  it('links the logo to the logo link, else the home page of the language', () => {
    expect(logoHrefOf({ value: { href: '/en' } }, 'en')).toBe('/en');
    expect(logoHrefOf(undefined, 'en')).toBe('/');
    expect(logoHrefOf(undefined, 'ar')).toBe('/ar');
  });
});
