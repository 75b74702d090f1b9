/**
 * The events of the sample site. Every event that shows ends in 2027–2029; the events page also
 * holds one past event and one whose end date is Sitecore's empty date, which stay hidden
 * (docs/page-building-blocks.md, Pages).
 */
import { isoDate, NO_DATE, type EventArgs } from './blocks.ts';
import { scene, t, type T } from './model.ts';
import type { Motif, PaletteName } from './art.ts';

const image = (slug: string, motif: Motif, palette: PaletteName, alt: T) => scene(`events/event-${slug}.svg`, motif, palette, 800, 600, alt);

const CONFERENCE = image(
  'conference',
  'stage',
  'navy',
  t('A conference stage with a screen showing a container terminal', 'مسرح مؤتمر وشاشة تعرض محطة حاويات'),
);
const FORUM = image('forum', 'stage', 'dusk', t('An audience listening to a panel at a ports forum', 'جمهور يستمع إلى جلسة حوارية في منتدى للموانئ'));
const RESULTS = image('results', 'growth', 'day', t('City towers with a rising line chart', 'أبراج مدينة مع خط بياني صاعد'));
const AGM = image(
  'agm',
  'boardroom',
  'sand',
  t('Shareholders around a long table at the annual general meeting', 'مساهمون حول طاولة طويلة في اجتماع الجمعية العمومية السنوي'),
);
const EXPO = image('expo', 'port', 'dawn', t('Cranes and a container ship at a busy terminal', 'رافعات وسفينة حاويات في محطة مزدحمة'));
const GREEN = image('green-shipping', 'wind', 'green', t('Wind turbines along a harbour wall', 'توربينات رياح على امتداد حاجز الميناء'));
const CAREERS = image('careers', 'people', 'dusk', t('Young colleagues in hard hats on the quay', 'زملاء شباب بخوذات السلامة على الرصيف'));
const OPEN_DAY = image('open-day', 'training', 'teal', t('Visitors in hard hats on a training quay', 'زوار بخوذات السلامة على رصيف تدريب'));
const CLASSROOM = image('classroom', 'classroom', 'green', t('Students in a classroom learning about ports', 'طلاب في فصل دراسي يتعلمون عن الموانئ'));
const SUPPLIERS = image('suppliers', 'partners', 'sand', t('Two ships linked by trade routes around a hub', 'سفينتان تربطهما خطوط تجارة حول مركز'));

const ev = (slug: string, title: T, location: T, start: string, end: string, displayDate: T, displayYear: string, img = CONFERENCE): EventArgs => ({
  slug,
  title,
  location,
  start: start === NO_DATE ? start : isoDate(start),
  end: end === NO_DATE ? end : isoDate(end),
  displayDate,
  displayYear,
  image: img,
});

export const EDUCATION_EVENTS: EventArgs[] = [
  ev(
    'academy-open-day-2027',
    t('Meridian Academy open day', 'اليوم المفتوح لأكاديمية ميريديان'),
    t('Ras Maysan, United Arab Emirates', 'رأس ميسان، الإمارات العربية المتحدة'),
    '2027-03-13',
    '2027-03-13',
    t('13 March', '13 مارس'),
    '2027',
    OPEN_DAY,
  ),
  ev(
    'port-skills-olympiad-2027',
    t('Port Skills Olympiad', 'أولمبياد مهارات الموانئ'),
    t('Jeddah, Saudi Arabia', 'جدة، المملكة العربية السعودية'),
    '2027-04-20',
    '2027-04-22',
    t('20–22 April', '20–22 أبريل'),
    '2027',
    CLASSROOM,
  ),
  ev(
    'young-engineers-summer-school-2027',
    t('Young Engineers Summer School', 'المدرسة الصيفية للمهندسين الشباب'),
    t('Northgate Harbour, United Kingdom', 'ميناء نورثغيت، المملكة المتحدة'),
    '2027-07-12',
    '2027-07-23',
    t('12–23 July', '12–23 يوليو'),
    '2027',
    OPEN_DAY,
  ),
  ev(
    'ocean-science-scholarship-day-2027',
    t('Ocean Science Scholarship Day', 'يوم منح علوم المحيطات'),
    t('Sokhna, Egypt', 'السخنة، مصر'),
    '2027-10-07',
    '2027-10-07',
    t('7 October', '7 أكتوبر'),
    '2027',
    CLASSROOM,
  ),
  ev(
    'ports-classroom-week-2028',
    t('Ports Classroom Week', 'أسبوع الموانئ في الفصول الدراسية'),
    t('Online and at 24 ports', 'عبر الإنترنت وفي 24 ميناءً'),
    '2028-02-14',
    '2028-02-18',
    t('14–18 February', '14–18 فبراير'),
    '2028',
    CLASSROOM,
  ),
];

export const INVESTOR_EVENTS: EventArgs[] = [
  ev(
    'full-year-results-2026',
    t('Full-year 2026 results', 'نتائج العام الكامل 2026'),
    t('Dubai and live webcast', 'دبي وبث مباشر عبر الإنترنت'),
    '2027-02-24',
    '2027-02-24',
    t('24 February', '24 فبراير'),
    '2027',
    RESULTS,
  ),
  ev(
    'annual-general-meeting-2027',
    t('Annual General Meeting', 'اجتماع الجمعية العمومية السنوي'),
    t('Dubai, United Arab Emirates', 'دبي، الإمارات العربية المتحدة'),
    '2027-04-21',
    '2027-04-21',
    t('21 April', '21 أبريل'),
    '2027',
    AGM,
  ),
  ev(
    'first-quarter-update-2027',
    t('First-quarter trading update', 'تحديث أداء الربع الأول'),
    t('Live webcast', 'بث مباشر عبر الإنترنت'),
    '2027-05-06',
    '2027-05-06',
    t('6 May', '6 مايو'),
    '2027',
    RESULTS,
  ),
  ev(
    'half-year-results-2027',
    t('Half-year 2027 results', 'نتائج النصف الأول 2027'),
    t('Dubai and live webcast', 'دبي وبث مباشر عبر الإنترنت'),
    '2027-08-11',
    '2027-08-11',
    t('11 August', '11 أغسطس'),
    '2027',
    RESULTS,
  ),
  ev(
    'capital-markets-day-2027',
    t('Capital Markets Day', 'يوم أسواق المال'),
    t('London, United Kingdom', 'لندن، المملكة المتحدة'),
    '2027-11-16',
    '2027-11-17',
    t('16–17 November', '16–17 نوفمبر'),
    '2027',
    CONFERENCE,
  ),
];

/** The events page: the group's calendar, with one past and one undated event that stay hidden. */
export const ALL_EVENTS: EventArgs[] = [
  ev(
    'gulf-maritime-week-2025',
    t('Gulf Maritime Week', 'أسبوع الخليج البحري'),
    t('Dubai, United Arab Emirates', 'دبي، الإمارات العربية المتحدة'),
    '2025-11-10',
    '2025-11-12',
    t('10–12 November', '10–12 نوفمبر'),
    '2025',
    EXPO,
  ),
  ev(
    'supplier-forum',
    t('Meridian Supplier Forum', 'منتدى موردي ميريديان'),
    t('Jeddah, Saudi Arabia', 'جدة، المملكة العربية السعودية'),
    '2027-09-01',
    NO_DATE,
    t('Date to be confirmed', 'الموعد قيد التأكيد'),
    '',
    SUPPLIERS,
  ),
  ev(
    'global-ports-forum-2027',
    t('Global Ports Forum', 'المنتدى العالمي للموانئ'),
    t('Rotterdam, Netherlands', 'روتردام، هولندا'),
    '2027-03-09',
    '2027-03-11',
    t('9–11 March', '9–11 مارس'),
    '2027',
    FORUM,
  ),
  ev(
    'africa-trade-logistics-summit-2027',
    t('Africa Trade and Logistics Summit', 'قمة أفريقيا للتجارة والخدمات اللوجستية'),
    t('Cairo, Egypt', 'القاهرة، مصر'),
    '2027-05-18',
    '2027-05-19',
    t('18–19 May', '18–19 مايو'),
    '2027',
    CONFERENCE,
  ),
  ev(
    'indian-ocean-logistics-expo-2027',
    t('Indian Ocean Logistics Expo', 'معرض المحيط الهندي للخدمات اللوجستية'),
    t('Mumbai, India', 'مومباي، الهند'),
    '2027-09-14',
    '2027-09-16',
    t('14–16 September', '14–16 سبتمبر'),
    '2027',
    EXPO,
  ),
  INVESTOR_EVENTS[4]!,
  ev(
    'careers-week-2028',
    t('Meridian Careers Week', 'أسبوع ميريديان للتوظيف'),
    t('Dubai, Jeddah, Mumbai and Cairo', 'دبي وجدة ومومباي والقاهرة'),
    '2028-01-24',
    '2028-01-27',
    t('24–27 January', '24–27 يناير'),
    '2028',
    CAREERS,
  ),
  ev(
    'green-shipping-summit-2028',
    t('Green Shipping Corridors Summit', 'قمة ممرات الشحن الخضراء'),
    t('Northgate Harbour, United Kingdom', 'ميناء نورثغيت، المملكة المتحدة'),
    '2028-06-06',
    '2028-06-07',
    t('6–7 June', '6–7 يونيو'),
    '2028',
    GREEN,
  ),
  ev(
    'future-ports-congress-2029',
    t('Future Ports Congress', 'مؤتمر موانئ المستقبل'),
    t('Singapore', 'سنغافورة'),
    '2029-03-06',
    '2029-03-08',
    t('6–8 March', '6–8 مارس'),
    '2029',
    FORUM,
  ),
];
