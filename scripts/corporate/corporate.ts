/**
 * The corporate pages: /about/governance, /about/chairmans-message, /about/partnerships,
 * /investor-relations, /careers and /events (docs/page-building-blocks.md, Pages), in both languages.
 */
import { logoSvg } from './art.ts';
import {
  accordion,
  anchorBar,
  awards,
  banner,
  crossLink,
  diagonalContent,
  eventCarousel,
  iframe,
  isoDate,
  logoMarquee,
  numberHighlights,
  pageBreak,
  pageIntro,
  parallaxNumbers,
  richText,
  type AwardYear,
  type ParallaxCard,
} from './blocks.ts';
import { ALL_EVENTS, INVESTOR_EVENTS } from './events-data.ts';
import { ART, ImageField, LinkField, bannerImages, link, media, scene, t, type Page, type T } from './model.ts';
import type { Motif, PaletteName } from './art.ts';

const AREA = 'corporate';
const crossImage = (slug: string, motif: Motif, palette: PaletteName, alt: T) => scene(`${AREA}/page-${slug}-crosslink.svg`, motif, palette, 1200, 800, alt);

const GOVERNANCE_ALT = t('Board members around a table in a room overlooking the port', 'أعضاء مجلس الإدارة حول طاولة في قاعة تطل على الميناء');

export const governance: Page = {
  path: '/about/governance',
  title: t('Our Governance', 'الحوكمة'),
  headline: t('Corporate governance', 'الحوكمة المؤسسية'),
  description: t(
    'How Meridian Ports & Logistics is governed: the board and its committees, our code of conduct, risk management and the rights of our shareholders.',
    'كيف تُدار ميريديان للموانئ والخدمات اللوجستية: مجلس الإدارة ولجانه، ومدونة السلوك، وإدارة المخاطر، وحقوق المساهمين.',
  ),
  ogImage: scene(`${AREA}/page-governance.svg`, 'boardroom', 'sand', 1600, 900, GOVERNANCE_ALT),
  blocks: [
    pageIntro({
      headline: t('Corporate governance', 'الحوكمة المؤسسية'),
      description: t(
        '<p>Good governance is how we earn the trust of the governments that grant our concessions, the customers who rely on our terminals and the investors who fund them. Our framework follows the corporate governance code of our listing market and the OECD Principles of Corporate Governance.</p>',
        '<p>الحوكمة الرشيدة هي سبيلنا لكسب ثقة الحكومات التي تمنحنا الامتيازات، والعملاء الذين يعتمدون على محطاتنا، والمستثمرين الذين يموّلونها. ويتبع إطارنا قواعد حوكمة الشركات في السوق المدرجين فيها ومبادئ منظمة التعاون الاقتصادي والتنمية لحوكمة الشركات.</p>',
      ),
      cta: link('/about/leadership', 'Meet our leadership', 'تعرّف على قيادتنا'),
    }),
    anchorBar({
      sectionId: 'governance-sections',
      links: [
        ['board', t('The board', 'مجلس الإدارة'), true],
        ['committees', t('Board committees', 'لجان المجلس')],
        ['ethics', t('Ethics and compliance', 'الأخلاقيات والامتثال')],
        ['risk', t('Risk management', 'إدارة المخاطر')],
        ['shareholders', t('Shareholders', 'المساهمون')],
        ['governance-questions', t('Questions', 'أسئلة شائعة')],
      ],
    }),
    richText(
      'board',
      t(
        '<h2>The board</h2>\n<p>The board of directors sets the group’s strategy and risk appetite, approves major investments and concessions, and holds the executive team to account. It has eleven members: the chair, the group chief executive, the chief financial officer and eight non-executive directors, six of whom are independent.</p>\n<ul>\n<li>The roles of chair and group chief executive are held by different people.</li>\n<li>Four directors are women; directors come from seven countries.</li>\n<li>Directors stand for re-election every three years; the board’s effectiveness is reviewed by an external adviser every third year.</li>\n</ul>',
        '<h2>مجلس الإدارة</h2>\n<p>يضع مجلس الإدارة استراتيجية المجموعة ومدى تقبّلها للمخاطر، ويعتمد الاستثمارات والامتيازات الكبرى، ويُخضع الفريق التنفيذي للمساءلة. ويتألف من أحد عشر عضوًا: رئيس المجلس، والرئيس التنفيذي للمجموعة، والرئيس التنفيذي للشؤون المالية، وثمانية أعضاء غير تنفيذيين، ستة منهم مستقلون.</p>\n<ul>\n<li>يتولى منصبي رئيس المجلس والرئيس التنفيذي للمجموعة شخصان مختلفان.</li>\n<li>أربعة من الأعضاء نساء، وينتمي الأعضاء إلى سبع دول.</li>\n<li>يُعاد انتخاب الأعضاء كل ثلاث سنوات، ويراجع مستشار خارجي فاعلية المجلس كل ثلاث سنوات.</li>\n</ul>',
      ),
    ),
    richText(
      'committees',
      t(
        '<h2>Board committees</h2>\n<p>Four committees, each chaired by an independent director, prepare the board’s decisions:</p>\n<ul>\n<li><strong>Audit and Risk Committee:</strong> financial reporting, internal control, the internal and external auditors and the group risk register.</li>\n<li><strong>Nomination and Remuneration Committee:</strong> board and executive succession, and pay policy, including the ESG measures in executive incentives.</li>\n<li><strong>Sustainability Committee:</strong> the climate transition plan, safety performance, human rights and community investment.</li>\n<li><strong>Investment Committee:</strong> acquisitions, concessions and capital projects above USD 150 million.</li>\n</ul>',
        '<h2>لجان المجلس</h2>\n<p>تعدّ أربع لجان، يرأس كلًا منها عضو مستقل، قرارات المجلس:</p>\n<ul>\n<li><strong>لجنة التدقيق والمخاطر:</strong> التقارير المالية والرقابة الداخلية والمدققون الداخليون والخارجيون وسجل مخاطر المجموعة.</li>\n<li><strong>لجنة الترشيحات والمكافآت:</strong> تعاقب أعضاء المجلس والإدارة التنفيذية وسياسة المكافآت، بما فيها المؤشرات البيئية والاجتماعية في حوافز الإدارة التنفيذية.</li>\n<li><strong>لجنة الاستدامة:</strong> خطة التحول المناخي وأداء السلامة وحقوق الإنسان والاستثمار المجتمعي.</li>\n<li><strong>لجنة الاستثمار:</strong> عمليات الاستحواذ والامتيازات والمشاريع الرأسمالية التي تتجاوز 150 مليون دولار أمريكي.</li>\n</ul>',
      ),
    ),
    richText(
      'ethics',
      t(
        '<h2>Ethics and compliance</h2>\n<p>Our <strong>Code of Conduct</strong> applies to every director, colleague and contractor, and our Supplier Code to everyone we buy from. We do not tolerate bribery in any form, including facilitation payments to speed up customs or berth allocation. Colleagues complete ethics training every year, and anyone can raise a concern, anonymously if they wish, through our independent Speak Up line in 14 languages.</p>',
        '<h2>الأخلاقيات والامتثال</h2>\n<p>تسري <strong>مدونة السلوك</strong> على كل عضو مجلس إدارة وزميل ومقاول، وتسري مدونة سلوك الموردين على كل من نشتري منه. ولا نتسامح مع الرشوة بأي شكل، بما في ذلك المدفوعات التيسيرية لتسريع التخليص الجمركي أو تخصيص الأرصفة. ويكمل الزملاء تدريبًا على الأخلاقيات كل عام، ويستطيع أي شخص الإبلاغ عن مخاوفه، دون الكشف عن هويته إن شاء، عبر خط «تحدّث» المستقل المتاح بأربع عشرة لغة.</p>',
      ),
    ),
    richText(
      'risk',
      t(
        '<h2>Risk management</h2>\n<p>Each business unit keeps a risk register that rolls up into the group register reviewed by the Audit and Risk Committee every quarter. Our principal risks include the safety of people at our terminals, cyber attacks on port systems, the renewal of concessions, physical climate risks such as sea-level rise and extreme heat, and shifts in global trade routes. Internal audit reports directly to the committee chair.</p>',
        '<h2>إدارة المخاطر</h2>\n<p>تحتفظ كل وحدة أعمال بسجل مخاطر يُجمع في سجل المجموعة الذي تراجعه لجنة التدقيق والمخاطر كل ربع سنة. ومن أبرز مخاطرنا سلامة الأفراد في محطاتنا، والهجمات السيبرانية على أنظمة الموانئ، وتجديد الامتيازات، والمخاطر المناخية المادية مثل ارتفاع منسوب البحر والحرارة الشديدة، وتحوّلات مسارات التجارة العالمية. ويرفع التدقيق الداخلي تقاريره مباشرة إلى رئيس اللجنة.</p>',
      ),
    ),
    richText(
      'shareholders',
      t(
        '<h2>Shareholders</h2>\n<p>Every ordinary share carries one vote. The Annual General Meeting approves the accounts, the dividend and the election of directors, and shareholders holding 5% of the capital may add items to its agenda. Results, presentations and the annual report are published in English and Arabic on the same day.</p>',
        '<h2>المساهمون</h2>\n<p>لكل سهم عادي صوت واحد. وتعتمد الجمعية العمومية السنوية الحسابات وتوزيعات الأرباح وانتخاب أعضاء المجلس، ويحق للمساهمين الذين يملكون 5% من رأس المال إضافة بنود إلى جدول أعمالها. وتُنشر النتائج والعروض التقديمية والتقرير السنوي باللغتين العربية والإنجليزية في اليوم نفسه.</p>',
      ),
    ),
    accordion(
      {
        headline: t('Governance questions', 'أسئلة حول الحوكمة'),
        eyebrow: t('Our Governance', 'الحوكمة'),
        description: t(
          '<p>Answers to the questions investors, partners and journalists ask us most often about how the group is run.</p>',
          '<p>إجابات عن أكثر الأسئلة التي يطرحها علينا المستثمرون والشركاء والصحفيون حول طريقة إدارة المجموعة.</p>',
        ),
        sectionId: 'governance-questions',
        showDividerLine: true,
        items: [
          [
            t('Who are the major shareholders?', 'من هم كبار المساهمين؟'),
            t(
              '<p>Our founding shareholder holds 52% of the shares; 48% are in free float on the stock exchange, held by more than 4,000 institutional and retail investors. No other shareholder holds more than 5%.</p>',
              '<p>يملك المساهم المؤسس 52% من الأسهم، ويُتداول 48% منها في البورصة ويملكها أكثر من 4,000 مستثمر من المؤسسات والأفراد. ولا يملك أي مساهم آخر أكثر من 5%.</p>',
            ),
            link('/investor-relations', 'Investor Relations', 'علاقات المستثمرين'),
          ],
          [
            t('How are related-party transactions controlled?', 'كيف تُضبط المعاملات مع الأطراف ذات العلاقة؟'),
            t(
              '<p>Any transaction with the founding shareholder or its companies is reviewed by the Audit and Risk Committee, must be on market terms, and is disclosed in the annual report. Directors with an interest do not vote.</p>',
              '<p>تراجع لجنة التدقيق والمخاطر أي معاملة مع المساهم المؤسس أو شركاته، ويجب أن تكون بشروط السوق، ويُفصح عنها في التقرير السنوي. ولا يصوّت أعضاء المجلس أصحاب المصلحة.</p>',
            ),
          ],
          [
            t('How is executive pay decided?', 'كيف تُحدد مكافآت الإدارة التنفيذية؟'),
            t(
              '<p>The Nomination and Remuneration Committee sets pay within the policy approved by shareholders. Half of the annual bonus depends on financial results, 30% on safety and sustainability measures and 20% on individual objectives.</p>',
              '<p>تحدد لجنة الترشيحات والمكافآت الأجور ضمن السياسة التي يعتمدها المساهمون. ويرتبط نصف المكافأة السنوية بالنتائج المالية، و30% بمؤشرات السلامة والاستدامة، و20% بالأهداف الفردية.</p>',
            ),
          ],
          [
            t('How do I report a concern?', 'كيف أبلغ عن مخاوفي؟'),
            t(
              '<p>Use the Speak Up line, by phone or online, in any of 14 languages. Reports are handled by an independent provider and investigated by our ethics office; retaliation against anyone who speaks up in good faith is a disciplinary offence.</p>',
              '<p>استخدم خط «تحدّث» هاتفيًا أو عبر الإنترنت بأي من أربع عشرة لغة. يتلقى البلاغات مزوّد مستقل ويحقق فيها مكتب الأخلاقيات لدينا، ويُعد الانتقام من أي شخص يبلّغ بحسن نية مخالفة تأديبية.</p>',
            ),
            link('/contact', 'Contact us', 'اتصل بنا'),
          ],
          [
            t('Where can I read the board’s terms of reference?', 'أين أجد اختصاصات المجلس ولجانه؟'),
            t(
              '<p>The charters of the board and its four committees, the Code of Conduct and our anti-bribery policy are in the document hub.</p>',
              '<p>تجد مواثيق المجلس ولجانه الأربع ومدونة السلوك وسياسة مكافحة الرشوة في مركز المستندات.</p>',
            ),
            link('/document-hub', 'Document hub', 'مركز المستندات'),
          ],
        ],
      },
      'TwoColumnWithIntro',
    ),
    pageBreak('White'),
  ],
};

const CHAIRMAN_ALT = t('Quay cranes and a container ship at sunset over the water', 'رافعات الرصيف وسفينة حاويات عند الغروب فوق الماء');

/** The header's featured item (spec 001 section 2: "Featured item: the chairman's message"). */
export const chairmansMessage: Page = {
  path: '/about/chairmans-message',
  title: t('A message from our chairman', 'رسالة من رئيس مجلس الإدارة'),
  headline: t('A message from our chairman', 'رسالة من رئيس مجلس الإدارة'),
  description: t(
    'Our chairman on how a connected network of ports, parks and corridors keeps trade moving, and where Meridian Ports & Logistics will invest next.',
    'رئيس مجلس الإدارة يتحدث عن كيف تحافظ شبكة مترابطة من الموانئ والمناطق والممرات التجارية على حركة التجارة، وأين ستستثمر ميريديان للموانئ والخدمات اللوجستية في المرحلة المقبلة.',
  ),
  ogImage: scene(`${AREA}/page-chairmans-message-banner.svg`, 'port', 'dusk', 1600, 900, CHAIRMAN_ALT),
  blocks: [
    banner({
      headline: t('A message from our chairman', 'رسالة من رئيس مجلس الإدارة'),
      description: t(
        'How a connected network of ports, parks and corridors keeps trade moving, and where we invest next. Dubai, 12 March 2025.',
        'كيف تحافظ شبكة مترابطة من الموانئ والمناطق والممرات التجارية على حركة التجارة، وأين نستثمر في المرحلة المقبلة. دبي، 12 مارس 2025.',
      ),
      ...bannerImages(AREA, 'page-chairmans-message', 'port', 'dusk', CHAIRMAN_ALT),
    }),
    richText(
      'message',
      t(
        '<h2>Dear shareholders, customers and colleagues</h2>\n<p>Last year reminded all of us how much the world depends on trade that simply arrives. When shipping lanes were disrupted and cargo had to find new routes, our terminals, logistics centres and economic zones worked as one network: ships were re-routed to the ports that had room, goods moved on by rail and road, and our customers kept their promises to theirs.</p>\n<p>That is the strength of the model we have built over more than 25 years. A port on its own handles ships; a port joined to a logistics park, a free zone and a corridor inland creates jobs, draws investment and gives a country a gateway to the world. In 2025 we handled 84 million TEU across 42 terminals in 19 countries, and our logistics and economic zone businesses grew faster than our ports.</p>\n<h2>Where we invest next</h2>\n<p>Over the next five years the board has approved investment of USD 9 billion, focused on three things:</p>\n<ul>\n<li><strong>Capacity where trade is growing:</strong> in the Gulf, East Africa and South Asia, where our new berths and inland terminals are already booked by the shipping lines.</li>\n<li><strong>Cleaner operations:</strong> electric cranes and yard equipment, shore power and solar generation, on our way to net-zero operations by 2040.</li>\n<li><strong>Technology and people:</strong> the systems that let a customer see a container from factory to shelf, and the training that lets our colleagues run them safely.</li>\n</ul>\n<h2>Governed for the long term</h2>\n<p>Concessions last decades, so we plan in decades. The board will keep the balance sheet strong, keep net debt below three times EBITDA and keep paying a steady share of our profits as dividends. We will continue to report openly on safety, climate and the communities around our ports, because the licence to operate a port is granted by people as much as by governments.</p>\n<p>On behalf of the board, I thank our 68,000 colleagues for their work in every weather and every time zone, and our customers, partners and shareholders for their trust.</p>\n<p><strong>Hamad Al-Suwaidi</strong><br>Chairman of the Board<br>Dubai, 12 March 2025</p>',
        '<h2>حضرات المساهمين والعملاء والزملاء الكرام</h2>\n<p>ذكّرنا العام الماضي جميعًا بمدى اعتماد العالم على تجارة تصل في موعدها. فعندما تعطّلت الممرات الملاحية واضطرت البضائع إلى سلوك طرق جديدة، عملت محطاتنا ومراكزنا اللوجستية ومناطقنا الاقتصادية شبكةً واحدة: فقد حُوّلت السفن إلى الموانئ التي تتسع لها، وواصلت البضائع طريقها بالسكك الحديدية والطرق البرية، ووفى عملاؤنا بوعودهم لعملائهم.</p>\n<p>تلك هي قوة النموذج الذي بنيناه على مدى أكثر من 25 عامًا. فالميناء وحده يستقبل السفن، أما الميناء المرتبط بمنطقة لوجستية ومنطقة حرة وممر تجاري إلى الداخل فيخلق فرص العمل ويجذب الاستثمار ويمنح البلد بوابة إلى العالم. وفي عام 2025 تعاملنا مع 84 مليون حاوية نمطية في 42 محطة في 19 دولة، ونمت أعمالنا في الخدمات اللوجستية والمناطق الاقتصادية بوتيرة أسرع من موانئنا.</p>\n<h2>أين نستثمر في المرحلة المقبلة</h2>\n<p>اعتمد مجلس الإدارة استثمارات بقيمة 9 مليارات دولار أمريكي على مدى السنوات الخمس المقبلة، تتركز في ثلاثة مجالات:</p>\n<ul>\n<li><strong>طاقة استيعابية حيث تنمو التجارة:</strong> في الخليج وشرق أفريقيا وجنوب آسيا، حيث حجزت خطوط الشحن بالفعل أرصفتنا ومحطاتنا الداخلية الجديدة.</li>\n<li><strong>عمليات أنظف:</strong> رافعات ومعدات ساحات كهربائية، وتزويد السفن بالطاقة من الشاطئ، وتوليد الطاقة الشمسية، في طريقنا إلى عمليات خالية من الانبعاثات الصافية بحلول عام 2040.</li>\n<li><strong>التكنولوجيا والأفراد:</strong> الأنظمة التي تتيح للعميل تتبع حاويته من المصنع إلى رف المتجر، والتدريب الذي يمكّن زملاءنا من تشغيلها بأمان.</li>\n</ul>\n<h2>حوكمة من أجل المدى الطويل</h2>\n<p>تمتد الامتيازات عقودًا، ولذلك نخطط بالعقود. وسيحافظ مجلس الإدارة على متانة الميزانية، وعلى صافي دين دون ثلاثة أضعاف الأرباح قبل الفوائد والضرائب والاستهلاك والإطفاء، وعلى توزيع حصة ثابتة من أرباحنا على المساهمين. وسنواصل الإفصاح بشفافية عن السلامة والمناخ والمجتمعات المحيطة بموانئنا، لأن رخصة تشغيل الميناء يمنحها الناس كما تمنحها الحكومات.</p>\n<p>وبالنيابة عن مجلس الإدارة، أشكر زملاءنا البالغ عددهم 68,000 على عملهم في كل الظروف الجوية وفي كل المناطق الزمنية، وأشكر عملاءنا وشركاءنا ومساهمينا على ثقتهم.</p>\n<p><strong>حمد السويدي</strong><br>رئيس مجلس الإدارة<br>دبي، 12 مارس 2025</p>',
      ),
    ),
    crossLink({
      eyebrow: t('Our Governance', 'الحوكمة'),
      headline: t('How the board works', 'كيف يعمل مجلس الإدارة'),
      description: t(
        'The board and its four committees, our code of conduct, risk management and the rights of our shareholders.',
        'مجلس الإدارة ولجانه الأربع، ومدونة السلوك، وإدارة المخاطر، وحقوق المساهمين.',
      ),
      cta: link('/about/governance', 'Read about our governance', 'اقرأ عن الحوكمة'),
      image: crossImage('chairmans-message', 'boardroom', 'sand', GOVERNANCE_ALT),
    }),
    pageBreak('White'),
  ],
};

const PARTNER_LOGOS: Array<[string, ImageField]> = [
  ['aldara-rail', 'Aldara Rail'],
  ['northwind-shipping', 'Northwind Shipping'],
  ['helix-cold-chain', 'Helix Cold Chain'],
  ['tidewater-energy', 'Tidewater Energy'],
  ['lumen-port-systems', 'Lumen Port Systems'],
  ['coral-bay-customs', 'Coral Bay Customs'],
  ['kestrel-autonomy', 'Kestrel Autonomy'],
  ['orbis-customs-cloud', 'Orbis Customs Cloud'],
  ['sable-freight', 'Sable Freight'],
].map(([slug, name]) => [slug!, media(`statistics-and-partners/${slug}.svg`, 240, 80, t(`${name} logo`, `شعار ${name}`))] as [string, ImageField]);

function ownLogo(slug: string, name: string, kind: string, colour: string, mark: 'wave' | 'book' | 'spark'): [string, ImageField] {
  const file = `${AREA}/page-logo-${slug}.svg`;
  ART.set(file, () => logoSvg(name, kind, colour, mark));
  return [slug, media(file, 240, 80, t(`${name} ${kind.toLowerCase()} logo`, `شعار ${name}`))];
}

const PARTNERS_ALT = t('Two container ships linked by trade routes around a central hub', 'سفينتا حاويات تربطهما خطوط تجارية حول مركز رئيسي');

export const partnerships: Page = {
  path: '/about/partnerships',
  title: t('Partnerships', 'الشراكات'),
  headline: t('Partners in trade', 'شركاء في التجارة'),
  description: t(
    'The shipping lines, governments, technology companies, universities and conservation groups Meridian Ports & Logistics works with.',
    'خطوط الشحن والحكومات وشركات التقنية والجامعات ومنظمات الحماية البيئية التي تعمل معها ميريديان للموانئ والخدمات اللوجستية.',
  ),
  ogImage: scene(`${AREA}/page-partnerships-banner.svg`, 'partners', 'dawn', 1600, 900, PARTNERS_ALT),
  blocks: [
    banner({
      headline: t('Stronger together on every trade route', 'أقوى معًا على كل طرق التجارة'),
      description: t(
        'No port works alone. Our partners help us move cargo faster, cleaner and more safely, from the quay to the customer’s door.',
        'لا يعمل ميناء بمفرده. يساعدنا شركاؤنا على نقل البضائع بسرعة ونظافة وأمان أكبر، من الرصيف إلى باب العميل.',
      ),
      cta: link('/contact', 'Talk to our partnerships team', 'تحدث إلى فريق الشراكات'),
      ...bannerImages(AREA, 'page-partnerships', 'partners', 'dawn', PARTNERS_ALT),
    }),
    pageIntro({
      headline: t('Partners in trade', 'شركاء في التجارة'),
      description: t(
        '<p>We build long-term partnerships with port authorities and governments through concessions of 30 years or more, with shipping lines through joint terminal ventures, and with technology firms, universities and conservation groups that bring skills we do not have ourselves.</p>',
        '<p>نبني شراكات طويلة الأمد مع سلطات الموانئ والحكومات عبر امتيازات تمتد 30 عامًا أو أكثر، ومع خطوط الشحن عبر مشاريع مشتركة لتشغيل المحطات، ومع شركات التقنية والجامعات ومنظمات الحماية البيئية التي تضيف إلينا خبرات لا نملكها.</p>',
      ),
    }),
    logoMarquee(
      {
        headline: t('Some of the companies and institutions we work with', 'بعض الشركات والمؤسسات التي نعمل معها'),
        sectionId: 'partners',
        logos: [
          ...PARTNER_LOGOS,
          ownLogo('reefwatch-trust', 'Reefwatch', 'TRUST', '#0f7c8c', 'wave'),
          ownLogo('baytown-polytechnic', 'Baytown', 'POLYTECHNIC', '#7a3b8f', 'book'),
          ownLogo('sirocco-hydrogen', 'Sirocco', 'HYDROGEN', '#d9822b', 'spark'),
        ],
      },
      'White',
    ),
    diagonalContent({
      eyebrow: t('Public–private partnerships', 'الشراكات بين القطاعين العام والخاص'),
      headline: t('Concessions that serve the country as well as the port', 'امتيازات تخدم البلد كما تخدم الميناء'),
      highlightText: t(
        'Our 42 concession agreements with governments run for an average of 34 years.',
        'تمتد اتفاقيات الامتياز الـ 42 التي أبرمناها مع الحكومات 34 عامًا في المتوسط.',
      ),
      bodyTitle: t('Investment, jobs and shared targets', 'استثمار ووظائف وأهداف مشتركة'),
      bodyText: t(
        '<p>Each concession commits us to an investment plan, local hiring and training targets and, increasingly, environmental targets agreed with the port authority. We report on them every year, and at Sokhna and Jeddah South the authority sits with us on a joint sustainability board.</p>',
        '<p>يُلزمنا كل امتياز بخطة استثمار وأهداف للتوظيف والتدريب المحلي، وبصورة متزايدة بأهداف بيئية نتفق عليها مع سلطة الميناء. ونقدم تقريرًا عنها كل عام، وفي السخنة وجدة الجنوبي تشاركنا سلطة الميناء مجلسًا مشتركًا للاستدامة.</p>',
      ),
      image: scene(
        `${AREA}/page-partnerships-diagonal.svg`,
        'port',
        'day',
        1200,
        1000,
        t('A container terminal built under a government concession', 'محطة حاويات شُيّدت بموجب امتياز حكومي'),
      ),
      cta: link('/solutions/ports-and-terminals', 'Our ports and terminals', 'موانئنا ومحطاتنا'),
      alignment: 'Right',
      sectionId: 'concessions',
    }),
    crossLink({
      eyebrow: t('Work with us', 'اعمل معنا'),
      headline: t('Have an idea for a partnership?', 'لديك فكرة لشراكة؟'),
      description: t(
        'Whether you run a port, a shipping line or a start-up with technology that could make trade cleaner, our partnerships team would like to hear from you.',
        'سواء كنت تدير ميناءً أو خط شحن أو شركة ناشئة تملك تقنية قد تجعل التجارة أنظف، يسعد فريق الشراكات لدينا أن يسمع منك.',
      ),
      cta: link('/contact', 'Contact us', 'اتصل بنا'),
      image: crossImage('partnerships', 'partners', 'navy', PARTNERS_ALT),
    }),
  ],
};

const IR_ALT = t('City towers beside the port with a rising line chart', 'أبراج المدينة بجوار الميناء مع خط بياني صاعد');

export const investors: Page = {
  path: '/investor-relations',
  title: t('Investor Relations', 'علاقات المستثمرين'),
  headline: t('Investor relations', 'علاقات المستثمرين'),
  description: t(
    'Results, share price, financial calendar and reports for investors in Meridian Ports & Logistics.',
    'النتائج وسعر السهم والتقويم المالي والتقارير للمستثمرين في ميريديان للموانئ والخدمات اللوجستية.',
  ),
  ogImage: scene(`${AREA}/page-investor-relations-banner.svg`, 'growth', 'day', 1600, 900, IR_ALT),
  blocks: [
    banner({
      headline: t('Long-term infrastructure, long-term returns', 'بنية تحتية طويلة الأمد وعوائد طويلة الأمد'),
      description: t(
        'Revenue grew 9% in 2025 as logistics and economic zones grew faster than ports. Read our results and meet the team.',
        'نمت الإيرادات بنسبة 9% في 2025 مع نمو الخدمات اللوجستية والمناطق الاقتصادية بوتيرة أسرع من الموانئ. اطّلع على نتائجنا وتعرّف على الفريق.',
      ),
      cta: link('/news/meridian-annual-results-2025', 'Full-year 2025 results', 'نتائج العام الكامل 2025'),
      ...bannerImages(AREA, 'page-investor-relations', 'growth', 'day', IR_ALT),
    }),
    pageIntro({
      headline: t('Investor relations', 'علاقات المستثمرين'),
      description: t(
        '<p>Meridian Ports & Logistics is listed on the Dubai Financial Market and has sukuk listed in Dubai and London. Our strategy is to grow the logistics and economic zone businesses around our ports, keep net debt below three times EBITDA and pay out 40–50% of net profit as dividends.</p>',
        '<p>ميريديان للموانئ والخدمات اللوجستية مدرجة في سوق دبي المالي، ولها صكوك مدرجة في دبي ولندن. وتقوم استراتيجيتنا على تنمية أعمال الخدمات اللوجستية والمناطق الاقتصادية حول موانئنا، وإبقاء صافي الدين دون ثلاثة أضعاف الأرباح قبل الفوائد والضرائب والاستهلاك والإطفاء، وتوزيع ما بين 40 و50% من صافي الأرباح على المساهمين.</p>',
      ),
      cta: link('/events', 'Financial calendar and events', 'التقويم المالي والفعاليات'),
    }),
    numberHighlights({
      headline: t('Full-year 2025 at a glance', 'العام الكامل 2025 في لمحة'),
      sectionId: 'results',
      cta: link('/news/meridian-annual-results-2025', 'Read the results announcement', 'اقرأ إعلان النتائج'),
      numbers: [
        ['$12.4', t('bn', 'مليار'), t('Revenue, up 9% on 2024', 'الإيرادات، بزيادة 9% عن 2024')],
        ['$5.1', t('bn', 'مليار'), t('Adjusted EBITDA, a margin of 41.1%', 'الأرباح المعدّلة قبل الفوائد والضرائب والاستهلاك والإطفاء، بهامش 41.1%')],
        ['84', t('million TEU', 'مليون حاوية نمطية'), t('Handled across our terminals, up 6.2%', 'تعاملت معها محطاتنا، بزيادة 6.2%')],
      ],
    }),
    eventCarousel({
      headline: t('Financial calendar', 'التقويم المالي'),
      description: t(
        'Results, meetings and investor events for the year ahead. Times are announced two weeks before each event.',
        'النتائج والاجتماعات وفعاليات المستثمرين للعام المقبل. تُعلن المواعيد قبل أسبوعين من كل فعالية.',
      ),
      sectionId: 'calendar',
      events: INVESTOR_EVENTS,
    }),
    iframe({
      url: t('/embeds/share-price.html', '/embeds/share-price.html?lang=ar'),
      title: t('Meridian Ports & Logistics share price', 'سعر سهم ميريديان للموانئ والخدمات اللوجستية'),
      headline: t('Share price', 'سعر السهم'),
      desktop: 'height=520&loading=lazy',
      mobile: 'height=680&loading=lazy',
      sectionId: 'share-price',
    }),
    crossLink({
      eyebrow: t('Reports and presentations', 'التقارير والعروض التقديمية'),
      headline: t('Annual reports, results and sukuk documents', 'التقارير السنوية والنتائج ووثائق الصكوك'),
      description: t(
        'Download our annual and interim reports, results presentations, fact sheet and sukuk investor updates from the document hub.',
        'نزّل تقاريرنا السنوية والمرحلية وعروض النتائج وصحيفة الحقائق وتحديثات مستثمري الصكوك من مركز المستندات.',
      ),
      cta: link('/document-hub', 'Open the document hub', 'افتح مركز المستندات'),
      image: crossImage('investor-relations', 'reports', 'navy', t('Annual reports beside a bar chart', 'تقارير سنوية بجوار رسم بياني')),
    }),
  ],
};

const CAREERS_ALT = t('A container ship at berth under the quay cranes', 'سفينة حاويات راسية تحت رافعات الرصيف');

function careerCard(
  slug: string,
  number: string,
  unit: T,
  title: T,
  description: T,
  left: [Motif, PaletteName, T],
  right: [Motif, PaletteName, T],
): ParallaxCard {
  const img = (side: string, [motif, palette, alt]: [Motif, PaletteName, T], w: number, h: number) =>
    scene(`${AREA}/page-careers-${slug}-${side}.svg`, motif, palette, w, h, alt);
  return {
    number,
    unit,
    title,
    description,
    leftImage: img('left', left, 600, 800),
    rightImage: img('right', right, 600, 800),
    mobileLeftImage: img('left-mobile', left, 750, 500),
    mobileRightImage: img('right-mobile', right, 750, 500),
  };
}

const EMPLOYER_AWARDS: AwardYear[] = [
  {
    year: '2025',
    awards: [
      [
        t('Top Employer, Middle East', 'أفضل جهة عمل في الشرق الأوسط'),
        t('Top Employers Institute, fourth year running', 'معهد أفضل جهات العمل، للعام الرابع على التوالي'),
        isoDate('2025-01-23'),
      ],
      [
        t('Best Apprenticeship Programme', 'أفضل برنامج للتدريب المهني'),
        t('Northgate Harbour, National Skills Awards', 'ميناء نورثغيت، جوائز المهارات الوطنية'),
        isoDate('2025-06-12'),
      ],
    ],
  },
  {
    year: '2024',
    awards: [
      [t('Top Employer, Middle East', 'أفضل جهة عمل في الشرق الأوسط'), t('Top Employers Institute', 'معهد أفضل جهات العمل'), isoDate('2024-01-25')],
      [
        t('Women in Maritime Leadership Award', 'جائزة المرأة في القيادة البحرية'),
        t('For our crane operator programme at Jeddah South', 'لبرنامج مشغلات الرافعات في جدة الجنوبي'),
        isoDate('2024-03-08'),
      ],
    ],
  },
  {
    year: '2023',
    awards: [[t('Great Place to Work, India', 'مكان عمل رائع، الهند'), t('Mundra Gateway and Nhava Sheva', 'بوابة موندرا ونهافا شيفا'), isoDate('2023-07-04')]],
  },
  { year: '2022', awards: [[t('Top Employer, Middle East', 'أفضل جهة عمل في الشرق الأوسط'), t('First certification', 'أول اعتماد'), isoDate('2022-01-27')]] },
];

export const careers: Page = {
  path: '/careers',
  title: t('Working at Meridian', 'العمل في ميريديان'),
  headline: t('Careers at Meridian', 'الوظائف في ميريديان'),
  description: t(
    'Careers at Meridian Ports & Logistics: terminal operations, engineering, logistics, technology and corporate roles in 24 countries, with apprenticeships and graduate programmes.',
    'الوظائف في ميريديان للموانئ والخدمات اللوجستية: عمليات المحطات والهندسة والخدمات اللوجستية والتقنية والوظائف المؤسسية في 24 دولة، مع برامج للتدريب المهني وحديثي التخرج.',
  ),
  ogImage: scene(`${AREA}/page-careers-banner.svg`, 'people', 'dawn', 1600, 900, CAREERS_ALT),
  blocks: [
    banner({
      headline: t('Build a career that moves the world', 'ابنِ مسيرة مهنية تحرّك العالم'),
      description: t(
        'Join 61,000 colleagues in 24 countries who keep global trade moving, day and night.',
        'انضم إلى 61,000 زميل في 24 دولة يحافظون على حركة التجارة العالمية ليلًا ونهارًا.',
      ),
      cta: link('/faq', 'Questions about applying', 'أسئلة حول التقديم'),
      ...bannerImages(AREA, 'page-careers', 'people', 'dawn', CAREERS_ALT),
      video: new LinkField('/-/media/ports-group/video/quay-loop.webm', t('', ''), 'media'),
    }),
    pageIntro({
      headline: t('Careers at Meridian', 'الوظائف في ميريديان'),
      description: t(
        '<p>Whether you operate a crane, plan a vessel, write software for a digital trade platform or manage a logistics park, you will find colleagues who take safety seriously, training that does not stop after induction, and a career path across our network. Meet our recruiters at a careers event near you.</p>',
        '<p>سواء كنت تشغّل رافعة أو تخطط لرسو سفينة أو تكتب برمجيات لمنصة تجارة رقمية أو تدير مجمعًا لوجستيًا، ستجد زملاء يأخذون السلامة بجدية، وتدريبًا لا يتوقف بعد التهيئة، ومسارًا مهنيًا عبر شبكتنا. قابل مسؤولي التوظيف لدينا في فعالية قريبة منك.</p>',
      ),
      cta: link('/events', 'Careers events', 'فعاليات التوظيف'),
    }),
    parallaxNumbers({
      headline: t('Why people join us, and stay', 'لماذا ينضم الناس إلينا ويبقون'),
      sectionId: 'why-meridian',
      cards: [
        careerCard(
          'training',
          '35',
          t('hours', 'ساعة'),
          t('Of training a year', 'من التدريب سنويًا'),
          t(
            'The average for every colleague in 2025, from crane simulators to leadership courses.',
            'المتوسط لكل زميل في 2025، من أجهزة محاكاة الرافعات إلى دورات القيادة.',
          ),
          ['training', 'teal', t('Apprentices on a training quay', 'متدربون على رصيف تدريب')],
          ['classroom', 'navy', t('A classroom at Meridian Academy', 'فصل دراسي في أكاديمية ميريديان')],
        ),
        careerCard(
          'promotion',
          '64',
          t('%', '٪'),
          t('Of managers promoted from within', 'من المديرين رُقّوا من داخل المجموعة'),
          t('Most of our terminal managers started on the quay or in the control room.', 'بدأ معظم مديري محطاتنا عملهم على الرصيف أو في غرفة التحكم.'),
          ['people', 'dusk', t('Colleagues on the quay at dusk', 'زملاء على الرصيف عند الغسق')],
          ['port', 'dawn', t('Cranes at dawn', 'رافعات عند الفجر')],
        ),
        careerCard(
          'mobility',
          '1,100',
          t('moves', 'انتقال'),
          t('International moves in 2025', 'انتقال دولي في 2025'),
          t('Colleagues who took a role in another country of our network last year.', 'زملاء تولوا أدوارًا في دولة أخرى ضمن شبكتنا العام الماضي.'),
          ['partners', 'sand', t('Ships on trade routes between ports', 'سفن على خطوط التجارة بين الموانئ')],
          ['tug', 'navy', t('A tug escorting a ship at night', 'قاطرة ترافق سفينة ليلًا')],
        ),
      ],
    }),
    accordion({
      headline: t('Ways to join us', 'طرق الانضمام إلينا'),
      eyebrow: t('Working at Meridian', 'العمل في ميريديان'),
      showDividerLine: true,
      sectionId: 'ways-to-join',
      items: [
        [
          t('Apprenticeships', 'التدريب المهني'),
          t(
            '<p>Two- and three-year programmes in crane operation, mechanical and electrical maintenance and marine services, at Meridian Academy and on the job. Apprentices are paid from the first day, and 90% stay with us after they qualify.</p>',
            '<p>برامج مدتها سنتان أو ثلاث في تشغيل الرافعات والصيانة الميكانيكية والكهربائية والخدمات البحرية، في أكاديمية ميريديان وفي موقع العمل. يتقاضى المتدربون أجرًا من اليوم الأول، ويبقى 90% منهم معنا بعد التأهل.</p>',
          ),
        ],
        [
          t('Graduate programme', 'برنامج حديثي التخرج'),
          t(
            '<p>An 18-month rotation through three business units, including six months in another country, for graduates in engineering, supply chain, finance and computer science. Applications open each October.</p>',
            '<p>برنامج تناوب مدته 18 شهرًا عبر ثلاث وحدات أعمال، منها ستة أشهر في دولة أخرى، لخريجي الهندسة وسلاسل الإمداد والمالية وعلوم الحاسب. يُفتح باب التقديم كل أكتوبر.</p>',
          ),
        ],
        [
          t('Experienced professionals', 'أصحاب الخبرة'),
          t(
            '<p>We hire experienced people in terminal operations, engineering, technology, commercial and corporate functions throughout the year, in each of our 24 countries.</p>',
            '<p>نوظف أصحاب الخبرة في عمليات المحطات والهندسة والتقنية والوظائف التجارية والمؤسسية على مدار العام في كل دولة من دولنا الأربع والعشرين.</p>',
          ),
        ],
        [
          t('Internships', 'التدريب الصيفي'),
          t(
            '<p>Eight- to twelve-week summer internships for university students, with a real project and a mentor from the business.</p>',
            '<p>برامج تدريب صيفي من ثمانية إلى اثني عشر أسبوعًا لطلاب الجامعات، مع مشروع حقيقي ومرشد من فريق العمل.</p>',
          ),
          link('/sustainability/education', 'Our education programme', 'برنامجنا التعليمي'),
        ],
      ],
    }),
    awards({
      headline: t('Recognised as an employer', 'تقدير لنا بوصفنا جهة عمل'),
      description: t('What independent assessors say about working at Meridian.', 'ما يقوله المقيّمون المستقلون عن العمل في ميريديان.'),
      sectionId: 'employer-awards',
      years: EMPLOYER_AWARDS,
    }),
    crossLink({
      eyebrow: t('Applying', 'التقديم'),
      headline: t('Questions about applying?', 'لديك أسئلة حول التقديم؟'),
      description: t(
        'How our recruitment works, what to expect at interview and how we handle your data: answers to the questions candidates ask most.',
        'كيف تجري عملية التوظيف لدينا، وماذا تتوقع في المقابلة، وكيف نتعامل مع بياناتك: إجابات عن أكثر أسئلة المتقدمين شيوعًا.',
      ),
      cta: link('/faq', 'Read the FAQs', 'اقرأ الأسئلة الشائعة'),
      image: crossImage('careers', 'training', 'dawn', t('New colleagues at an induction on the quay', 'زملاء جدد في برنامج تهيئة على الرصيف')),
    }),
  ],
};

const EVENTS_ALT = t('A conference stage with a screen showing a container terminal', 'مسرح مؤتمر وشاشة تعرض محطة حاويات');

export const events: Page = {
  path: '/events',
  title: t('Events', 'الفعاليات'),
  headline: t('Events', 'الفعاليات'),
  description: t(
    'Conferences, trade shows, investor events and careers fairs where you can meet Meridian Ports & Logistics.',
    'المؤتمرات والمعارض التجارية وفعاليات المستثمرين ومعارض التوظيف التي يمكنك لقاء ميريديان للموانئ والخدمات اللوجستية فيها.',
  ),
  ogImage: scene(`events/event-page-banner.svg`, 'stage', 'dusk', 1600, 900, EVENTS_ALT),
  blocks: [
    banner({
      headline: t('Meet us around the world', 'قابلنا حول العالم'),
      description: t(
        'Our teams speak at industry conferences, exhibit at trade shows and open our terminals to visitors throughout the year.',
        'تتحدث فرقنا في مؤتمرات القطاع، وتشارك في المعارض التجارية، وتفتح محطاتنا للزوار على مدار العام.',
      ),
      ...bannerImages('events', 'event-page', 'stage', 'dusk', EVENTS_ALT),
    }),
    pageIntro({
      headline: t('Events', 'الفعاليات'),
      description: t(
        '<p>Where to find Meridian Ports & Logistics in the coming years. To arrange a meeting with our team at any of these events, contact us and tell us which event you plan to attend.</p>',
        '<p>أين تجد ميريديان للموانئ والخدمات اللوجستية في السنوات المقبلة. لترتيب لقاء مع فريقنا في أي من هذه الفعاليات، تواصل معنا وأخبرنا بالفعالية التي تنوي حضورها.</p>',
      ),
      cta: link('/contact', 'Arrange a meeting', 'رتّب لقاءً'),
    }),
    eventCarousel({
      headline: t('Upcoming events', 'الفعاليات القادمة'),
      description: t(
        'Industry conferences, investor events and careers fairs, in date order.',
        'مؤتمرات القطاع وفعاليات المستثمرين ومعارض التوظيف، مرتبة حسب التاريخ.',
      ),
      sectionId: 'upcoming',
      events: ALL_EVENTS,
    }),
    awards({
      headline: t('Recognised by our industry', 'تقدير من قطاعنا'),
      description: t('Awards presented to Meridian teams at industry events.', 'جوائز نالتها فرق ميريديان في فعاليات القطاع.'),
      sectionId: 'industry-awards',
      years: [
        {
          year: '2025',
          awards: [
            [t('Terminal Operator of the Year', 'مشغّل المحطات للعام'), t('Gulf Maritime Week, Dubai', 'أسبوع الخليج البحري، دبي'), isoDate('2025-11-11')],
            [
              t('Digital Innovation Award', 'جائزة الابتكار الرقمي'),
              t('For our digital trade platform, Global Ports Forum', 'لمنصتنا الرقمية للتجارة، المنتدى العالمي للموانئ'),
              isoDate('2025-03-12'),
            ],
          ],
        },
        {
          year: '2024',
          awards: [
            [
              t('Green Port of the Year', 'الميناء الأخضر للعام'),
              t('Port Lumen, Global Maritime Awards', 'ميناء لومن، جوائز الملاحة العالمية'),
              isoDate('2024-11-14'),
            ],
            [
              t('Logistics Park of the Year', 'المجمع اللوجستي للعام'),
              t('Jeddah South, Saudi Logistics Awards', 'جدة الجنوبي، جوائز الخدمات اللوجستية السعودية'),
              isoDate('2024-05-21'),
            ],
          ],
        },
        {
          year: '2023',
          awards: [
            [
              t('Safety Excellence Award', 'جائزة التميز في السلامة'),
              t('Mundra Gateway, Indian Ports Conclave', 'بوابة موندرا، ملتقى الموانئ الهندية'),
              isoDate('2023-09-27'),
            ],
          ],
        },
      ],
    }),
  ],
};

export const CORPORATE_PAGES = [governance, chairmansMessage, partnerships, investors, careers, events];
