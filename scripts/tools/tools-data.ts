/**
 * The source of the tools sample content (docs/people-and-resources.md): the tags, the tools and
 * what they say in both languages. `scripts/compose-tools.ts` writes the items, pages and art.
 */

export type Lang = 'en' | 'ar';
export type Text = Record<Lang, string>;

export const COUNTRIES: Record<string, Text> = {
  global: { en: 'Global', ar: 'عالمي' },
  'united-arab-emirates': { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  'saudi-arabia': { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  india: { en: 'India', ar: 'الهند' },
  'united-kingdom': { en: 'United Kingdom', ar: 'المملكة المتحدة' },
  egypt: { en: 'Egypt', ar: 'مصر' },
};

export const PORTS: Record<string, Text> = {
  'ras-maysan': { en: 'Ras Maysan', ar: 'رأس ميسان' },
  'port-lumen': { en: 'Port Lumen', ar: 'ميناء لومن' },
  'jeddah-south': { en: 'Jeddah South', ar: 'جدة الجنوبي' },
  'mundra-gateway': { en: 'Mundra Gateway', ar: 'بوابة موندرا' },
  'nhava-sheva': { en: 'Nhava Sheva', ar: 'نهافا شيفا' },
  'northgate-harbour': { en: 'Northgate Harbour', ar: 'ميناء نورثغيت' },
  felixport: { en: 'Felixport', ar: 'فيليكسبورت' },
  sokhna: { en: 'Sokhna', ar: 'السخنة' },
  'coral-bay': { en: 'Coral Bay', ar: 'خليج المرجان' },
};

export const FUNCTIONS: Record<string, Text> = {
  executive: { en: 'Executive', ar: 'الإدارة التنفيذية' },
  operations: { en: 'Operations', ar: 'العمليات' },
  finance: { en: 'Finance', ar: 'المالية' },
  sustainability: { en: 'Sustainability', ar: 'الاستدامة' },
  technology: { en: 'Technology', ar: 'التقنية' },
  people: { en: 'People', ar: 'الموارد البشرية' },
};

/** The glyph drawn in a tool's logo and on its card art. */
export type Glyph =
  | 'ship'
  | 'container'
  | 'calculator'
  | 'berth'
  | 'card'
  | 'shield'
  | 'scale'
  | 'snow'
  | 'truck'
  | 'network'
  | 'hazard'
  | 'rail'
  | 'gate'
  | 'tug'
  | 'leaf'
  | 'document'
  | 'phone'
  | 'box';

export interface Tool {
  slug: string;
  name: Text;
  description: Text;
  countries: string[];
  ports: string[];
  /** An internal page of the site, or an absolute https://….example address (opens in a new tab). */
  href: string;
  glyph: Glyph;
  /** Card art palette index. */
  palette: number;
}

export const TOOLS: Tool[] = [
  {
    slug: 'vessel-schedule',
    name: { en: 'Vessel Schedule', ar: 'جدول السفن' },
    description: {
      en: 'Berthing windows, estimated arrivals and cargo cut-off times for every call at our terminals, updated live.',
      ar: 'نوافذ الرسو وأوقات الوصول المتوقعة ومواعيد إغلاق استلام البضائع لكل زيارة في محطاتنا، بتحديث مباشر.',
    },
    countries: ['global'],
    ports: ['ras-maysan', 'jeddah-south', 'mundra-gateway', 'northgate-harbour', 'sokhna'],
    href: 'https://schedule.meridian-ports.example',
    glyph: 'ship',
    palette: 0,
  },
  {
    slug: 'container-tracking',
    name: { en: 'Container Tracking', ar: 'تتبع الحاويات' },
    description: {
      en: 'Follow a container from discharge to gate-out by container or bill of lading number, with holds and release status.',
      ar: 'تابع الحاوية من التفريغ حتى الخروج من البوابة برقم الحاوية أو بوليصة الشحن، مع حالات الحجز والإفراج.',
    },
    countries: ['global'],
    ports: ['ras-maysan', 'port-lumen', 'nhava-sheva', 'felixport', 'sokhna'],
    href: 'https://track.meridian-ports.example',
    glyph: 'container',
    palette: 1,
  },
  {
    slug: 'tariff-calculator',
    name: { en: 'Tariff Calculator', ar: 'حاسبة التعرفة' },
    description: {
      en: 'Estimate terminal handling, storage and marine charges before your cargo arrives, from the published tariff.',
      ar: 'احسب تقديرياً رسوم المناولة والتخزين والخدمات البحرية قبل وصول شحنتك، وفق التعرفة المعلنة.',
    },
    countries: ['united-arab-emirates', 'saudi-arabia'],
    ports: ['ras-maysan', 'jeddah-south'],
    href: 'https://tariffs.meridian-ports.example',
    glyph: 'calculator',
    palette: 2,
  },
  {
    slug: 'berth-planner',
    name: { en: 'Berth Planner', ar: 'مخطط الأرصفة' },
    description: {
      en: 'Request and confirm berth slots, see quay occupancy for the next fourteen days and plan crane allocations with us.',
      ar: 'اطلب مواعيد الرسو وأكّدها، واطّلع على إشغال الأرصفة للأيام الأربعة عشر القادمة، وخطّط معنا لتوزيع الرافعات.',
    },
    countries: ['united-arab-emirates'],
    ports: ['ras-maysan', 'port-lumen'],
    href: 'https://berths.meridian-ports.example',
    glyph: 'berth',
    palette: 3,
  },
  {
    slug: 'e-payments',
    name: { en: 'ePayments', ar: 'الدفع الإلكتروني' },
    description: {
      en: 'Pay invoices, top up your customer account and download receipts for port and logistics services in one place.',
      ar: 'سدّد الفواتير واشحن حساب العميل ونزّل الإيصالات لخدمات الموانئ والخدمات اللوجستية من مكان واحد.',
    },
    countries: ['global'],
    ports: ['ras-maysan', 'jeddah-south', 'mundra-gateway', 'nhava-sheva', 'felixport', 'northgate-harbour', 'sokhna', 'coral-bay'],
    href: 'https://pay.meridian-ports.example',
    glyph: 'card',
    palette: 4,
  },
  {
    slug: 'customs-pre-clearance',
    name: { en: 'Customs Pre-Clearance', ar: 'التخليص الجمركي المسبق' },
    description: {
      en: 'Lodge declarations before the vessel berths so that cleared boxes can leave the terminal on arrival.',
      ar: 'قدّم البيانات الجمركية قبل رسو السفينة لتغادر الحاويات المخلّصة المحطة فور وصولها.',
    },
    countries: ['saudi-arabia', 'egypt'],
    ports: ['jeddah-south', 'sokhna'],
    href: 'https://customs.meridian-ports.example',
    glyph: 'shield',
    palette: 5,
  },
  {
    slug: 'vgm-submission',
    name: { en: 'VGM Submission', ar: 'تقديم الوزن الإجمالي المُتحقق منه' },
    description: {
      en: 'Submit the verified gross mass of export containers under SOLAS, singly or in bulk, and track acceptance.',
      ar: 'قدّم الوزن الإجمالي المُتحقق منه لحاويات التصدير وفق اتفاقية سولاس، فردياً أو دفعة واحدة، وتابع قبوله.',
    },
    countries: ['india', 'united-kingdom'],
    ports: ['mundra-gateway', 'nhava-sheva', 'felixport'],
    href: 'https://vgm.meridian-ports.example',
    glyph: 'scale',
    palette: 0,
  },
  {
    slug: 'reefer-monitoring',
    name: { en: 'Reefer Monitoring', ar: 'مراقبة الحاويات المبرّدة' },
    description: {
      en: 'Temperature, humidity and power alerts for your refrigerated containers while they are in our yards.',
      ar: 'تنبيهات درجة الحرارة والرطوبة والطاقة لحاوياتك المبرّدة طوال وجودها في ساحاتنا.',
    },
    countries: ['india', 'united-arab-emirates'],
    ports: ['mundra-gateway', 'port-lumen'],
    href: 'https://reefer.meridian-ports.example',
    glyph: 'snow',
    palette: 1,
  },
  {
    slug: 'truck-appointment-system',
    name: { en: 'Truck Appointment System', ar: 'نظام مواعيد الشاحنات' },
    description: {
      en: 'Book gate slots for pick-ups and drop-offs, cut waiting times at the gate and receive your entry pass by SMS.',
      ar: 'احجز مواعيد البوابة للاستلام والتسليم، وقلّل وقت الانتظار، واستلم تصريح الدخول برسالة نصية.',
    },
    countries: ['united-kingdom'],
    ports: ['felixport', 'northgate-harbour'],
    href: 'https://trucks.meridian-ports.example',
    glyph: 'truck',
    palette: 2,
  },
  {
    slug: 'port-community-portal',
    name: { en: 'Port Community Portal', ar: 'بوابة مجتمع الميناء' },
    description: {
      en: 'One sign-in for shipping lines, agents, hauliers and authorities to share documents and status messages.',
      ar: 'تسجيل دخول واحد لخطوط الشحن والوكلاء وشركات النقل والجهات الحكومية لتبادل المستندات ورسائل الحالة.',
    },
    countries: ['united-arab-emirates'],
    ports: ['ras-maysan'],
    href: '/solutions/logistics',
    glyph: 'network',
    palette: 3,
  },
  {
    slug: 'dangerous-goods-declaration',
    name: { en: 'Dangerous Goods Declaration', ar: 'إقرار البضائع الخطرة' },
    description: {
      en: 'Declare IMDG cargo ahead of arrival, check segregation rules and receive approval from the terminal safety team.',
      ar: 'صرّح عن بضائع المدونة الدولية للبضائع الخطرة قبل وصولها، وتحقق من قواعد الفصل، واحصل على موافقة فريق السلامة.',
    },
    countries: ['united-kingdom', 'egypt'],
    ports: ['northgate-harbour', 'sokhna'],
    href: 'https://dg.meridian-ports.example',
    glyph: 'hazard',
    palette: 4,
  },
  {
    slug: 'empty-container-return',
    name: { en: 'Empty Container Return', ar: 'إرجاع الحاويات الفارغة' },
    description: {
      en: 'Find the right depot for an empty box, pre-advise the return and avoid detention charges.',
      ar: 'اعثر على المستودع المناسب لإرجاع الحاوية الفارغة، وأبلغ مسبقاً عن الإرجاع، وتجنّب رسوم التأخير.',
    },
    countries: ['india'],
    ports: ['nhava-sheva'],
    href: 'https://empties.meridian-ports.example',
    glyph: 'box',
    palette: 5,
  },
  {
    slug: 'rail-freight-booking',
    name: { en: 'Rail Freight Booking', ar: 'حجز الشحن بالسكك الحديدية' },
    description: {
      en: 'Book container space on our port-to-inland rail shuttles and follow each train to the dry port.',
      ar: 'احجز مساحات للحاويات على قطارات الربط بين الميناء والداخل، وتابع كل قطار حتى الميناء الجاف.',
    },
    countries: ['india', 'united-kingdom'],
    ports: ['mundra-gateway', 'felixport'],
    href: 'https://rail.meridian-ports.example',
    glyph: 'rail',
    palette: 0,
  },
  {
    slug: 'gate-transactions',
    name: { en: 'Gate Transactions', ar: 'حركات البوابات' },
    description: {
      en: 'Gate-in and gate-out records with time stamps, truck plates and seal numbers, ready to export for audits.',
      ar: 'سجلات الدخول والخروج من البوابات بالتوقيت ولوحات الشاحنات وأرقام الأختام، جاهزة للتصدير لأغراض التدقيق.',
    },
    countries: ['saudi-arabia'],
    ports: ['jeddah-south'],
    href: 'https://gates.meridian-ports.example',
    glyph: 'gate',
    palette: 1,
  },
  {
    slug: 'marine-services-request',
    name: { en: 'Marine Services Request', ar: 'طلب الخدمات البحرية' },
    description: {
      en: 'Order pilotage, towage, mooring and bunkering for your call and follow each job to completion.',
      ar: 'اطلب خدمات الإرشاد والقطر والإرساء والتزويد بالوقود لزيارة سفينتك، وتابع كل مهمة حتى إنجازها.',
    },
    countries: ['egypt'],
    ports: ['sokhna', 'coral-bay'],
    href: 'https://marine.meridian-ports.example',
    glyph: 'tug',
    palette: 2,
  },
  {
    slug: 'carbon-calculator',
    name: { en: 'Carbon Calculator', ar: 'حاسبة الانبعاثات الكربونية' },
    description: {
      en: 'Estimate the emissions of a shipment through our network and compare routes, modes and shore-power options.',
      ar: 'قدّر انبعاثات الشحنة عبر شبكتنا وقارن بين المسارات ووسائل النقل وخيارات الطاقة الشاطئية.',
    },
    countries: ['global'],
    ports: ['port-lumen', 'felixport'],
    href: '/about',
    glyph: 'leaf',
    palette: 3,
  },
  {
    slug: 'cargo-release-status',
    name: { en: 'Cargo Release Status', ar: 'حالة الإفراج عن البضائع' },
    description: {
      en: 'See in one view whether customs, the shipping line and the terminal have released your cargo for delivery.',
      ar: 'اعرف في شاشة واحدة ما إذا كانت الجمارك وخط الشحن والمحطة قد أفرجت عن بضاعتك للتسليم.',
    },
    countries: ['united-arab-emirates', 'saudi-arabia'],
    ports: ['port-lumen', 'jeddah-south'],
    href: 'https://release.meridian-ports.example',
    glyph: 'document',
    palette: 4,
  },
  {
    slug: 'meridian-go',
    name: { en: 'Meridian Go mobile app', ar: 'تطبيق ميريديان غو' },
    description: {
      en: 'Vessel alerts, container status and gate passes on your phone, for customers and hauliers on the move.',
      ar: 'تنبيهات السفن وحالة الحاويات وتصاريح البوابات على هاتفك، للعملاء وشركات النقل أينما كانوا.',
    },
    countries: ['global'],
    ports: ['coral-bay', 'ras-maysan'],
    href: 'https://go.meridian-ports.example',
    glyph: 'phone',
    palette: 5,
  },
];

/** The four leaders of the people list in the gallery (their pages belong to the people work). */
export const GALLERY_LEADERS: Array<{ slug: string; name: Text; designation: Text; country: string; fn: string }> = [
  {
    slug: 'amira-haddad',
    name: { en: 'Amira Haddad', ar: 'أميرة حداد' },
    designation: { en: 'Group Chief Executive Officer', ar: 'الرئيسة التنفيذية للمجموعة' },
    country: 'global',
    fn: 'executive',
  },
  {
    slug: 'khalid-al-mansoori',
    name: { en: 'Khalid Al Mansoori', ar: 'خالد المنصوري' },
    designation: { en: 'Chief Executive Officer, UAE', ar: 'الرئيس التنفيذي، الإمارات العربية المتحدة' },
    country: 'united-arab-emirates',
    fn: 'executive',
  },
  {
    slug: 'priya-nair',
    name: { en: 'Priya Nair', ar: 'بريا ناير' },
    designation: { en: 'Head of Logistics, India', ar: 'رئيسة الخدمات اللوجستية، الهند' },
    country: 'india',
    fn: 'operations',
  },
  {
    slug: 'sarah-whitfield',
    name: { en: 'Sarah Whitfield', ar: 'سارة ويتفيلد' },
    designation: { en: 'Managing Director, UK Ports', ar: 'المديرة العامة، موانئ المملكة المتحدة' },
    country: 'united-kingdom',
    fn: 'operations',
  },
];
