/**
 * `/faq`: page intro, the common questions (an accordion that emits FAQ structured data), the
 * supplier and media guide (a rich-text accordion) and a cross link to contact.
 */
import { breadcrumb, checkbox, DEFAULT_OG, image, internalLink, item, noLink, rendering, route, text, type Lang, type PageText, type Text } from './model.ts';

export const FAQ_PAGE: PageText = {
  displayName: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  headline: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  description: {
    en: 'Answers to the questions we are asked most often about shipping with us, tracking cargo, careers, media enquiries and becoming a supplier.',
    ar: 'إجابات عن أكثر الأسئلة التي تصلنا عن الشحن معنا، وتتبّع البضائع، والوظائف، والاستفسارات الإعلامية، والانضمام إلى قائمة الموردين.',
  },
};

interface Question {
  slug: string;
  q: Text;
  a: Text;
  cta?: { href: string; text: Text };
}

const QUESTIONS: Question[] = [
  {
    slug: 'shipping-enquiry',
    q: { en: 'How do I ask for a quote to ship cargo through your ports?', ar: 'كيف أطلب عرض سعر لشحن البضائع عبر موانئكم؟' },
    a: {
      en: '<p>Send your enquiry to the country office nearest to your cargo’s origin or destination, with the type and volume of cargo, the ports involved and your timing. Our commercial team replies within two working days.</p>',
      ar: '<p>أرسل استفسارك إلى المكتب القُطري الأقرب إلى منشأ بضائعك أو وجهتها، مع نوع البضائع وحجمها والموانئ المعنية والتوقيت المطلوب. ويرد فريقنا التجاري خلال يومي عمل.</p>',
    },
    cta: { href: '/contact', text: { en: 'Find your country office', ar: 'اعثر على مكتبك القُطري' } },
  },
  {
    slug: 'tracking',
    q: { en: 'How can I track my container?', ar: 'كيف يمكنني تتبّع حاويتي؟' },
    a: {
      en: '<p>Use Container Tracking with your container or bill of lading number. It shows when the container was discharged, any customs or terminal holds, and when it is ready for collection. No registration is needed.</p>',
      ar: '<p>استخدم خدمة تتبّع الحاويات برقم الحاوية أو بوليصة الشحن. وتعرض الخدمة موعد تفريغ الحاوية، وأي حجز جمركي أو من المحطة، وموعد جاهزيتها للاستلام. ولا يلزم التسجيل.</p>',
    },
    cta: { href: '/tools-and-apps', text: { en: 'Open our tools and apps', ar: 'افتح الأدوات والتطبيقات' } },
  },
  {
    slug: 'vessel-schedule',
    q: { en: 'Where can I see when a ship will arrive?', ar: 'أين يمكنني معرفة موعد وصول السفينة؟' },
    a: {
      en: '<p>The Vessel Schedule lists berthing windows, estimated arrival times and cargo cut-off times for every call at our terminals. It is updated as soon as the shipping line or the harbour master changes a plan.</p>',
      ar: '<p>يعرض جدول السفن نوافذ الرسو وأوقات الوصول المتوقعة ومواعيد إغلاق استلام البضائع لكل زيارة في محطاتنا. ويُحدَّث فور تغيير خط الشحن أو سلطة الميناء لأي خطة.</p>',
    },
  },
  {
    slug: 'tariffs',
    q: { en: 'Where do I find your tariffs?', ar: 'أين أجد تعرفاتكم؟' },
    a: {
      en: '<p>Each terminal publishes its tariff and standard terms in the document hub. Some tariffs are shared only with registered customers: fill in the short access form and the link is sent to you.</p>',
      ar: '<p>تنشر كل محطة تعرفتها وشروطها العامة في مركز الوثائق. وتُتاح بعض التعرفات للعملاء المسجلين فقط: املأ نموذج الوصول القصير وسيُرسل إليك الرابط.</p>',
    },
    cta: { href: '/document-hub', text: { en: 'Go to the document hub', ar: 'انتقل إلى مركز الوثائق' } },
  },
  {
    slug: 'careers',
    q: { en: 'How do I apply for a job at Meridian?', ar: 'كيف أتقدّم لوظيفة في ميريديان؟' },
    a: {
      en: '<p>All our vacancies, from crane operators to software engineers, are published on our careers page, where you can apply online and set up job alerts. We do not charge any fee at any stage of recruitment: report any request for payment to us.</p>',
      ar: '<p>ننشر جميع الوظائف الشاغرة لدينا، من مشغّلي الرافعات إلى مهندسي البرمجيات، في صفحة الوظائف، حيث يمكنك التقدّم عبر الإنترنت وتفعيل تنبيهات الوظائف. ولا نتقاضى أي رسوم في أي مرحلة من مراحل التوظيف، فأبلغنا عن أي طلب للدفع.</p>',
    },
    cta: { href: '/careers', text: { en: 'See our careers', ar: 'اطّلع على الوظائف' } },
  },
  {
    slug: 'graduates',
    q: { en: 'Do you offer graduate programmes and apprenticeships?', ar: 'هل تقدّمون برامج للخريجين وتدريباً مهنياً؟' },
    a: {
      en: '<p>Yes. Our two-year graduate programme takes about 120 graduates a year in operations, engineering, finance and technology, and our apprenticeships at Northgate Harbour and the Meridian Academy train technicians from 18 countries. Applications open each September.</p>',
      ar: '<p>نعم. يستقبل برنامج الخريجين لدينا، ومدته سنتان، نحو 120 خريجاً سنوياً في مجالات العمليات والهندسة والمالية والتقنية، ويدرّب برنامج التدريب المهني في ميناء نورثغيت وأكاديمية ميريديان فنيين من 18 دولة. ويُفتح باب التقديم في سبتمبر من كل عام.</p>',
    },
  },
  {
    slug: 'media',
    q: { en: 'I am a journalist. Who do I contact?', ar: 'أنا صحفي، بمن أتواصل؟' },
    a: {
      en: '<p>Contact our media relations team in Dubai at media@meridian-ports.example or on +971 4 555 0180. Outside office hours, a duty press officer answers on +971 50 555 0181. Our latest press releases are in the news section.</p>',
      ar: '<p>تواصل مع فريق العلاقات الإعلامية في دبي عبر media@meridian-ports.example أو على الرقم ‎+971 4 555 0180. وخارج أوقات العمل، يجيب مسؤول الإعلام المناوب على الرقم ‎+971 50 555 0181. وتجد أحدث بياناتنا الصحفية في قسم الأخبار.</p>',
    },
    cta: { href: '/news', text: { en: 'Read our news', ar: 'اقرأ أخبارنا' } },
  },
  {
    slug: 'suppliers',
    q: { en: 'How can my company become a supplier?', ar: 'كيف يمكن لشركتي أن تصبح من الموردين؟' },
    a: {
      en: '<p>Register in our supplier portal with your trade licence, tax registration and bank details. Every supplier must accept our Supplier Code of Conduct, which covers safety, human rights, anti-bribery and the environment.</p>',
      ar: '<p>سجّل في بوابة الموردين لدينا بإرفاق رخصتك التجارية وتسجيلك الضريبي وبياناتك المصرفية. ويجب على كل مورد الالتزام بمدونة قواعد السلوك للموردين، التي تشمل السلامة وحقوق الإنسان ومكافحة الرشوة والبيئة.</p>',
    },
  },
  {
    slug: 'investors',
    q: { en: 'When do you publish your results?', ar: 'متى تنشرون نتائجكم المالية؟' },
    a: {
      en: '<p>We publish full-year results in February and half-year results in August, with a presentation and webcast for investors and analysts. The dates are in the financial calendar on our investor relations page.</p>',
      ar: '<p>ننشر النتائج السنوية في فبراير ونتائج النصف الأول في أغسطس، مع عرض تقديمي وبث مباشر للمستثمرين والمحللين. وتجد المواعيد في التقويم المالي بصفحة علاقات المستثمرين.</p>',
    },
    cta: { href: '/investor-relations', text: { en: 'Investor relations', ar: 'علاقات المستثمرين' } },
  },
  {
    slug: 'complaints',
    q: { en: 'How do I make a complaint or report a concern?', ar: 'كيف أقدّم شكوى أو أبلغ عن مخاوف؟' },
    a: {
      en: '<p>Complaints about a service go to the terminal or office concerned, which replies within five working days. To report suspected wrongdoing, such as fraud, bribery or a safety risk, use our independent whistleblowing line: reports can be made anonymously, in 12 languages, at any time.</p>',
      ar: '<p>تُوجَّه الشكاوى المتعلقة بخدمة ما إلى المحطة أو المكتب المعني، الذي يرد خلال خمسة أيام عمل. وللإبلاغ عن أي مخالفة مشتبه بها، مثل الاحتيال أو الرشوة أو خطر على السلامة، استخدم خط الإبلاغ المستقل لدينا: يمكن تقديم البلاغات دون ذكر الاسم، بـ12 لغة، في أي وقت.</p>',
    },
  },
];

const GUIDE: Question[] = [
  {
    slug: 'supplier-steps',
    q: { en: 'Becoming a supplier, step by step', ar: 'خطوات الانضمام إلى قائمة الموردين' },
    a: {
      en: '<ol><li><strong>Register</strong> your company in the supplier portal and upload your trade licence and tax certificate.</li><li><strong>Accept</strong> the <a href="/document-hub">Supplier Code of Conduct</a> and complete the safety and sustainability questionnaire.</li><li><strong>Pre-qualification:</strong> our procurement team reviews your application within 15 working days.</li><li><strong>Tenders:</strong> once approved, you are invited to tenders in your categories and countries.</li></ol><p>We pay approved suppliers within 45 days of a valid invoice, and within 30 days for small local businesses.</p>',
      ar: '<ol><li><strong>سجّل</strong> شركتك في بوابة الموردين وارفع رخصتك التجارية وشهادتك الضريبية.</li><li><strong>التزم</strong> ب<a href="/ar/document-hub">مدونة قواعد السلوك للموردين</a> وأكمل استبيان السلامة والاستدامة.</li><li><strong>التأهيل المسبق:</strong> يراجع فريق المشتريات طلبك خلال 15 يوم عمل.</li><li><strong>المناقصات:</strong> بعد الموافقة، تُدعى إلى المناقصات في فئاتك ودولك.</li></ol><p>ندفع للموردين المعتمدين خلال 45 يوماً من تاريخ الفاتورة الصحيحة، وخلال 30 يوماً للشركات المحلية الصغيرة.</p>',
    },
  },
  {
    slug: 'media-assets',
    q: { en: 'Images, logos and footage for the media', ar: 'الصور والشعارات والمواد المصورة لوسائل الإعلام' },
    a: {
      en: '<p>Journalists may use the photographs and videos in our <a href="/media">media gallery</a> to report on Meridian, with the credit “Meridian Ports &amp; Logistics”. Please:</p><ul><li>do not alter our logo or use it to suggest an endorsement;</li><li>ask the media team before filming or taking photographs at a terminal: ports are secure sites and visits must be booked at least five working days ahead;</li><li>check our <a href="/news">latest news</a> for figures before you publish.</li></ul>',
      ar: '<p>يجوز للصحفيين استخدام الصور ومقاطع الفيديو المنشورة في <a href="/ar/media">معرض الوسائط</a> في تغطياتهم عن ميريديان، مع ذكر «ميريديان للموانئ والخدمات اللوجستية» مصدراً لها. ونرجو منكم:</p><ul><li>عدم تعديل شعارنا أو استخدامه بما يوحي بتأييدنا؛</li><li>مراجعة الفريق الإعلامي قبل التصوير في أي محطة، فالموانئ مواقع مؤمّنة ويجب حجز الزيارات قبل خمسة أيام عمل على الأقل؛</li><li>التحقق من الأرقام في <a href="/ar/news">آخر أخبارنا</a> قبل النشر.</li></ul>',
    },
  },
  {
    slug: 'visiting-a-terminal',
    q: { en: 'Visiting one of our terminals', ar: 'زيارة إحدى محطاتنا' },
    a: {
      en: '<p>Everyone who enters a terminal needs an access pass booked in advance by their host, photo identification and safety boots, a high-visibility vest and a helmet. Hauliers book a gate slot in our truck appointment system. Find the terminal’s address and opening hours on our <a href="/contact">contact page</a>.</p>',
      ar: '<p>يحتاج كل من يدخل المحطة إلى تصريح دخول يحجزه مضيفه مسبقاً، وإثبات هوية بصورة، وحذاء سلامة وسترة عاكسة وخوذة. وتحجز شركات النقل موعداً عند البوابة عبر نظام مواعيد الشاحنات لدينا. تجد عنوان المحطة وساعات عملها في <a href="/ar/contact">صفحة الاتصال</a>.</p>',
    },
  },
  {
    slug: 'data-requests',
    q: { en: 'Your personal data', ar: 'بياناتك الشخصية' },
    a: {
      en: '<p>To ask for a copy of the personal data we hold about you, or to have it corrected or deleted, write to our Data Protection Officer at privacy@meridian-ports.example. Our <a href="/privacy">privacy notice</a> explains what we collect and why, and our <a href="/cookies">cookie policy</a> lists every cookie this website uses.</p>',
      ar: '<p>لطلب نسخة من بياناتك الشخصية التي نحتفظ بها، أو تصحيحها أو حذفها، راسل مسؤول حماية البيانات على privacy@meridian-ports.example. ويوضح <a href="/ar/privacy">إشعار الخصوصية</a> ما نجمعه وأسبابه، وتسرد <a href="/ar/cookies">سياسة ملفات تعريف الارتباط</a> كل ملف يستخدمه هذا الموقع.</p>',
    },
  },
];

function accordionItems(list: Question[], key: string, lang: Lang): Record<string, unknown>[] {
  return list.map((question) =>
    item(`/Home/faq/Data/${key}/${question.slug}`, question.slug, question.q[lang], {
      headline: text(question.q[lang]),
      description: text(question.a[lang]),
      cta: question.cta ? internalLink(question.cta.href, question.cta.text[lang], lang) : noLink(),
    }),
  );
}

export function faqPage(lang: Lang): Record<string, unknown> {
  const main = [
    breadcrumb('faq'),
    rendering('faq', 'Page Intro', 'PageIntro', 2, {
      headline: text(FAQ_PAGE.headline[lang]),
      description: text(`<p>${FAQ_PAGE.description[lang]}</p>`),
      cta: noLink(),
      ctaText: text(''),
      ctaModalId: text(''),
    }),
    rendering('faq', 'Common Questions', 'Accordion', 3, {
      eyebrow: text(lang === 'en' ? 'Help' : 'المساعدة'),
      headline: text(lang === 'en' ? 'Common questions' : 'الأسئلة المتكررة'),
      description: text(lang === 'en' ? '<p>Choose a question to see its answer.</p>' : '<p>اختر سؤالاً لعرض إجابته.</p>'),
      cta: noLink(),
      ctaText: text(''),
      ctaModalId: text(''),
      showDividerLine: checkbox(true),
      generateFaqSchema: checkbox(true),
      sectionId: text('common-questions'),
      items: accordionItems(QUESTIONS, 'Common Questions', lang),
    }),
    rendering(
      'faq',
      'Guides',
      'Accordion',
      4,
      {
        eyebrow: text(lang === 'en' ? 'Guides' : 'أدلة'),
        headline: text(lang === 'en' ? 'Working with us' : 'العمل معنا'),
        description: text(
          lang === 'en'
            ? '<p>Step-by-step guidance for suppliers, journalists and visitors to our terminals.</p>'
            : '<p>إرشادات خطوة بخطوة للموردين والصحفيين وزوار محطاتنا.</p>',
        ),
        cta: internalLink('/contact', lang === 'en' ? 'Contact us' : 'اتصل بنا', lang),
        ctaText: text(''),
        ctaModalId: text(''),
        showDividerLine: checkbox(false),
        generateFaqSchema: checkbox(false),
        sectionId: text('working-with-us'),
        items: accordionItems(GUIDE, 'Guides', lang),
      },
      { FieldNames: 'RichTextAccordion' },
    ),
    rendering('faq', 'Cross Link', 'CrossLink', 5, {
      eyebrow: text(lang === 'en' ? 'Still have a question?' : 'هل لديك سؤال آخر؟'),
      headline: text(lang === 'en' ? 'Talk to the team that can help' : 'تحدّث إلى الفريق القادر على مساعدتك'),
      description: text(
        lang === 'en'
          ? 'Our offices and terminals answer in English and the local language. Find the right one by region or country.'
          : 'تجيب مكاتبنا ومحطاتنا باللغة العربية أو الإنجليزية وباللغة المحلية. اعثر على الجهة المناسبة حسب المنطقة أو الدولة.',
      ),
      cta: internalLink('/contact', lang === 'en' ? 'Contact us' : 'اتصل بنا', lang),
      image: image('/-/media/ports-group/contact/media-desk.svg', '', 640, 400),
      sectionId: text('contact'),
    }),
  ];
  const og = image('/-/media/ports-group/hero-about.svg', DEFAULT_OG[lang], 1600, 900);
  return route('faq', lang, 'Page', FAQ_PAGE, og, main);
}
