/**
 * The drydocks site's News Details Pages (template News Details Page under /news): what the news
 * listing and the home page's highlight find through Edge's search by the /news item's id. Each
 * text is an English/Arabic pair; dates are Sitecore's ISO dates at midnight UTC.
 */
import { art, t, type Page, type T } from './model.ts';
import { newsPageBlocks } from './blocks.ts';
import type { Scene, ScenePalette } from './art.ts';

interface Story {
  slug: string;
  date: string;
  /** English country name as src/lib/countries.ts spells it (the listing's label). */
  country: 'United Arab Emirates' | 'Egypt';
  scene: Scene;
  palette: ScenePalette;
  alt: T;
  title: T;
  short: T;
  body: T;
}

const STORIES: Story[] = [
  {
    slug: 'ras-qamar-fits-its-hundredth-ballast-water-system',
    date: '2026-11-12',
    country: 'United Arab Emirates',
    scene: 'conversion',
    palette: 'steel',
    alt: t('A crane lifting a new equipment module onto a tanker at the quay', 'رافعة ترفع وحدة معدات جديدة إلى متن ناقلة على الرصيف'),
    title: t('Ras Qamar fits its hundredth ballast water treatment system', 'حوض رأس قمر يركّب نظامه المئة لمعالجة مياه الصابورة'),
    short: t(
      'A Suezmax tanker became the hundredth ship to leave Ras Qamar with a ballast water treatment system fitted by our own engineers.',
      'أصبحت ناقلة من فئة سويزماكس السفينة المئة التي تغادر حوض رأس قمر بنظام لمعالجة مياه الصابورة ركّبه مهندسونا.',
    ),
    body: t(
      '<p>Ras Qamar Yard has completed its hundredth ballast water treatment retrofit. The 158,000-tonne Suezmax tanker left Dock 2 after eleven days in which the yard also carried out her intermediate survey and renewed her hull coating.</p><p>The system, which treats ballast water with filtration and ultraviolet light, was designed into the ship’s pump room from a laser scan taken during an earlier call, and its pipe spools were built in the yard’s workshops before the tanker arrived. “A retrofit used to take us three weeks,” said Khalid Al Mansoori, the yard’s engineering manager. “Prefabrication and a good scan have brought that down to the length of a normal docking.”</p><p>Since 2019 the yard has fitted systems from six makers to tankers, bulk carriers, gas carriers and container ships.</p>',
      '<p>أنجز حوض رأس قمر عملية التحديث المئة لتركيب نظام لمعالجة مياه الصابورة. وغادرت الناقلة التي تبلغ حمولتها 158,000 طن الحوض رقم 2 بعد أحد عشر يوماً أجرى الحوض خلالها أيضاً المسح الوسيط للسفينة وجدّد طلاء بدنها.</p><p>وقد صُمّم النظام، الذي يعالج مياه الصابورة بالترشيح والأشعة فوق البنفسجية، ليتلاءم مع غرفة المضخات في السفينة استناداً إلى مسح بالليزر أُجري خلال زيارة سابقة، وصُنعت أنابيبه في ورش الحوض قبل وصول الناقلة. وقال خالد المنصوري، مدير الهندسة في الحوض: «كانت عملية التحديث تستغرق منا ثلاثة أسابيع، أما الآن فقد اختصر التصنيع المسبق والمسح الدقيق هذه المدة إلى مدة الإدخال المعتادة إلى الحوض».</p><p>ومنذ عام 2019 ركّب الحوض أنظمة من ستة مصنّعين على ناقلات نفط وسفن بضائع سائبة وناقلات غاز وسفن حاويات.</p>',
    ),
  },
  {
    slug: 'coral-bay-completes-first-methanol-dual-fuel-conversion',
    date: '2026-10-21',
    country: 'Egypt',
    scene: 'conversion',
    palette: 'dusk',
    alt: t('A product tanker at the repair quay with a new fuel module being lifted aboard', 'ناقلة منتجات على رصيف الإصلاح ووحدة وقود جديدة تُرفع إلى متنها'),
    title: t('Coral Bay completes its first methanol dual-fuel conversion', 'حوض كورال باي ينجز أول تحويل إلى الوقود المزدوج بالميثانول'),
    short: t(
      'A 50,000-tonne product tanker left Coral Bay able to burn methanol as well as fuel oil, after 34 days at the yard.',
      'غادرت ناقلة منتجات بحمولة 50,000 طن حوض كورال باي وهي قادرة على استخدام الميثانول إلى جانب زيت الوقود، بعد 34 يوماً في الحوض.',
    ),
    body: t(
      '<p>Coral Bay Yard has delivered its first conversion of a ship to methanol dual fuel. The 50,000-tonne product tanker received two methanol fuel tanks built into former cargo space, a fuel preparation room, double-walled fuel piping and the engine maker’s conversion kit for her main engine.</p><p>The yard’s engineering office prepared the design and the class approval drawings in the five months before the ship arrived, and the engine maker’s service engineers worked alongside the yard’s fitters in the engine room. The crew were trained on board during the final week, and the ship completed gas trials at sea before redelivery.</p><p>“Owners want to be ready for greener fuels without buying new ships,” said Nadia Farouk, Coral Bay’s general manager. “This conversion shows it can be done on the ship’s normal route, an hour from the canal.”</p>',
      '<p>سلّم حوض كورال باي أول سفينة يحوّلها إلى الوقود المزدوج بالميثانول. فقد زُوّدت ناقلة المنتجات التي تبلغ حمولتها 50,000 طن بخزانين للميثانول أُنشئا في حيّز كان مخصصاً للبضائع، وغرفة لتجهيز الوقود، وأنابيب وقود مزدوجة الجدار، وحزمة التحويل التي يوفرها مصنّع المحرك الرئيسي.</p><p>وأعدّ المكتب الهندسي في الحوض التصميم ومخططات اعتماد هيئة التصنيف خلال الأشهر الخمسة التي سبقت وصول السفينة، وعمل مهندسو الخدمة لدى مصنّع المحرك جنباً إلى جنب مع فنيي الحوض في غرفة المحركات. وتلقى الطاقم تدريبه على متن السفينة في الأسبوع الأخير، وأتمّت السفينة تجارب التشغيل بالغاز في البحر قبل إعادة تسليمها.</p><p>وقالت نادية فاروق، المديرة العامة لحوض كورال باي: «يريد الملاك أن يستعدوا لأنواع الوقود الأنظف دون شراء سفن جديدة، ويثبت هذا التحويل أن ذلك ممكن على مسار السفينة المعتاد، على بُعد ساعة من القناة».</p>',
    ),
  },
  {
    slug: 'lng-carrier-leaves-dock-one-after-sixteen-day-special-survey',
    date: '2026-09-30',
    country: 'United Arab Emirates',
    scene: 'graving-dock',
    palette: 'night',
    alt: t('A gas carrier in a graving dock under floodlights', 'ناقلة غاز في حوض محفور تحت الأضواء الكاشفة'),
    title: t('Gas carrier leaves Dock 1 after a sixteen-day special survey', 'ناقلة غاز تغادر الحوض رقم 1 بعد مسح خاص استغرق ستة عشر يوماً'),
    short: t(
      'A 174,000-cubic-metre LNG carrier completed her fifteen-year special survey at Ras Qamar two days ahead of schedule.',
      'أتمّت ناقلة غاز طبيعي مسال بسعة 174,000 متر مكعب مسحها الخاص الذي يُجرى كل خمسة عشر عاماً في حوض رأس قمر قبل موعده بيومين.',
    ),
    body: t(
      '<p>A 174,000-cubic-metre LNG carrier has left Dock 1 at Ras Qamar after her fifteen-year special survey, two days earlier than planned. The work included the inspection of all four cargo tanks, the overhaul of the cargo pumps, the withdrawal of the tail shaft and a full hull coating.</p><p>The yard worked in three shifts, with the gas-freeing of the tanks carried out by the ship’s crew and the yard’s gas engineers before the ship entered the dock. Daily progress meetings with the owner’s superintendent and the classification surveyor kept the schedule visible to everyone involved.</p>',
      '<p>غادرت ناقلة غاز طبيعي مسال بسعة 174,000 متر مكعب الحوض رقم 1 في رأس قمر بعد إتمام مسحها الخاص الذي يُجرى كل خمسة عشر عاماً، وذلك قبل الموعد المقرر بيومين. وشمل العمل فحص خزانات البضائع الأربعة كلها، وإعادة تأهيل مضخات البضائع، وسحب عمود المؤخرة، وطلاء البدن بالكامل.</p><p>وعمل الحوض في ثلاث نوبات، وتولى طاقم السفينة ومهندسو الغاز في الحوض تفريغ الخزانات من الغاز قبل دخول السفينة إلى الحوض. وأتاحت الاجتماعات اليومية مع المشرف الفني للمالك ومفتش هيئة التصنيف لجميع المعنيين متابعة الجدول الزمني أولاً بأول.</p>',
    ),
  },
  {
    slug: 'apprentice-welders-graduate-at-ras-qamar',
    date: '2026-08-18',
    country: 'United Arab Emirates',
    scene: 'hull-repair',
    palette: 'steel',
    alt: t('Scaffolding along a ship’s hull in dock', 'سقالات على طول بدن سفينة في الحوض'),
    title: t('Forty-two apprentice welders graduate at Ras Qamar', 'تخريج اثنين وأربعين متدرباً في اللحام في رأس قمر'),
    short: t(
      'This year’s class of the yard’s training school has qualified to the welding standards of the major classification societies.',
      'تأهّلت دفعة هذا العام في مدرسة التدريب بالحوض وفق معايير اللحام المعتمدة لدى هيئات التصنيف الكبرى.',
    ),
    body: t(
      '<p>Forty-two apprentices have graduated as welders from the Ras Qamar training school after a two-year programme that combines workshop training with supervised work in the docks. All of them passed their welder qualification tests witnessed by classification surveyors.</p><p>The school, founded in 1998, trains 150 apprentices a year in welding, pipe fitting, machining and electrical work. Eleven of this year’s graduates are the children of yard employees.</p><p>“Most of our foremen started in this school,” said Omar Haddad, the yard’s training manager. “The people who repair ships here learned their trade here.”</p>',
      '<p>تخرّج اثنان وأربعون متدرباً في تخصص اللحام من مدرسة التدريب في رأس قمر بعد برنامج مدته عامان يجمع بين التدريب في الورش والعمل تحت الإشراف في الأحواض. واجتاز جميعهم اختبارات تأهيل اللحامين بحضور مفتشي هيئات التصنيف.</p><p>وتدرّب المدرسة، التي تأسست عام 1998، نحو 150 متدرباً سنوياً في اللحام وتركيب الأنابيب والتشغيل الآلي والأعمال الكهربائية. ومن بين خريجي هذا العام أحد عشر من أبناء موظفي الحوض.</p><p>وقال عمر حداد، مدير التدريب في الحوض: «بدأ معظم رؤساء العمال لدينا مسيرتهم في هذه المدرسة، فمن يصلحون السفن هنا تعلّموا حرفتهم هنا».</p>',
    ),
  },
  {
    slug: 'five-year-docking-agreement-with-gulfstar-tankers',
    date: '2026-07-07',
    country: 'United Arab Emirates',
    scene: 'floating-dock',
    palette: 'steel',
    alt: t('A ship lifted in a floating dock', 'سفينة مرفوعة في حوض عائم'),
    title: t('Five-year docking agreement signed with Gulfstar Tankers', 'توقيع اتفاقية إدخال إلى الأحواض لمدة خمس سنوات مع جلفستار للناقلات'),
    short: t(
      'The tanker operator will dock its fleet of 28 ships at Ras Qamar and Coral Bay until 2031.',
      'ستُدخل شركة تشغيل الناقلات أسطولها المكوّن من 28 سفينة إلى حوضي رأس قمر وكورال باي حتى عام 2031.',
    ),
    body: t(
      '<p>Meridian Drydocks has signed a five-year agreement with Gulfstar Tankers to dock and repair the operator’s fleet of 28 crude and product tankers. The ships will be docked at Ras Qamar and, for those trading through the Suez Canal, at Coral Bay.</p><p>The agreement fixes dock slots a year ahead, a common tariff at both yards and a shared plan for fitting energy-saving devices to the fleet as ships come in for their surveys.</p>',
      '<p>وقّعت ميريديان للأحواض الجافة اتفاقية مدتها خمس سنوات مع جلفستار للناقلات لإدخال أسطولها المكوّن من 28 ناقلة للنفط الخام والمنتجات إلى الأحواض وإصلاحه. وستدخل السفن حوض رأس قمر، أما التي تعبر قناة السويس فستدخل حوض كورال باي.</p><p>وتحدد الاتفاقية مواعيد الأحواض قبل عام من موعدها، وتعرفة موحدة في الحوضين، وخطة مشتركة لتركيب أجهزة توفير الطاقة على سفن الأسطول عند دخولها لإجراء مسوحاتها.</p>',
    ),
  },
  {
    slug: 'solar-roofs-cut-yard-grid-power-by-a-third',
    date: '2026-05-26',
    country: 'United Arab Emirates',
    scene: 'yard',
    palette: 'steel',
    alt: t('The yard from above, with workshops beside the docks', 'منظر علوي للحوض وتظهر الورش بجانب الأحواض'),
    title: t('Solar roofs cut Ras Qamar’s grid power use by a third', 'الألواح الشمسية على الأسطح تخفض استهلاك حوض رأس قمر من الشبكة بمقدار الثلث'),
    short: t(
      'Panels on the roofs of seven workshops now supply a third of the yard’s electricity.',
      'باتت الألواح المركّبة على أسطح سبع ورش توفر ثلث الكهرباء التي يستهلكها الحوض.',
    ),
    body: t(
      '<p>Solar panels with a capacity of 9.6 megawatts now cover the roofs of seven workshops at Ras Qamar. In their first six months they supplied 34% of the yard’s electricity and avoided some 4,100 tonnes of carbon dioxide.</p><p>The yard also supplies shore power to ships in dock, so that their generators can be shut down while work is under way. Both projects are part of the sustainability plan of Meridian Ports & Logistics.</p>',
      '<p>باتت ألواح شمسية بقدرة 9.6 ميغاواط تغطي أسطح سبع ورش في حوض رأس قمر. وقد وفّرت في أشهرها الستة الأولى 34% من الكهرباء التي يستهلكها الحوض، وجنّبته انبعاث نحو 4,100 طن من ثاني أكسيد الكربون.</p><p>ويزوّد الحوض السفن الموجودة في الأحواض بالكهرباء من الرصيف كذلك، لتُطفأ مولداتها طوال مدة العمل. ويندرج المشروعان ضمن خطة الاستدامة الخاصة بميريديان للموانئ والخدمات اللوجستية.</p>',
    ),
  },
];

export const NEWS_SLUGS = STORIES.map((s) => s.slug);

export const NEWS_PAGES: Page[] = STORIES.map((s) => {
  const file = `news/${s.slug}.svg`;
  const hero = art(file, s.scene, s.palette, s.alt);
  const card = art(file, s.scene, s.palette, s.alt, 800, 450);
  return {
    path: `/news/${s.slug}`,
    title: s.title,
    description: s.short,
    headline: s.title,
    ogImage: hero,
    template: 'News Details Page',
    routeFields: {
      title: { value: s.title },
      shortDescription: { value: s.short },
      heroImage: hero,
      cardImage: card,
      newsDate: { value: `${s.date}T00:00:00Z` },
      content: { value: s.body },
      newsProgressBarTitle: { value: s.title },
      countryName: { value: s.country },
    },
    blocks: newsPageBlocks(),
  };
});
