/**
 * Writes the document hub's pages, both languages, from the copy below:
 * - content/sites/ports-group/{en,ar}/routes/document-hub.json: Breadcrumb, HeroBanner,
 *   DocumentHighlights (6 cards of the three card types), DocumentsTable (reports),
 *   DocumentsTable (policies and tariffs), ModalDialog (info) and ModalDialog (disclaimer, opened
 *   by the highlight card of a gated presentation);
 * - content/sites/ports-group/{en,ar}/routes/blocks/documents.json: the gallery group (a documents
 *   table with gated presentations, one without a source, both modal types and their triggers);
 * - content/media/ports-group/documents/art/*.svg: the hero and card art (our own).
 *
 *   npx tsx scripts/documents/compose-document-hub.ts && npx tsx scripts/compose-gallery.ts
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pagePlaceholders } from '../page-areas.ts';
import { GROUP_SITE_NAME, seoRouteFields } from '../seo-route-fields.ts';
import { BRANDS, CATEGORIES, type CategoryKey } from './catalogue.ts';

const SITE = fileURLToPath(new URL('../../content/sites/ports-group/', import.meta.url));
const ART_DIR = fileURLToPath(new URL('../../content/media/ports-group/documents/art/', import.meta.url));
const ART = '/-/media/ports-group/documents/art/';
const DOCS = '/-/media/ports-group/documents/';
type Lang = 'en' | 'ar';

function uuid(name: string): string {
  const hex = createHash('sha1').update(`ports-group/documents/${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const v = (value: unknown) => ({ value });
const image = (file: string, alt: string, width = 1200, height = 675) => v({ src: `${ART}${file}`, alt, width: String(width), height: String(height) });
const link = (href: string, text: string, more: Record<string, string> = {}) =>
  v({ href, text, linktype: href.startsWith('/-/media') ? 'media' : 'internal', ...more });
const prefix = (lang: Lang) => (lang === 'ar' ? '/ar' : '');

function pageFields(lang: Lang, title: string, description: string, noindex = false) {
  const full = `${title} | ${GROUP_SITE_NAME[lang]}`;
  return seoRouteFields({
    lang,
    title: full,
    description,
    siteName: GROUP_SITE_NAME[lang],
    ogImage: image('hero-document-hub.svg', title),
    customMetaData: noindex ? 'robots=noindex' : '',
  });
}

let placeholderId = 0;
function rendering(page: string, componentName: string, name: string, fields: Record<string, unknown>, params: Record<string, string> = {}) {
  placeholderId += 1;
  return {
    uid: uuid(`${page}/rendering/${name}`),
    componentName,
    dataSource: fields && Object.keys(fields).length ? `/sitecore/content/ports-group/Home/${page}/Data/${name}` : '',
    params: { GridParameters: 'col-12', FieldNames: 'Default', Styles: '', DynamicPlaceholderId: String(placeholderId), ...params },
    fields,
  };
}

function route(lang: Lang, page: string, name: string, displayName: string, fields: Record<string, unknown>, main: Array<Record<string, unknown>>) {
  return {
    name,
    displayName,
    fields,
    databaseName: 'web',
    deviceId: 'fe5d7fdf-89c0-4d99-9aa3-b5fbd009c9f3',
    itemId: uuid(`${page}/page`),
    itemLanguage: lang,
    itemVersion: 1,
    layoutId: '96e5f4ba-a2cf-4a4c-a4e7-64da88226362',
    templateId: '4414a1f9-826a-4647-8ef4-5e4b8a2d2a8b',
    templateName: 'Page',
    placeholders: pagePlaceholders('Page', main),
  };
}

// ---------------------------------------------------------------------------------------------
// Items the documents tables name.

function categoryItem(key: CategoryKey, lang: Lang) {
  const c = CATEGORIES[key];
  return { id: uuid(`category/${key}`), name: key, displayName: c[lang], fields: { categoryId: v(`${c.id}.${lang}`) } };
}
function brandItem(brand: keyof typeof BRANDS) {
  return {
    id: uuid(`brand/${brand}`),
    name: brand,
    displayName: brand === 'meridian' ? 'Meridian Ports' : 'Meridian Drydocks',
    fields: { brandId: v(BRANDS[brand]) },
  };
}
function shareIcons(lang: Lang) {
  const names = [
    ['linkedin', 'LinkedIn'],
    ['x', 'X'],
    ['facebook', 'Facebook'],
    ['email', lang === 'ar' ? 'البريد الإلكتروني' : 'Email'],
  ] as const;
  return names.map(([name, title]) => ({ id: uuid(`share/${name}`), name, displayName: title, fields: { title: v(title), icon: v({}) } }));
}
function disclaimerItem(lang: Lang) {
  return {
    id: uuid('disclaimer/investors'),
    name: 'Investor disclaimer',
    fields: {
      headline: v(lang === 'ar' ? 'إشعار مهم' : 'Important notice'),
      description: v(
        lang === 'ar'
          ? '<p>بعض الوثائق مخصصة لأغراض إعلامية فقط. بالنقر على «أوافق» فإنك تقر بأنك قرأت الإشعار التالي وفهمته.</p>'
          : '<p>Some documents are provided for information only. By selecting Agree you confirm that you have read and understood the notice below.</p>',
      ),
    },
  };
}

function documentsTable(
  lang: Lang,
  categories: CategoryKey[],
  copy: { headline: string; description: string; cta?: [string, string] },
  counts?: [number, number],
  brand: keyof typeof BRANDS = 'meridian',
) {
  return {
    headline: v(copy.headline),
    description: v(copy.description),
    cta: copy.cta ? link(copy.cta[0], copy.cta[1]) : v({ href: '' }),
    categories: categories.map((key) => categoryItem(key, lang)),
    brand: brandItem(brand),
    desktopCardCount: v(counts ? counts[0] : 5),
    mobileCardCount: v(counts ? counts[1] : 3),
    disclaimerContent: disclaimerItem(lang),
    icons: shareIcons(lang),
    sectionId: v(''),
  };
}

function cardType(name: 'FullImage' | 'SemiImage' | 'NoImage') {
  return { id: uuid(`card-type/${name}`), name, displayName: name, fields: {} };
}

const T = {
  en: {
    title: 'Document hub',
    description: 'Annual and sustainability reports, policies, investor presentations and port tariffs of Meridian Ports & Logistics.',
    heroEyebrow: 'Investors and stakeholders',
    heroHeadline: 'Document hub',
    heroDescription: 'Our reports, policies, presentations and tariffs in one place, newest first.',
    highlights: 'Featured documents',
    highlightsDescription: 'The documents our investors, customers and partners ask for most.',
    reports: 'Reports',
    reportsDescription: 'Annual, interim and sustainability reports of the group.',
    policies: 'Policies and tariffs',
    policiesDescription: 'How we do business, and what our terminals charge.',
    contactCta: 'Contact investor relations',
    infoHeadline: 'Welcome to the document hub',
    infoDescription:
      '<p>Every document here is published by Meridian Ports &amp; Logistics. Some investor materials ask you to accept a short notice before you download them.</p>',
    infoCta: 'Read our code of conduct',
    gatedHeadline: 'Before you download',
    gatedDescription:
      '<p>This presentation contains forward-looking statements. They reflect our current expectations and are subject to risks and uncertainties; nothing in it is an offer to buy or sell securities.</p>',
    cards: [
      ['Annual Report 2025', 'A record year for volumes and a stronger balance sheet', 'Download report', 'Annual reports'],
      ['Sustainability Report 2025', 'Progress on our path to net-zero terminals', 'Download report', 'Sustainability'],
      ['Capital Markets Day 2025', 'Strategy, targets and the next phase of growth', 'View presentation', 'Investor presentations'],
      ['Climate Transition Plan 2030', 'How we will cut our emissions by half this decade', 'Read the plan', 'Sustainability'],
      ['Code of Conduct', 'The standards every one of us works to', 'Read the code', 'Policies'],
      ['Ras Maysan Terminal Tariff 2026', 'Rates and conditions from 1 January 2026', 'Download tariff', 'Port tariffs'],
    ],
    galleryTitle: 'Documents',
    galleryDescription: 'The documents table (gated files, load more, share) and the modal dialog in both types.',
    galleryTable: 'Investor presentations and annual reports',
    galleryTableDescription: 'Gated presentations open the disclaimer first; two rows a page on desktop, so Load more shows at once.',
    galleryEmpty: 'A documents table without categories',
    galleryEmptyDescription: 'Visitors see nothing; editors see why.',
    galleryInfo: 'Gallery information',
    galleryInfoDescription: '<p>This information dialog shows once per session under its own key.</p>',
    galleryDisclaimer: 'Disclaimer before download',
    galleryOpen: 'Open the disclaimer',
    galleryOpenInfo: 'Open the information dialog',
  },
  ar: {
    title: 'مركز الوثائق',
    description: 'التقارير السنوية وتقارير الاستدامة والسياسات والعروض التقديمية للمستثمرين وتعرفات الموانئ لمجموعة ميريديان للموانئ والخدمات اللوجستية.',
    heroEyebrow: 'المستثمرون والأطراف المعنية',
    heroHeadline: 'مركز الوثائق',
    heroDescription: 'تقاريرنا وسياساتنا وعروضنا التقديمية وتعرفاتنا في مكان واحد، الأحدث أولاً.',
    highlights: 'وثائق مختارة',
    highlightsDescription: 'الوثائق الأكثر طلباً من مستثمرينا وعملائنا وشركائنا.',
    reports: 'التقارير',
    reportsDescription: 'التقارير السنوية والمرحلية وتقارير الاستدامة للمجموعة.',
    policies: 'السياسات والتعرفات',
    policiesDescription: 'كيف نمارس أعمالنا، وما تتقاضاه محطاتنا من رسوم.',
    contactCta: 'تواصل مع علاقات المستثمرين',
    infoHeadline: 'مرحباً بك في مركز الوثائق',
    infoDescription: '<p>جميع الوثائق هنا صادرة عن ميريديان للموانئ والخدمات اللوجستية. وتطلب بعض مواد المستثمرين منك قبول إشعار قصير قبل تنزيلها.</p>',
    infoCta: 'اطّلع على مدونة قواعد السلوك',
    gatedHeadline: 'قبل التنزيل',
    gatedDescription: '<p>يتضمن هذا العرض بيانات تطلعية تعكس توقعاتنا الحالية وتخضع لمخاطر وشكوك، ولا يُعد أي مما ورد فيه عرضاً لشراء أوراق مالية أو بيعها.</p>',
    cards: [
      ['التقرير السنوي 2025', 'عام قياسي في أحجام المناولة وميزانية أقوى', 'تنزيل التقرير', 'التقارير السنوية'],
      ['تقرير الاستدامة 2025', 'تقدمنا نحو محطات خالية من الانبعاثات', 'تنزيل التقرير', 'الاستدامة'],
      ['يوم أسواق رأس المال 2025', 'الاستراتيجية والأهداف والمرحلة التالية من النمو', 'عرض التقديم', 'العروض التقديمية للمستثمرين'],
      ['خطة التحول المناخي 2030', 'كيف سنخفض انبعاثاتنا إلى النصف خلال هذا العقد', 'اقرأ الخطة', 'الاستدامة'],
      ['مدونة قواعد السلوك', 'المعايير التي نعمل بها جميعاً', 'اقرأ المدونة', 'السياسات'],
      ['تعرفة محطة رأس ميسان 2026', 'الأسعار والشروط اعتباراً من 1 يناير 2026', 'تنزيل التعرفة', 'تعرفات الموانئ'],
    ],
    galleryTitle: 'الوثائق',
    galleryDescription: 'جدول الوثائق (الملفات المقيدة وتحميل المزيد والمشاركة) ونافذة الحوار بنوعيها.',
    galleryTable: 'العروض التقديمية للمستثمرين والتقارير السنوية',
    galleryTableDescription: 'تفتح العروض المقيدة إشعار إخلاء المسؤولية أولاً؛ صفّان في كل صفحة على الشاشات الكبيرة.',
    galleryEmpty: 'جدول وثائق بلا فئات',
    galleryEmptyDescription: 'لا يرى الزوار شيئاً، ويرى المحررون السبب.',
    galleryInfo: 'معلومات المعرض',
    galleryInfoDescription: '<p>تظهر نافذة المعلومات هذه مرة واحدة في كل جلسة تحت مفتاحها الخاص.</p>',
    galleryDisclaimer: 'إخلاء المسؤولية قبل التنزيل',
    galleryOpen: 'افتح إشعار إخلاء المسؤولية',
    galleryOpenInfo: 'افتح نافذة المعلومات',
  },
} as const;

const CARD_FILES = [
  ['annual-report-2025.pdf', 'FullImage', 'cover-annual-report.svg', ''],
  ['sustainability-report-2025.pdf', 'FullImage', 'cover-sustainability.svg', ''],
  ['capital-markets-day-2025.pdf', 'SemiImage', 'cover-investors.svg', 'document-hub-disclaimer'],
  ['climate-transition-plan.pdf', 'SemiImage', 'cover-climate.svg', ''],
  ['code-of-conduct.pdf', 'NoImage', '', ''],
  ['ras-maysan-tariff-2026.pdf', 'NoImage', '', ''],
] as const;

function highlights(lang: Lang) {
  const t = T[lang];
  return {
    headline: v(t.highlights),
    description: v(t.highlightsDescription),
    showDividerLine: v(false),
    sectionId: v('featured-documents'),
    cards: CARD_FILES.map(([file, type, art, modalId], index) => {
      const [headline, subHeadline, ctaText, category] = t.cards[index]!;
      return {
        id: uuid(`highlight/${file}`),
        name: file.replace(/\.\w+$/, ''),
        displayName: headline,
        fields: {
          headline: v(headline),
          subHeadline: v(subHeadline),
          image: art ? image(art, headline, 800, 1000) : v({}),
          link: link(`${DOCS}${file}`, ctaText),
          ctaText: v(ctaText),
          ctaModalId: v(modalId),
          isDownloadable: v(true),
          documentCategory: v(category),
          cardType: cardType(type),
        },
      };
    }),
  };
}

function documentHub(lang: Lang) {
  placeholderId = 0;
  const t = T[lang];
  const page = 'document-hub';
  return route(lang, page, 'document-hub', t.title, pageFields(lang, t.title, t.description), [
    rendering(page, 'Breadcrumb', 'Breadcrumb', {}),
    rendering(page, 'HeroBanner', 'Hero Banner', {
      eyebrow: v(t.heroEyebrow),
      headline: v(t.heroHeadline),
      description: v(t.heroDescription),
      image: image('hero-document-hub.svg', t.heroHeadline, 1600, 900),
      mobileImage: v({}),
      cta: v({ href: '' }),
    }),
    rendering(page, 'DocumentHighlights', 'Document Highlights', highlights(lang)),
    rendering(
      page,
      'DocumentsTable',
      'Reports',
      documentsTable(lang, ['annual-reports', 'sustainability'], { headline: t.reports, description: t.reportsDescription }),
    ),
    rendering(
      page,
      'DocumentsTable',
      'Policies and Tariffs',
      documentsTable(lang, ['policies', 'tariffs'], { headline: t.policies, description: t.policiesDescription, cta: [`${prefix(lang)}/about`, t.contactCta] }),
    ),
    rendering(page, 'ModalDialog', 'Welcome', {
      type: v('info'),
      headline: v(t.infoHeadline),
      description: v(t.infoDescription),
      cta: link(`${DOCS}code-of-conduct.pdf`, t.infoCta, { target: '_blank' }),
      sessionKey: v('document-hub-welcome'),
      modalId: v('document-hub-welcome'),
    }),
    rendering(page, 'ModalDialog', 'Gated Presentation', {
      type: v('disclaimer'),
      headline: v(t.gatedHeadline),
      description: v(t.gatedDescription),
      cta: v({ href: '' }),
      sessionKey: v(''),
      modalId: v('document-hub-disclaimer'),
    }),
  ]);
}

function gallery(lang: Lang) {
  placeholderId = 0;
  const t = T[lang];
  const page = 'blocks/documents';
  const intro = rendering(page, 'RichText', 'Intro', {});
  intro.fields = { Text: v(`<h1>${t.galleryTitle}</h1><p>${t.galleryDescription}</p>`) };
  intro.dataSource = '';
  return route(lang, page, 'documents', t.galleryTitle, pageFields(lang, t.galleryTitle, t.galleryDescription, true), [
    rendering(page, 'Breadcrumb', 'Breadcrumb', {}),
    intro,
    rendering(
      page,
      'DocumentsTable',
      'Investor Documents',
      documentsTable(lang, ['investor-presentations', 'annual-reports'], { headline: t.galleryTable, description: t.galleryTableDescription }, [2, 2]),
    ),
    rendering(page, 'DocumentsTable', 'No Source', { ...documentsTable(lang, [], { headline: t.galleryEmpty, description: t.galleryEmptyDescription }) }),
    rendering(page, 'Button', 'Open Disclaimer', {
      link: link(`${DOCS}capital-markets-day-2025.pdf`, t.galleryOpen),
      label: v(t.galleryOpen),
      variant: v('secondary'),
      modalId: v('gallery-disclaimer'),
      disabled: v(false),
    }),
    rendering(page, 'Button', 'Open Info', {
      link: v({ href: '' }),
      label: v(t.galleryOpenInfo),
      variant: v('secondary'),
      modalId: v('gallery-info'),
      disabled: v(false),
    }),
    rendering(page, 'ModalDialog', 'Gallery Info', {
      type: v('info'),
      headline: v(t.galleryInfo),
      description: v(t.galleryInfoDescription),
      cta: v({ href: '' }),
      sessionKey: v('gallery-documents-info'),
      modalId: v('gallery-info'),
    }),
    rendering(page, 'ModalDialog', 'Gallery Disclaimer', {
      type: v('disclaimer'),
      headline: v(t.galleryDisclaimer),
      description: v(t.gatedDescription),
      cta: v({ href: '' }),
      sessionKey: v(''),
      modalId: v('gallery-disclaimer'),
    }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Art: flat shapes in the site's palette.

function cover(background: string, accent: string, motif: string, width = 800, height = 1000): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${background}"/>${motif.replaceAll('ACCENT', accent)}</svg>\n`;
}

const ARTWORK: Record<string, string> = {
  'hero-document-hub.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0A1E3C"/><stop offset="1" stop-color="#12305A"/></linearGradient></defs><rect width="1600" height="900" fill="url(#s)"/><g fill="none" stroke="#2EC4C7" stroke-opacity="0.18" stroke-width="2">${Array.from({ length: 12 }, (_, i) => `<path d="M0 ${560 + i * 28} C 400 ${520 + i * 28}, 1200 ${600 + i * 28}, 1600 ${540 + i * 28}"/>`).join('')}</g><g transform="translate(930 170) rotate(-6)"><rect width="360" height="470" rx="10" fill="#FFFFFF"/><rect x="36" y="48" width="200" height="18" rx="4" fill="#0A1E3C"/><rect x="36" y="86" width="280" height="10" rx="3" fill="#CBD3DE"/><rect x="36" y="108" width="250" height="10" rx="3" fill="#CBD3DE"/><rect x="36" y="160" width="288" height="150" rx="6" fill="#E2E7EE"/><path d="M56 290 L120 230 L170 262 L240 196 L304 246" fill="none" stroke="#00778A" stroke-width="8" stroke-linejoin="round"/><rect x="36" y="340" width="288" height="10" rx="3" fill="#CBD3DE"/><rect x="36" y="362" width="240" height="10" rx="3" fill="#CBD3DE"/><rect x="36" y="384" width="260" height="10" rx="3" fill="#CBD3DE"/></g><g transform="translate(1130 250) rotate(5)"><rect width="320" height="420" rx="10" fill="#F3F5F8"/><rect x="32" y="44" width="170" height="16" rx="4" fill="#1B4075"/><circle cx="160" cy="200" r="86" fill="#2EC4C7" fill-opacity="0.25"/><path d="M160 114 A86 86 0 0 1 246 200 L160 200 Z" fill="#00778A"/><rect x="32" y="320" width="256" height="10" rx="3" fill="#CBD3DE"/><rect x="32" y="342" width="200" height="10" rx="3" fill="#CBD3DE"/></g></svg>\n`,
  'cover-annual-report.svg': cover(
    '#0A1E3C',
    '#2EC4C7',
    `<g fill="ACCENT">${[180, 260, 340, 430, 520].map((h, i) => `<rect x="${150 + i * 110}" y="${820 - h}" width="70" height="${h}" rx="6" fill-opacity="${0.45 + i * 0.12}"/>`).join('')}</g><rect x="120" y="140" width="360" height="28" rx="6" fill="#FFFFFF"/><rect x="120" y="190" width="240" height="16" rx="4" fill="#C5D0DE"/>`,
  ),
  'cover-sustainability.svg': cover(
    '#0F3D3E',
    '#7BD389',
    `<circle cx="400" cy="560" r="260" fill="ACCENT" fill-opacity="0.18"/><path d="M400 340 C 540 420, 560 620, 400 760 C 240 620, 260 420, 400 340 Z" fill="ACCENT"/><path d="M400 420 L400 760" stroke="#0F3D3E" stroke-width="10"/><rect x="120" y="140" width="360" height="28" rx="6" fill="#FFFFFF"/>`,
  ),
  'cover-investors.svg': cover(
    '#1B4075',
    '#FF9A3C',
    `<path d="M100 760 L260 600 L380 660 L540 460 L700 380" fill="none" stroke="ACCENT" stroke-width="22" stroke-linejoin="round" stroke-linecap="round"/><circle cx="700" cy="380" r="26" fill="ACCENT"/><rect x="120" y="140" width="360" height="28" rx="6" fill="#FFFFFF"/><rect x="120" y="190" width="220" height="16" rx="4" fill="#C5D0DE"/>`,
  ),
  'cover-climate.svg': cover(
    '#12305A',
    '#2EC4C7',
    `${Array.from({ length: 6 }, (_, i) => `<path d="M80 ${520 + i * 60} Q 240 ${470 + i * 60} 400 ${520 + i * 60} T 720 ${520 + i * 60}" fill="none" stroke="ACCENT" stroke-opacity="${0.25 + i * 0.12}" stroke-width="14" stroke-linecap="round"/>`).join('')}<circle cx="600" cy="300" r="90" fill="#FFD166"/><rect x="120" y="140" width="300" height="28" rx="6" fill="#FFFFFF"/>`,
  ),
};

function main(): void {
  mkdirSync(ART_DIR, { recursive: true });
  for (const [file, svg] of Object.entries(ARTWORK)) writeFileSync(`${ART_DIR}${file}`, svg);
  for (const lang of ['en', 'ar'] as const) {
    writeFileSync(`${SITE}${lang}/routes/document-hub.json`, JSON.stringify(documentHub(lang), null, 2) + '\n');
    writeFileSync(`${SITE}${lang}/routes/blocks/documents.json`, JSON.stringify(gallery(lang), null, 2) + '\n');
  }
  console.log('document hub and gallery group written');
}

main();
