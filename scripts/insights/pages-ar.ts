/** The shared blocks of the article pages and the insights and news landing pages, in Arabic. */
import type { PagesText } from '../compose-insights.ts';

const pages: PagesText = {
  benefits: [
    {
      headline: 'محطات أنظف',
      description: 'رافعات كهربائية وطاقة من الرصيف وطاقة متجددة في موانئنا ومحطاتنا.',
      cta: 'الموانئ والمحطات',
      href: '/solutions/ports-and-terminals',
      art: 'shore-power-teal',
    },
    {
      headline: 'رحلات أكثر استدامة',
      description: 'قطارات مكوكية وبيانات الانبعاثات لكل شحنة عبر شبكتنا اللوجستية.',
      cta: 'الخدمات اللوجستية',
      href: '/solutions/logistics',
      art: 'rail-sand',
    },
    {
      headline: 'مناطق مستدامة',
      description: 'طاقة شمسية وبنية تحتية مشتركة لمستأجري مناطقنا الاقتصادية.',
      cta: 'المناطق الاقتصادية',
      href: '/solutions/economic-zones',
      art: 'turbines-sand',
    },
  ],
  cardsHeadline: 'تابع القراءة',
  navHeadline: 'استكشف رؤانا',
  navLinks: [
    { text: 'جميع الرؤى', href: '/insights' },
    { text: 'المدونات', href: '/insights/blogs' },
    { text: 'آراء الخبراء', href: '/insights/expert-opinions' },
    { text: 'القيادة الفكرية', href: '/insights/thought-leadership' },
    { text: 'الأوراق البيضاء', href: '/insights/whitepapers' },
  ],
  relatedHeadline: 'مقالات ذات صلة',
  insights: {
    crumb: 'رؤى',
    eyebrow: 'رؤى',
    headline: 'أفكار تحرّك التجارة العالمية',
    description: 'مدونات وآراء خبراء وقيادة فكرية وأوراق بيضاء يكتبها من يديرون موانئنا ومحطاتنا وشبكاتنا اللوجستية ومناطقنا الاقتصادية.',
    featured: 'رؤى مختارة',
    listing: 'جميع الرؤى',
  },
  news: {
    crumb: 'الأخبار',
    meta: 'أخبار وإعلانات ميريديان للموانئ والخدمات اللوجستية: محطات جديدة ونتائج وشراكات وقصص موظفينا.',
    feedName: 'موجز أخبار المجموعة',
    eyebrow: 'المركز الإعلامي',
    headline: 'أخبار من مختلف أنحاء شبكتنا',
    description: 'إعلانات ونتائج وقصص من موانئنا ومجمعاتنا اللوجستية وموظفينا.',
    highlight: 'آخر الأخبار',
    allNews: 'جميع الأخبار',
  },
  newsAll: {
    crumb: 'جميع الأخبار',
    eyebrow: 'المركز الإعلامي',
    headline: 'جميع الأخبار',
    description: 'كل إعلانات المجموعة والدول التي نعمل فيها، من الأحدث إلى الأقدم.',
    listing: 'جميع الأخبار',
    market: 'Global',
  },
  countries: { Global: 'عالمي', 'United Arab Emirates': 'الإمارات العربية المتحدة', Egypt: 'مصر', 'United Kingdom': 'المملكة المتحدة' },
  types: {
    blogs: {
      headline: 'حكايات من الرصيف',
      description: 'قراءات قصيرة من محطاتنا ومجمعاتنا اللوجستية وفرقنا البحرية: كيف يُنجَز العمل ومن ينجزه.',
      listing: 'جميع المدونات',
    },
    'expert-opinions': {
      headline: 'آراء الخبراء',
      description: 'يبدي متخصصونا آراءهم في القضايا المهمة للموانئ والشحن والتجارة.',
      listing: 'جميع آراء الخبراء',
    },
    'thought-leadership': {
      headline: 'القيادة الفكرية',
      description: 'رؤى بعيدة المدى حول ممرات التجارة والطاقة والمهارات ومستقبل الخدمات اللوجستية.',
      listing: 'جميع مقالات القيادة الفكرية',
    },
    whitepapers: {
      headline: 'الأوراق البيضاء',
      description: 'أدلة ومنهجيات معمقة للحكومات والعملاء والشركاء، مستمدة من تجربتنا.',
      listing: 'جميع الأوراق البيضاء',
    },
  },
};

export default pages;
