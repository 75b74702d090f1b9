/**
 * What every drydocks page shares: the header and footer (SXA partial designs), the Site Settings
 * item and the site definition (site.json: host name, robots text, redirects).
 */
import { logoSvg, faviconSvg, ART } from './art.ts';
import { externalLink, link, nameUuid, ROOT_PATH, SITE, SITE_NAME, t, type T } from './model.ts';
import { ImageField, type LinkField } from '../corporate/model.ts';

ART.set('logo-light.svg', () => logoSvg('light'));
ART.set('logo-dark.svg', () => logoSvg('dark'));
ART.set('favicon.svg', () => faviconSvg());

const logo = (tone: 'light' | 'dark') => new ImageField(`/-/media/drydocks/logo-${tone}.svg`, SITE_NAME, 196, 40);
const home = () => link('/', SITE_NAME.en, SITE_NAME.ar);

interface NavLink {
  title: T;
  link: LinkField;
}
const navLink = (href: string, en: string, ar: string): NavLink => ({ title: t(en, ar), link: link(href, en, ar) });

/** The navigation: the header's mega menu and the footer's columns are made from the same list. */
const NAVIGATION: Array<{ name: string; top: NavLink; groupTitle?: T; links: NavLink[] }> = [
  {
    name: 'Services',
    top: navLink('/services', 'Services', 'الخدمات'),
    groupTitle: t('Ship repair services', 'خدمات إصلاح السفن'),
    links: [
      navLink('/services', 'All services', 'جميع الخدمات'),
      navLink('/services/dry-docking', 'Dry docking', 'الإدخال إلى الأحواض الجافة'),
      navLink('/services/ship-repair', 'Ship repair', 'إصلاح السفن'),
      navLink('/services/conversions', 'Conversions and upgrades', 'التحويل والتحديث'),
    ],
  },
  {
    name: 'Yards',
    top: navLink('/yards', 'Our yards', 'أحواضنا'),
    groupTitle: t('Our yards', 'أحواضنا'),
    links: [
      navLink('/yards', 'Both yards', 'الحوضان'),
      navLink('/yards/ras-qamar', 'Ras Qamar Yard', 'حوض رأس قمر'),
      navLink('/yards/coral-bay', 'Coral Bay Yard', 'حوض كورال باي'),
    ],
  },
  { name: 'News', top: navLink('/news', 'News', 'الأخبار'), links: [] },
  {
    name: 'About',
    top: navLink('/about', 'About us', 'من نحن'),
    groupTitle: t('Meridian Drydocks', 'ميريديان للأحواض الجافة'),
    links: [navLink('/about', 'About us', 'من نحن'), navLink('/news', 'News', 'الأخبار'), navLink('/contact', 'Contact us', 'اتصل بنا')],
  },
];

/** The header's countries: where the yards are, each leading to its yard. */
const YARD_COUNTRIES: Array<[code: string, en: string, ar: string, href: string]> = [
  ['ae', 'United Arab Emirates', 'الإمارات العربية المتحدة', '/yards/ras-qamar'],
  ['eg', 'Egypt', 'مصر', '/yards/coral-bay'],
];

const LANGUAGE_ITEMS = [
  {
    id: nameUuid(`${SITE}/languages/en`),
    name: 'English',
    fields: { Iso: { value: 'en' }, 'Regional Iso Code': { value: 'en-GB' }, 'Fallback Language': { value: '' } },
  },
  {
    id: nameUuid(`${SITE}/languages/ar`),
    name: 'Arabic',
    fields: { Iso: { value: 'ar' }, 'Regional Iso Code': { value: 'ar-AE' }, 'Fallback Language': { value: 'en' } },
  },
];

export function headerPartial(): unknown[] {
  return [
    {
      uid: nameUuid(`${SITE}/partials/header`),
      componentName: 'Header',
      dataSource: `${ROOT_PATH}/Data/Header/Header`,
      params: { GridParameters: 'col-12', FieldNames: 'Default', Styles: '', headerTheme: '' },
      fields: {
        logoLight: logo('light'),
        logoDark: logo('dark'),
        logoLink: home(),
        contactLink: link('/contact', 'Contact us', 'اتصل بنا'),
        searchPage: { value: { href: '' } },
        primaryNavigation: NAVIGATION.map((entry) => ({
          id: nameUuid(`${SITE}/header/${entry.name}`),
          name: entry.name,
          displayName: entry.top.title,
          fields: {
            title: { value: entry.top.title },
            navigationLink: entry.top.link,
            secondaryNavigationTitle: { value: entry.groupTitle ?? t('', '') },
            secondaryNavigation: entry.groupTitle
              ? [
                  {
                    id: nameUuid(`${SITE}/header/${entry.name}/group`),
                    name: entry.name,
                    displayName: entry.groupTitle,
                    fields: {
                      title: { value: entry.groupTitle },
                      links: entry.links.map((l, i) => ({
                        id: nameUuid(`${SITE}/header/${entry.name}/${i}`),
                        name: l.title.en,
                        displayName: l.title,
                        fields: { link: l.link },
                      })),
                    },
                  },
                ]
              : [],
            relatedContent: [],
          },
        })),
        // The country selector lists the yards' countries (an empty list would show the block's
        // fallback countries, which link to pages this site does not have).
        countries: YARD_COUNTRIES.map(([code, en, ar, href]) => ({
          id: nameUuid(`${SITE}/header/countries/${code}`),
          name: en,
          fields: {
            country: {
              id: nameUuid(`${SITE}/countries/${code}`),
              name: en,
              fields: { countryName: { value: t(en, ar) }, name: { value: en }, countryCode: { value: code } },
            },
            link: { value: { href: t(href, `/ar${href}`), linktype: 'internal' } },
          },
        })),
        siteLanguages: LANGUAGE_ITEMS,
        sectionId: { value: '' },
        showDividerLine: { value: false },
      },
    },
  ];
}

const SOCIAL: Array<[icon: string, name: string, href: string]> = [
  ['linkedin', 'LinkedIn', 'https://www.linkedin.com/company/example-meridian-drydocks'],
  ['x', 'X', 'https://x.com/example_mdrydocks'],
  ['youtube', 'YouTube', 'https://www.youtube.com/@example-meridian-drydocks'],
];

export function footerPartial(): unknown[] {
  const footerColumns = NAVIGATION.filter((entry) => entry.links.length > 0);
  return [
    {
      uid: nameUuid(`${SITE}/partials/footer`),
      componentName: 'Footer',
      dataSource: `${ROOT_PATH}/Data/Footer/Footer`,
      params: { GridParameters: 'col-12', DynamicPlaceholderId: '1' },
      fields: {
        logo: logo('light'),
        logoLink: home(),
        primaryNavigation: footerColumns.map((entry, g) => ({
          id: nameUuid(`${SITE}/footer/${entry.name}`),
          url: `/Data/Footer/Navigation/${g}`,
          name: `Group ${g + 1}`,
          displayName: entry.top.title,
          fields: {
            title: { value: entry.top.title },
            navigationLink: entry.top.link,
            navigation: entry.links.map((l, i) => ({
              id: nameUuid(`${SITE}/footer/${entry.name}/${i}`),
              url: `/Data/Footer/Navigation/${g}/${i}`,
              name: `Link ${i + 1}`,
              displayName: l.title,
              fields: { link: l.link },
            })),
          },
        })),
        legalLinks: [
          {
            id: nameUuid(`${SITE}/footer/legal/privacy`),
            url: '/Data/Footer/Legal/0',
            name: 'Legal 1',
            displayName: t('Privacy and terms', 'الخصوصية والشروط'),
            fields: { link: link('/legal', 'Privacy and terms', 'الخصوصية والشروط') },
          },
        ],
        socialLinks: SOCIAL.map(([icon, name, href]) => ({
          id: nameUuid(`${SITE}/footer/social/${icon}`),
          url: `/Data/Footer/Social/${icon}`,
          name: icon,
          displayName: name,
          fields: { socialIcon: { value: icon }, socialLink: externalLink(href, t(name, name)) },
        })),
      },
    },
  ];
}

export function settingsItem(): Record<string, unknown> {
  return {
    id: nameUuid(`${SITE}/settings/site-settings`),
    name: 'Site Settings',
    path: `${ROOT_PATH}/Settings/Site Settings`,
    templateName: 'Site Settings',
    fields: {
      favicon: new ImageField('/-/media/drydocks/favicon.svg', SITE_NAME, 64, 64),
      headSiteScripts: { value: '<script>window.dataLayer = window.dataLayer || [];</script>' },
      gtmScripts: {
        value: "<script>(window.dataLayer = window.dataLayer || []).push({ event: 'gtm.init', 'gtm.start': Date.now(), site: 'drydocks' });</script>",
      },
      cookieScripts: { value: '<script>window.cookieConsent = window.cookieConsent || { analytics: false, advertising: false };</script>' },
      bodyStartSiteScripts: { value: '' },
      bodyEndSiteScripts: { value: '' },
      loader: { value: {} },
    },
  };
}

const redirect = (pattern: string, target: string, isQueryStringPreserved = false) => ({
  pattern,
  target,
  redirectType: 'REDIRECT_301',
  isQueryStringPreserved,
  isLanguagePreserved: true,
  locale: null,
});

/** content/sites/drydocks/site.json. llmsTxt is left out: the render host makes one from the sitemap. */
export function siteDefinition(): Record<string, unknown> {
  return {
    name: SITE,
    rootPath: ROOT_PATH,
    startItem: 'Home',
    languages: ['en', 'ar'],
    defaultLanguage: 'en',
    hostname: 'drydocks.localhost',
    targetHostname: 'drydocks.localhost:3000',
    scheme: 'http',
    notFoundPagePath: '/404',
    serverErrorPagePath: null,
    robots: 'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /sitecore/\nDisallow: /feaas-render\n',
    redirects: [
      redirect('/docking', '/services/dry-docking'),
      redirect('/repairs', '/services/ship-repair', true),
      redirect('^/shipyards?/(ras-qamar|coral-bay)$', '/yards/$1'),
    ],
  };
}
