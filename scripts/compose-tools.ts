/**
 * Writes the tools sample content (docs/people-and-resources.md) from scripts/tools/: the tag
 * items, the tools folder and its tools (`{lang}/items/data/…`), the /tools-and-apps page, the
 * `tools` gallery group and the tools art (`content/media/ports-group/tools/`).
 * `npx tsx scripts/compose-tools.ts` (then `npx tsx scripts/compose-gallery.ts`); `--check` lists stale files.
 * Ids are name-based UUIDs, so a re-run changes only what the source changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardSvg, logoSvg } from './tools/tools-art.ts';
import { COUNTRIES, FUNCTIONS, GALLERY_LEADERS, PORTS, TOOLS, type Lang, type Text } from './tools/tools-data.ts';
import { pagePlaceholders } from './page-areas.ts';
import { GROUP_SITE_NAME, seoRouteFields } from './seo-route-fields.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTENT = path.join(ROOT, 'content');
const SITE = path.join(CONTENT, 'sites', 'ports-group');
const LANGS: Lang[] = ['en', 'ar'];

export const TOOL_TEMPLATE_ID = '37dee119-74df-411d-8fb7-3aec2accf190';
export const TAG_TEMPLATE_ID = 'd6eeac8c-f1da-4a18-affa-4e8fb7c2edf3';
export const TOOLS_FOLDER_ID = '2a5e2c47-1e51-4c0e-9673-460340eadad6';
export const TOOLS_FOLDER_PATH = '/sitecore/content/ports-group/Data/Tools';
const PAGE_TEMPLATE_ID = '4414a1f9-826a-4647-8ef4-5e4b8a2d2a8b';
const LAYOUT_ID = '96e5f4ba-a2cf-4a4c-a4e7-64da88226362';
const DEVICE_ID = 'fe5d7fdf-89c0-4d99-9aa3-b5fbd009c9f3';

/** A name-based UUID (SHA-1, version 5 layout). */
export function nameUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

type TagType = 'Country' | 'Port' | 'Function';
const TAG_SETS: Record<TagType, Record<string, Text>> = { Country: COUNTRIES, Port: PORTS, Function: FUNCTIONS };

function tagPath(type: TagType, name: string): string {
  return `/sitecore/content/ports-group/Data/Tags/${type}/${name}`;
}

/** A tag as a multilist inlines it (docs/people-and-resources.md). */
function tag(type: TagType, name: string, lang: Lang): Record<string, unknown> {
  const label = TAG_SETS[type][name]![lang];
  return {
    id: nameUuid(`ports-group/tags/${type.toLowerCase()}/${name}`),
    url: `/Data/Tags/${type}/${name}`,
    name,
    displayName: label,
    fields: { value: { value: label } },
  };
}

const FILTER_LABELS: Record<'country' | 'port' | 'function', Text> = {
  country: { en: 'Country', ar: 'الدولة' },
  port: { en: 'Port', ar: 'الميناء' },
  function: { en: 'Function', ar: 'الوظيفة' },
};

function filterType(key: 'country' | 'port' | 'function', lang: Lang): Record<string, unknown> {
  const english = FILTER_LABELS[key].en;
  const label = FILTER_LABELS[key][lang];
  return {
    id: nameUuid(`ports-group/filter-types/${key}`),
    url: `/Data/Filter-Types/${english}`,
    name: english,
    displayName: label,
    fields: {
      name: { value: english },
      filterType: { value: key },
      filterNameToDisplay: { value: label },
      displayName: { value: label },
    },
  };
}

const image = (src: string, alt: string, width: number, height: number) => ({ value: { src, alt, width: String(width), height: String(height) } });

function toolLink(href: string, lang: Lang, text: string): Record<string, unknown> {
  const external = href.startsWith('https://');
  const localised = external || lang === 'en' ? href : `/ar${href}`;
  return {
    value: {
      href: localised,
      text,
      linktype: external ? 'external' : 'internal',
      url: localised,
      anchor: '',
      title: '',
      class: '',
      querystring: '',
      target: external ? '_blank' : '',
    },
  };
}

const OPEN_TOOL: Text = { en: 'Open tool', ar: 'افتح الأداة' };

function toolItem(index: number, lang: Lang): Record<string, unknown> {
  const tool = TOOLS[index]!;
  const name = tool.name[lang];
  return {
    id: nameUuid(`ports-group/tools/${tool.slug}`),
    name: tool.slug,
    displayName: name,
    path: `${TOOLS_FOLDER_PATH}/${tool.slug}`,
    templateName: 'Tool',
    templateId: TOOL_TEMPLATE_ID,
    sortOrder: (index + 1) * 100,
    fields: {
      headline: { value: name },
      description: { value: tool.description[lang] },
      image: image(`/-/media/ports-group/tools/${tool.slug}.svg`, '', 640, 400),
      logo: image(`/-/media/ports-group/tools/${tool.slug}-logo.svg`, lang === 'en' ? `${name} logo` : `شعار ${name}`, 200, 100),
      cta: toolLink(tool.href, lang, OPEN_TOOL[lang]),
      country: tool.countries.map((c) => tag('Country', c, lang)),
      port: tool.ports.map((p) => tag('Port', p, lang)),
    },
  };
}

function tagItem(type: TagType, name: string, lang: Lang): Record<string, unknown> {
  const t = tag(type, name, lang);
  return {
    id: t.id,
    name,
    displayName: t.displayName,
    path: tagPath(type, name),
    templateName: 'Tag',
    templateId: TAG_TEMPLATE_ID,
    fields: t.fields,
  };
}

function foldersFor(lang: Lang): Array<Record<string, unknown>> {
  const folder = (p: string, display: Text) => ({
    id: nameUuid(`ports-group/folders${p.toLowerCase()}`),
    name: path.posix.basename(p),
    displayName: display[lang],
    path: `/sitecore/content/ports-group${p}`,
    templateName: 'Folder',
    templateId: 'a87a00b1-e6db-45ab-8b54-636fec3b5523',
    fields: {},
  });
  return [
    {
      id: TOOLS_FOLDER_ID,
      name: 'Tools',
      displayName: lang === 'en' ? 'Tools' : 'الأدوات',
      path: TOOLS_FOLDER_PATH,
      templateName: 'Tools Folder',
      templateId: 'a87a00b1-e6db-45ab-8b54-636fec3b5523',
      fields: {},
    },
    folder('/Data/Tags', { en: 'Tags', ar: 'الوسوم' }),
    folder('/Data/Tags/Country', { en: 'Country', ar: 'الدولة' }),
    folder('/Data/Tags/Port', { en: 'Port', ar: 'الميناء' }),
    folder('/Data/Tags/Function', { en: 'Function', ar: 'الوظيفة' }),
  ];
}

const SITE_NAME = GROUP_SITE_NAME;

function pageFields(lang: Lang, title: string, description: string, ogImage: Record<string, unknown>, noindex = false): Record<string, unknown> {
  const full = `${title} | ${SITE_NAME[lang]}`;
  return seoRouteFields({ lang, title: full, description, siteName: SITE_NAME[lang], ogImage, customMetaData: noindex ? 'robots=noindex' : '' });
}

function route(name: string, lang: Lang, displayName: string, fields: Record<string, unknown>, main: Array<Record<string, unknown>>): Record<string, unknown> {
  return {
    name,
    displayName,
    fields,
    databaseName: 'web',
    deviceId: DEVICE_ID,
    itemId: nameUuid(`ports-group/routes/${name}`),
    itemLanguage: lang,
    itemVersion: 1,
    layoutId: LAYOUT_ID,
    templateId: PAGE_TEMPLATE_ID,
    templateName: 'Page',
    placeholders: pagePlaceholders('Page', main),
  };
}

const params = (n: number) => ({ GridParameters: 'col-12', FieldNames: 'Default', Styles: '', DynamicPlaceholderId: String(n) });

const TOOLS_SECTION: Record<'headline' | 'description', Text> = {
  headline: { en: 'Digital tools for our customers', ar: 'أدوات رقمية لعملائنا' },
  description: {
    en: 'Plan calls, track cargo, pay and clear it online at our terminals. Filter by country or port to find the services available where you trade.',
    ar: 'خطّط لزيارات السفن وتتبّع البضائع وسدّد الرسوم وأنجز التخليص عبر الإنترنت في محطاتنا. صفِّ حسب الدولة أو الميناء لتجد الخدمات المتاحة حيث تعمل.',
  },
};

function toolsCardsList(uid: string, lang: Lang, n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uid,
    componentName: 'ToolsCardsList',
    dataSource: TOOLS_FOLDER_PATH,
    params: params(n),
    fields: {
      headline: { value: TOOLS_SECTION.headline[lang] },
      description: { value: TOOLS_SECTION.description[lang] },
      numberOfCardsDesktop: { value: 12 },
      numberOfCardsMobile: { value: 4 },
      filtersToBeShown: [filterType('country', lang), filterType('port', lang)],
      sectionId: { value: 'tools' },
      ...overrides,
    },
  };
}

/** More resources under the tools (a link-list card: six links, so a grid). */
const MORE_RESOURCES: ReadonlyArray<{ slug: string; href: string; text: Text }> = [
  { slug: 'document-hub', href: '/document-hub', text: { en: 'Tariffs and reports', ar: 'أسعار التعرفة والتقارير' } },
  { slug: 'digital', href: '/solutions/technology', text: { en: 'Digital platforms', ar: 'المنصات الرقمية' } },
  { slug: 'ports', href: '/solutions/ports-and-terminals', text: { en: 'Ports and terminals', ar: 'الموانئ والمحطات' } },
  { slug: 'logistics', href: '/solutions/logistics', text: { en: 'Logistics services', ar: 'الخدمات اللوجستية' } },
  { slug: 'news', href: '/news', text: { en: 'Latest news', ar: 'آخر الأخبار' } },
  { slug: 'leadership', href: '/about/leadership', text: { en: 'Our leadership', ar: 'قيادتنا' } },
];

function moreResources(lang: Lang): Record<string, unknown> {
  const data = '/sitecore/content/ports-group/Home/tools-and-apps/Data/More Resources';
  return {
    uid: nameUuid('ports-group/tools-and-apps/more-resources'),
    componentName: 'LinkListCard',
    dataSource: data,
    params: params(4),
    fields: {
      sectionId: { value: 'more-resources' },
      image: image(
        '/-/media/ports-group/cards/control-room.svg',
        lang === 'en' ? 'A port control room wall showing live vessel routes' : 'جدار غرفة التحكم في الميناء يعرض مسارات السفن مباشرة',
        1200,
        900,
      ),
      headline: { value: lang === 'en' ? 'More resources for customers' : 'موارد إضافية للعملاء' },
      cta: toolLink('/document-hub', lang, lang === 'en' ? 'Open the document hub' : 'افتح مركز الوثائق'),
      links: MORE_RESOURCES.map((entry) => ({
        id: nameUuid(`ports-group/tools-and-apps/more-resources/${entry.slug}`),
        name: entry.slug,
        displayName: entry.text[lang],
        url: `${data}/${entry.slug}`,
        fields: { link: toolLink(entry.href, lang, entry.text[lang]) },
      })),
    },
  };
}

function toolsPage(lang: Lang): Record<string, unknown> {
  const title = lang === 'en' ? 'Tools and apps' : 'الأدوات والتطبيقات';
  const description =
    lang === 'en'
      ? 'Online services for shipping lines, cargo owners, forwarders and hauliers at Meridian ports and terminals.'
      : 'خدمات إلكترونية لخطوط الشحن وأصحاب البضائع ووكلاء الشحن وشركات النقل في موانئ ومحطات ميريديان.';
  const hero = image(
    '/-/media/ports-group/tools/tools-hero.svg',
    lang === 'en' ? 'Container terminal with digital service icons above the quay' : 'محطة حاويات تعلوها أيقونات الخدمات الرقمية',
    1600,
    900,
  );
  return route('tools-and-apps', lang, title, pageFields(lang, title, description, hero), [
    { uid: nameUuid('ports-group/tools-and-apps/breadcrumb'), componentName: 'Breadcrumb', dataSource: '', params: params(1), fields: {} },
    {
      uid: nameUuid('ports-group/tools-and-apps/hero'),
      componentName: 'HeroBanner',
      dataSource: '/sitecore/content/ports-group/Home/tools-and-apps/Data/Hero Banner',
      params: params(2),
      fields: {
        eyebrow: { value: lang === 'en' ? 'Customer services' : 'خدمات العملاء' },
        headline: { value: title },
        description: { value: description },
        image: hero,
        mobileImage: { value: {} },
        cta: { value: { href: '' } },
      },
    },
    toolsCardsList(nameUuid('ports-group/tools-and-apps/tools-cards-list'), lang, 3),
    moreResources(lang),
  ]);
}

function leader(slug: string, lang: Lang): Record<string, unknown> {
  const l = GALLERY_LEADERS.find((x) => x.slug === slug)!;
  const name = l.name[lang];
  return {
    id: nameUuid(`ports-group/leaders/${slug}`),
    url: `${lang === 'ar' ? '/ar' : ''}/about/leadership/${slug}`,
    name: slug,
    displayName: name,
    fields: {
      cardImage: image(`/-/media/ports-group/people/${slug}.svg`, name, 600, 750),
      name: { value: name },
      designation: { value: l.designation[lang] },
      country: [tag('Country', l.country, lang)],
      function: [tag('Function', l.fn, lang)],
    },
  };
}

function galleryPage(lang: Lang): Record<string, unknown> {
  const title = lang === 'en' ? 'Tools and people lists' : 'قوائم الأدوات والأشخاص';
  const description =
    lang === 'en'
      ? 'The tools list and the people list with their shared filters: dropdowns on wide screens, a filter panel on phones and tablets, and load more.'
      : 'قائمة الأدوات وقائمة الأشخاص مع عوامل التصفية المشتركة: قوائم منسدلة على الشاشات العريضة، ولوحة تصفية على الهواتف والأجهزة اللوحية، وزر عرض المزيد.';
  const intro =
    lang === 'en'
      ? '<h1>Tools and people lists</h1><p>Both lists share one set of filters. From 1025 px wide each filter is a dropdown; below that a Filter button opens a panel whose choices apply only when you press Apply. Options narrow each other, and choosing the selected option again clears it. The tools list shows 12 cards (4 on phones and tablets) and the people list 9 (3), each load more adding as many again.</p>'
      : '<h1>قوائم الأدوات والأشخاص</h1><p>تشترك القائمتان في مجموعة واحدة من عوامل التصفية. من عرض 1025 بكسل تظهر كل تصفية قائمةً منسدلة، وتحت ذلك يفتح زر التصفية لوحةً لا تُطبَّق اختياراتها إلا عند الضغط على تطبيق. تضيّق الخيارات بعضها بعضاً، واختيار الخيار المحدد مرة أخرى يلغيه. تعرض قائمة الأدوات 12 بطاقة (4 على الهواتف والأجهزة اللوحية) وقائمة الأشخاص 9 (3)، ويضيف كل ضغط على عرض المزيد العدد نفسه.</p>';
  const fields = {
    ...pageFields(lang, title, description, image('/-/media/ports-group/tools/tools-hero.svg', '', 1600, 900), true),
    showIslands: { value: true },
  };
  return route('tools', lang, title, fields, [
    { uid: nameUuid('ports-group/blocks/tools/breadcrumb'), componentName: 'Breadcrumb', dataSource: '', params: params(1), fields: {} },
    { uid: nameUuid('ports-group/blocks/tools/intro'), componentName: 'RichText', dataSource: '', params: params(2), fields: { Text: { value: intro } } },
    toolsCardsList(nameUuid('ports-group/blocks/tools/tools-cards-list'), lang, 3),
    {
      uid: nameUuid('ports-group/blocks/tools/people-cards-list'),
      componentName: 'PeopleCardsList',
      dataSource: '/sitecore/content/ports-group/Home/blocks/tools/Data/People Cards List',
      params: params(4),
      fields: {
        headline: { value: lang === 'en' ? 'Our leaders' : 'قياداتنا' },
        description: {
          value:
            lang === 'en'
              ? 'The people who run our ports, terminals and logistics businesses around the world.'
              : 'الأشخاص الذين يديرون موانئنا ومحطاتنا وأعمالنا اللوجستية حول العالم.',
        },
        filtersToDisplay: [filterType('country', lang), filterType('function', lang)],
        leaders: GALLERY_LEADERS.map((l) => leader(l.slug, lang)),
        defaultCountry: null,
        sectionId: { value: 'leaders-sample' },
      },
    },
  ]);
}

function heroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0A1E3C"/><stop offset="1" stop-color="#00778A"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#s)"/>
<g stroke="#2EC4C7" stroke-opacity="0.25" fill="none" stroke-width="2">${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${120 + i * 70}C400 ${60 + i * 70} 1200 ${200 + i * 70} 1600 ${110 + i * 70}"/>`).join('')}</g>
<g fill="#12305A">${Array.from({ length: 14 }, (_, i) => `<rect x="${720 + i * 60}" y="${560 - (i % 4) * 36}" width="56" height="${(i % 4) * 36 + 80}"/>`).join('')}</g>
<g stroke="#F2A541" stroke-width="10" fill="none"><path d="M860 640V300M960 640V300M840 300h260M860 380h100M860 300l50-90 50 90"/><path d="M1220 640V330M1320 640V330M1200 330h260M1220 400h100M1220 330l50-90 50 90"/></g>
<rect y="640" width="1600" height="260" fill="#081830"/>
<g fill="#FFFFFF" fill-opacity="0.92">${[
    [1080, 170],
    [1260, 130],
    [1420, 210],
    [1000, 260],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="96" height="96" rx="22" fill-opacity="0.12" stroke="#2EC4C7" stroke-width="3"/><circle cx="${x! + 48}" cy="${y! + 48}" r="14"/>`,
    )
    .join('')}</g>
</svg>
`;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Every file the script writes, by absolute path, with its text. */
export function toolsContentFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const lang of LANGS) {
    const items = path.join(SITE, lang, 'items', 'data');
    for (const folder of foldersFor(lang)) {
      const rel = String(folder.path).replace('/sitecore/content/ports-group/Data/', '').toLowerCase();
      files.set(path.join(items, `${rel}.json`), json(folder));
    }
    for (const type of Object.keys(TAG_SETS) as TagType[]) {
      for (const name of Object.keys(TAG_SETS[type])) {
        files.set(path.join(items, 'tags', type.toLowerCase(), `${name}.json`), json(tagItem(type, name, lang)));
      }
    }
    TOOLS.forEach((tool, i) => files.set(path.join(items, 'tools', `${tool.slug}.json`), json(toolItem(i, lang))));
    files.set(path.join(SITE, lang, 'routes', 'tools-and-apps.json'), json(toolsPage(lang)));
    files.set(path.join(SITE, lang, 'routes', 'blocks', 'tools.json'), json(galleryPage(lang)));
  }
  const media = path.join(CONTENT, 'media', 'ports-group', 'tools');
  TOOLS.forEach((tool, i) => {
    files.set(path.join(media, `${tool.slug}-logo.svg`), logoSvg(tool.glyph, tool.palette));
    files.set(path.join(media, `${tool.slug}.svg`), cardSvg(tool.palette, i));
  });
  files.set(path.join(media, 'tools-hero.svg'), heroSvg());
  return files;
}

function main(): void {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [file, text] of toolsContentFiles()) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (current === text) continue;
    stale.push(path.relative(ROOT, file));
    if (!check) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  if (check && stale.length > 0) {
    console.error(`stale: ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log(check ? 'tools content is up to date' : `wrote ${stale.length} files`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
