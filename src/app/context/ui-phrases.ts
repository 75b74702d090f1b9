import type { Language } from '../page-context.ts';

/**
 * Built-in wording for the interface texts the code itself needs (skip link, carousel buttons,
 * new-tab notice, empty states). The CMS dictionary wins when it has the key; these keep an
 * Arabic page from falling back to English when the dictionary item is missing.
 */
export const uiPhrases: Record<Language, Record<string, string>> = {
  en: {},
  ar: {
    SkipToContent: 'انتقل إلى المحتوى',
    OpensInNewTab: '(يفتح في علامة تبويب جديدة)',
    CarouselPrevious: 'السابق',
    CarouselNext: 'التالي',
    CarouselSlideOf: '{n} من {total}',
    Carousel: 'شريط عرض',
    NoNewsFound: 'لم يتم العثور على أخبار',
    LoadingNews: 'جارٍ تحميل الأخبار',
    ReadMore: 'اقرأ المزيد',
    SubNavigation: 'في هذا القسم',
    SubNavigationPrevious: 'تمرير الروابط إلى الخلف',
    SubNavigationNext: 'تمرير الروابط إلى الأمام',
    SubNavigationPort: 'الميناء',
    SubNavigationCountry: 'الدولة',
    HeaderHome: 'الصفحة الرئيسية',
    HeaderMainNavigation: 'القائمة الرئيسية',
    HeaderOpenMenu: 'فتح القائمة',
    HeaderCloseMenu: 'إغلاق القائمة',
    HeaderSearch: 'بحث',
    HeaderLocations: 'المواقع',
    HeaderLanguages: 'اللغات',
    HeaderSelectLocation: 'اختر موقعك',
    HeaderSelectLanguage: 'اختر اللغة',
    Breadcrumb: 'مسار التنقل',
    BreadcrumbHidden: 'مسار التنقل مخفي في هذه الصفحة (hideBreadcrumb)',
    FooterSocial: 'تابعنا',
    FooterNavigation: 'تذييل الصفحة',
    FooterLegal: 'المعلومات القانونية',
    CountrySelectorGlobal: 'عالمي',
    CountrySelectorList: 'اختر دولتك',
    CountrySelectorCountry: 'الدولة',
    CountrySelectorUnavailable: '(غير متاح)',
    LanguageSelectorList: 'اختر اللغة',
    LanguageSelectorLanguage: 'اللغة',
    SelectorBack: 'رجوع',
    SelectorClose: 'إغلاق',
  },
};
