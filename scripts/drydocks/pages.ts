/**
 * The drydocks site's pages (content/README.md, "The drydocks site"): Meridian Drydocks, the ship
 * repair business of Meridian Ports & Logistics, with its yards at Ras Qamar (United Arab Emirates)
 * and Coral Bay (Egypt). Every text is an English/Arabic pair; news pages are in news.ts.
 */
import { accordion, banner, crossLink, diagonalContent, numberHighlights, pageIntro, richText } from '../corporate/blocks.ts';
import { art, bannerArt, link, squareArt, t, type Page } from './model.ts';
import { benefitsHighlight, cardCarousel, contactCards, errorPage, heroBanner, newsHighlight, newsListing, statistics, type Office } from './blocks.ts';

// The pictures several pages share.
const ALT = {
  graving: t('A tanker on the keel blocks of a graving dock under a gantry crane', 'ناقلة نفط على كتل العارضة في حوض جاف محفور تحت رافعة جسرية'),
  floating: t('A bulk carrier lifted clear of the water in a floating dock', 'سفينة بضائع سائبة مرفوعة فوق سطح الماء في حوض عائم'),
  stern: t('Scaffolding along a ship’s stern, with its propeller and rudder exposed', 'سقالات على طول مؤخرة سفينة وقد ظهرت رفّاصتها ودفّتها'),
  conversion: t('A heavy crane lifting a new exhaust cleaning module onto a tanker', 'رافعة ثقيلة ترفع وحدة جديدة لتنظيف العوادم إلى متن ناقلة'),
  yard: t(
    'The repair yard from above: three docks with ships in them and a floating dock offshore',
    'منظر علوي لحوض الإصلاح: ثلاثة أحواض فيها سفن وحوض عائم قبالة الشاطئ',
  ),
  cranes: t('Cranes and a container ship against the evening sky', 'رافعات وسفينة حاويات في سماء المساء'),
  office: t('The yard office beside the dock, with a gantry crane behind it', 'مبنى إدارة الحوض بجانب الرصيف وخلفه رافعة جسرية'),
};

export const CARD = {
  graving: art('cards/graving-dock.svg', 'graving-dock', 'steel', ALT.graving, 1200, 700),
  floating: art('cards/floating-dock.svg', 'floating-dock', 'haze', ALT.floating, 1200, 700),
  stern: art('cards/hull-repair.svg', 'hull-repair', 'steel', ALT.stern, 1200, 700),
  conversion: art('cards/conversion.svg', 'conversion', 'dusk', ALT.conversion, 1200, 700),
  yard: art('cards/yard.svg', 'yard', 'steel', ALT.yard, 1200, 700),
  cranes: art('cards/cranes.svg', 'cranes', 'dusk', ALT.cranes, 1200, 700),
  night: art(
    'cards/graving-dock-night.svg',
    'graving-dock',
    'night',
    t('A ship in dock under floodlights at night', 'سفينة في الحوض تحت الأضواء الكاشفة ليلاً'),
    1200,
    700,
  ),
};

/** The news cards' picture when a story has none of its own. */
export const NEWS_DEFAULT_IMAGE = art('news/default.svg', 'cranes', 'steel', t('Meridian Drydocks news', 'أخبار ميريديان للأحواض الجافة'), 1200, 675);

const contactCta = (en = 'Request a docking quote', ar = 'اطلب عرض سعر للإدخال إلى الحوض') => link('/contact', en, ar);

// ---------------------------------------------------------------- home

const homeHero = bannerArt('home', 'graving-dock', 'dusk', ALT.graving);

const HOME: Page = {
  path: '/',
  title: t('Ship repair, dry docking and conversions', 'إصلاح السفن والإدخال إلى الأحواض الجافة وتحويل السفن'),
  description: t(
    'Meridian Drydocks repairs, docks and converts ships of every size at its yards in Ras Qamar, United Arab Emirates, and Coral Bay, Egypt.',
    'تتولى ميريديان للأحواض الجافة إصلاح السفن من جميع الأحجام وإدخالها إلى الأحواض وتحويلها في حوضيها في رأس قمر بالإمارات العربية المتحدة وكورال باي في مصر.',
  ),
  headline: t('Back to sea, on time', 'عودة إلى البحر في الموعد'),
  ogImage: homeHero.image,
  blocks: [
    heroBanner({
      eyebrow: t('Meridian Drydocks', 'ميريديان للأحواض الجافة'),
      headline: t('Back to sea, on time', 'عودة إلى البحر في الموعد'),
      description: t(
        'Five docks on two coasts, 4,800 people and forty years of ship repair: we bring tankers, gas carriers, bulkers and offshore units into dock and return them to service on the day we promised.',
        'خمسة أحواض على ساحلين، و4,800 موظف، وأربعون عاماً في إصلاح السفن: نُدخل ناقلات النفط وناقلات الغاز وسفن البضائع السائبة والوحدات البحرية إلى الحوض ونعيدها إلى الخدمة في اليوم الذي وعدنا به.',
      ),
      ...homeHero,
      cta: link('/services', 'Explore our services', 'تعرّف على خدماتنا'),
    }),
    pageIntro({
      headline: t('The repair yards of Meridian Ports & Logistics', 'أحواض الإصلاح التابعة لميريديان للموانئ والخدمات اللوجستية'),
      description: t(
        '<p>Owners and managers trust us with class renewals, damage repairs and the upgrades that keep their fleets compliant. One project manager answers for each ship from the first specification to sea trials, and every docking is planned with the owner’s superintendent before the ship arrives.</p>',
        '<p>يعهد إلينا ملاك السفن ومديروها بمسوحات تجديد التصنيف وإصلاح الأضرار والتحديثات التي تحافظ على امتثال أساطيلهم. ويتولى مدير مشروع واحد مسؤولية كل سفينة من المواصفات الأولى حتى التجارب البحرية، ونخطط لكل إدخال إلى الحوض مع المشرف الفني للمالك قبل وصول السفينة.</p>',
      ),
      cta: link('/about', 'About Meridian Drydocks', 'عن ميريديان للأحواض الجافة'),
    }),
    statistics({
      sectionId: 'yard-in-numbers',
      headline: t('Our yards in numbers', 'أحواضنا بالأرقام'),
      description: t('What our docks, quays and people delivered in 2025.', 'ما أنجزته أحواضنا وأرصفتنا وفرق عملنا في عام 2025.'),
      rows: [
        ['312', t('ships', 'سفينة'), t('Repaired and docked', 'أُصلحت وأُدخلت إلى الأحواض'), t('Across our two yards in 2025', 'في حوضينا خلال عام 2025')],
        ['400', t('m', 'م'), t('Our longest dock', 'أطول أحواضنا'), t('Dock 1 at Ras Qamar takes a VLCC', 'الحوض رقم 1 في رأس قمر يستوعب ناقلة نفط عملاقة')],
        ['4,200', t('m', 'م'), t('Of repair quays', 'من أرصفة الإصلاح'), t('For afloat repairs and outfitting', 'للإصلاحات والتجهيز والسفينة طافية')],
        ['14', t('days', 'يوماً'), t('Average docking', 'متوسط مدة الإدخال إلى الحوض'), t('For a tanker’s special survey', 'لمسح خاص لناقلة نفط')],
      ],
      left: squareArt('stats-gantry', 'graving-dock', 'steel', ALT.graving),
      right: squareArt('stats-floating', 'floating-dock', 'haze', ALT.floating),
    }),
    cardCarousel({
      sectionId: 'services',
      headline: t('What we do', 'ما نقدمه'),
      description: t('Three services, one yard team, one contract.', 'ثلاث خدمات وفريق واحد وعقد واحد.'),
      cta: link('/services', 'All services', 'جميع الخدمات'),
      cards: [
        {
          name: 'dry-docking',
          image: CARD.graving,
          headline: t('Dry docking', 'الإدخال إلى الأحواض الجافة'),
          description: t(
            'Class surveys, hull treatment, propellers, shafts and rudders, in docks up to 400 metres.',
            'مسوحات التصنيف ومعالجة البدن والرفّاصات والأعمدة والدفّات، في أحواض يصل طولها إلى 400 متر.',
          ),
          link: link('/services/dry-docking', 'Dry docking', 'الإدخال إلى الأحواض الجافة'),
        },
        {
          name: 'ship-repair',
          image: CARD.stern,
          headline: t('Ship repair', 'إصلاح السفن'),
          description: t(
            'Steel renewal, machinery overhauls and damage repairs, at our quays or at sea.',
            'تجديد الهياكل الفولاذية وإعادة تأهيل الآلات وإصلاح الأضرار، على أرصفتنا أو في البحر.',
          ),
          link: link('/services/ship-repair', 'Ship repair', 'إصلاح السفن'),
        },
        {
          name: 'conversions',
          image: CARD.conversion,
          headline: t('Conversions and upgrades', 'التحويل والتحديث'),
          description: t(
            'Ballast water and scrubber retrofits, dual-fuel conversions and lengthening.',
            'أنظمة معالجة مياه الصابورة وتنظيف العوادم، والتحويل إلى الوقود المزدوج، وإطالة السفن.',
          ),
          link: link('/services/conversions', 'Conversions and upgrades', 'التحويل والتحديث'),
        },
      ],
    }),
    diagonalContent({
      eyebrow: t('Our yards', 'أحواضنا'),
      headline: t('Ras Qamar Yard', 'حوض رأس قمر'),
      highlightText: t(
        'Three graving docks and a 28,000-tonne floating dock on the Gulf of Oman route.',
        'ثلاثة أحواض محفورة وحوض عائم بقدرة رفع 28,000 طن على طريق خليج عُمان.',
      ),
      bodyTitle: t('Built for the largest tankers', 'مصمَّم لأكبر ناقلات النفط'),
      bodyText: t(
        '<p>Our main yard docks ships of up to 350,000 tonnes deadweight. Its workshops make propellers good, machine tail shafts and fabricate up to 1,200 tonnes of steel a month under one roof.</p>',
        '<p>يستقبل حوضنا الرئيسي سفناً تصل حمولتها الساكنة إلى 350,000 طن. وتتولى ورشه إصلاح الرفّاصات وتشغيل أعمدة المؤخرة آلياً وتصنيع ما يصل إلى 1,200 طن من الفولاذ شهرياً تحت سقف واحد.</p>',
      ),
      image: CARD.yard,
      cta: link('/yards/ras-qamar', 'Visit Ras Qamar Yard', 'تعرّف على حوض رأس قمر'),
      alignment: 'Left',
      sectionId: 'our-yards',
    }),
    newsHighlight({
      headline: t('Latest from the yards', 'آخر أخبار الأحواض'),
      cta: link('/news', 'All news', 'جميع الأخبار'),
      defaultImage: NEWS_DEFAULT_IMAGE,
      sectionId: 'latest-news',
      count: 3,
    }),
    crossLink({
      eyebrow: t('Planning a docking?', 'هل تخطط لإدخال سفينة إلى الحوض؟'),
      headline: t('Send us the specification', 'أرسل إلينا المواصفات'),
      description: t('Dock dates and a budget quotation within one working day.', 'مواعيد الأحواض وعرض سعر تقديري خلال يوم عمل واحد.'),
      cta: contactCta(),
      image: CARD.night,
      sectionId: 'contact-us',
    }),
  ],
};

// ---------------------------------------------------------------- services

const servicesHero = bannerArt('services', 'hull-repair', 'steel', ALT.stern);

const SERVICES: Page = {
  path: '/services',
  title: t('Services', 'الخدمات'),
  description: t(
    'Dry docking, ship repair and conversions at Meridian Drydocks: one yard team and one contract from specification to sea trials.',
    'الإدخال إلى الأحواض الجافة وإصلاح السفن وتحويلها في ميريديان للأحواض الجافة: فريق واحد وعقد واحد من المواصفات حتى التجارب البحرية.',
  ),
  headline: t('Everything a ship needs between voyages', 'كل ما تحتاجه السفينة بين رحلتين'),
  ogImage: servicesHero.image,
  blocks: [
    banner({
      headline: t('Everything a ship needs between voyages', 'كل ما تحتاجه السفينة بين رحلتين'),
      description: t(
        'Docking, repair and conversion, planned together so that the ship spends as few days off hire as the work allows.',
        'الإدخال إلى الحوض والإصلاح والتحويل، نخطط لها معاً لتقضي السفينة أقل عدد ممكن من الأيام خارج الخدمة.',
      ),
      ...servicesHero,
    }),
    pageIntro({
      headline: t('One yard, one plan', 'حوض واحد وخطة واحدة'),
      description: t(
        '<p>Most ships come to us for more than one thing: a special survey, a ballast water system that is now due and a damaged rudder stock. We plan them as one job, with one schedule, one budget and one project manager who reports to the owner’s superintendent every day the ship is with us.</p>',
        '<p>تأتي معظم السفن إلينا لأكثر من غرض: مسح خاص، ونظام لمعالجة مياه الصابورة حان موعد تركيبه، وعمود دفّة متضرر. نخطط لكل ذلك بوصفه عملاً واحداً، بجدول زمني واحد وميزانية واحدة ومدير مشروع واحد يرفع تقريره إلى المشرف الفني للمالك يومياً طوال بقاء السفينة لدينا.</p>',
      ),
    }),
    benefitsHighlight({
      sectionId: 'our-services',
      cards: [
        {
          name: 'dry-docking',
          image: CARD.graving,
          headline: t('Dry docking', 'الإدخال إلى الأحواض الجافة'),
          description: t(
            '<p>Class surveys, hull blasting and coating, propeller, shaft and rudder work.</p>',
            '<p>مسوحات التصنيف، وسفع البدن وطلاؤه، وأعمال الرفّاصات والأعمدة والدفّات.</p>',
          ),
          cta: link('/services/dry-docking', 'About dry docking', 'عن الإدخال إلى الأحواض الجافة'),
        },
        {
          name: 'ship-repair',
          image: CARD.stern,
          headline: t('Ship repair', 'إصلاح السفن'),
          description: t(
            '<p>Steel renewal, engine and machinery overhauls, voyage and emergency repairs by our riding squads.</p>',
            '<p>تجديد الهياكل الفولاذية، وإعادة تأهيل المحركات والآلات، والإصلاحات أثناء الرحلة والإصلاحات الطارئة عبر فرقنا المتنقلة.</p>',
          ),
          cta: link('/services/ship-repair', 'About ship repair', 'عن إصلاح السفن'),
        },
        {
          name: 'conversions',
          image: CARD.conversion,
          headline: t('Conversions and upgrades', 'التحويل والتحديث'),
          description: t(
            '<p>Retrofits for new rules, dual-fuel conversions, energy-saving devices, lengthening and offshore conversions.</p>',
            '<p>تحديثات لمواكبة اللوائح الجديدة، والتحويل إلى الوقود المزدوج، وأجهزة توفير الطاقة، وإطالة السفن، وتحويلها إلى وحدات بحرية.</p>',
          ),
          cta: link('/services/conversions', 'About conversions', 'عن التحويل والتحديث'),
        },
      ],
    }),
    numberHighlights({
      headline: t('How we work', 'كيف نعمل'),
      numbers: [
        ['24', t('hours', 'ساعة'), t('From your enquiry to a budget quotation and dock dates', 'من استفسارك حتى عرض السعر التقديري ومواعيد الحوض')],
        [
          '1',
          t('project manager', 'مدير مشروع'),
          t('Answerable for the whole job, from arrival to sea trials', 'مسؤول عن العمل بأكمله من الوصول حتى التجارب البحرية'),
        ],
        ['98', t('%', '%'), t('Of ships redelivered on or before the agreed date in 2025', 'من السفن سُلّمت في الموعد المتفق عليه أو قبله في عام 2025')],
      ],
    }),
    accordion({
      headline: t('Before your ship arrives', 'قبل وصول سفينتك'),
      showDividerLine: true,
      generateFaqSchema: true,
      items: [
        [
          t('What do you need from us to quote?', 'ما الذي تحتاجون إليه منا لتقديم عرض السعر؟'),
          t(
            '<p>The repair specification, the ship’s docking plan and general arrangement, the class survey status and the dates the ship can be spared. A budget quotation follows within one working day; a firm quotation once our estimators have the drawings they need.</p>',
            '<p>مواصفات الإصلاح، ومخطط إدخال السفينة إلى الحوض ومخططها العام، وحالة مسوحات التصنيف، والتواريخ التي يمكن فيها إخراج السفينة من الخدمة. نرسل عرض سعر تقديرياً خلال يوم عمل واحد، ثم عرضاً نهائياً حين يحصل مقدّرو التكاليف لدينا على المخططات اللازمة.</p>',
          ),
        ],
        [
          t('Which classification societies attend your yards?', 'ما هيئات التصنيف الموجودة في أحواضكم؟'),
          t(
            '<p>Surveyors of all the major IACS societies attend both yards, and most have a resident surveyor at Ras Qamar. We arrange attendance for flag state inspections as well.</p>',
            '<p>يحضر مفتشو جميع هيئات التصنيف الكبرى الأعضاء في الرابطة الدولية لهيئات التصنيف إلى الحوضين، ولمعظمها مفتش مقيم في رأس قمر. كما نرتّب حضور مفتشي دولة العلم.</p>',
          ),
        ],
        [
          t('Can our crew stay on board?', 'هل يمكن لطاقمنا البقاء على متن السفينة؟'),
          t(
            '<p>Yes. We provide shore power, fresh water, fire watch and gangway access for a crew on board, and rooms in the yard’s accommodation block for the owner’s team.</p>',
            '<p>نعم. نوفر الكهرباء من الرصيف والمياه العذبة ومراقبة الحريق وممر الصعود للطاقم على متن السفينة، وغرفاً في مبنى السكن داخل الحوض لفريق المالك.</p>',
          ),
        ],
        [
          t('How do you handle extra work found in dock?', 'كيف تتعاملون مع الأعمال الإضافية المكتشفة داخل الحوض؟'),
          t(
            '<p>Every addition is priced from the agreed tariff and approved in writing by the superintendent before work starts, and the daily report shows its effect on the redelivery date.</p>',
            '<p>نسعّر كل إضافة وفق التعرفة المتفق عليها، ولا نبدأ العمل قبل موافقة المشرف الفني عليها كتابياً، ويبيّن التقرير اليومي أثرها في موعد إعادة التسليم.</p>',
          ),
        ],
      ],
    }),
    crossLink({
      eyebrow: t('Talk to us', 'تواصل معنا'),
      headline: t('Tell us what your ship needs', 'أخبرنا بما تحتاجه سفينتك'),
      description: t('Dock dates and a budget quotation within one working day.', 'مواعيد الأحواض وعرض سعر تقديري خلال يوم عمل واحد.'),
      cta: contactCta(),
      image: CARD.cranes,
    }),
  ],
};

interface ServiceText {
  slug: string;
  scene: 'graving-dock' | 'hull-repair' | 'conversion';
  palette: 'steel' | 'dusk' | 'night';
  title: [string, string];
  description: [string, string];
  headline: [string, string];
  intro: [string, string];
  numbers: Array<[string, [string, string], [string, string]]>;
  diagonal: { eyebrow: [string, string]; headline: [string, string]; highlight: [string, string]; bodyTitle: [string, string]; body: [string, string] };
  scope: Array<[[string, string], [string, string]]>;
}

const pair = ([en, ar]: [string, string]) => t(en, ar);

function servicePage(
  s: ServiceText,
  image: ReturnType<typeof art>,
  crossTo: {
    path: string;
    label: [string, string];
    eyebrow: [string, string];
    headline: [string, string];
    description: [string, string];
    image: ReturnType<typeof art>;
  },
): Page {
  const hero = bannerArt(s.slug, s.scene, s.palette, image.alt);
  return {
    path: `/services/${s.slug}`,
    title: pair(s.title),
    description: pair(s.description),
    headline: pair(s.headline),
    ogImage: hero.image,
    blocks: [
      banner({ headline: pair(s.headline), description: pair(s.description), ...hero, cta: contactCta() }),
      pageIntro({ headline: pair(s.title), description: pair(s.intro) }),
      numberHighlights(
        { headline: t('In numbers', 'بالأرقام'), numbers: s.numbers.map(([n, unit, text]) => [n, pair(unit), pair(text)]) },
        { fieldNames: 'Default', styles: 'Blue' },
      ),
      diagonalContent({
        eyebrow: pair(s.diagonal.eyebrow),
        headline: pair(s.diagonal.headline),
        highlightText: pair(s.diagonal.highlight),
        bodyTitle: pair(s.diagonal.bodyTitle),
        bodyText: pair(s.diagonal.body),
        image,
        alignment: 'Right',
      }),
      accordion({ headline: t('What the work covers', 'نطاق العمل'), showDividerLine: true, items: s.scope.map(([h, d]) => [pair(h), pair(d)]) }),
      crossLink({
        eyebrow: pair(crossTo.eyebrow),
        headline: pair(crossTo.headline),
        description: pair(crossTo.description),
        cta: link(crossTo.path, crossTo.label[0], crossTo.label[1]),
        image: crossTo.image,
      }),
    ],
  };
}

const DRY_DOCKING = servicePage(
  {
    slug: 'dry-docking',
    scene: 'graving-dock',
    palette: 'steel',
    title: ['Dry docking', 'الإدخال إلى الأحواض الجافة'],
    description: [
      'Class renewal and intermediate surveys, hull treatment and underwater work in graving docks up to 400 metres and a 28,000-tonne floating dock.',
      'مسوحات تجديد التصنيف والمسوحات الوسيطة ومعالجة البدن والأعمال تحت خط الماء في أحواض محفورة يصل طولها إلى 400 متر وحوض عائم بقدرة رفع 28,000 طن.',
    ],
    headline: ['In dock, on plan, out on the day', 'في الحوض وفق الخطة، وخروج في الموعد'],
    intro: [
      '<p>A docking is planned twice: once on paper with the owner’s superintendent, block by block against the ship’s docking plan, and again with the dock master on the morning the ship comes in. Blasting, coating, steel and machinery teams then work in parallel shifts so that the dock floor is never idle.</p>',
      '<p>نخطط لكل إدخال إلى الحوض مرتين: مرة على الورق مع المشرف الفني للمالك، كتلةً كتلةً وفق مخطط إدخال السفينة، ومرة أخرى مع رئيس الحوض صباح دخول السفينة. ثم تعمل فرق السفع والطلاء والهياكل الفولاذية والآلات في نوبات متوازية حتى لا تتوقف أرضية الحوض عن العمل.</p>',
    ],
    numbers: [
      ['5', ['docks', 'أحواض'], ['Three graving and two floating docks in two yards', 'ثلاثة أحواض محفورة وحوضان عائمان في موقعين']],
      ['350,000', ['dwt', 'طن'], ['The largest ship our Dock 1 takes', 'أكبر حمولة ساكنة يستوعبها الحوض رقم 1']],
      ['14', ['days', 'يوماً'], ['Average special survey docking for a tanker', 'متوسط مدة الإدخال لمسح خاص لناقلة نفط']],
    ],
    diagonal: {
      eyebrow: ['Hull and coatings', 'البدن والطلاء'],
      headline: ['A clean hull is fuel saved', 'البدن النظيف وقود موفَّر'],
      highlight: [
        'Ultra-high-pressure water jetting and robotic blasting leave a surface ready for any coating system.',
        'يُهيّئ التنظيف بالماء عالي الضغط جداً والسفع الآلي سطحاً جاهزاً لأي نظام طلاء.',
      ],
      bodyTitle: ['Coatings applied by the book', 'طلاء وفق المواصفات'],
      body: [
        '<p>Our coating inspectors record temperature, humidity and film thickness for every coat, and the coating maker’s representative signs off each stage. We apply silicone foul-release and self-polishing systems from all the major makers.</p>',
        '<p>يسجّل مفتشو الطلاء لدينا درجة الحرارة والرطوبة وسماكة الطبقة لكل طلاء، ويعتمد ممثل الجهة المصنّعة كل مرحلة. ونطبّق أنظمة الطلاء السيليكونية المانعة للالتصاق والأنظمة ذاتية التلميع من جميع المصنّعين الرئيسيين.</p>',
      ],
    },
    scope: [
      [
        ['Surveys', 'المسوحات'],
        [
          '<p>Class renewal, intermediate and bottom surveys, with thickness measurement by our approved firm and tank cleaning and gas-freeing for entry.</p>',
          '<p>مسوحات تجديد التصنيف والمسوحات الوسيطة ومسوحات القاع، مع قياس السماكة عبر جهة معتمدة لدينا، وتنظيف الخزانات وتفريغها من الغازات تمهيداً للدخول إليها.</p>',
        ],
      ],
      [
        ['Propulsion and steering', 'الدفع والتوجيه'],
        [
          '<p>Propeller polishing and repair, tail shaft withdrawal, stern tube seals and bearings, rudder and pintle clearances.</p>',
          '<p>صقل الرفّاصات وإصلاحها، وسحب أعمدة المؤخرة، وموانع التسرب ومحامل أنبوب المؤخرة، وخلوصات الدفّة ومحاورها.</p>',
        ],
      ],
      [
        ['Underwater fittings', 'التجهيزات تحت خط الماء'],
        [
          '<p>Sea chests, gratings and valves, anodes and impressed current systems, echo sounder and log transducers.</p>',
          '<p>صناديق مياه البحر وشبكاتها وصماماتها، والأقطاب المضحّية وأنظمة الحماية بالتيار المسلّط، ومحوّلات أجهزة قياس العمق والسرعة.</p>',
        ],
      ],
      [
        ['Anchors and cables', 'المراسي والسلاسل'],
        [
          '<p>Ranging, measuring and re-marking of anchor cables, chain locker cleaning and windlass overhaul.</p>',
          '<p>فرد سلاسل المراسي وقياسها وإعادة ترقيمها، وتنظيف مخازن السلاسل، وإعادة تأهيل روافع المراسي.</p>',
        ],
      ],
    ],
  },
  CARD.floating,
  {
    path: '/yards',
    label: ['See our docks', 'تعرّف على أحواضنا'],
    eyebrow: ['Our yards', 'أحواضنا'],
    headline: ['Five docks on two coasts', 'خمسة أحواض على ساحلين'],
    description: ['Ras Qamar on the Gulf of Oman route, Coral Bay by the Suez Canal.', 'رأس قمر على طريق خليج عُمان، وكورال باي قرب قناة السويس.'],
    image: CARD.yard,
  },
);

const SHIP_REPAIR = servicePage(
  {
    slug: 'ship-repair',
    scene: 'hull-repair',
    palette: 'dusk',
    title: ['Ship repair', 'إصلاح السفن'],
    description: [
      'Steel renewal, machinery overhauls, afloat and voyage repairs, and riding squads that reach a ship wherever it is, around the clock.',
      'تجديد الهياكل الفولاذية وإعادة تأهيل الآلات والإصلاحات والسفينة طافية أو أثناء الرحلة، وفرق متنقلة تصل إلى السفينة أينما كانت على مدار الساعة.',
    ],
    headline: ['Repairs that keep ships trading', 'إصلاحات تُبقي السفن في الخدمة'],
    intro: [
      '<p>Not every repair needs a dock. At our repair quays we renew steel, overhaul main and auxiliary engines and repair cargo systems while the ship stays afloat, and our riding squads sail with a ship to finish work between ports.</p>',
      '<p>لا يحتاج كل إصلاح إلى حوض جاف. فعلى أرصفة الإصلاح لدينا نجدد الهياكل الفولاذية ونعيد تأهيل المحركات الرئيسية والمساعدة ونصلح أنظمة البضائع والسفينة طافية، كما ترافق فرقنا المتنقلة السفينة في رحلتها لإنجاز الأعمال بين ميناء وآخر.</p>',
    ],
    numbers: [
      ['1,200', ['tonnes', 'طن'], ['Of steel our workshops can fabricate in a month', 'من الفولاذ تستطيع ورشنا تصنيعها شهرياً']],
      ['24/7', ['', ''], ['Emergency repair desk, every day of the year', 'مكتب للإصلاحات الطارئة يعمل طوال أيام السنة']],
      ['60', ['riding squads', 'فرقة متنقلة'], ['Sent to ships at sea or in other ports in 2025', 'أُرسلت إلى سفن في البحر أو في موانئ أخرى خلال عام 2025']],
    ],
    diagonal: {
      eyebrow: ['Emergency repairs', 'الإصلاحات الطارئة'],
      headline: ['One call, day or night', 'اتصال واحد ليلاً أو نهاراً'],
      highlight: [
        'A duty manager answers the emergency line and has a surveyor on board within hours.',
        'يرد مدير مناوب على خط الطوارئ ويرسل مفتشاً إلى متن السفينة خلال ساعات.',
      ],
      bodyTitle: ['From damage survey to temporary repair', 'من مسح الأضرار إلى الإصلاح المؤقت'],
      body: [
        '<p>After a grounding, a collision or a machinery failure we survey the damage with class and the insurers, propose a temporary repair that lets the ship sail, and plan the permanent repair for the next convenient docking.</p>',
        '<p>بعد الجنوح أو التصادم أو عطل الآلات نجري مسحاً للأضرار بحضور هيئة التصنيف وشركات التأمين، ونقترح إصلاحاً مؤقتاً يتيح للسفينة الإبحار، ونخطط للإصلاح الدائم في أقرب إدخال مناسب إلى الحوض.</p>',
      ],
    },
    scope: [
      [
        ['Steel and pipework', 'الهياكل الفولاذية والأنابيب'],
        [
          '<p>Renewal of plating, frames and bulkheads; cargo, ballast and fuel pipework in steel, stainless steel and copper-nickel.</p>',
          '<p>تجديد الألواح والإطارات والحواجز، وأنابيب البضائع والصابورة والوقود من الفولاذ والفولاذ المقاوم للصدأ وسبائك النحاس والنيكل.</p>',
        ],
      ],
      [
        ['Engines and machinery', 'المحركات والآلات'],
        [
          '<p>Main and auxiliary engine overhauls with the makers’ service engineers, turbochargers, purifiers, pumps and compressors.</p>',
          '<p>إعادة تأهيل المحركات الرئيسية والمساعدة بحضور مهندسي الخدمة لدى الجهات المصنّعة، والشواحن التوربينية، وأجهزة التنقية، والمضخات، والضواغط.</p>',
        ],
      ],
      [
        ['Electrical and automation', 'الأنظمة الكهربائية والتحكم الآلي'],
        [
          '<p>Switchboards, motors, alarm and monitoring systems, and the commissioning of new control equipment.</p>',
          '<p>لوحات التوزيع والمحركات الكهربائية وأنظمة الإنذار والمراقبة، وتشغيل معدات التحكم الجديدة.</p>',
        ],
      ],
      [
        ['Cargo systems', 'أنظمة البضائع'],
        [
          '<p>Cargo pumps, hatch covers, cranes, inert gas systems and the coating of cargo tanks.</p>',
          '<p>مضخات البضائع وأغطية العنابر والرافعات وأنظمة الغاز الخامل وطلاء خزانات البضائع.</p>',
        ],
      ],
    ],
  },
  CARD.stern,
  {
    path: '/contact',
    label: ['Emergency contacts', 'أرقام الطوارئ'],
    eyebrow: ['Ship in trouble?', 'هل تواجه سفينتك مشكلة؟'],
    headline: ['Our emergency desk never closes', 'مكتب الطوارئ لدينا لا يُغلق أبداً'],
    description: ['Call the duty manager at either yard, at any hour.', 'اتصل بالمدير المناوب في أي من الحوضين في أي ساعة.'],
    image: CARD.night,
  },
);

const CONVERSIONS = servicePage(
  {
    slug: 'conversions',
    scene: 'conversion',
    palette: 'steel',
    title: ['Conversions and upgrades', 'التحويل والتحديث'],
    description: [
      'Ballast water and exhaust cleaning retrofits, dual-fuel conversions, energy-saving devices, lengthening and offshore conversions, engineered and built in one yard.',
      'تركيب أنظمة معالجة مياه الصابورة وتنظيف العوادم، والتحويل إلى الوقود المزدوج، وأجهزة توفير الطاقة، وإطالة السفن، وتحويلها إلى وحدات بحرية، بتصميم وتنفيذ في حوض واحد.',
    ],
    headline: ['Ready for the rules to come', 'جاهزة للوائح المقبلة'],
    intro: [
      '<p>Our engineering office turns a maker’s equipment list into a class-approved design, surveys the ship in 3D before it arrives and prefabricates pipe spools and foundations, so that the conversion itself takes days in dock rather than weeks.</p>',
      '<p>يحوّل مكتبنا الهندسي قائمة معدات الجهة المصنّعة إلى تصميم معتمد من هيئة التصنيف، ويمسح السفينة مسحاً ثلاثي الأبعاد قبل وصولها، ويصنّع الأنابيب والقواعد مسبقاً، حتى يستغرق التحويل نفسه أياماً في الحوض بدلاً من أسابيع.</p>',
    ],
    numbers: [
      ['112', ['retrofits', 'عملية تحديث'], ['Ballast water treatment systems fitted since 2019', 'لأنظمة معالجة مياه الصابورة منذ عام 2019']],
      ['9', ['conversions', 'عمليات تحويل'], ['Of tankers and gas carriers to dual fuel', 'لناقلات نفط وغاز إلى الوقود المزدوج']],
      ['3', ['units', 'وحدات'], ['Converted to floating storage and offloading', 'حُوّلت إلى وحدات عائمة للتخزين والتفريغ']],
    ],
    diagonal: {
      eyebrow: ['Engineering', 'الهندسة'],
      headline: ['Designed before the ship arrives', 'مصمَّم قبل وصول السفينة'],
      highlight: [
        'A laser scan of the engine room lets us route every new pipe before we cut the first one.',
        'يتيح لنا المسح بالليزر لغرفة المحركات تحديد مسار كل أنبوب جديد قبل قطع الأنبوب الأول.',
      ],
      bodyTitle: ['From feasibility to class approval', 'من دراسة الجدوى إلى اعتماد هيئة التصنيف'],
      body: [
        '<p>We study what a conversion would cost and gain, prepare the drawings class and flag need, and order long-lead items for the owner so that nothing waits on the dock floor.</p>',
        '<p>ندرس تكلفة التحويل وعائده، ونعدّ المخططات التي تطلبها هيئة التصنيف ودولة العلم، ونطلب المعدات ذات فترات التوريد الطويلة نيابة عن المالك حتى لا يتأخر شيء على أرضية الحوض.</p>',
      ],
    },
    scope: [
      [
        ['Environmental retrofits', 'التحديثات البيئية'],
        [
          '<p>Ballast water treatment systems, exhaust gas cleaning systems, shore power connections and onboard carbon capture trials.</p>',
          '<p>أنظمة معالجة مياه الصابورة، وأنظمة تنظيف غازات العادم، ووصلات الكهرباء من الرصيف، وتجارب احتجاز الكربون على متن السفن.</p>',
        ],
      ],
      [
        ['Fuel conversions', 'التحويل إلى أنواع الوقود الجديدة'],
        [
          '<p>LNG and methanol dual-fuel conversions: fuel tanks, gas valve units, engine modifications and crew training with the engine maker.</p>',
          '<p>التحويل إلى الوقود المزدوج بالغاز الطبيعي المسال أو الميثانول: خزانات الوقود، ووحدات صمامات الغاز، وتعديلات المحركات، وتدريب الطاقم بالتعاون مع مصنّع المحرك.</p>',
        ],
      ],
      [
        ['Energy saving', 'توفير الطاقة'],
        [
          '<p>Pre-swirl ducts, propeller boss cap fins, bulbous bow modifications and air lubrication systems.</p>',
          '<p>المجاري السابقة للدوامة، وزعانف غطاء محور الرفّاص، وتعديل المقدمة البصلية، وأنظمة التزييت بالهواء.</p>',
        ],
      ],
      [
        ['Major conversions', 'التحويلات الكبرى'],
        [
          '<p>Lengthening with a new midbody, conversion of tankers to floating storage units and of supply ships to service operation vessels.</p>',
          '<p>إطالة السفن بإضافة قسم أوسط جديد، وتحويل ناقلات النفط إلى وحدات تخزين عائمة، وسفن الإمداد إلى سفن تشغيل وصيانة.</p>',
        ],
      ],
    ],
  },
  CARD.conversion,
  {
    path: '/news/coral-bay-completes-first-methanol-dual-fuel-conversion',
    label: ['Read the project story', 'اقرأ قصة المشروع'],
    eyebrow: ['Project', 'مشروع'],
    headline: ['Our first methanol dual-fuel conversion', 'أول تحويل لدينا إلى الوقود المزدوج بالميثانول'],
    description: ['How a product tanker left Coral Bay able to burn methanol.', 'كيف غادرت ناقلة منتجات كورال باي قادرةً على استخدام الميثانول.'],
    image: CARD.cranes,
  },
);

// ---------------------------------------------------------------- yards

const yardsHero = bannerArt('yards', 'yard', 'steel', ALT.yard);

const YARDS: Page = {
  path: '/yards',
  title: t('Our yards', 'أحواضنا'),
  description: t(
    'Ras Qamar in the United Arab Emirates and Coral Bay in Egypt: five docks and 4,200 metres of repair quays on two of the world’s busiest shipping routes.',
    'رأس قمر في الإمارات العربية المتحدة وكورال باي في مصر: خمسة أحواض و4,200 متر من أرصفة الإصلاح على اثنين من أكثر طرق الملاحة ازدحاماً في العالم.',
  ),
  headline: t('Two yards on the routes ships already sail', 'حوضان على الطرق التي تسلكها السفن أصلاً'),
  ogImage: yardsHero.image,
  blocks: [
    banner({
      headline: t('Two yards on the routes ships already sail', 'حوضان على الطرق التي تسلكها السفن أصلاً'),
      description: t(
        'A ship that docks with us loses no time on the way: our yards sit on the Gulf–Asia tanker route and at the southern end of the Suez Canal.',
        'لا تخسر السفينة التي تدخل أحواضنا وقتاً في الطريق: فحوضانا يقعان على طريق الناقلات بين الخليج وآسيا وعند الطرف الجنوبي لقناة السويس.',
      ),
      ...yardsHero,
    }),
    pageIntro({
      headline: t('Our yards', 'أحواضنا'),
      description: t(
        '<p>Both yards work to the same procedures, the same safety rules and the same reporting, so an owner can dock one sister ship in each and compare like with like.</p>',
        '<p>يعمل الحوضان وفق الإجراءات نفسها وقواعد السلامة نفسها ونظام التقارير نفسه، فيستطيع المالك إدخال سفينتين شقيقتين إلى كل منهما ومقارنة النتائج على أساس واحد.</p>',
      ),
    }),
    numberHighlights(
      {
        headline: t('Both yards together', 'الحوضان معاً'),
        numbers: [
          ['5', t('docks', 'أحواض'), t('Three graving docks and two floating docks', 'ثلاثة أحواض محفورة وحوضان عائمان')],
          ['4,200', t('m', 'م'), t('Of repair quays with cranes up to 80 tonnes', 'من أرصفة الإصلاح برافعات تصل قدرتها إلى 80 طناً')],
          ['4,800', t('people', 'موظف'), t('Yard staff, engineers and specialist trades', 'من موظفي الأحواض والمهندسين وأصحاب الحرف المتخصصة')],
          ['18', t('million hours', 'مليون ساعة'), t('Worked without a lost-time injury to June 2026', 'عمل دون إصابة مضيّعة للوقت حتى يونيو 2026')],
        ],
      },
      { fieldNames: 'FourColumn' },
    ),
    diagonalContent({
      eyebrow: t('United Arab Emirates', 'الإمارات العربية المتحدة'),
      headline: t('Ras Qamar Yard', 'حوض رأس قمر'),
      highlightText: t(
        'Our main yard: three graving docks, a floating dock and the group’s largest workshops.',
        'حوضنا الرئيسي: ثلاثة أحواض محفورة وحوض عائم وأكبر ورش المجموعة.',
      ),
      bodyTitle: t('For VLCCs, gas carriers and offshore units', 'لناقلات النفط العملاقة وناقلات الغاز والوحدات البحرية'),
      bodyText: t(
        '<p>Dock 1, 400 by 80 metres, takes the largest tankers afloat. The yard handles about 220 ships a year.</p>',
        '<p>يستوعب الحوض رقم 1، بطول 400 متر وعرض 80 متراً، أكبر ناقلات النفط العاملة. ويستقبل الحوض نحو 220 سفينة سنوياً.</p>',
      ),
      image: CARD.graving,
      cta: link('/yards/ras-qamar', 'Ras Qamar Yard', 'حوض رأس قمر'),
      alignment: 'Left',
      sectionId: 'ras-qamar',
    }),
    diagonalContent({
      eyebrow: t('Egypt', 'مصر'),
      headline: t('Coral Bay Yard', 'حوض كورال باي'),
      highlightText: t(
        'A floating dock and repair quays an hour’s steaming from the Suez Canal.',
        'حوض عائم وأرصفة إصلاح على مسافة ساعة إبحار من قناة السويس.',
      ),
      bodyTitle: t('Voyage repairs without the detour', 'إصلاحات أثناء الرحلة دون انحراف عن المسار'),
      bodyText: t(
        '<p>Beside the group’s Coral Bay container terminal, the yard serves ships transiting the canal and the Red Sea. About 90 ships a year.</p>',
        '<p>يقع الحوض بجوار محطة حاويات كورال باي التابعة للمجموعة، ويخدم السفن العابرة للقناة والبحر الأحمر، بنحو 90 سفينة سنوياً.</p>',
      ),
      image: CARD.floating,
      cta: link('/yards/coral-bay', 'Coral Bay Yard', 'حوض كورال باي'),
      alignment: 'Right',
      sectionId: 'coral-bay',
    }),
    crossLink({
      eyebrow: t('Visit a yard', 'زيارة أحد الحوضين'),
      headline: t('See the docks for yourself', 'شاهد الأحواض بنفسك'),
      description: t('Owners and superintendents are welcome at either yard.', 'نرحب بالملاك والمشرفين الفنيين في أي من الحوضين.'),
      cta: link('/contact', 'Arrange a visit', 'رتّب زيارة'),
      image: CARD.cranes,
    }),
  ],
};

interface Dock {
  name: [string, string];
  size: string;
  capacity: [string, string];
}

function dockTable(docks: Dock[], lang: 'en' | 'ar'): string {
  const head = lang === 'en' ? ['Dock', 'Length × breadth (m)', 'Largest ship'] : ['الحوض', 'الطول × العرض (م)', 'أكبر سفينة'];
  const rows = docks.map((d) => `<tr><td>${d.name[lang === 'en' ? 0 : 1]}</td><td>${d.size}</td><td>${d.capacity[lang === 'en' ? 0 : 1]}</td></tr>`).join('');
  const caption = lang === 'en' ? 'Docks and their limits' : 'الأحواض وحدودها';
  return `<h2>${caption}</h2><table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;
}

function yardPage(a: {
  slug: string;
  scene: 'graving-dock' | 'floating-dock';
  palette: 'steel' | 'haze' | 'dusk';
  title: [string, string];
  description: [string, string];
  headline: [string, string];
  intro: [string, string];
  numbers: Array<[string, [string, string], [string, string]]>;
  docks: Dock[];
  facilities: Array<[[string, string], [string, string]]>;
  alt: ReturnType<typeof t>;
}): Page {
  const hero = bannerArt(a.slug, a.scene, a.palette, a.alt);
  return {
    path: `/yards/${a.slug}`,
    title: pair(a.title),
    description: pair(a.description),
    headline: pair(a.headline),
    ogImage: hero.image,
    blocks: [
      banner({ headline: pair(a.headline), description: pair(a.description), ...hero }),
      pageIntro({ headline: pair(a.title), description: pair(a.intro), cta: link('/yards', 'Both yards', 'الحوضان'), ctaText: t('Both yards', 'الحوضان') }),
      numberHighlights(
        { headline: t('The yard in numbers', 'الحوض بالأرقام'), numbers: a.numbers.map(([n, u, d]) => [n, pair(u), pair(d)]) },
        { fieldNames: 'FourColumn' },
      ),
      richText('docks', t(dockTable(a.docks, 'en'), dockTable(a.docks, 'ar'))),
      accordion({ headline: t('Facilities', 'المرافق'), showDividerLine: true, items: a.facilities.map(([h, d]) => [pair(h), pair(d)]) }),
      crossLink({
        eyebrow: t('Book a dock', 'احجز حوضاً'),
        headline: t('Check dock availability', 'تحقق من مواعيد الأحواض المتاحة'),
        description: t('Tell us your ship and dates; we answer within one working day.', 'أخبرنا بسفينتك والتواريخ المناسبة، وسنرد خلال يوم عمل واحد.'),
        cta: contactCta(),
        image: CARD.night,
      }),
    ],
  };
}

const RAS_QAMAR = yardPage({
  slug: 'ras-qamar',
  scene: 'graving-dock',
  palette: 'steel',
  alt: ALT.graving,
  title: ['Ras Qamar Yard', 'حوض رأس قمر'],
  description: [
    'Our main yard in the United Arab Emirates: three graving docks up to 400 metres, a 28,000-tonne floating dock, 3,000 metres of repair quays and the group’s largest workshops.',
    'حوضنا الرئيسي في الإمارات العربية المتحدة: ثلاثة أحواض محفورة يصل طولها إلى 400 متر، وحوض عائم بقدرة رفع 28,000 طن، و3,000 متر من أرصفة الإصلاح، وأكبر ورش المجموعة.',
  ],
  headline: ['Where the largest tankers come to dock', 'حيث ترسو أكبر ناقلات النفط'],
  intro: [
    '<p>Ras Qamar opened in 1986 with one graving dock and today docks some 220 ships a year. It sits 40 nautical miles off the main tanker route out of the Gulf, with a dredged approach channel 14 metres deep and pilots and tugs on call day and night.</p>',
    '<p>افتُتح حوض رأس قمر عام 1986 بحوض محفور واحد، ويستقبل اليوم نحو 220 سفينة سنوياً. ويقع على بُعد 40 ميلاً بحرياً من طريق الناقلات الرئيسي الخارج من الخليج، وتؤدي إليه قناة ملاحية بعمق 14 متراً، مع خدمات الإرشاد والقطر على مدار الساعة.</p>',
  ],
  numbers: [
    ['4', ['docks', 'أحواض'], ['Three graving docks and one floating dock', 'ثلاثة أحواض محفورة وحوض عائم واحد']],
    ['3,000', ['m', 'م'], ['Of repair quays', 'من أرصفة الإصلاح']],
    ['220', ['ships', 'سفينة'], ['Docked and repaired a year', 'تُدخَل إلى الأحواض وتُصلَح سنوياً']],
    ['3,600', ['people', 'موظف'], ['Working at the yard', 'يعملون في الحوض']],
  ],
  docks: [
    { name: ['Dock 1 (graving)', 'الحوض 1 (محفور)'], size: '400 × 80', capacity: ['350,000 dwt VLCC', 'ناقلة عملاقة بحمولة 350,000 طن'] },
    {
      name: ['Dock 2 (graving)', 'الحوض 2 (محفور)'],
      size: '360 × 66',
      capacity: ['Suezmax tanker, Q-Flex LNG carrier', 'ناقلة من فئة سويزماكس، ناقلة غاز مسال من فئة كيو-فليكس'],
    },
    { name: ['Dock 3 (graving)', 'الحوض 3 (محفور)'], size: '260 × 45', capacity: ['Panamax bulk carrier', 'سفينة بضائع سائبة من فئة باناماكس'] },
    { name: ['Floating dock Qamar', 'الحوض العائم قمر'], size: '250 × 48', capacity: ['28,000 t lifting capacity', 'قدرة رفع 28,000 طن'] },
  ],
  facilities: [
    [
      ['Workshops', 'الورش'],
      [
        '<p>Steel fabrication (1,200 tonnes a month), pipe, machining with a 22-metre lathe for tail shafts, propeller repair, electrical and valve shops.</p>',
        '<p>تصنيع الهياكل الفولاذية (1,200 طن شهرياً)، والأنابيب، والتشغيل الآلي بمخرطة طولها 22 متراً لأعمدة المؤخرة، وإصلاح الرفّاصات، والورش الكهربائية وورش الصمامات.</p>',
      ],
    ],
    [
      ['Cranes', 'الرافعات'],
      [
        '<p>Two 150-tonne gantry cranes over Docks 1 and 2, and 14 quay cranes of 20 to 80 tonnes.</p>',
        '<p>رافعتان جسريتان بقدرة 150 طناً فوق الحوضين 1 و2، و14 رافعة رصيف بقدرات تتراوح بين 20 و80 طناً.</p>',
      ],
    ],
    [
      ['Environment', 'البيئة'],
      [
        '<p>Closed-loop water jetting with water recycling, collection of all dock run-off, and a slops and sludge reception facility.</p>',
        '<p>تنظيف بالماء في دائرة مغلقة مع إعادة تدوير المياه، وجمع جميع مياه الجريان من الأحواض، ومرفق لاستقبال مخلفات الزيوت والرواسب.</p>',
      ],
    ],
    [
      ['For the owner’s team', 'لفريق المالك'],
      [
        '<p>Furnished site offices beside each dock, a 120-room accommodation block, a clinic and a canteen open around the clock.</p>',
        '<p>مكاتب مجهّزة بجانب كل حوض، ومبنى سكن من 120 غرفة، وعيادة، ومطعم يعمل على مدار الساعة.</p>',
      ],
    ],
  ],
});

const CORAL_BAY = yardPage({
  slug: 'coral-bay',
  scene: 'floating-dock',
  palette: 'haze',
  alt: ALT.floating,
  title: ['Coral Bay Yard', 'حوض كورال باي'],
  description: [
    'Our Red Sea yard in Egypt, an hour’s steaming from the Suez Canal: a floating dock for ships up to 240 metres, 1,200 metres of repair quays and a voyage repair team.',
    'حوضنا على البحر الأحمر في مصر، على مسافة ساعة إبحار من قناة السويس: حوض عائم للسفن حتى 240 متراً، و1,200 متر من أرصفة الإصلاح، وفريق للإصلاحات أثناء الرحلة.',
  ],
  headline: ['Repairs at the gate of the canal', 'إصلاحات عند بوابة القناة'],
  intro: [
    '<p>Coral Bay Yard opened in 2014 beside the group’s container terminal. Ships transiting the Suez Canal call for voyage repairs, hull cleaning and surveys without leaving their route, and the floating dock takes feeder ships, bulkers and offshore vessels.</p>',
    '<p>افتُتح حوض كورال باي عام 2014 بجوار محطة الحاويات التابعة للمجموعة. وتتوقف فيه السفن العابرة لقناة السويس لإجراء الإصلاحات أثناء الرحلة وتنظيف البدن والمسوحات دون أن تغادر مسارها، ويستقبل الحوض العائم سفن التغذية وسفن البضائع السائبة والسفن البحرية.</p>',
  ],
  numbers: [
    ['1', ['floating dock', 'حوض عائم'], ['With 16,000 tonnes of lifting capacity', 'بقدرة رفع 16,000 طن']],
    ['1,200', ['m', 'م'], ['Of repair quays', 'من أرصفة الإصلاح']],
    ['90', ['ships', 'سفينة'], ['Repaired a year', 'تُصلَح سنوياً']],
    ['1,200', ['people', 'موظف'], ['Working at the yard', 'يعملون في الحوض']],
  ],
  docks: [
    { name: ['Floating dock Marjan', 'الحوض العائم مرجان'], size: '240 × 42', capacity: ['16,000 t lifting capacity', 'قدرة رفع 16,000 طن'] },
    { name: ['Repair quay North', 'رصيف الإصلاح الشمالي'], size: '700 × 16 depth', capacity: ['Suezmax afloat', 'ناقلة سويزماكس طافية'] },
    { name: ['Repair quay South', 'رصيف الإصلاح الجنوبي'], size: '500 × 12 depth', capacity: ['Offshore and supply vessels', 'السفن البحرية وسفن الإمداد'] },
  ],
  facilities: [
    [
      ['Voyage repairs', 'الإصلاحات أثناء الرحلة'],
      [
        '<p>A team that boards at anchor or alongside within six hours of a call, with a workshop launch for tools and materials.</p>',
        '<p>فريق يصعد إلى السفينة وهي راسية أو على الرصيف خلال ست ساعات من الاتصال، مع زورق مجهّز لنقل الأدوات والمواد.</p>',
      ],
    ],
    [
      ['Underwater services', 'الخدمات تحت الماء'],
      [
        '<p>Diver inspections approved by the major classification societies, in-water hull cleaning with debris capture and propeller polishing afloat.</p>',
        '<p>فحوص بالغواصين معتمدة من هيئات التصنيف الكبرى، وتنظيف البدن تحت الماء مع التقاط المخلفات، وصقل الرفّاصات والسفينة طافية.</p>',
      ],
    ],
    [
      ['Workshops', 'الورش'],
      [
        '<p>Steel, pipe, machining and electrical workshops, and a store of spares for the engines most often seen in the canal.</p>',
        '<p>ورش للهياكل الفولاذية والأنابيب والتشغيل الآلي والأعمال الكهربائية، ومخزن لقطع غيار المحركات الأكثر شيوعاً بين السفن العابرة للقناة.</p>',
      ],
    ],
  ],
});

// ---------------------------------------------------------------- about

const aboutHero = bannerArt('about', 'cranes', 'dusk', ALT.cranes);

const ABOUT: Page = {
  path: '/about',
  title: t('About us', 'من نحن'),
  description: t(
    'Meridian Drydocks is the ship repair business of Meridian Ports & Logistics: two yards, 4,800 people and forty years of keeping ships at sea.',
    'ميريديان للأحواض الجافة هي ذراع إصلاح السفن في ميريديان للموانئ والخدمات اللوجستية: حوضان و4,800 موظف وأربعون عاماً في إبقاء السفن في البحر.',
  ),
  headline: t('Forty years of keeping ships at sea', 'أربعون عاماً في إبقاء السفن في البحر'),
  ogImage: aboutHero.image,
  blocks: [
    banner({
      headline: t('Forty years of keeping ships at sea', 'أربعون عاماً في إبقاء السفن في البحر'),
      description: t(
        'From one graving dock in 1986 to two yards on two seas, we have grown with the ships that trade past our gates.',
        'من حوض محفور واحد عام 1986 إلى حوضين على بحرين، نمونا مع السفن التي تعبر أمام بواباتنا.',
      ),
      ...aboutHero,
    }),
    pageIntro({
      headline: t('About Meridian Drydocks', 'عن ميريديان للأحواض الجافة'),
      description: t(
        '<p>We are part of Meridian Ports & Logistics, and that shapes how we work: we know what a day off hire costs a ship’s owner because our group runs the terminals those ships call at. Our customers are tanker, gas carrier, bulk and container operators, navies and offshore contractors from more than 40 countries.</p>',
        '<p>نحن جزء من ميريديان للموانئ والخدمات اللوجستية، وهذا ما يحدد أسلوب عملنا: فنحن ندرك ما يكلّفه يوم واحد خارج الخدمة لمالك السفينة، لأن مجموعتنا تدير المحطات التي تتوقف فيها تلك السفن. ومن عملائنا مشغّلو ناقلات النفط والغاز وسفن البضائع السائبة والحاويات، وقوات بحرية ومقاولو الأعمال البحرية من أكثر من 40 دولة.</p>',
      ),
      cta: link('/yards', 'Our yards', 'أحواضنا'),
      ctaText: t('Our yards', 'أحواضنا'),
    }),
    numberHighlights(
      {
        headline: t('Meridian Drydocks today', 'ميريديان للأحواض الجافة اليوم'),
        numbers: [
          ['1986', t('', ''), t('The year our first dock opened at Ras Qamar', 'العام الذي افتُتح فيه أول أحواضنا في رأس قمر')],
          ['9,000', t('ships', 'سفينة'), t('Docked or repaired since then', 'أُدخلت إلى الأحواض أو أُصلحت منذ ذلك الحين')],
          ['40', t('countries', 'دولة'), t('Where our customers’ fleets are managed', 'تُدار منها أساطيل عملائنا')],
          ['62', t('%', '%'), t('Of our engineers trained in our own school', 'من مهندسينا تلقّوا تدريبهم في مدرستنا')],
        ],
      },
      { fieldNames: 'FourColumn' },
    ),
    diagonalContent({
      eyebrow: t('Our people', 'فريقنا'),
      headline: t('Trades learned in the yard', 'حِرف تُتعلَّم في الحوض'),
      highlightText: t(
        'Our training school takes 150 apprentices a year in welding, pipe fitting, machining and electrical work.',
        'تستقبل مدرسة التدريب لدينا 150 متدرباً سنوياً في اللحام وتركيب الأنابيب والتشغيل الآلي والأعمال الكهربائية.',
      ),
      bodyTitle: t('Skills that stay', 'مهارات تبقى'),
      bodyText: t(
        '<p>Four in five of our apprentices are still with us five years after qualifying, and most of our foremen began as apprentices.</p>',
        '<p>يبقى أربعة من كل خمسة متدربين معنا بعد خمس سنوات من تأهيلهم، وقد بدأ معظم رؤساء العمال لدينا مسيرتهم متدربين.</p>',
      ),
      image: CARD.stern,
      cta: link('/news/apprentice-welders-graduate-at-ras-qamar', 'Meet this year’s graduates', 'تعرّف على خريجي هذا العام'),
      alignment: 'Right',
    }),
    accordion(
      {
        headline: t('Safety, quality and the environment', 'السلامة والجودة والبيئة'),
        description: t(
          '<p>Certified management systems, audited by owners as well as by certification bodies.</p>',
          '<p>أنظمة إدارة معتمدة، يدققها الملاك إلى جانب جهات الاعتماد.</p>',
        ),
        showDividerLine: true,
        items: [
          [
            t('Safety', 'السلامة'),
            t(
              '<p>ISO 45001 certified. Every job starts with a joint risk assessment with the ship’s crew, and every worker can stop a job he or she thinks unsafe.</p>',
              '<p>حاصلون على شهادة الأيزو 45001. يبدأ كل عمل بتقييم مشترك للمخاطر مع طاقم السفينة، ويحق لكل عامل إيقاف أي عمل يراه غير آمن.</p>',
            ),
          ],
          [
            t('Quality', 'الجودة'),
            t(
              '<p>ISO 9001 certified, with welding procedures approved by the major classification societies and independent inspection of every critical weld.</p>',
              '<p>حاصلون على شهادة الأيزو 9001، وإجراءات اللحام لدينا معتمدة من هيئات التصنيف الكبرى، مع فحص مستقل لكل لحام حرج.</p>',
            ),
          ],
          [
            t('Environment', 'البيئة'),
            t(
              '<p>ISO 14001 certified. We recycle 92% of blasting water, capture all paint overspray and report our emissions with the group’s sustainability report.</p>',
              '<p>حاصلون على شهادة الأيزو 14001. نعيد تدوير 92% من مياه السفع، ونلتقط كل رذاذ الطلاء المتطاير، ونُدرج انبعاثاتنا في تقرير الاستدامة الخاص بالمجموعة.</p>',
            ),
          ],
          [
            t('Ship recycling and hazardous materials', 'إعادة تدوير السفن والمواد الخطرة'),
            t(
              '<p>We prepare inventories of hazardous materials under the Hong Kong Convention and remove asbestos and other hazardous materials under licence.</p>',
              '<p>نُعدّ قوائم المواد الخطرة وفق اتفاقية هونغ كونغ، ونزيل الأسبستوس وغيره من المواد الخطرة بموجب ترخيص.</p>',
            ),
          ],
        ],
      },
      'TwoColumnWithIntro',
    ),
    crossLink({
      eyebrow: t('Work with us', 'اعمل معنا'),
      headline: t('Talk to our team', 'تحدّث إلى فريقنا'),
      description: t('Our offices in Dubai and at both yards.', 'مكاتبنا في دبي وفي الحوضين.'),
      cta: link('/contact', 'Contact us', 'اتصل بنا'),
      image: CARD.yard,
    }),
  ],
};

// ---------------------------------------------------------------- news landing

const newsHero = bannerArt('news', 'cranes', 'steel', ALT.cranes);

const NEWS: Page = {
  path: '/news',
  template: 'News Landing',
  title: t('News', 'الأخبار'),
  description: t(
    'News from Meridian Drydocks: dockings, conversions, our people and our yards.',
    'أخبار ميريديان للأحواض الجافة: عمليات الإدخال إلى الأحواض، والتحويل، وفريقنا، وأحواضنا.',
  ),
  headline: t('News from the yards', 'أخبار الأحواض'),
  ogImage: newsHero.image,
  blocks: [
    heroBanner({
      eyebrow: t('Newsroom', 'المركز الإعلامي'),
      headline: t('News from the yards', 'أخبار الأحواض'),
      description: t(
        'Ships we have docked and converted, milestones at Ras Qamar and Coral Bay, and the people who make them happen.',
        'سفن أدخلناها إلى الأحواض وحوّلناها، وإنجازات في رأس قمر وكورال باي، والأشخاص الذين يصنعونها.',
      ),
      ...newsHero,
    }),
    newsListing({ defaultImage: NEWS_DEFAULT_IMAGE, market: t('Meridian Drydocks', 'ميريديان للأحواض الجافة') }),
  ],
};

// ---------------------------------------------------------------- contact

const contactImage = art('contact/yard-office.svg', 'office', 'steel', t('', ''), 640, 400);
const salesImage = art('contact/dubai-office.svg', 'cranes', 'dusk', t('', ''), 640, 400);
const coralImage = art('contact/coral-bay-office.svg', 'office', 'haze', t('', ''), 640, 400);

const OFFICES: Record<string, Office> = {
  sales: {
    name: 'commercial-office-dubai',
    title: t('Commercial office, Dubai', 'المكتب التجاري، دبي'),
    description: t('Quotations, docking schedules and contracts for both yards.', 'عروض الأسعار وجداول الإدخال إلى الأحواض والعقود لكلا الحوضين.'),
    image: salesImage,
    phones: ['+971 4 555 0180'],
    emails: ['sales@meridian-drydocks.example', 'contracts@meridian-drydocks.example'],
    address: t(
      '<p>Meridian Tower, Level 18<br>Sheikh Zayed Road, Trade Centre 2<br>PO Box 17430, Dubai<br>United Arab Emirates</p>',
      '<p>برج ميريديان، الطابق 18<br>شارع الشيخ زايد، المركز التجاري 2<br>ص.ب. 17430، دبي<br>الإمارات العربية المتحدة</p>',
    ),
    hours: t('Monday to Friday, 8:00 to 17:00 (GST)', 'من الاثنين إلى الجمعة، من 8:00 إلى 17:00 (بتوقيت الخليج)'),
    at: [25.2163, 55.2826],
  },
  rasQamar: {
    name: 'ras-qamar-yard-office',
    title: t('Ras Qamar Yard', 'حوض رأس قمر'),
    description: t(
      'Yard management, project managers, and the emergency repair desk (24 hours).',
      'إدارة الحوض ومديرو المشاريع ومكتب الإصلاحات الطارئة (على مدار الساعة).',
    ),
    image: contactImage,
    phones: ['+971 7 555 0200', '+971 50 555 0299 (emergency, 24 hours)'],
    emails: ['rasqamar@meridian-drydocks.example', 'emergency@meridian-drydocks.example'],
    address: t(
      '<p>Ras Qamar Yard, Gate 1<br>Ras Qamar Industrial Area<br>PO Box 3310, Ras Al Khaimah<br>United Arab Emirates</p>',
      '<p>حوض رأس قمر، البوابة 1<br>المنطقة الصناعية في رأس قمر<br>ص.ب. 3310، رأس الخيمة<br>الإمارات العربية المتحدة</p>',
    ),
    hours: t(
      'Yard office: Monday to Saturday, 7:00 to 18:00 (GST); the yard works around the clock',
      'مكتب الحوض: من الاثنين إلى السبت، من 7:00 إلى 18:00 (بتوقيت الخليج)؛ والعمل في الحوض على مدار الساعة',
    ),
    at: [25.8012, 56.0234],
  },
  coralBay: {
    name: 'coral-bay-yard-office',
    title: t('Coral Bay Yard', 'حوض كورال باي'),
    description: t('Voyage repairs, underwater services and the floating dock.', 'الإصلاحات أثناء الرحلة والخدمات تحت الماء والحوض العائم.'),
    image: coralImage,
    phones: ['+20 62 555 0300', '+20 100 555 0399 (emergency, 24 hours)'],
    emails: ['coralbay@meridian-drydocks.example'],
    address: t(
      '<p>Coral Bay Yard<br>Coral Bay Port Road, km 42<br>Ain Sokhna, Suez Governorate<br>Egypt</p>',
      '<p>حوض كورال باي<br>طريق ميناء كورال باي، الكيلومتر 42<br>العين السخنة، محافظة السويس<br>مصر</p>',
    ),
    hours: t(
      'Sunday to Thursday, 8:00 to 17:00 (EET); voyage repairs around the clock',
      'من الأحد إلى الخميس، من 8:00 إلى 17:00 (بتوقيت شرق أوروبا)؛ والإصلاحات أثناء الرحلة على مدار الساعة',
    ),
    at: [29.5921, 32.3419],
  },
};

const CONTACT: Page = {
  path: '/contact',
  title: t('Contact us', 'اتصل بنا'),
  description: t(
    'Contact Meridian Drydocks: our commercial office in Dubai, Ras Qamar Yard and Coral Bay Yard, and the 24-hour emergency repair desk.',
    'تواصل مع ميريديان للأحواض الجافة: مكتبنا التجاري في دبي، وحوض رأس قمر، وحوض كورال باي، ومكتب الإصلاحات الطارئة على مدار الساعة.',
  ),
  headline: t('Talk to the yard', 'تحدّث إلى الحوض'),
  ogImage: CARD.yard,
  blocks: [
    pageIntro({
      headline: t('Talk to the yard', 'تحدّث إلى الحوض'),
      description: t(
        '<p>For a quotation or dock dates, write to our commercial office with your ship’s name and what it needs; we answer within one working day. For a ship in trouble, call the emergency line of the nearest yard at any hour.</p>',
        '<p>للحصول على عرض سعر أو مواعيد الأحواض، راسل مكتبنا التجاري باسم سفينتك وما تحتاج إليه، وسنرد خلال يوم عمل واحد. أما إذا كانت سفينتك تواجه مشكلة، فاتصل بخط الطوارئ في أقرب حوض إليك في أي ساعة.</p>',
      ),
    }),
    contactCards({
      headline: t('Our offices and yards', 'مكاتبنا وأحواضنا'),
      description: t('<p>Every office answers in English and Arabic.</p>', '<p>يتواصل كل مكتب باللغتين العربية والإنجليزية.</p>'),
      sectionId: 'offices',
      groups: [
        { name: 'commercial', title: t('Quotations and contracts', 'عروض الأسعار والعقود'), offices: [OFFICES.sales!] },
        { name: 'ras-qamar', title: t('Ras Qamar Yard, United Arab Emirates', 'حوض رأس قمر، الإمارات العربية المتحدة'), offices: [OFFICES.rasQamar!] },
        { name: 'coral-bay', title: t('Coral Bay Yard, Egypt', 'حوض كورال باي، مصر'), offices: [OFFICES.coralBay!] },
      ],
    }),
    crossLink({
      eyebrow: t('Before you write', 'قبل أن تراسلنا'),
      headline: t('What we need to quote', 'ما نحتاج إليه لتقديم عرض السعر'),
      description: t('Common questions are answered on our services page.', 'تجد إجابات الأسئلة الشائعة في صفحة خدماتنا.'),
      cta: link('/services', 'Our services', 'خدماتنا'),
      image: CARD.graving,
    }),
  ],
};

// ---------------------------------------------------------------- legal

const LEGAL: Page = {
  path: '/legal',
  title: t('Privacy and terms', 'الخصوصية والشروط'),
  description: t(
    'How Meridian Drydocks handles the personal data you send us, and the terms of use of this website.',
    'كيف تتعامل ميريديان للأحواض الجافة مع البيانات الشخصية التي ترسلها إلينا، وشروط استخدام هذا الموقع.',
  ),
  headline: t('Privacy and terms', 'الخصوصية والشروط'),
  ogImage: CARD.yard,
  blocks: [
    pageIntro({
      headline: t('Privacy and terms', 'الخصوصية والشروط'),
      description: t(
        '<p>This website is run by Meridian Drydocks, part of Meridian Ports & Logistics. Last updated 1 November 2026.</p>',
        '<p>تدير هذا الموقع ميريديان للأحواض الجافة، التابعة لميريديان للموانئ والخدمات اللوجستية. آخر تحديث في 1 نوفمبر 2026.</p>',
      ),
    }),
    richText(
      'privacy',
      t(
        '<h2>Your personal data</h2><p>When you write to one of our offices we use your name, company and contact details only to answer you and, if you become a customer, to run the contract. We keep enquiries for three years and contract records for as long as the law requires. We do not sell personal data or use it for advertising.</p><p>To see, correct or delete the data we hold about you, write to privacy@meridian-drydocks.example.</p>',
        '<h2>بياناتك الشخصية</h2><p>عندما تراسل أحد مكاتبنا، نستخدم اسمك واسم شركتك وبيانات الاتصال بك للرد عليك فقط، ولتنفيذ العقد إذا أصبحت عميلاً لدينا. ونحتفظ بالاستفسارات ثلاث سنوات، وبسجلات العقود طوال المدة التي يفرضها القانون. ولا نبيع البيانات الشخصية ولا نستخدمها لأغراض الإعلان.</p><p>للاطلاع على البيانات التي نحتفظ بها عنك أو تصحيحها أو حذفها، راسلنا على privacy@meridian-drydocks.example.</p>',
      ),
    ),
    richText(
      'cookies',
      t(
        '<h2>Cookies</h2><p>This website sets no advertising cookies. It remembers your language and, if you accept them, counts visits anonymously so that we can see which pages are read.</p>',
        '<h2>ملفات تعريف الارتباط</h2><p>لا يضع هذا الموقع أي ملفات تعريف ارتباط إعلانية. ويحفظ اللغة التي اخترتها، ويحصي الزيارات دون تحديد هوية الزائر إذا وافقت على ذلك، لنعرف الصفحات التي تُقرأ.</p>',
      ),
    ),
    richText(
      'terms',
      t(
        '<h2>Terms of use</h2><p>The information on this website describes our services in general terms and is not an offer. Quotations and contracts are made in writing and under our standard conditions for ship repair, which our commercial office will send on request. Pictures on this website are illustrations.</p>',
        '<h2>شروط الاستخدام</h2><p>تصف المعلومات الواردة في هذا الموقع خدماتنا بصورة عامة ولا تُعدّ عرضاً. وتصدر عروض الأسعار والعقود كتابةً ووفق شروطنا العامة لإصلاح السفن، التي يرسلها مكتبنا التجاري عند الطلب. والصور المنشورة في هذا الموقع توضيحية.</p>',
      ),
    ),
  ],
};

// ---------------------------------------------------------------- 404

const notFoundImage = art('not-found.svg', 'buoy', 'night', t('', ''));

const NOT_FOUND: Page = {
  path: '/404',
  title: t('Page not found', 'الصفحة غير موجودة'),
  description: t(
    'The page you are looking for may have moved, or the address may have been mistyped.',
    'ربما نُقلت الصفحة التي تبحث عنها، أو ربما كُتب العنوان بشكل غير صحيح.',
  ),
  headline: t('404', '404'),
  ogImage: notFoundImage,
  template: 'Not Found Page',
  customMetaData: 'robots=noindex%2C+follow',
  routeFields: {
    subHeadline: { value: t('Page not found', 'الصفحة غير موجودة') },
    cta: link('/', 'Back to the home page', 'العودة إلى الصفحة الرئيسية'),
    backgroundImage: notFoundImage,
  },
  blocks: [
    errorPage({
      headline: '404',
      subHeadline: t('Page not found', 'الصفحة غير موجودة'),
      description: t(
        '<p>This page has left the dock: it may have moved or been removed, or the address may have been mistyped. Try our <a href="/services">services</a> or <a href="/contact">contact us</a>.</p>',
        '<p>غادرت هذه الصفحة الحوض: ربما نُقلت أو حُذفت، أو ربما كُتب العنوان بشكل غير صحيح. تصفّح <a href="/ar/services">خدماتنا</a> أو <a href="/ar/contact">تواصل معنا</a>.</p>',
      ),
      cta: link('/', 'Back to the home page', 'العودة إلى الصفحة الرئيسية'),
      image: notFoundImage,
    }),
  ],
};

export const PAGES: Page[] = [HOME, SERVICES, DRY_DOCKING, SHIP_REPAIR, CONVERSIONS, YARDS, RAS_QAMAR, CORAL_BAY, ABOUT, NEWS, CONTACT, LEGAL, NOT_FOUND];
