/**
 * `/contact`: page intro, the offices by region (contact cards) and the country selector strip
 * with its contact strip (to the FAQ).
 */
import { contactGroup } from './offices.ts';
import { breadcrumb, DEFAULT_OG, image, internalLink, item, nameUuid, rendering, route, text, type Lang, type PageText, type Text } from './model.ts';

export const CONTACT_PAGE: PageText = {
  displayName: { en: 'Contact Us', ar: 'اتصل بنا' },
  headline: { en: 'Contact us', ar: 'اتصل بنا' },
  description: {
    en: 'Reach our head office in Dubai, our regional offices and the terminals that handle your cargo. Choose a region to see addresses, phone numbers, e-mail addresses and opening hours.',
    ar: 'تواصل مع مقرنا الرئيسي في دبي ومكاتبنا الإقليمية والمحطات التي تتولى مناولة بضائعك. اختر المنطقة لعرض العناوين وأرقام الهاتف وعناوين البريد الإلكتروني وساعات العمل.',
  },
};

const REGIONS: Array<{ slug: string; title: Text; offices: string[] }> = [
  {
    slug: 'global-headquarters',
    title: { en: 'Global headquarters, Dubai', ar: 'المقر الرئيسي العالمي، دبي' },
    offices: ['dubai-head-office', 'media-relations', 'investor-relations'],
  },
  {
    slug: 'middle-east',
    title: { en: 'Middle East', ar: 'الشرق الأوسط' },
    offices: ['jebel-ali-terminals', 'jeddah-office', 'riyadh-office', 'ras-maysan-port'],
  },
  { slug: 'europe', title: { en: 'Europe', ar: 'أوروبا' }, offices: ['london-office', 'rotterdam-office', 'northgate-harbour', 'felixport'] },
  { slug: 'asia', title: { en: 'Asia', ar: 'آسيا' }, offices: ['mumbai-office', 'mundra-gateway', 'nhava-sheva-logistics-park', 'singapore-office'] },
  {
    slug: 'africa',
    title: { en: 'Africa', ar: 'أفريقيا' },
    offices: ['cairo-office', 'alexandria-office', 'sokhna-terminal', 'port-lumen-economic-zone', 'dakar-office'],
  },
];

/** The element id of the contact cards block: other countries' entries link to it. */
export const OFFICES_SECTION = 'offices';

interface CountryEntry {
  slug: string;
  /** ISO code of the flag; none: the entry has no country item (an editor's unfinished entry, skipped). */
  code?: string;
  name?: Text;
  href: string;
}

const FLAG_BASE = '/assets/flags-7.5.0/';

const SELECTOR: Array<{ slug: string; name: Text; countries: CountryEntry[] }> = [
  {
    slug: 'middle-east',
    name: { en: 'Middle East', ar: 'الشرق الأوسط' },
    countries: [
      { slug: 'united-arab-emirates', code: 'ae', name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' }, href: '/ae' },
      { slug: 'saudi-arabia', code: 'sa', name: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' }, href: '/sa' },
    ],
  },
  {
    slug: 'europe',
    name: { en: 'Europe', ar: 'أوروبا' },
    countries: [
      { slug: 'united-kingdom', code: 'gb', name: { en: 'UK', ar: 'المملكة المتحدة' }, href: '/uk' },
      { slug: 'netherlands', code: 'nl', name: { en: 'Netherlands', ar: 'هولندا' }, href: `/contact#${OFFICES_SECTION}` },
    ],
  },
  {
    slug: 'asia',
    name: { en: 'Asia', ar: 'آسيا' },
    countries: [
      { slug: 'india', code: 'in', name: { en: 'India', ar: 'الهند' }, href: '/in' },
      { slug: 'singapore', code: 'sg', name: { en: 'Singapore', ar: 'سنغافورة' }, href: `/contact#${OFFICES_SECTION}` },
    ],
  },
  {
    slug: 'africa',
    name: { en: 'Africa', ar: 'أفريقيا' },
    countries: [
      { slug: 'egypt', code: 'eg', name: { en: 'Egypt', ar: 'مصر' }, href: '/eg' },
      { slug: 'senegal', code: 'sn', name: { en: 'Senegal', ar: 'السنغال' }, href: `/contact#${OFFICES_SECTION}` },
      // An entry whose country item was deleted: the block skips it (spec 003 section 5).
      { slug: 'kenya', href: `/contact#${OFFICES_SECTION}` },
    ],
  },
  {
    slug: 'americas',
    name: { en: 'Americas', ar: 'الأمريكتان' },
    countries: [
      { slug: 'peru', code: 'pe', name: { en: 'Peru', ar: 'بيرو' }, href: '/locations' },
      { slug: 'canada', code: 'ca', name: { en: 'Canada', ar: 'كندا' }, href: '/locations' },
    ],
  },
];

function countryEntry(region: string, entry: CountryEntry, lang: Lang): Record<string, unknown> {
  const label = entry.name?.[lang] ?? '';
  const country =
    entry.code && entry.name
      ? {
          id: nameUuid(`ports-group/items/Settings/Countries/${entry.slug}`),
          name: entry.name.en,
          displayName: entry.name[lang],
          url: `/sitecore/content/ports-group/Settings/Countries/${entry.name.en}`,
          fields: {
            countryName: text(entry.name[lang]),
            name: text(entry.name.en),
            countryFlag: image(`${FLAG_BASE}${entry.code}.svg`, lang === 'en' ? `Flag of ${entry.name.en}` : `علم ${entry.name.ar}`, 640, 480),
          },
        }
      : null;
  return item(`/Home/contact/Data/Country Selector/${region}/${entry.slug}`, entry.slug, label || entry.slug, {
    link: internalLink(entry.href, label, lang),
    country,
  });
}

export function contactPage(lang: Lang): Record<string, unknown> {
  const main = [
    breadcrumb('contact'),
    rendering('contact', 'Page Intro', 'PageIntro', 2, {
      headline: text(CONTACT_PAGE.headline[lang]),
      description: text(`<p>${CONTACT_PAGE.description[lang]}</p>`),
      cta: internalLink('/faq', lang === 'en' ? 'Read our frequently asked questions' : 'اطّلع على الأسئلة الشائعة', lang),
      ctaText: text(''),
      ctaModalId: text(''),
    }),
    rendering('contact', 'Contact Cards', 'ContactCards', 3, {
      headline: text(lang === 'en' ? 'Our offices and terminals' : 'مكاتبنا ومحطاتنا'),
      description: text(
        lang === 'en'
          ? '<p>Each office answers in English and the local language. For a shipment already on its way, the terminal that handles it can help you fastest.</p>'
          : '<p>يجيب كل مكتب باللغة الإنجليزية وباللغة المحلية. إذا كانت شحنتك في الطريق، فإن المحطة التي تتولى مناولتها هي الأقدر على مساعدتك بسرعة.</p>',
      ),
      sectionId: text(OFFICES_SECTION),
      contactGroups: REGIONS.map((region) => contactGroup('contact', region.slug, region.title, region.offices, lang)),
    }),
    rendering('contact', 'Country Selector', 'CountrySelectorStrip', 4, {
      headline: text(lang === 'en' ? 'Meridian in your country' : 'ميريديان في بلدك'),
      bannerMessage: text(
        lang === 'en'
          ? 'Can’t find the answer you need? Most questions about bookings, tracking, careers and suppliers are answered in our FAQs.'
          : 'لم تجد الإجابة التي تحتاجها؟ ستجد في صفحة الأسئلة الشائعة إجابات معظم الأسئلة عن الحجوزات وتتبّع الشحنات والوظائف والموردين.',
      ),
      cta: internalLink('/faq', lang === 'en' ? 'Read the FAQs' : 'اقرأ الأسئلة الشائعة', lang),
      ctaModalId: text(''),
      ctaText: text(''),
      sectionId: text('countries'),
      regions: SELECTOR.map((region) =>
        item(`/Home/contact/Data/Country Selector/${region.slug}`, region.slug, region.name[lang], {
          regionName: text(region.name[lang]),
          countries: region.countries.map((entry) => countryEntry(region.slug, entry, lang)),
        }),
      ),
    }),
  ];
  const og = image('/-/media/ports-group/hero-about.svg', DEFAULT_OG[lang], 1600, 900);
  return route('contact', lang, 'Page', CONTACT_PAGE, og, main);
}
