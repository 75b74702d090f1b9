/**
 * For tests only: a copy of content/ whose `/insights` pages are replaced by six Article Pages
 * per language, so the search service holds known documents whatever content/ holds (exact
 * counts). Removed with `cleanup()`.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from './content-server.ts';

export const ARTICLE_PAGE_TEMPLATE_ID = 'a1f6e2c4-3b5d-4e8f-9c0a-5d7e6f8a9b10';

type Kind = 'type' | 'topic' | 'industry' | 'region';
const TAXONOMY: Record<string, { kind: Kind; en: string; ar: string }> = {
  blogs: { kind: 'type', en: 'Blog', ar: 'مدونة' },
  'expert-opinions': { kind: 'type', en: 'Expert Opinion', ar: 'رأي خبير' },
  'thought-leadership': { kind: 'type', en: 'Thought Leadership', ar: 'قيادة فكرية' },
  whitepapers: { kind: 'type', en: 'Whitepaper', ar: 'ورقة بيضاء' },
  decarbonisation: { kind: 'topic', en: 'Decarbonisation', ar: 'إزالة الكربون' },
  'digital-trade': { kind: 'topic', en: 'Digital Trade', ar: 'التجارة الرقمية' },
  'supply-chain-resilience': { kind: 'topic', en: 'Supply Chain Resilience', ar: 'مرونة سلاسل الإمداد' },
  infrastructure: { kind: 'topic', en: 'Infrastructure', ar: 'البنية التحتية' },
  'people-and-skills': { kind: 'topic', en: 'People and Skills', ar: 'الأفراد والمهارات' },
  'trade-policy': { kind: 'topic', en: 'Trade Policy', ar: 'السياسة التجارية' },
  'ports-and-terminals': { kind: 'industry', en: 'Ports and Terminals', ar: 'الموانئ والمحطات' },
  logistics: { kind: 'industry', en: 'Logistics', ar: 'الخدمات اللوجستية' },
  'marine-services': { kind: 'industry', en: 'Marine Services', ar: 'الخدمات البحرية' },
  'economic-zones': { kind: 'industry', en: 'Economic Zones', ar: 'المناطق الاقتصادية' },
  technology: { kind: 'industry', en: 'Technology', ar: 'التكنولوجيا' },
  'middle-east': { kind: 'region', en: 'Middle East', ar: 'الشرق الأوسط' },
  africa: { kind: 'region', en: 'Africa', ar: 'أفريقيا' },
  europe: { kind: 'region', en: 'Europe', ar: 'أوروبا' },
  'asia-pacific': { kind: 'region', en: 'Asia Pacific', ar: 'آسيا والمحيط الهادئ' },
  americas: { kind: 'region', en: 'Americas', ar: 'الأمريكتان' },
};

export interface TestArticle {
  path: string;
  itemId: string;
  title: { en: string; ar: string };
  description: { en: string; ar: string };
  type: string;
  topic: string[];
  industry: string[];
  region: string[];
  date: string | null;
}

/** Six articles; the fifth shares the first's date (a tie), the fourth has none, the sixth Sitecore's empty date. */
export const TEST_ARTICLES: readonly TestArticle[] = [
  {
    path: '/insights/blogs/green-berths',
    itemId: '0a000000-0000-4000-8000-000000000001',
    title: { en: 'Green berths for a cleaner harbour', ar: 'أرصفة خضراء لميناء أنظف' },
    description: { en: 'Shore power and electric cranes at our terminals.', ar: 'الطاقة الساحلية والرافعات الكهربائية في محطاتنا.' },
    type: 'blogs',
    topic: ['decarbonisation', 'infrastructure'],
    industry: ['ports-and-terminals'],
    region: ['middle-east'],
    date: '2026-03-14T00:00:00Z',
  },
  {
    path: '/insights/blogs/digital-corridors',
    itemId: '0a000000-0000-4000-8000-000000000002',
    title: { en: 'Digital corridors', ar: 'الممرات الرقمية' },
    description: { en: 'Paperless trade between Asian hubs.', ar: 'تجارة بلا أوراق بين المراكز الآسيوية.' },
    type: 'blogs',
    topic: ['digital-trade'],
    industry: ['logistics', 'technology'],
    region: ['asia-pacific'],
    date: '2026-02-01T00:00:00Z',
  },
  {
    path: '/insights/expert-opinions/resilient-chains',
    itemId: '0a000000-0000-4000-8000-000000000003',
    title: { en: 'Resilient supply chains', ar: 'سلاسل إمداد مرنة' },
    description: { en: 'What the last disruption taught shippers.', ar: 'ما تعلمه الشاحنون من الاضطراب الأخير.' },
    type: 'expert-opinions',
    topic: ['supply-chain-resilience'],
    industry: ['logistics'],
    region: ['europe', 'africa'],
    date: '2025-11-20T00:00:00Z',
  },
  {
    path: '/insights/whitepapers/zone-economics',
    itemId: '0a000000-0000-4000-8000-000000000004',
    title: { en: 'The economics of free zones', ar: 'اقتصاديات المناطق الحرة' },
    description: { en: 'A whitepaper on trade policy and GREEN incentives.', ar: 'ورقة حول السياسة التجارية والحوافز.' },
    type: 'whitepapers',
    topic: ['trade-policy'],
    industry: ['economic-zones'],
    region: ['middle-east'],
    date: null,
  },
  {
    path: '/insights/thought-leadership/skills-at-sea',
    itemId: '0a000000-0000-4000-8000-000000000005',
    title: { en: 'Skills at sea', ar: 'مهارات في البحر' },
    description: { en: 'Training crews for low-carbon fuels.', ar: 'تدريب الطواقم على الوقود منخفض الكربون.' },
    type: 'thought-leadership',
    topic: ['people-and-skills', 'decarbonisation'],
    industry: ['marine-services'],
    region: ['americas'],
    date: '2026-03-14T00:00:00Z',
  },
  {
    path: '/insights/blogs/empty-date',
    itemId: '0a000000-0000-4000-8000-000000000006',
    title: { en: 'A note without a date', ar: 'ملاحظة بلا تاريخ' },
    description: { en: 'Sitecore keeps an empty date as year one.', ar: 'يحفظ سايتكور التاريخ الفارغ كالسنة الأولى.' },
    type: 'blogs',
    topic: [],
    industry: [],
    region: [],
    date: '0001-01-01T00:00:00Z',
  },
];

function taxonomyItem(name: string, language: 'en' | 'ar'): Record<string, unknown> {
  const entry = TAXONOMY[name];
  if (!entry) throw new Error(`unknown taxonomy item ${name}`);
  const title = entry[language];
  const kind = entry.kind[0]!.toUpperCase() + entry.kind.slice(1);
  const hex = createHash('sha1').update(`taxonomy/${name}`).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  return { id, name, displayName: title, url: `/Data/Taxonomy/${kind}/${name}`, fields: { title: { value: title } } };
}

function articleRoute(article: TestArticle, language: 'en' | 'ar'): Record<string, unknown> {
  const slug = article.path.split('/').pop()!;
  return {
    name: slug,
    displayName: article.title[language],
    itemId: article.itemId,
    itemLanguage: language,
    itemVersion: 1,
    templateId: ARTICLE_PAGE_TEMPLATE_ID,
    templateName: 'Article Page',
    fields: {
      title: { value: article.title[language] },
      shortDescription: { value: article.description[language] },
      cardImage: { value: { src: `/-/media/ports-group/${slug}.svg`, alt: '' } },
      type: taxonomyItem(article.type, language),
      topic: article.topic.map((name) => taxonomyItem(name, language)),
      industry: article.industry.map((name) => taxonomyItem(name, language)),
      region: article.region.map((name) => taxonomyItem(name, language)),
      ...(article.date ? { articleDate: { value: article.date } } : {}),
    },
    placeholders: { 'headless-main': [] },
  };
}

export interface TestContent {
  dir: string;
  cleanup(): void;
}

/** content/ copied to a temporary folder, its insights replaced by TEST_ARTICLES in en and ar, plus `en/updated.json`. */
export function createSearchTestContent(): TestContent {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-content-'));
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  const site = path.join(dir, 'sites', 'ports-group');
  for (const language of ['en', 'ar'] as const) {
    rmSync(path.join(site, language, 'routes', 'insights'), { recursive: true, force: true });
    rmSync(path.join(site, language, 'routes', 'insights.json'), { force: true });
    for (const article of TEST_ARTICLES) {
      const file = path.join(site, language, 'routes', `${article.path.slice(1)}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(articleRoute(article, language), null, 2));
    }
  }
  writeFileSync(path.join(site, 'en', 'updated.json'), JSON.stringify({ '/insights/blogs/green-berths': '20261101T093000Z' }));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
