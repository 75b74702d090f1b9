/** Taxonomy, authors, and what each article and news page is (shared by both languages). */
import type { ArticleMeta, InsightsType, NewsMeta } from './types.ts';

type Titles = Record<string, { en: string; ar: string }>;

export const TYPES: Record<InsightsType, { en: string; ar: string; enPlural: string; arPlural: string }> = {
  blogs: { en: 'Blog', ar: 'مدونة', enPlural: 'Blogs', arPlural: 'المدونات' },
  'expert-opinions': { en: 'Expert Opinion', ar: 'رأي خبير', enPlural: 'Expert opinions', arPlural: 'آراء الخبراء' },
  'thought-leadership': { en: 'Thought Leadership', ar: 'قيادة فكرية', enPlural: 'Thought leadership', arPlural: 'القيادة الفكرية' },
  whitepapers: { en: 'Whitepaper', ar: 'ورقة بيضاء', enPlural: 'Whitepapers', arPlural: 'الأوراق البيضاء' },
};

export const TOPICS: Titles = {
  decarbonisation: { en: 'Decarbonisation', ar: 'خفض الانبعاثات الكربونية' },
  'digital-trade': { en: 'Digital trade', ar: 'التجارة الرقمية' },
  'supply-chain-resilience': { en: 'Supply chain resilience', ar: 'مرونة سلاسل الإمداد' },
  infrastructure: { en: 'Infrastructure', ar: 'البنية التحتية' },
  'people-and-skills': { en: 'People and skills', ar: 'الكوادر والمهارات' },
  'trade-policy': { en: 'Trade policy', ar: 'السياسات التجارية' },
};

export const INDUSTRIES: Titles = {
  'ports-and-terminals': { en: 'Ports and terminals', ar: 'الموانئ والمحطات' },
  logistics: { en: 'Logistics', ar: 'الخدمات اللوجستية' },
  'marine-services': { en: 'Marine services', ar: 'الخدمات البحرية' },
  'economic-zones': { en: 'Economic zones', ar: 'المناطق الاقتصادية' },
  technology: { en: 'Technology', ar: 'التكنولوجيا' },
};

export const REGIONS: Titles = {
  'middle-east': { en: 'Middle East', ar: 'الشرق الأوسط' },
  africa: { en: 'Africa', ar: 'أفريقيا' },
  europe: { en: 'Europe', ar: 'أوروبا' },
  'asia-pacific': { en: 'Asia Pacific', ar: 'آسيا والمحيط الهادئ' },
  americas: { en: 'Americas', ar: 'الأمريكتان' },
};

export const AUTHORS: Record<string, { en: [string, string]; ar: [string, string] }> = {
  'amira-haddad': { en: ['Amira Haddad', 'Chief Sustainability Officer'], ar: ['أميرة حداد', 'الرئيسة التنفيذية للاستدامة'] },
  'daniel-okafor': { en: ['Daniel Okafor', 'Head of Strategy, Africa'], ar: ['دانيال أوكافور', 'رئيس الاستراتيجية في أفريقيا'] },
  'sofia-lindqvist': { en: ['Sofia Lindqvist', 'Director, Digital Trade Platforms'], ar: ['صوفيا ليندكفيست', 'مديرة منصات التجارة الرقمية'] },
  'rajiv-menon': { en: ['Rajiv Menon', 'Group Chief Economist'], ar: ['راجيف مينون', 'كبير الاقتصاديين في المجموعة'] },
  'layla-al-mansoori': { en: ['Layla Al Mansoori', 'Vice President, Economic Zones'], ar: ['ليلى المنصوري', 'نائبة الرئيس للمناطق الاقتصادية'] },
  'tomas-alvarez': { en: ['Tomás Alvarez', 'Head of Terminal Operations, Americas'], ar: ['توماس ألفاريز', 'رئيس عمليات المحطات في الأمريكتين'] },
  'hannah-whitfield': { en: ['Hannah Whitfield', 'Director, Meridian Academy'], ar: ['هانا ويتفيلد', 'مديرة أكاديمية ميريديان'] },
  'kenji-watanabe': { en: ['Kenji Watanabe', 'Senior Adviser, Maritime Technology'], ar: ['كينجي واتانابي', 'كبير المستشارين للتكنولوجيا البحرية'] },
};

const a = (
  slug: string, type: InsightsType, date: string, authors: string[], topic: string[], industry: string[], region: string[],
  art: string, statistic: string, extras: ArticleMeta['extras'] = [],
): ArticleMeta => ({ slug, type, date, authors, topic, industry, region, art, statistic, extras });

/** 24 articles, 6 per type; one dated in the future (2026-12-09), six older than 12 months. */
export const ARTICLES: ArticleMeta[] = [
  a('plugging-ships-into-shore-power', 'blogs', '2026-10-22', ['amira-haddad'], ['decarbonisation'], ['ports-and-terminals'], ['europe'], 'shore-power-teal', '42', ['benefits']),
  a('a-day-in-the-control-tower', 'blogs', '2026-09-15', ['sofia-lindqvist', 'hannah-whitfield'], ['digital-trade', 'people-and-skills'], ['ports-and-terminals', 'technology'], ['middle-east'], 'network-navy', '3,400', ['cards']),
  a('why-rail-is-winning-inland', 'blogs', '2026-07-08', ['daniel-okafor'], ['infrastructure', 'decarbonisation'], ['logistics'], ['middle-east', 'europe'], 'rail-sand', '300,000', ['nav']),
  a('women-on-the-quay', 'blogs', '2026-03-08', ['hannah-whitfield'], ['people-and-skills'], ['ports-and-terminals'], ['africa', 'middle-east'], 'cranes-coral', '40', ['nav']),
  a('cold-chain-lessons-from-the-fruit-season', 'blogs', '2025-05-20', ['tomas-alvarez'], ['supply-chain-resilience'], ['logistics'], ['americas'], 'warehouse-ice', '98.7'),
  a('how-marine-services-keep-a-port-open-in-a-storm', 'blogs', '2026-12-09', ['kenji-watanabe'], ['supply-chain-resilience'], ['marine-services'], ['asia-pacific'], 'waves-storm', '6'),
  a('green-methanol-bunkering', 'expert-opinions', '2026-11-05', ['amira-haddad', 'kenji-watanabe'], ['decarbonisation'], ['marine-services', 'ports-and-terminals'], ['europe', 'asia-pacific'], 'ship-green', '250', ['benefits']),
  a('tariffs-are-redrawing-transshipment-maps', 'expert-opinions', '2026-06-18', ['rajiv-menon'], ['trade-policy'], ['ports-and-terminals'], ['asia-pacific', 'americas'], 'globe-amber', '17'),
  a('the-electronic-bill-of-lading-comes-of-age', 'expert-opinions', '2026-02-11', ['sofia-lindqvist'], ['digital-trade', 'trade-policy'], ['technology', 'logistics'], ['europe'], 'documents-violet', '4', ['cards']),
  a('what-tenants-ask-of-an-economic-zone', 'expert-opinions', '2025-09-30', ['layla-al-mansoori'], ['infrastructure', 'trade-policy'], ['economic-zones'], ['middle-east', 'africa'], 'zone-sand', '500'),
  a('resilience-is-a-network-property', 'expert-opinions', '2026-04-27', ['rajiv-menon', 'tomas-alvarez'], ['supply-chain-resilience'], ['ports-and-terminals', 'logistics'], ['americas', 'africa'], 'globe-navy', '11', ['nav']),
  a('ai-in-berth-planning', 'expert-opinions', '2026-08-19', ['kenji-watanabe'], ['digital-trade'], ['technology'], ['middle-east'], 'network-teal', '14'),
  a('africas-trade-corridors-in-2035', 'thought-leadership', '2026-10-01', ['daniel-okafor', 'rajiv-menon'], ['infrastructure', 'trade-policy'], ['logistics', 'ports-and-terminals'], ['africa'], 'rail-savanna', '3.4', ['benefits', 'nav']),
  a('a-realistic-roadmap-to-net-zero-ports', 'thought-leadership', '2026-05-12', ['amira-haddad'], ['decarbonisation'], ['ports-and-terminals'], ['middle-east', 'europe', 'asia-pacific'], 'turbines-teal', '18', ['benefits', 'loader']),
  a('skills-for-the-automated-port', 'thought-leadership', '2026-01-19', ['hannah-whitfield', 'kenji-watanabe'], ['people-and-skills'], ['technology', 'ports-and-terminals'], ['europe', 'asia-pacific'], 'cranes-navy', '1,200', ['cards']),
  a('nearshoring-and-the-new-map-of-the-americas', 'thought-leadership', '2025-07-14', ['tomas-alvarez', 'rajiv-menon'], ['supply-chain-resilience', 'trade-policy'], ['logistics', 'economic-zones'], ['americas'], 'globe-coral', '23'),
  a('trust-is-the-missing-infrastructure-of-data-sharing', 'thought-leadership', '2026-09-02', ['sofia-lindqvist'], ['digital-trade'], ['technology', 'logistics'], ['europe', 'americas'], 'network-violet', '70', ['cards']),
  a('ports-as-energy-hubs', 'thought-leadership', '2025-03-10', ['amira-haddad', 'layla-al-mansoori'], ['decarbonisation', 'infrastructure'], ['economic-zones', 'marine-services'], ['middle-east', 'africa'], 'turbines-sand', '1.2'),
  a('port-community-systems-a-guide-for-governments', 'whitepapers', '2026-11-18', ['sofia-lindqvist', 'daniel-okafor'], ['digital-trade', 'trade-policy'], ['technology', 'ports-and-terminals'], ['africa', 'asia-pacific'], 'documents-teal', '60', ['cards']),
  a('measuring-scope-3-emissions-in-logistics', 'whitepapers', '2026-07-29', ['amira-haddad'], ['decarbonisation'], ['logistics'], ['europe', 'americas'], 'containers-green', '85', ['benefits']),
  a('climate-adaptation-for-coastal-terminals', 'whitepapers', '2026-03-25', ['kenji-watanabe', 'amira-haddad'], ['supply-chain-resilience', 'infrastructure'], ['ports-and-terminals', 'marine-services'], ['asia-pacific', 'middle-east'], 'waves-teal', '0.6'),
  a('the-economic-zone-investment-playbook', 'whitepapers', '2025-11-10', ['layla-al-mansoori'], ['infrastructure', 'trade-policy'], ['economic-zones'], ['middle-east', 'africa', 'asia-pacific'], 'zone-navy', '14,000', ['nav']),
  a('managing-the-workforce-transition-to-automation', 'whitepapers', '2026-04-08', ['hannah-whitfield', 'tomas-alvarez'], ['people-and-skills'], ['ports-and-terminals', 'technology'], ['americas', 'europe'], 'containers-coral', '9'),
  a('cyber-security-for-port-operations', 'whitepapers', '2024-12-16', ['kenji-watanabe', 'sofia-lindqvist'], ['digital-trade', 'supply-chain-resilience'], ['technology', 'marine-services'], ['middle-east', 'europe'], 'shield-navy', '72'),
];

/** The article whose updated.json entry is left out, and the one whose entry is malformed. */
export const UPDATED_MISSING = 'what-tenants-ask-of-an-economic-zone';
export const UPDATED_MALFORMED = 'a-day-in-the-control-tower';

const n = (slug: string, date: string, country: string, art: string, feedTime?: string): NewsMeta => ({ slug, date, country, art, feedTime });

/**
 * 24 news pages, newest first. The 16 with a feed time are also group newswire press releases
 * (the 8 first ones were in the feed before issue 11); the rest are local news only.
 */
export const NEWS: NewsMeta[] = [
  n('coral-bay-terminal-handles-first-ultra-large-vessel', '2026-11-20', 'Egypt', 'insights/ship-navy', '07:30'),
  n('meridian-opens-electric-terminal-at-northgate-harbour', '2026-11-12', 'United Kingdom', 'news/electric-terminal', '08:00'),
  n('northgate-harbour-apprentices-graduate', '2026-11-06', 'United Kingdom', 'insights/cranes-coral'),
  n('meridian-signs-shore-power-agreement-in-felixport', '2026-11-02', 'United Kingdom', 'insights/shore-power-teal', '10:00'),
  n('third-quarter-volumes-rise-as-africa-trade-grows', '2026-10-28', 'United Arab Emirates', 'news/quarterly-volumes', '09:30'),
  n('port-lumen-opens-food-security-hub', '2026-10-20', 'Egypt', 'insights/warehouse-ice', '08:30'),
  n('rail-shuttle-links-ras-maysan-with-inland-park', '2026-10-09', 'Saudi Arabia', 'news/rail-shuttle', '07:00'),
  n('meridian-academy-opens-cairo-training-centre', '2026-09-29', 'Egypt', 'insights/cranes-navy'),
  n('green-shipping-corridor-gulf-europe', '2026-09-17', 'United Arab Emirates', 'news/green-corridor', '10:00'),
  n('nhava-sheva-logistics-park-expansion', '2026-09-03', 'India', 'insights/containers-coral', '09:00'),
  n('port-lumen-economic-zone-welcomes-500th-tenant', '2026-08-26', 'Egypt', 'news/economic-zone', '08:00'),
  n('mangrove-restoration-reaches-one-million-trees', '2026-08-11', 'United Arab Emirates', 'insights/turbines-sand'),
  n('meridian-academy-trains-1200-port-technicians', '2026-07-14', 'United Arab Emirates', 'news/academy', '11:00'),
  n('mundra-gateway-starts-coastal-feeder-service', '2026-06-24', 'India', 'insights/ship-green', '08:00'),
  n('digital-trade-platform-passes-one-million-bookings', '2026-06-02', 'United Kingdom', 'news/digital-platform', '09:00'),
  n('jeddah-south-terminal-adds-reefer-capacity', '2026-05-19', 'Saudi Arabia', 'insights/warehouse-ice'),
  n('meridian-joins-global-port-cyber-alliance', '2026-04-30', 'United Arab Emirates', 'insights/shield-navy', '09:00'),
  n('sokhna-terminal-community-water-project', '2026-04-14', 'Egypt', 'insights/waves-teal'),
  n('sustainability-report-2025-emissions-down', '2026-03-20', 'United Arab Emirates', 'news/quarterly-volumes', '08:00'),
  n('felixport-customs-pilot-cuts-clearance-times', '2026-03-04', 'United Kingdom', 'insights/documents-violet', '09:30'),
  n('ras-maysan-welcomes-first-methanol-powered-tug', '2026-02-17', 'Saudi Arabia', 'insights/waves-storm'),
  n('meridian-annual-results-2025', '2026-02-05', 'United Arab Emirates', 'insights/globe-amber', '07:00'),
  n('port-lumen-solar-park-connects-to-grid', '2026-01-22', 'Egypt', 'insights/turbines-teal'),
  n('meridian-welcomes-new-board-members', '', 'United Arab Emirates', 'news/default-news'),
];
