/**
 * The sustainability hub and its five pages (docs/page-building-blocks.md, Pages), in both languages.
 */
import {
  accordion,
  awards,
  banner,
  crossLink,
  diagonalContent,
  eventCarousel,
  infographic,
  isoDate,
  numberHighlights,
  pageIntro,
  parallaxContent,
  parallaxNumbers,
  type ParallaxCard,
} from './blocks.ts';
import { EDUCATION_EVENTS } from './events-data.ts';
import { bannerImages, chartImage, link, scene, t, type Page, type T } from './model.ts';
import type { Motif, PaletteName } from './art.ts';

const AREA = 'sustainability';

const crossImage = (slug: string, motif: Motif, palette: PaletteName, alt: T) => scene(`${AREA}/crosslink-${slug}.svg`, motif, palette, 1200, 800, alt);

const HUB_ALT = t('A container terminal with wind turbines turning along the coast behind it', 'محطة حاويات تدور خلفها توربينات الرياح على امتداد الساحل');
const CLIMATE_ALT = t('Wind turbines beside a container terminal under a clear sky', 'توربينات رياح بجوار محطة حاويات تحت سماء صافية');
const ESG_ALT = t('Sustainability reports and a bar chart of falling emissions', 'تقارير الاستدامة ورسم بياني لانبعاثات متراجعة');
const PEOPLE_ALT = t('Terminal colleagues in hard hats on the quay at sunset', 'زملاء المحطة بخوذات السلامة على الرصيف عند الغروب');
const EDUCATION_ALT = t('Students at desks in front of a board showing a port crane', 'طلاب على مقاعدهم أمام لوح يعرض رافعة ميناء');
const WATER_ALT = t('A solar-powered desalination plant on the coast with water tanks', 'محطة تحلية تعمل بالطاقة الشمسية على الساحل مع خزانات مياه');

export const hub: Page = {
  path: '/sustainability',
  title: t('Sustainability', 'الاستدامة'),
  headline: t('Our sustainability strategy', 'استراتيجيتنا للاستدامة'),
  description: t(
    'How Meridian Ports & Logistics is cutting emissions, reporting openly, developing people, supporting education and protecting water around its ports.',
    'كيف تخفض ميريديان للموانئ والخدمات اللوجستية الانبعاثات، وتفصح بشفافية، وتطوّر الكفاءات، وتدعم التعليم، وتحمي المياه حول موانئها.',
  ),
  ogImage: scene(`${AREA}/hub-banner.svg`, 'greenport', 'day', 1600, 900, HUB_ALT),
  blocks: [
    banner({
      headline: t('Trade that lasts for generations', 'تجارة تدوم لأجيال'),
      description: t(
        'Our plan to reach net-zero emissions by 2050, protect the coasts we work on and open careers to the communities around our ports.',
        'خطتنا للوصول إلى الحياد الصفري للانبعاثات بحلول عام 2050، وحماية السواحل التي نعمل عليها، وفتح أبواب العمل أمام المجتمعات المحيطة بموانئنا.',
      ),
      cta: link('/sustainability/esg-reporting', 'Read our ESG reporting', 'اطّلع على تقارير الحوكمة البيئية والاجتماعية'),
      ...bannerImages(AREA, 'hub', 'greenport', 'day', HUB_ALT),
    }),
    pageIntro({
      headline: t('Our sustainability strategy', 'استراتيجيتنا للاستدامة'),
      description: t(
        '<p>Ports sit where land, sea and cities meet, so the way we run them shapes the air, the water and the livelihoods of millions of people. Our strategy, <strong>Tomorrow’s Trade</strong>, sets measurable targets in five areas (climate, reporting, people, education and water) and links them to the pay of our senior leaders.</p>',
        '<p>تقع الموانئ حيث تلتقي اليابسة بالبحر والمدن، ولذلك فإن طريقة إدارتنا لها تؤثر في الهواء والمياه وأرزاق ملايين الناس. تضع استراتيجيتنا <strong>تجارة الغد</strong> أهدافًا قابلة للقياس في خمسة مجالات، هي المناخ والإفصاح والأفراد والتعليم والمياه، وتربطها بمكافآت قياداتنا العليا.</p>',
      ),
    }),
    numberHighlights({
      headline: t('Progress in 2025', 'ما أنجزناه في 2025'),
      sectionId: 'progress',
      cta: link('/sustainability/esg-reporting', 'See the full data', 'اطّلع على البيانات كاملة'),
      numbers: [
        ['26', t('%', '٪'), t('Lower scope 1 and 2 emissions than in our 2020 baseline year', 'انخفاض في انبعاثات النطاقين 1 و2 مقارنة بسنة الأساس 2020')],
        ['1.2', t('million', 'مليون'), t('Mangrove seedlings planted along our coasts since 2021', 'شتلة مانغروف زرعناها على سواحلنا منذ عام 2021')],
        ['41', t('%', '٪'), t('Of the electricity our terminals use comes from renewable sources', 'من الكهرباء التي تستهلكها محطاتنا مصدرها الطاقة المتجددة')],
      ],
    }),
    diagonalContent({
      eyebrow: t('Our approach', 'نهجنا'),
      headline: t('Net zero by 2050, halfway there by 2030', 'الحياد الصفري بحلول 2050، ونصف الطريق بحلول 2030'),
      highlightText: t(
        'Every terminal has its own decarbonisation plan, reviewed each year by the board’s Sustainability Committee.',
        'لكل محطة خطتها الخاصة لخفض الكربون، وتراجعها لجنة الاستدامة التابعة لمجلس الإدارة كل عام.',
      ),
      bodyTitle: t('From plans to projects', 'من الخطط إلى المشاريع'),
      bodyText: t(
        '<p>We are electrifying quay cranes and yard equipment, connecting terminals to solar and wind power, and offering shore power so that ships can switch off their engines at berth. Where electricity cannot yet do the job, we are trialling methanol and renewable diesel in our tug fleet.</p>',
        '<p>نعمل على تحويل رافعات الرصيف ومعدات الساحات إلى الكهرباء، وربط المحطات بالطاقة الشمسية وطاقة الرياح، وتوفير الطاقة الكهربائية من الشاطئ لتطفئ السفن محركاتها وهي راسية. وحيث لا تكفي الكهرباء بعد، نجرّب الميثانول والديزل المتجدد في أسطول قاطراتنا.</p>',
      ),
      image: scene(
        `${AREA}/hub-diagonal.svg`,
        'solar',
        'dawn',
        1200,
        1000,
        t('Rows of solar panels beside a wind turbine on reclaimed land', 'صفوف من الألواح الشمسية بجوار توربين رياح على أرض مستصلحة'),
      ),
      cta: link('/sustainability/climate-change', 'Our climate plan', 'خطتنا المناخية'),
      alignment: 'Left',
      sectionId: 'approach',
    }),
    crossLink({
      eyebrow: t('Climate change', 'التغير المناخي'),
      headline: t('Cutting emissions at every berth', 'خفض الانبعاثات عند كل رصيف'),
      description: t(
        'Electric cranes, shore power and cleaner tugs: how we are halving our emissions by 2030.',
        'رافعات كهربائية وطاقة من الشاطئ وقاطرات أنظف: هكذا نخفض انبعاثاتنا إلى النصف بحلول 2030.',
      ),
      cta: link('/sustainability/climate-change', 'Climate change', 'التغير المناخي'),
      image: crossImage('climate-change', 'wind', 'teal', CLIMATE_ALT),
    }),
    crossLink({
      eyebrow: t('ESG reporting', 'تقارير الحوكمة البيئية والاجتماعية'),
      headline: t('Open about our numbers', 'شفافون في أرقامنا'),
      description: t(
        'Our annual sustainability report, assured data and the ratings that assess us.',
        'تقرير الاستدامة السنوي والبيانات المدققة والتصنيفات التي تقيّم أداءنا.',
      ),
      cta: link('/sustainability/esg-reporting', 'ESG reporting', 'تقارير الحوكمة البيئية والاجتماعية'),
      image: crossImage('esg-reporting', 'reports', 'green', ESG_ALT),
    }),
    crossLink({
      eyebrow: t('People', 'الأفراد'),
      headline: t('Safe, fair and growing workplaces', 'بيئات عمل آمنة وعادلة ومتنامية'),
      description: t(
        'Safety, inclusion and skills for 61,000 colleagues of 120 nationalities.',
        'السلامة والشمول وتنمية المهارات لـ 61,000 زميل من 120 جنسية.',
      ),
      cta: link('/sustainability/people', 'People', 'الأفراد'),
      image: crossImage('people', 'people', 'dusk', PEOPLE_ALT),
    }),
    crossLink({
      eyebrow: t('Education', 'التعليم'),
      headline: t('Skills for the next generation of trade', 'مهارات للجيل القادم من التجارة'),
      description: t(
        'Meridian Academy, scholarships and school partnerships in the cities around our ports.',
        'أكاديمية ميريديان والمنح الدراسية والشراكات مع المدارس في المدن المحيطة بموانئنا.',
      ),
      cta: link('/sustainability/education', 'Education', 'التعليم'),
      image: crossImage('education', 'classroom', 'navy', EDUCATION_ALT),
    }),
    crossLink({
      eyebrow: t('Water', 'المياه'),
      headline: t('Every drop counts on a dry coast', 'كل قطرة مهمة على ساحل جاف'),
      description: t(
        'How we use less fresh water, recycle more and share clean water with our neighbours.',
        'كيف نستهلك مياهًا عذبة أقل، ونعيد تدوير المزيد، ونشارك المياه النظيفة مع جيراننا.',
      ),
      cta: link('/sustainability/water', 'Water', 'المياه'),
      image: crossImage('water', 'water', 'sand', WATER_ALT),
    }),
    parallaxContent({
      eyebrow: t('Communities', 'المجتمعات'),
      headline: t('Ports that give back to their coasts', 'موانئ تردّ الجميل لسواحلها'),
      description: t(
        'Each year one per cent of our net profit funds community programmes within 50 km of our terminals, from mangrove nurseries at Ras Maysan to marine-science scholarships in Sokhna.',
        'نخصص كل عام واحدًا بالمئة من صافي أرباحنا لبرامج مجتمعية في نطاق 50 كيلومترًا من محطاتنا، من مشاتل المانغروف في رأس ميسان إلى منح علوم البحار في السخنة.',
      ),
      image: scene(
        `${AREA}/hub-parallax.svg`,
        'mangrove',
        'green',
        1600,
        900,
        t('A mangrove shoreline with a small boat of volunteers', 'شاطئ تكسوه أشجار المانغروف وقارب صغير يقلّ متطوعين'),
      ),
      mobileImage: scene(
        `${AREA}/hub-parallax-mobile.svg`,
        'mangrove',
        'green',
        750,
        1000,
        t('A mangrove shoreline with a small boat of volunteers', 'شاطئ تكسوه أشجار المانغروف وقارب صغير يقلّ متطوعين'),
      ),
      cta: link('/news/mangrove-restoration-reaches-one-million-trees', 'Read the mangrove story', 'اقرأ قصة المانغروف'),
      sectionId: 'communities',
    }),
  ],
};

/** A parallax numbers card: two portrait images either side (and the mobile pair). */
function card(slug: string, number: string, unit: T, title: T, description: T, left: [Motif, PaletteName, T], right: [Motif, PaletteName, T]): ParallaxCard {
  return {
    number,
    unit,
    title,
    description,
    leftImage: scene(`${AREA}/climate-${slug}-left.svg`, left[0], left[1], 600, 800, left[2]),
    rightImage: scene(`${AREA}/climate-${slug}-right.svg`, right[0], right[1], 600, 800, right[2]),
    mobileLeftImage: scene(`${AREA}/climate-${slug}-left-mobile.svg`, left[0], left[1], 750, 500, left[2]),
    mobileRightImage: scene(`${AREA}/climate-${slug}-right-mobile.svg`, right[0], right[1], 750, 500, right[2]),
  };
}

export const climate: Page = {
  path: '/sustainability/climate-change',
  title: t('Climate Change', 'التغير المناخي'),
  headline: t('Our climate transition plan', 'خطتنا للتحول المناخي'),
  description: t(
    'Meridian’s plan to halve its scope 1 and 2 emissions by 2030 and reach net zero by 2050: electric equipment, renewable power, shore power and cleaner marine fuels.',
    'خطة ميريديان لخفض انبعاثات النطاقين 1 و2 إلى النصف بحلول 2030 والوصول إلى الحياد الصفري بحلول 2050: معدات كهربائية وطاقة متجددة وطاقة من الشاطئ ووقود بحري أنظف.',
  ),
  ogImage: scene(`${AREA}/climate-change-banner.svg`, 'wind', 'teal', 1600, 900, CLIMATE_ALT),
  blocks: [
    banner({
      headline: t('Halving our emissions by 2030', 'نخفض انبعاثاتنا إلى النصف بحلول 2030'),
      description: t(
        'Ports handle four-fifths of world trade. Decarbonising them is one of the fastest ways to cut the footprint of everything that trade carries.',
        'تمر أربعة أخماس التجارة العالمية عبر الموانئ، وخفض الكربون فيها من أسرع الطرق لتقليل البصمة الكربونية لكل ما تحمله هذه التجارة.',
      ),
      ...bannerImages(AREA, 'climate-change', 'wind', 'teal', CLIMATE_ALT),
    }),
    pageIntro({
      headline: t('Our climate transition plan', 'خطتنا للتحول المناخي'),
      description: t(
        '<p>Our targets are validated by the Science Based Targets initiative: a 50% cut in scope 1 and 2 emissions by 2030 against 2020, a 25% cut in the scope 3 emissions we can influence, and net zero across the group by 2050. Progress is audited every year and published in our sustainability report.</p>',
        '<p>اعتمدت مبادرة الأهداف القائمة على العلم أهدافنا: خفض انبعاثات النطاقين 1 و2 بنسبة 50% بحلول 2030 مقارنة بعام 2020، وخفض انبعاثات النطاق 3 التي نستطيع التأثير فيها بنسبة 25%، وتحقيق الحياد الصفري على مستوى المجموعة بحلول 2050. يُدقَّق التقدم كل عام ويُنشر في تقرير الاستدامة.</p>',
      ),
      cta: link('/document-hub', 'Download the transition plan', 'نزّل خطة التحول'),
    }),
    parallaxNumbers({
      headline: t('Where the reductions come from', 'مصادر خفض الانبعاثات'),
      sectionId: 'reductions',
      cards: [
        card(
          'cranes',
          '212',
          t('cranes', 'رافعة'),
          t('Electric quay and yard cranes', 'رافعات رصيف وساحات كهربائية'),
          t(
            'Diesel rubber-tyred gantries replaced or converted to run on grid power since 2021.',
            'رافعات جسرية كانت تعمل بالديزل استُبدلت أو حُوّلت للعمل بكهرباء الشبكة منذ عام 2021.',
          ),
          ['port', 'teal', t('Electric ship-to-shore cranes working a container vessel', 'رافعات كهربائية من السفينة إلى الشاطئ تعمل على سفينة حاويات')],
          ['solar', 'dawn', t('Solar panels powering the terminal yard', 'ألواح شمسية تغذي ساحة المحطة')],
        ),
        card(
          'shore-power',
          '14',
          t('berths', 'رصيفًا'),
          t('Berths with shore power', 'أرصفة مزودة بالطاقة من الشاطئ'),
          t(
            'Ships plug in at berth and switch off their engines, cutting local air pollution in port cities.',
            'تتصل السفن بالكهرباء عند الرصيف وتطفئ محركاتها، فيقل تلوث الهواء في مدن الموانئ.',
          ),
          ['tug', 'navy', t('A vessel at berth connected to shore power at night', 'سفينة راسية موصولة بالطاقة من الشاطئ ليلًا')],
          ['port', 'dusk', t('Cranes at dusk over a quiet berth', 'رافعات عند الغسق فوق رصيف هادئ')],
        ),
        card(
          'renewables',
          '310',
          t('MW', 'ميغاواط'),
          t('Renewable capacity contracted', 'قدرة متجددة متعاقد عليها'),
          t(
            'Solar parks at Port Lumen and Ras Maysan and wind power purchase agreements at Northgate Harbour.',
            'حدائق شمسية في ميناء لومن ورأس ميسان، واتفاقيات شراء طاقة رياح في ميناء نورثغيت.',
          ),
          ['solar', 'day', t('A solar park on the edge of a port', 'حديقة شمسية على أطراف ميناء')],
          ['wind', 'green', t('Offshore wind turbines seen from the harbour', 'توربينات رياح بحرية كما تبدو من الميناء')],
        ),
      ],
    }),
    diagonalContent({
      eyebrow: t('Green corridors', 'الممرات الخضراء'),
      headline: t('Working with shipping lines on zero-emission routes', 'نعمل مع خطوط الشحن على مسارات خالية من الانبعاثات'),
      highlightText: t(
        'Our Gulf–Europe green corridor links Ras Maysan and Northgate Harbour with methanol bunkering at both ends.',
        'يربط ممرنا الأخضر بين الخليج وأوروبا رأس ميسان بميناء نورثغيت، مع تزويد السفن بالميثانول في الطرفين.',
      ),
      bodyTitle: t('Fuel, berths and data, in step', 'الوقود والأرصفة والبيانات معًا'),
      bodyText: t(
        '<p>Two carriers have committed methanol-ready vessels to the corridor from 2027. We provide priority berth windows, green-fuel bunkering and verified emissions data for every call, so cargo owners can report the savings in their own supply chains.</p>',
        '<p>التزمت شركتا شحن بتشغيل سفن جاهزة للميثانول على هذا الممر اعتبارًا من 2027. ونوفر لهما نوافذ رسو ذات أولوية، وتزويدًا بالوقود الأخضر، وبيانات انبعاثات موثقة لكل رحلة، ليتمكن أصحاب البضائع من الإفصاح عن الوفورات في سلاسل إمدادهم.</p>',
      ),
      image: scene(
        `${AREA}/climate-diagonal.svg`,
        'tug',
        'dawn',
        1200,
        1000,
        t('A methanol-powered tug escorting a container ship into port', 'قاطرة تعمل بالميثانول ترافق سفينة حاويات إلى الميناء'),
      ),
      cta: link('/news/green-shipping-corridor-gulf-europe', 'Read about the corridor', 'اقرأ عن الممر'),
      alignment: 'Right',
      sectionId: 'green-corridors',
    }),
    infographic(
      {
        eyebrow: t('Our pathway', 'مسارنا'),
        headline: t('Emissions down by a quarter since 2020', 'انخفاض الانبعاثات بمقدار الربع منذ 2020'),
        description: t(
          'Scope 1 and 2 emissions in thousand tonnes of CO2 equivalent, market-based, including terminals acquired since 2020.',
          'انبعاثات النطاقين 1 و2 بآلاف الأطنان من مكافئ ثاني أكسيد الكربون، وفق منهجية السوق، وتشمل المحطات المستحوذ عليها منذ 2020.',
        ),
        subHeadline: t('Assured by an independent auditor to ISAE 3410', 'مدققة من مدقق مستقل وفق معيار ISAE 3410'),
        image: chartImage(
          `${AREA}/climate-infographic`,
          'navy',
          t('Our emissions pathway', 'مسار انبعاثاتنا'),
          t('Scope 1 and 2, thousand tonnes CO2e', 'النطاقان 1 و2، ألف طن مكافئ ثاني أكسيد الكربون'),
          [
            { label: '2020', value: 2410 },
            { label: '2023', value: 2050 },
            { label: '2025', value: 1790 },
            { label: '2030', value: 1205, note: 'target' },
          ],
          [
            t('26% lower in 2025 than in 2020', 'أقل بنسبة 26% في 2025 مقارنة بعام 2020'),
            t('2030 target: half of 2020', 'هدف 2030: نصف مستوى 2020'),
            t('Net zero by 2050', 'الحياد الصفري بحلول 2050'),
          ],
          t(
            'Bar chart: 2,410 thousand tonnes in 2020, 2,050 in 2023, 1,790 in 2025 and a target of 1,205 in 2030',
            'رسم بياني: 2,410 ألف طن في 2020، و2,050 في 2023، و1,790 في 2025، والهدف 1,205 في 2030',
          ),
        ),
        cta: link('/sustainability/esg-reporting', 'See our ESG data', 'اطّلع على بياناتنا البيئية والاجتماعية'),
        sectionId: 'pathway',
      },
      'White',
    ),
    accordion({
      headline: t('Questions about our climate plan', 'أسئلة حول خطتنا المناخية'),
      eyebrow: t('Climate change', 'التغير المناخي'),
      showDividerLine: true,
      sectionId: 'climate-questions',
      items: [
        [
          t('Do you use carbon offsets to meet your targets?', 'هل تستخدمون تعويضات الكربون لتحقيق أهدافكم؟'),
          t(
            '<p>No. Our 2030 targets are met by cutting emissions at source. From 2040 we will neutralise only residual emissions that no available technology can remove, using high-quality removals such as mangrove restoration.</p>',
            '<p>لا. نحقق أهداف 2030 بخفض الانبعاثات من مصدرها. واعتبارًا من 2040 سنعادل الانبعاثات المتبقية التي لا تستطيع أي تقنية متاحة إزالتها فقط، عبر وسائل إزالة عالية الجودة مثل استعادة غابات المانغروف.</p>',
          ),
        ],
        [
          t('How do you count the emissions of ships calling at your ports?', 'كيف تحتسبون انبعاثات السفن التي ترسو في موانئكم؟'),
          t(
            '<p>Emissions of ships at berth and within port limits are part of our scope 3 reporting. We measure them from vessel call data and fuel type, following the Port Emissions Toolkit of the International Association of Ports and Harbors.</p>',
            '<p>تدخل انبعاثات السفن الراسية وداخل حدود الميناء ضمن إفصاحنا عن النطاق 3. ونقيسها من بيانات رسو السفن ونوع الوقود، وفق أدوات قياس انبعاثات الموانئ الصادرة عن الرابطة الدولية للموانئ.</p>',
          ),
        ],
        [
          t('What happens to old diesel equipment?', 'ماذا يحدث للمعدات القديمة العاملة بالديزل؟'),
          t(
            '<p>Where the structure is sound we convert it to electric drive, which keeps most of the embodied carbon in use. Equipment that cannot be converted is recycled through certified scrap yards; we do not sell it on for use elsewhere.</p>',
            '<p>إذا كان الهيكل سليمًا نحوّله إلى الدفع الكهربائي، فنحافظ على معظم الكربون الكامن فيه. أما المعدات التي لا يمكن تحويلها فتُعاد تدويرها في ساحات خردة معتمدة، ولا نبيعها لاستخدامها في أماكن أخرى.</p>',
          ),
        ],
        [
          t('How is the plan governed?', 'كيف تُدار الخطة؟'),
          t(
            '<p>The board’s Sustainability Committee reviews progress every quarter. A fifth of the long-term incentive of our executive team depends on meeting the emissions targets.</p>',
            '<p>تراجع لجنة الاستدامة التابعة لمجلس الإدارة التقدم كل ربع سنة، ويرتبط خُمس الحوافز طويلة الأجل لفريقنا التنفيذي بتحقيق أهداف الانبعاثات.</p>',
          ),
          link('/about/governance', 'Our governance', 'الحوكمة لدينا'),
        ],
      ],
    }),
  ],
};

export const esg: Page = {
  path: '/sustainability/esg-reporting',
  title: t('ESG Reporting', 'تقارير الحوكمة البيئية والاجتماعية'),
  headline: t('Environmental, social and governance reporting', 'الإفصاح البيئي والاجتماعي والحوكمة'),
  description: t(
    'Meridian’s sustainability reports, assured ESG data, ratings and recognition, and where to download our policies.',
    'تقارير الاستدامة لدى ميريديان وبياناتها البيئية والاجتماعية المدققة وتصنيفاتها والجوائز التي نالتها، وأين تُنزَّل سياساتها.',
  ),
  ogImage: scene(`${AREA}/esg-reporting-banner.svg`, 'reports', 'green', 1600, 900, ESG_ALT),
  blocks: [
    banner({
      headline: t('Open about our numbers', 'شفافون في أرقامنا'),
      description: t(
        'We publish our sustainability data every year, assured by an independent auditor and aligned with the ISSB and GRI standards.',
        'ننشر بيانات الاستدامة كل عام بعد تدقيقها من مدقق مستقل، وبما يتوافق مع معايير مجلس معايير الاستدامة الدولية والمبادرة العالمية لإعداد التقارير.',
      ),
      cta: link('/document-hub', 'Go to the document hub', 'انتقل إلى مركز المستندات'),
      ...bannerImages(AREA, 'esg-reporting', 'reports', 'green', ESG_ALT),
    }),
    pageIntro({
      headline: t('Environmental, social and governance reporting', 'الإفصاح البيئي والاجتماعي والحوكمة'),
      description: t(
        '<p>Our <strong>Sustainability Report 2025</strong> covers all 38 terminals and 24 countries. It reports against the IFRS S1 and S2 standards, the GRI Standards and the Sustainability Accounting Standards Board’s marine transportation metrics, with limited assurance over every key figure.</p>',
        '<p>يغطي <strong>تقرير الاستدامة 2025</strong> جميع محطاتنا الـ 38 في 24 دولة، ويفصح وفق معياري IFRS S1 وS2 ومعايير المبادرة العالمية لإعداد التقارير ومؤشرات مجلس معايير محاسبة الاستدامة الخاصة بالنقل البحري، مع تأكيد محدود على كل رقم رئيسي.</p>',
      ),
    }),
    numberHighlights(
      {
        headline: t('Our ESG data at a glance', 'بياناتنا البيئية والاجتماعية في لمحة'),
        sectionId: 'esg-data',
        numbers: [
          ['1,790', t('kt CO2e', 'ألف طن مكافئ'), t('Scope 1 and 2 emissions in 2025', 'انبعاثات النطاقين 1 و2 في 2025')],
          ['0.41', t('LTIFR', 'معدل الإصابات'), t('Lost-time injuries per million hours worked', 'إصابات مضيعة للوقت لكل مليون ساعة عمل')],
          ['23', t('%', '٪'), t('Women in management roles across the group', 'نسبة النساء في المناصب الإدارية على مستوى المجموعة')],
          ['98', t('%', '٪'), t('Of spend with suppliers who signed our Supplier Code', 'من الإنفاق مع موردين وقّعوا مدونة سلوك الموردين')],
        ],
      },
      { fieldNames: 'FourColumn' },
    ),
    awards({
      headline: t('Ratings and recognition', 'التصنيفات والتقدير'),
      description: t(
        'Independent ratings of our ESG performance and the awards our reporting has received.',
        'تصنيفات مستقلة لأدائنا البيئي والاجتماعي والجوائز التي نالتها تقاريرنا.',
      ),
      sectionId: 'ratings',
      years: [
        {
          year: '2025',
          awards: [
            [
              t('CDP Climate: A-', 'تصنيف CDP للمناخ: A-'),
              t('Leadership band for the second year running', 'فئة الريادة للعام الثاني على التوالي'),
              isoDate('2025-02-06'),
            ],
            [
              t('Best Sustainability Report, Transport and Logistics', 'أفضل تقرير استدامة في قطاع النقل والخدمات اللوجستية'),
              t('Middle East Corporate Reporting Awards', 'جوائز الإفصاح المؤسسي في الشرق الأوسط'),
              isoDate('2025-10-22'),
            ],
            [t('MSCI ESG rating upgraded to AA', 'رفع تصنيف MSCI البيئي والاجتماعي إلى AA'), t('From A in 2024', 'من A في 2024'), isoDate('2025-07-15')],
          ],
        },
        {
          year: '2024',
          awards: [
            [t('CDP Climate: A-', 'تصنيف CDP للمناخ: A-'), t('First year in the leadership band', 'أول عام في فئة الريادة'), isoDate('2024-02-08')],
            [
              t('Green Port of the Year', 'الميناء الأخضر للعام'),
              t('Port Lumen, Global Maritime Awards', 'ميناء لومن، جوائز الملاحة العالمية'),
              isoDate('2024-11-14'),
            ],
          ],
        },
        {
          year: '2023',
          awards: [
            [
              t('Sustainability-linked sukuk of the year', 'صكوك العام المرتبطة بالاستدامة'),
              t('Islamic Finance Review', 'مجلة مراجعة التمويل الإسلامي'),
              isoDate('2023-09-19'),
            ],
            [t('Included in the FTSE4Good Index', 'الإدراج في مؤشر FTSE4Good'), t('', ''), isoDate('2023-06-30')],
          ],
        },
        {
          year: '2022',
          awards: [
            [
              t('First report assured to ISAE 3000', 'أول تقرير مدقق وفق معيار ISAE 3000'),
              t('Limited assurance over 42 indicators', 'تأكيد محدود على 42 مؤشرًا'),
              '0001-01-01T00:00:00Z',
            ],
          ],
        },
        {
          year: '2021',
          awards: [
            [
              t('Climate targets validated by SBTi', 'اعتماد أهدافنا المناخية من مبادرة الأهداف القائمة على العلم'),
              t('Aligned with 1.5 °C', 'متوافقة مع مسار 1.5 درجة مئوية'),
              isoDate('2021-11-03'),
            ],
          ],
        },
        { year: '2020', awards: [[t('Signatory to the UN Global Compact', 'الانضمام إلى الميثاق العالمي للأمم المتحدة'), t('', ''), isoDate('2020-03-12')]] },
      ],
    }),
    crossLink({
      eyebrow: t('Document hub', 'مركز المستندات'),
      headline: t('Reports, policies and data tables', 'التقارير والسياسات وجداول البيانات'),
      description: t(
        'Download our sustainability reports since 2023, the climate transition plan, the green finance framework and our human rights policy.',
        'نزّل تقارير الاستدامة منذ 2023، وخطة التحول المناخي، وإطار التمويل الأخضر، وسياسة حقوق الإنسان.',
      ),
      cta: link('/document-hub', 'Open the document hub', 'افتح مركز المستندات'),
      image: crossImage('document-hub', 'reports', 'day', t('Stacked reports next to a rising bar chart', 'تقارير متراصة بجوار رسم بياني صاعد')),
    }),
  ],
};

export const people: Page = {
  path: '/sustainability/people',
  title: t('People', 'الأفراد'),
  headline: t('Safe, fair and growing workplaces', 'بيئات عمل آمنة وعادلة ومتنامية'),
  description: t(
    'How Meridian keeps 61,000 colleagues safe, builds an inclusive workplace and helps people grow careers in ports and logistics.',
    'كيف تحافظ ميريديان على سلامة 61,000 زميل، وتبني بيئة عمل شاملة، وتساعد الأفراد على بناء مسيرتهم في الموانئ والخدمات اللوجستية.',
  ),
  ogImage: scene(`${AREA}/people-banner.svg`, 'people', 'dusk', 1600, 900, PEOPLE_ALT),
  blocks: [
    banner({
      headline: t('Everyone home safe, every day', 'يعود الجميع إلى منازلهم سالمين كل يوم'),
      description: t(
        'Our 61,000 colleagues keep trade moving around the clock. Their safety, wellbeing and growth come before any other target.',
        'يحافظ زملاؤنا الـ 61,000 على حركة التجارة على مدار الساعة، وسلامتهم ورفاههم ونموهم تسبق أي هدف آخر.',
      ),
      cta: link('/careers', 'Working at Meridian', 'العمل في ميريديان'),
      ...bannerImages(AREA, 'people', 'people', 'dusk', PEOPLE_ALT),
    }),
    pageIntro({
      headline: t('Safe, fair and growing workplaces', 'بيئات عمل آمنة وعادلة ومتنامية'),
      description: t(
        '<p>Ports are demanding places to work: heavy machinery, moving vehicles and the sea, in every climate. We invest in engineering out risk, in fair pay and conditions for our own people and our contractors, and in training that turns a first job on the quay into a career.</p>',
        '<p>الموانئ أماكن عمل صعبة: آلات ثقيلة ومركبات متحركة والبحر، وفي كل مناخ. لذلك نستثمر في إزالة المخاطر هندسيًا، وفي أجور وظروف عمل عادلة لموظفينا ومقاولينا، وفي تدريب يحوّل أول وظيفة على الرصيف إلى مسيرة مهنية.</p>',
      ),
    }),
    diagonalContent({
      eyebrow: t('Safety', 'السلامة'),
      headline: t('Separating people from machines', 'الفصل بين الأفراد والآلات'),
      highlightText: t('Lost-time injuries have fallen by 38% since 2021.', 'انخفضت الإصابات المضيعة للوقت بنسبة 38% منذ 2021.'),
      bodyTitle: t('Engineering out the biggest risks', 'إزالة أكبر المخاطر هندسيًا'),
      bodyText: t(
        '<p>Most serious incidents in ports happen where people and vehicles share space. Our terminals now run remote-controlled yard cranes, fenced walkways and proximity sensors on every straddle carrier. Every colleague, and every contractor, can stop a job they believe is unsafe without fear of blame.</p>',
        '<p>تقع معظم الحوادث الخطيرة في الموانئ حيث يتشارك الأفراد والمركبات المكان نفسه. لذا تشغّل محطاتنا اليوم رافعات ساحات يُتحكم بها عن بُعد، وممرات مشاة مسيّجة، وأجهزة استشعار للاقتراب على كل ناقلة حاويات. ويحق لكل زميل ومقاول إيقاف أي عمل يراه غير آمن دون خوف من اللوم.</p>',
      ),
      image: scene(
        `${AREA}/people-safety.svg`,
        'training',
        'dawn',
        1200,
        1000,
        t('A safety briefing for terminal staff in front of a quay crane', 'إحاطة سلامة لفريق المحطة أمام رافعة الرصيف'),
      ),
      alignment: 'Left',
      sectionId: 'safety',
    }),
    diagonalContent({
      eyebrow: t('Inclusion', 'الشمول'),
      headline: t('A workforce as diverse as the trade we carry', 'قوى عاملة متنوعة بتنوع التجارة التي ننقلها'),
      highlightText: t('We aim for 30% women in management by 2030.', 'نسعى إلى أن تشغل النساء 30% من المناصب الإدارية بحلول 2030.'),
      bodyTitle: t('Opening roles that were closed', 'فتح أدوار كانت مغلقة'),
      bodyText: t(
        '<p>Our first all-women crane operator cohort graduated at Jeddah South in 2024, and remote operation has opened control-room roles to colleagues who could not work on the quay. Every site now has a pay equity review, and parental leave is at least 16 weeks for the primary carer everywhere we operate.</p>',
        '<p>تخرجت أول دفعة من مشغلات الرافعات في جدة الجنوبي عام 2024، وفتح التشغيل عن بُعد أدوار غرف التحكم أمام زملاء لم يكن بإمكانهم العمل على الرصيف. ويخضع كل موقع اليوم لمراجعة المساواة في الأجور، ولا تقل إجازة الوالدين عن 16 أسبوعًا لمقدم الرعاية الأساسي في كل مكان نعمل فيه.</p>',
      ),
      image: scene(
        `${AREA}/people-inclusion.svg`,
        'boardroom',
        'sand',
        1200,
        1000,
        t('Colleagues meeting around a table in a terminal control room', 'زملاء يجتمعون حول طاولة في غرفة تحكم المحطة'),
      ),
      cta: link('/careers', 'Explore careers', 'استكشف الوظائف'),
      alignment: 'Right',
      sectionId: 'inclusion',
    }),
    numberHighlights(
      {
        headline: t('Our people in numbers', 'أفرادنا بالأرقام'),
        sectionId: 'people-numbers',
        numbers: [
          ['61,000', t('colleagues', 'زميل'), t('Working in 24 countries on six continents', 'يعملون في 24 دولة في ست قارات')],
          ['120', t('nationalities', 'جنسية'), t('Represented across our terminals and offices', 'ممثلة في محطاتنا ومكاتبنا')],
          ['2.1', t('million hours', 'مليون ساعة'), t('Of training delivered in 2025', 'من التدريب قدمناها في 2025')],
        ],
      },
      { styles: 'Blue' },
    ),
  ],
};

export const education: Page = {
  path: '/sustainability/education',
  title: t('Education', 'التعليم'),
  headline: t('Skills for the next generation of trade', 'مهارات للجيل القادم من التجارة'),
  description: t(
    'Meridian Academy, scholarships and school partnerships: how Meridian Ports & Logistics builds skills in the communities around its ports.',
    'أكاديمية ميريديان والمنح الدراسية والشراكات مع المدارس: كيف تبني ميريديان للموانئ والخدمات اللوجستية المهارات في المجتمعات المحيطة بموانئها.',
  ),
  ogImage: scene(`${AREA}/education-banner.svg`, 'classroom', 'navy', 1600, 900, EDUCATION_ALT),
  blocks: [
    banner({
      headline: t('Learning that opens the world of trade', 'تعليم يفتح أبواب عالم التجارة'),
      description: t(
        'From school visits to engineering degrees, we help young people in port cities find careers in one of the world’s oldest industries.',
        'من الزيارات المدرسية إلى شهادات الهندسة، نساعد الشباب في مدن الموانئ على إيجاد مسيرتهم المهنية في واحدة من أقدم الصناعات في العالم.',
      ),
      ...bannerImages(AREA, 'education', 'classroom', 'navy', EDUCATION_ALT),
    }),
    pageIntro({
      headline: t('Skills for the next generation of trade', 'مهارات للجيل القادم من التجارة'),
      description: t(
        '<p>Automation and clean energy are changing every job in a port. Meridian Academy trains our own people and the wider industry, and our education programme reaches 40,000 school students a year through STEM clubs, port visits and scholarships.</p>',
        '<p>تغيّر الأتمتة والطاقة النظيفة كل وظيفة في الميناء. تدرّب أكاديمية ميريديان موظفينا والعاملين في القطاع عمومًا، ويصل برنامجنا التعليمي إلى 40,000 طالب مدرسي سنويًا عبر نوادي العلوم والتقنية والزيارات الميدانية للموانئ والمنح الدراسية.</p>',
      ),
      cta: link('/news/meridian-academy-trains-1200-port-technicians', 'Meridian Academy in the news', 'أكاديمية ميريديان في الأخبار'),
    }),
    parallaxContent({
      eyebrow: t('Meridian Academy', 'أكاديمية ميريديان'),
      headline: t('A new campus at Ras Maysan in 2027', 'حرم جديد في رأس ميسان عام 2027'),
      description: t(
        'The academy’s third campus will have crane and vessel simulators, an electrical workshop for the electric fleet and places for 2,400 apprentices a year, a third of them from outside Meridian.',
        'سيضم الحرم الثالث للأكاديمية أجهزة محاكاة للرافعات والسفن، وورشة كهربائية لأسطول المعدات الكهربائية، ومقاعد لـ 2,400 متدرب سنويًا، ثلثهم من خارج ميريديان.',
      ),
      image: scene(
        `${AREA}/education-parallax.svg`,
        'training',
        'teal',
        1600,
        900,
        t('Apprentices in hard hats on a training quay', 'متدربون بخوذات السلامة على رصيف تدريب'),
      ),
      mobileImage: scene(
        `${AREA}/education-parallax-mobile.svg`,
        'training',
        'teal',
        750,
        1000,
        t('Apprentices in hard hats on a training quay', 'متدربون بخوذات السلامة على رصيف تدريب'),
      ),
      sectionId: 'academy',
    }),
    eventCarousel({
      headline: t('Education events', 'فعاليات تعليمية'),
      description: t(
        'Open days, competitions and summer schools for students, teachers and parents.',
        'أيام مفتوحة ومسابقات ومدارس صيفية للطلاب والمعلمين وأولياء الأمور.',
      ),
      sectionId: 'education-events',
      events: EDUCATION_EVENTS,
    }),
    crossLink({
      eyebrow: t('Events', 'الفعاليات'),
      headline: t('Meet us at an event near you', 'قابلنا في فعالية قريبة منك'),
      description: t(
        'Careers fairs, conferences and open days across our network, with the dates for the year ahead.',
        'معارض التوظيف والمؤتمرات والأيام المفتوحة عبر شبكتنا، مع مواعيد العام المقبل.',
      ),
      cta: link('/events', 'See all events', 'اطّلع على جميع الفعاليات'),
      image: scene(
        `${AREA}/crosslink-events.svg`,
        'stage',
        'navy',
        1200,
        800,
        t('A speaker on stage in front of a screen showing a port', 'متحدث على المسرح أمام شاشة تعرض ميناءً'),
      ),
    }),
  ],
};

export const water: Page = {
  path: '/sustainability/water',
  title: t('Water', 'المياه'),
  headline: t('Protecting water on dry coasts', 'حماية المياه على السواحل الجافة'),
  description: t(
    'How Meridian cuts fresh water use at its terminals, recycles waste water, protects marine life and shares clean water with neighbouring communities.',
    'كيف تخفض ميريديان استهلاك المياه العذبة في محطاتها، وتعيد تدوير مياه الصرف، وتحمي الحياة البحرية، وتشارك المياه النظيفة مع المجتمعات المجاورة.',
  ),
  ogImage: scene(`${AREA}/water-banner.svg`, 'water', 'sand', 1600, 900, WATER_ALT),
  blocks: [
    banner({
      headline: t('Every drop counts on a dry coast', 'كل قطرة مهمة على ساحل جاف'),
      description: t(
        'Two-thirds of our terminals are in water-stressed regions. We treat fresh water as the scarce resource it is, at work and in the towns around us.',
        'يقع ثلثا محطاتنا في مناطق تعاني شح المياه، ولذلك نتعامل مع المياه العذبة بوصفها موردًا نادرًا، في العمل وفي البلدات المحيطة بنا.',
      ),
      ...bannerImages(AREA, 'water', 'water', 'sand', WATER_ALT),
    }),
    pageIntro({
      headline: t('Protecting water on dry coasts', 'حماية المياه على السواحل الجافة'),
      description: t(
        '<p>Our water strategy has three parts: use less fresh water per container handled, return the water we use cleaner than we found it, and protect the seas our ports share with fishermen, reefs and seagrass. By 2030 we will recycle half of all the water our sites use.</p>',
        '<p>تقوم استراتيجيتنا للمياه على ثلاثة محاور: استهلاك مياه عذبة أقل لكل حاوية نتعامل معها، وإعادة المياه التي نستخدمها أنظف مما وجدناها، وحماية البحار التي تتشاركها موانئنا مع الصيادين والشعاب المرجانية والأعشاب البحرية. وبحلول 2030 سنعيد تدوير نصف المياه التي تستهلكها مواقعنا.</p>',
      ),
    }),
    infographic(
      {
        eyebrow: t('Water use', 'استهلاك المياه'),
        headline: t('Less fresh water for every container', 'مياه عذبة أقل لكل حاوية'),
        description: t(
          'Fresh water withdrawn per TEU handled, in litres, across all terminals, and our 2030 target.',
          'المياه العذبة المسحوبة لكل حاوية نمطية، باللتر، في جميع المحطات، وهدفنا لعام 2030.',
        ),
        subHeadline: t('Down 31% since 2020', 'بانخفاض 31% منذ 2020'),
        image: chartImage(
          `${AREA}/water-infographic`,
          'day',
          t('Fresh water per container', 'المياه العذبة لكل حاوية'),
          t('Litres per TEU handled', 'لتر لكل حاوية نمطية'),
          [
            { label: '2020', value: 58 },
            { label: '2023', value: 47 },
            { label: '2025', value: 40 },
            { label: '2030', value: 30, note: 'target' },
          ],
          [
            t('31% less since 2020', 'أقل بنسبة 31% منذ 2020'),
            t('37% of water recycled or reused', '37% من المياه يعاد تدويرها أو استخدامها'),
            t('Half recycled by 2030', 'إعادة تدوير النصف بحلول 2030'),
          ],
          t(
            'Bar chart: 58 litres per TEU in 2020, 47 in 2023, 40 in 2025 and a target of 30 in 2030',
            'رسم بياني: 58 لترًا لكل حاوية نمطية في 2020، و47 في 2023، و40 في 2025، والهدف 30 في 2030',
          ),
        ),
        sectionId: 'water-use',
      },
      'Blue',
    ),
    numberHighlights({
      headline: t('Water in 2025', 'المياه في 2025'),
      sectionId: 'water-numbers',
      numbers: [
        ['40', t('litres', 'لترًا'), t('Of fresh water per TEU handled, from 58 in 2020', 'من المياه العذبة لكل حاوية نمطية، مقابل 58 في 2020')],
        ['37', t('%', '٪'), t('Of the water our sites use is recycled or reused', 'من المياه التي تستهلكها مواقعنا يُعاد تدويرها أو استخدامها')],
        ['18,000', t('people', 'شخص'), t('Receive clean drinking water from our community plants', 'يحصلون على مياه شرب نظيفة من محطاتنا المجتمعية')],
      ],
    }),
    diagonalContent({
      eyebrow: t('Community water', 'المياه للمجتمع'),
      headline: t('Clean water for three villages near Sokhna', 'مياه نظيفة لثلاث قرى قرب السخنة'),
      highlightText: t(
        'A solar-powered desalination unit now supplies 600 cubic metres of drinking water a day.',
        'توفر وحدة تحلية تعمل بالطاقة الشمسية اليوم 600 متر مكعب من مياه الشرب يوميًا.',
      ),
      bodyTitle: t('Built with the people who use it', 'بُنيت مع من يستخدمونها'),
      bodyText: t(
        '<p>The plant was designed with the villages’ councils, runs entirely on solar power and is operated by technicians from the villages themselves, trained at Meridian Academy. Brine is diluted and returned far offshore, away from the reef.</p>',
        '<p>صُممت المحطة بالتعاون مع مجالس القرى، وتعمل بالكامل بالطاقة الشمسية، ويشغّلها فنيون من أبناء القرى أنفسهم دربتهم أكاديمية ميريديان. ويُخفَّف المحلول الملحي ويُعاد إلى عرض البحر بعيدًا عن الشعاب المرجانية.</p>',
      ),
      image: scene(`${AREA}/water-diagonal.svg`, 'water', 'dawn', 1200, 1000, WATER_ALT),
      cta: link('/news/sokhna-terminal-community-water-project', 'Read the story', 'اقرأ القصة'),
      alignment: 'Left',
      sectionId: 'community-water',
    }),
  ],
};

export const SUSTAINABILITY_PAGES = [hub, climate, esg, people, education, water];
