/**
 * The sample documents of the document hub, the same in both languages (the files are English;
 * the Arabic assets carry Arabic titles and point to the same files). Used by
 * scripts/make-sample-documents.ts.
 */
export type CategoryKey = 'annual-reports' | 'sustainability' | 'policies' | 'investor-presentations' | 'tariffs';

/** Content Hub category ids; each language has its own category (`{id}.en`, `{id}.ar`). */
export const CATEGORIES: Record<CategoryKey, { id: string; en: string; ar: string }> = {
  'annual-reports': { id: 'M.AssetCategory.AnnualReports', en: 'Annual reports', ar: 'التقارير السنوية' },
  sustainability: { id: 'M.AssetCategory.Sustainability', en: 'Sustainability', ar: 'الاستدامة' },
  policies: { id: 'M.AssetCategory.Policies', en: 'Policies', ar: 'السياسات' },
  'investor-presentations': { id: 'M.AssetCategory.InvestorPresentations', en: 'Investor presentations', ar: 'العروض التقديمية للمستثمرين' },
  tariffs: { id: 'M.AssetCategory.Tariffs', en: 'Tariffs', ar: 'التعرفات' },
};

export const BRANDS = { meridian: 'M.Brand.MeridianPorts', drydocks: 'M.Brand.MeridianDrydocks' } as const;

export interface SampleDocument {
  slug: string;
  category: CategoryKey;
  brand: keyof typeof BRANDS;
  /** yyyy-mm-dd */
  date: string;
  en: string;
  ar: string;
  ext: 'pdf' | 'csv';
  gated?: boolean;
}

const d = (slug: string, category: CategoryKey, date: string, en: string, ar: string, more: Partial<SampleDocument> = {}): SampleDocument => ({
  slug,
  category,
  brand: 'meridian',
  date,
  en,
  ar,
  ext: 'pdf',
  ...more,
});

export const DOCUMENTS: SampleDocument[] = [
  d('annual-report-2025', 'annual-reports', '2026-03-12', 'Annual Report 2025', 'التقرير السنوي 2025'),
  d('annual-report-2024', 'annual-reports', '2025-03-18', 'Annual Report 2024', 'التقرير السنوي 2024'),
  d('annual-report-2023', 'annual-reports', '2024-03-20', 'Annual Report 2023', 'التقرير السنوي 2023'),
  d('annual-report-2022', 'annual-reports', '2023-03-15', 'Annual Report 2022', 'التقرير السنوي 2022'),
  d('annual-report-2021', 'annual-reports', '2022-03-22', 'Annual Report 2021', 'التقرير السنوي 2021'),
  d('annual-report-2020', 'annual-reports', '2021-03-25', 'Annual Report 2020', 'التقرير السنوي 2020'),
  d('interim-report-h1-2025', 'annual-reports', '2025-08-07', 'Interim Report, First Half 2025', 'التقرير المرحلي للنصف الأول 2025'),
  d('interim-report-h1-2024', 'annual-reports', '2024-08-08', 'Interim Report, First Half 2024', 'التقرير المرحلي للنصف الأول 2024'),
  d('sustainability-report-2025', 'sustainability', '2026-04-22', 'Sustainability Report 2025', 'تقرير الاستدامة 2025'),
  d('sustainability-report-2024', 'sustainability', '2025-04-24', 'Sustainability Report 2024', 'تقرير الاستدامة 2024'),
  d('sustainability-report-2023', 'sustainability', '2024-04-25', 'Sustainability Report 2023', 'تقرير الاستدامة 2023'),
  d('climate-transition-plan', 'sustainability', '2025-11-04', 'Climate Transition Plan 2030', 'خطة التحول المناخي 2030'),
  d('tcfd-disclosure-2024', 'sustainability', '2025-06-30', 'Climate-related Financial Disclosures 2024', 'الإفصاحات المالية المتعلقة بالمناخ 2024'),
  d('biodiversity-statement', 'sustainability', '2025-02-14', 'Marine Biodiversity Statement', 'بيان التنوع البيولوجي البحري'),
  d('green-finance-framework', 'sustainability', '2024-09-10', 'Green Finance Framework', 'إطار التمويل الأخضر'),
  d('code-of-conduct', 'policies', '2025-10-01', 'Code of Conduct', 'مدونة قواعد السلوك'),
  d('anti-bribery-policy', 'policies', '2025-07-15', 'Anti-Bribery and Corruption Policy', 'سياسة مكافحة الرشوة والفساد'),
  d('human-rights-policy', 'policies', '2025-05-20', 'Human Rights Policy', 'سياسة حقوق الإنسان'),
  d('health-safety-policy', 'policies', '2025-01-28', 'Health, Safety and Environment Policy', 'سياسة الصحة والسلامة والبيئة'),
  d('supplier-code', 'policies', '2024-11-12', 'Supplier Code of Conduct', 'مدونة سلوك الموردين'),
  d('whistleblowing-policy', 'policies', '2024-06-03', 'Whistleblowing Policy', 'سياسة الإبلاغ عن المخالفات'),
  d('data-privacy-policy', 'policies', '2024-02-19', 'Data Privacy Policy', 'سياسة خصوصية البيانات'),
  d('modern-slavery-statement-2024', 'policies', '2025-06-12', 'Modern Slavery Statement 2024', 'بيان مكافحة العبودية الحديثة 2024'),
  d('capital-markets-day-2025', 'investor-presentations', '2025-11-18', 'Capital Markets Day 2025', 'يوم أسواق رأس المال 2025', { gated: true }),
  d('results-presentation-fy2025', 'investor-presentations', '2026-03-12', 'Full-Year 2025 Results Presentation', 'عرض نتائج العام الكامل 2025', {
    gated: true,
  }),
  d('results-presentation-h1-2025', 'investor-presentations', '2025-08-07', 'First-Half 2025 Results Presentation', 'عرض نتائج النصف الأول 2025', {
    gated: true,
  }),
  d('results-presentation-fy2024', 'investor-presentations', '2025-03-18', 'Full-Year 2024 Results Presentation', 'عرض نتائج العام الكامل 2024', {
    gated: true,
  }),
  d('sukuk-investor-update', 'investor-presentations', '2025-05-06', 'Sukuk Investor Update', 'تحديث لمستثمري الصكوك', { gated: true }),
  d('fact-sheet-2025', 'investor-presentations', '2025-09-30', 'Group Fact Sheet, September 2025', 'صحيفة وقائع المجموعة، سبتمبر 2025'),
  d('ras-maysan-tariff-2026', 'tariffs', '2026-01-01', 'Ras Maysan Terminal Tariff 2026', 'تعرفة محطة رأس ميسان 2026'),
  d('ras-maysan-rates-2026', 'tariffs', '2026-01-01', 'Ras Maysan Terminal Rates 2026 (table)', 'جدول أسعار محطة رأس ميسان 2026', { ext: 'csv' }),
  d('jeddah-south-tariff-2026', 'tariffs', '2025-12-15', 'Jeddah South Container Terminal Tariff 2026', 'تعرفة محطة حاويات جدة الجنوبية 2026', { gated: true }),
  d('mundra-gateway-tariff-2025', 'tariffs', '2025-04-01', 'Mundra Gateway Scale of Rates 2025', 'جدول رسوم بوابة موندرا 2025'),
  d('northgate-harbour-rates-2025', 'tariffs', '2025-01-01', 'Northgate Harbour Port Charges 2025 (table)', 'رسوم ميناء نورثغيت 2025 (جدول)', { ext: 'csv' }),
  d('sokhna-tariff-2025', 'tariffs', '2024-12-20', 'Sokhna Terminal Tariff 2025', 'تعرفة محطة السخنة 2025'),
  d('felixport-terms-2025', 'tariffs', '2024-10-01', 'Felixport Standard Terms and Conditions', 'الشروط والأحكام العامة لميناء فيليكسبورت'),
  d('drydocks-annual-review-2025', 'annual-reports', '2026-02-26', 'Meridian Drydocks Annual Review 2025', 'المراجعة السنوية لميريديان للأحواض الجافة 2025', {
    brand: 'drydocks',
  }),
  d('drydocks-yard-tariff-2026', 'tariffs', '2026-01-05', 'Meridian Drydocks Yard Tariff 2026', 'تعرفة أحواض ميريديان الجافة 2026', { brand: 'drydocks' }),
];
