/**
 * The legal pages (template Legal Page): `/accessibility`, `/privacy`, `/terms`, `/cookies`.
 * Each is a page intro, an anchor bar whose anchor ids are the section ids of the rich text
 * sections below it, the sections, and a page break.
 */
import { breadcrumb, checkbox, DEFAULT_OG, image, item, rendering, route, text, type Lang, type PageText, type Text } from './model.ts';

interface Section {
  id: string;
  title: Text;
  /** Rich text after the section's heading (the heading is written from the title). */
  body: Text;
}

export interface LegalPage {
  name: 'accessibility' | 'privacy' | 'terms' | 'cookies';
  page: PageText;
  intro: Text;
  updated: Text;
  sections: Section[];
}

const UPDATED = (en: string, ar: string): Text => ({ en: `<p><em>Last updated: ${en}</em></p>`, ar: `<p><em>آخر تحديث: ${ar}</em></p>` });

export const LEGAL_PAGES: LegalPage[] = [
  {
    name: 'accessibility',
    page: {
      displayName: { en: 'Accessibility', ar: 'إمكانية الوصول' },
      headline: { en: 'Accessibility statement', ar: 'بيان إمكانية الوصول' },
      description: {
        en: 'How we make this website usable by as many people as possible, how far it meets WCAG 2.2 level AA, and how to tell us about a problem.',
        ar: 'كيف نجعل هذا الموقع سهل الاستخدام لأكبر عدد ممكن من الناس، ومدى توافقه مع المستوى AA من إرشادات WCAG 2.2، وكيف تبلغنا عن أي مشكلة.',
      },
    },
    intro: {
      en: '<p>Meridian Ports &amp; Logistics wants everyone who visits this website, in English or in Arabic, to be able to find what they need: our customers, job seekers, investors, journalists and the communities around our ports.</p>',
      ar: '<p>تريد ميريديان للموانئ والخدمات اللوجستية أن يتمكن كل من يزور هذا الموقع، باللغة العربية أو الإنجليزية، من العثور على ما يحتاجه: عملاؤنا والباحثون عن عمل والمستثمرون والصحفيون والمجتمعات المحيطة بموانئنا.</p>',
    },
    updated: UPDATED('14 November 2026', '14 نوفمبر 2026'),
    sections: [
      {
        id: 'our-commitment',
        title: { en: 'Our commitment', ar: 'التزامنا' },
        body: {
          en: '<p>We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. This means you should be able to:</p><ul><li>use every page with a keyboard alone, with a visible focus indicator;</li><li>zoom the text to 200% and view pages at 320 pixels wide without losing content;</li><li>use a screen reader such as JAWS, NVDA, VoiceOver or TalkBack in English and Arabic, with pages that read right to left in Arabic;</li><li>turn off animations and moving content by setting your device to reduce motion;</li><li>understand every image that carries information from its text alternative.</li></ul>',
          ar: '<p>نسعى إلى الوفاء بإرشادات إمكانية الوصول إلى محتوى الويب (WCAG) 2.2 على المستوى AA. وهذا يعني أنه ينبغي أن تتمكن من:</p><ul><li>استخدام كل صفحة بلوحة المفاتيح وحدها، مع مؤشر تركيز ظاهر؛</li><li>تكبير النص إلى 200% وعرض الصفحات بعرض 320 بكسل دون فقدان أي محتوى؛</li><li>استخدام قارئ شاشة مثل JAWS أو NVDA أو VoiceOver أو TalkBack باللغتين العربية والإنجليزية، مع صفحات تُقرأ من اليمين إلى اليسار بالعربية؛</li><li>إيقاف الرسوم المتحركة والمحتوى المتحرك بضبط جهازك على تقليل الحركة؛</li><li>فهم كل صورة تحمل معلومات من خلال نصها البديل.</li></ul>',
        },
      },
      {
        id: 'compliance-status',
        title: { en: 'How accessible this website is', ar: 'مدى إمكانية الوصول إلى هذا الموقع' },
        body: {
          en: '<p>This website is <strong>partially compliant</strong> with WCAG 2.2 level AA. An independent audit of 40 representative pages in October 2026 found the following issues, which we are fixing:</p><ul><li>some older PDF documents in the document hub, such as annual reports before 2023, are not tagged for screen readers;</li><li>the terminal maps embedded on our country pages cannot be fully used with a keyboard; the same information is given as text on each page;</li><li>a few charts in our insights articles do not yet have a data table alongside them.</li></ul>',
          ar: '<p>يتوافق هذا الموقع <strong>توافقاً جزئياً</strong> مع المستوى AA من إرشادات WCAG 2.2. وقد كشف تدقيق مستقل شمل 40 صفحة تمثيلية في أكتوبر 2026 عن المشكلات التالية التي نعمل على إصلاحها:</p><ul><li>بعض مستندات PDF القديمة في مركز الوثائق، مثل التقارير السنوية السابقة لعام 2023، غير مهيأة لقارئات الشاشة؛</li><li>لا يمكن استخدام خرائط المحطات المضمّنة في صفحات الدول بالكامل بلوحة المفاتيح، وتُقدَّم المعلومات نفسها نصاً في كل صفحة؛</li><li>بعض الرسوم البيانية في مقالات الرؤى لا يرافقها جدول بيانات بعد.</li></ul>',
        },
      },
      {
        id: 'what-we-are-doing',
        title: { en: 'What we are doing to improve', ar: 'ما نقوم به للتحسين' },
        body: {
          en: '<p>We test every new page template with automated checks and by hand with screen readers in both languages before it is published. We will tag or replace the older PDF documents by June 2027, and add a keyboard-accessible list view to the terminal maps by March 2027. Our web editors are trained to write clear headings, link text and image descriptions.</p>',
          ar: '<p>نختبر كل قالب صفحة جديد بفحوص آلية ويدوياً باستخدام قارئات الشاشة باللغتين قبل نشره. وسنعمل على تهيئة مستندات PDF القديمة أو استبدالها بحلول يونيو 2027، وإضافة عرض قائمة يمكن استخدامه بلوحة المفاتيح لخرائط المحطات بحلول مارس 2027. كما يتلقى محررو الموقع تدريباً على كتابة عناوين ونصوص روابط وأوصاف صور واضحة.</p>',
        },
      },
      {
        id: 'feedback',
        title: { en: 'Tell us about a problem', ar: 'أبلغنا عن مشكلة' },
        body: {
          en: '<p>If you find a page you cannot use, or need information in another format such as large print, an accessible PDF or an audio recording, contact our digital team:</p><ul><li>e-mail: accessibility@meridian-ports.example</li><li>phone: +971 4 555 0100 (Monday to Friday, 8:00 to 17:00 GST)</li></ul><p>We will reply within 5 working days. If you are not satisfied with our answer, you can ask for it to be reviewed by our Head of Digital Experience.</p>',
          ar: '<p>إذا وجدت صفحة لا يمكنك استخدامها، أو احتجت إلى معلومات بصيغة أخرى مثل الطباعة بأحرف كبيرة أو ملف PDF ميسّر أو تسجيل صوتي، فتواصل مع فريقنا الرقمي:</p><ul><li>البريد الإلكتروني: accessibility@meridian-ports.example</li><li>الهاتف: ‎+971 4 555 0100 (من الاثنين إلى الجمعة، من 8:00 إلى 17:00 بتوقيت الخليج)</li></ul><p>سنرد عليك خلال 5 أيام عمل. وإذا لم تكن راضياً عن ردنا، يمكنك طلب مراجعته من قِبل رئيس التجربة الرقمية لدينا.</p>',
        },
      },
      {
        id: 'technical-information',
        title: { en: 'Technical information', ar: 'معلومات تقنية' },
        body: {
          en: '<p>This website relies on HTML, CSS and JavaScript and works with the current and previous versions of Chrome, Edge, Firefox and Safari. Pages are rendered on our servers, so their content can be read even before, or without, JavaScript. This statement was prepared on 14 November 2026 and is reviewed every six months.</p>',
          ar: '<p>يعتمد هذا الموقع على HTML وCSS وJavaScript، ويعمل مع الإصدارين الحالي والسابق من متصفحات Chrome وEdge وFirefox وSafari. تُعرض الصفحات على خوادمنا، لذا يمكن قراءة محتواها حتى قبل تحميل JavaScript أو دونه. أُعدّ هذا البيان في 14 نوفمبر 2026 ويُراجع كل ستة أشهر.</p>',
        },
      },
    ],
  },
  {
    name: 'privacy',
    page: {
      displayName: { en: 'Privacy', ar: 'الخصوصية' },
      headline: { en: 'Privacy notice', ar: 'إشعار الخصوصية' },
      description: {
        en: 'What personal data Meridian Ports & Logistics collects through this website, why, how long we keep it, who we share it with and your rights.',
        ar: 'البيانات الشخصية التي تجمعها ميريديان للموانئ والخدمات اللوجستية عبر هذا الموقع، وأسباب جمعها، ومدة الاحتفاظ بها، والجهات التي نشاركها معها، وحقوقك.',
      },
    },
    intro: {
      en: '<p>This notice explains how Meridian Ports &amp; Logistics FZE, Meridian Tower, Sheikh Zayed Road, Dubai (“Meridian”, “we”), handles personal data about visitors to this website. Our terminals and country businesses have their own notices for the services they provide.</p>',
      ar: '<p>يوضح هذا الإشعار كيف تتعامل شركة ميريديان للموانئ والخدمات اللوجستية (م.م.ح)، برج ميريديان، شارع الشيخ زايد، دبي («ميريديان» أو «نحن») مع البيانات الشخصية لزوار هذا الموقع. ولمحطاتنا وشركاتنا في الدول المختلفة إشعاراتها الخاصة بالخدمات التي تقدمها.</p>',
    },
    updated: UPDATED('1 October 2026', '1 أكتوبر 2026'),
    sections: [
      {
        id: 'data-we-collect',
        title: { en: 'The data we collect', ar: 'البيانات التي نجمعها' },
        body: {
          en: '<ul><li><strong>Enquiries:</strong> your name, company, e-mail address, phone number, country and message when you use an enquiry form.</li><li><strong>Documents:</strong> your name, company and e-mail address when you ask for access to a restricted document in the document hub.</li><li><strong>Usage:</strong> the pages you visit, the links you follow, your browser and device type, and an approximate location derived from your IP address, if you accept analytics cookies.</li><li><strong>Job applications</strong> are handled by our careers portal, which has its own notice.</li></ul>',
          ar: '<ul><li><strong>الاستفسارات:</strong> اسمك وشركتك وبريدك الإلكتروني ورقم هاتفك ودولتك ورسالتك عند استخدامك نموذج الاستفسار.</li><li><strong>الوثائق:</strong> اسمك وشركتك وبريدك الإلكتروني عند طلب الوصول إلى وثيقة مقيّدة في مركز الوثائق.</li><li><strong>الاستخدام:</strong> الصفحات التي تزورها والروابط التي تتبعها ونوع متصفحك وجهازك وموقعك التقريبي المستنتج من عنوان IP، إذا وافقت على ملفات تعريف الارتباط التحليلية.</li><li><strong>طلبات التوظيف</strong> تتولاها بوابة الوظائف لدينا، ولها إشعارها الخاص.</li></ul>',
        },
      },
      {
        id: 'why-we-use-it',
        title: { en: 'Why we use it and on what basis', ar: 'أسباب استخدامها وأساسه القانوني' },
        body: {
          en: '<p>We use your data to answer your enquiry and follow up on it (our legitimate interest in responding to customers, or steps before a contract); to give you access to documents you ask for; to keep the website secure; and, only with your consent, to measure how the website is used and to show you relevant advertising on other websites. You can withdraw your consent at any time in the cookie settings.</p>',
          ar: '<p>نستخدم بياناتك للرد على استفسارك ومتابعته (مصلحتنا المشروعة في الرد على العملاء، أو خطوات تسبق إبرام عقد)، ولمنحك الوصول إلى الوثائق التي تطلبها، وللحفاظ على أمان الموقع، ولقياس كيفية استخدام الموقع وعرض إعلانات مناسبة لك على مواقع أخرى بموافقتك فقط. ويمكنك سحب موافقتك في أي وقت من إعدادات ملفات تعريف الارتباط.</p>',
        },
      },
      {
        id: 'sharing',
        title: { en: 'Who we share it with', ar: 'الجهات التي نشاركها معها' },
        body: {
          en: '<p>Your enquiry goes to the Meridian company best placed to answer it, which may be in another country. We use service providers to host the website, send e-mail and store enquiries in our customer relationship system; they act only on our instructions. When data leaves the country where it was collected, we protect it with contractual safeguards approved under the applicable law. We never sell personal data.</p>',
          ar: '<p>يُحال استفسارك إلى شركة ميريديان الأقدر على الإجابة عنه، وقد تكون في دولة أخرى. ونستعين بمزودي خدمات لاستضافة الموقع وإرسال البريد الإلكتروني وحفظ الاستفسارات في نظام إدارة علاقات العملاء، ولا يتصرفون إلا وفق تعليماتنا. وعندما تنتقل البيانات خارج الدولة التي جُمعت فيها، نحميها بضمانات تعاقدية معتمدة بموجب القانون المعمول به. ولا نبيع البيانات الشخصية أبداً.</p>',
        },
      },
      {
        id: 'retention',
        title: { en: 'How long we keep it', ar: 'مدة الاحتفاظ بها' },
        body: {
          en: '<p>We keep enquiries for three years after our last contact with you, document access requests for one year, and analytics data for 14 months. Security logs are kept for 90 days.</p>',
          ar: '<p>نحتفظ بالاستفسارات مدة ثلاث سنوات من آخر تواصل معك، وبطلبات الوصول إلى الوثائق مدة سنة واحدة، وببيانات التحليلات مدة 14 شهراً. وتُحفظ سجلات الأمان مدة 90 يوماً.</p>',
        },
      },
      {
        id: 'your-rights',
        title: { en: 'Your rights', ar: 'حقوقك' },
        body: {
          en: '<p>Depending on the law that applies to you, you may ask for a copy of your data, have it corrected or deleted, object to or restrict how we use it, or ask for it in a portable format. To exercise a right, write to our Data Protection Officer at privacy@meridian-ports.example. We answer within one month. You may also complain to the data protection authority of your country.</p>',
          ar: '<p>بحسب القانون الذي ينطبق عليك، يحق لك طلب نسخة من بياناتك، أو تصحيحها أو حذفها، أو الاعتراض على طريقة استخدامنا لها أو تقييدها، أو طلبها بصيغة قابلة للنقل. ولممارسة أي من هذه الحقوق، راسل مسؤول حماية البيانات على privacy@meridian-ports.example. ونرد خلال شهر واحد. ويمكنك أيضاً تقديم شكوى إلى سلطة حماية البيانات في بلدك.</p>',
        },
      },
      {
        id: 'changes',
        title: { en: 'Changes to this notice', ar: 'التغييرات على هذا الإشعار' },
        body: {
          en: '<p>We update this notice when our practices change. The date at the top of the page shows the latest version. See also our <a href="/cookies">cookie policy</a> and <a href="/terms">terms of use</a>.</p>',
          ar: '<p>نحدّث هذا الإشعار عند تغيّر ممارساتنا، ويشير التاريخ في أعلى الصفحة إلى أحدث نسخة. اطّلع أيضاً على <a href="/ar/cookies">سياسة ملفات تعريف الارتباط</a> و<a href="/ar/terms">شروط الاستخدام</a>.</p>',
        },
      },
    ],
  },
  {
    name: 'terms',
    page: {
      displayName: { en: 'Terms', ar: 'الشروط' },
      headline: { en: 'Terms of use', ar: 'شروط الاستخدام' },
      description: {
        en: 'The terms that apply when you use the Meridian Ports & Logistics website: its content, links to other sites, our liability and the law that governs them.',
        ar: 'الشروط التي تنطبق عند استخدامك موقع ميريديان للموانئ والخدمات اللوجستية: محتواه، والروابط إلى مواقع أخرى، ومسؤوليتنا، والقانون الذي يحكمها.',
      },
    },
    intro: {
      en: '<p>By using this website you accept these terms. If you do not agree with them, please do not use the website. Our port, terminal and logistics services are provided under their own contracts and tariffs, which these terms do not change.</p>',
      ar: '<p>باستخدامك هذا الموقع فإنك توافق على هذه الشروط. وإذا لم توافق عليها، فيرجى عدم استخدام الموقع. تُقدَّم خدمات الموانئ والمحطات والخدمات اللوجستية بموجب عقودها وتعرفاتها الخاصة، ولا تغيّر هذه الشروط أياً منها.</p>',
    },
    updated: UPDATED('1 March 2026', '1 مارس 2026'),
    sections: [
      {
        id: 'about-these-terms',
        title: { en: 'About these terms', ar: 'حول هذه الشروط' },
        body: {
          en: '<p>This website is operated by Meridian Ports &amp; Logistics FZE, registered in the Jebel Ali Free Zone, Dubai, with licence number 4417. We may change these terms at any time by publishing a new version on this page.</p>',
          ar: '<p>يُشغَّل هذا الموقع من قِبل شركة ميريديان للموانئ والخدمات اللوجستية (م.م.ح)، المسجّلة في المنطقة الحرة لجبل علي بدبي، برقم الترخيص 4417. ويجوز لنا تعديل هذه الشروط في أي وقت بنشر نسخة جديدة منها في هذه الصفحة.</p>',
        },
      },
      {
        id: 'using-the-content',
        title: { en: 'Using our content', ar: 'استخدام محتوانا' },
        body: {
          en: '<p>The text, images, videos, logos and documents on this website belong to Meridian or its licensors. You may view, download and print them for your own information, and quote short extracts with a reference to the source. Journalists may use the images in our media gallery to report on Meridian. Any other use needs our written permission.</p>',
          ar: '<p>النصوص والصور ومقاطع الفيديو والشعارات والوثائق المنشورة على هذا الموقع مملوكة لميريديان أو للجهات المرخِّصة لها. يجوز لك عرضها وتنزيلها وطباعتها لأغراض اطّلاعك الشخصي، واقتباس مقتطفات قصيرة منها مع الإشارة إلى المصدر. ويجوز للصحفيين استخدام الصور المنشورة في معرض الوسائط لدينا في تغطياتهم عن ميريديان. وأي استخدام آخر يتطلب إذناً كتابياً منا.</p>',
        },
      },
      {
        id: 'information-on-this-website',
        title: { en: 'Information on this website', ar: 'المعلومات الواردة في هذا الموقع' },
        body: {
          en: '<p>We take care to keep the information on this website accurate and up to date, but it is general information only. Vessel schedules, tariffs and service details are confirmed only by the terminal concerned or in your contract with us. Nothing on this website is an offer of securities or investment advice; forward-looking statements in our investor materials are subject to risks and uncertainties.</p>',
          ar: '<p>نحرص على أن تكون المعلومات الواردة في هذا الموقع دقيقة ومحدّثة، لكنها معلومات عامة فقط. ولا تُعتمد جداول السفن والتعرفات وتفاصيل الخدمات إلا بتأكيد من المحطة المعنية أو بموجب عقدك معنا. ولا يشكّل أي محتوى في هذا الموقع عرضاً لأوراق مالية أو مشورة استثمارية، وتخضع البيانات المستقبلية في مواد المستثمرين لدينا للمخاطر وعوامل عدم اليقين.</p>',
        },
      },
      {
        id: 'links-and-online-services',
        title: { en: 'Links and online services', ar: 'الروابط والخدمات الإلكترونية' },
        body: {
          en: '<p>Links to other websites are given for convenience; we are not responsible for their content. Our online tools, such as container tracking and e-payments, have their own terms of service, which you accept when you register for them. See our <a href="/tools-and-apps">tools and apps</a>.</p>',
          ar: '<p>نوفّر الروابط إلى المواقع الأخرى تسهيلاً عليك، ولسنا مسؤولين عن محتواها. ولأدواتنا الإلكترونية، مثل تتبّع الحاويات والدفع الإلكتروني، شروط خدمة خاصة بها توافق عليها عند التسجيل فيها. اطّلع على <a href="/ar/tools-and-apps">الأدوات والتطبيقات</a>.</p>',
        },
      },
      {
        id: 'liability',
        title: { en: 'Our liability', ar: 'مسؤوليتنا' },
        body: {
          en: '<p>To the extent the law allows, we are not liable for any loss arising from the use of this website or from reliance on its content, or for interruptions or errors in its availability. Nothing in these terms limits liability that cannot be limited by law.</p>',
          ar: '<p>في الحدود التي يسمح بها القانون، لا نتحمل المسؤولية عن أي خسارة تنشأ عن استخدام هذا الموقع أو الاعتماد على محتواه، ولا عن أي انقطاع أو خطأ في إتاحته. ولا يحدّ أي بند في هذه الشروط من المسؤولية التي لا يجوز الحدّ منها قانوناً.</p>',
        },
      },
      {
        id: 'governing-law',
        title: { en: 'Governing law', ar: 'القانون الواجب التطبيق' },
        body: {
          en: '<p>These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates. The courts of Dubai have jurisdiction over any dispute. Questions about these terms can be sent to legal@meridian-ports.example.</p>',
          ar: '<p>تخضع هذه الشروط لقوانين إمارة دبي والقوانين الاتحادية لدولة الإمارات العربية المتحدة، وتختص محاكم دبي بالنظر في أي نزاع. ويمكن إرسال الأسئلة المتعلقة بهذه الشروط إلى legal@meridian-ports.example.</p>',
        },
      },
    ],
  },
  {
    name: 'cookies',
    page: {
      displayName: { en: 'Cookies', ar: 'ملفات تعريف الارتباط' },
      headline: { en: 'Cookie policy', ar: 'سياسة ملفات تعريف الارتباط' },
      description: {
        en: 'The cookies and similar storage this website uses, what each one is for, how long it lasts and how to control them.',
        ar: 'ملفات تعريف الارتباط ووسائل التخزين المشابهة التي يستخدمها هذا الموقع، والغرض من كل منها، ومدة بقائها، وكيفية التحكم فيها.',
      },
    },
    intro: {
      en: '<p>Cookies are small text files a website stores in your browser. This website sets as few as it can: the pages you read work without any cookie, and analytics and advertising cookies are only set if you accept them.</p>',
      ar: '<p>ملفات تعريف الارتباط ملفات نصية صغيرة يخزّنها الموقع في متصفحك. ويستخدم هذا الموقع أقل عدد ممكن منها: فالصفحات التي تقرؤها تعمل دون أي ملف تعريف ارتباط، ولا تُضبط ملفات التحليلات والإعلانات إلا إذا وافقت عليها.</p>',
    },
    updated: UPDATED('1 October 2026', '1 أكتوبر 2026'),
    sections: [
      {
        id: 'strictly-necessary',
        title: { en: 'Strictly necessary', ar: 'ملفات ضرورية للغاية' },
        body: {
          en: '<table><thead><tr><th>Name</th><th>Purpose</th><th>Lasts</th></tr></thead><tbody><tr><td><code>sc_preview</code></td><td>Keeps our web editors in preview mode while they review unpublished pages. Set only for editors, never for visitors.</td><td>30 minutes</td></tr><tr><td>Cookie consent</td><td>Remembers whether you accepted analytics and advertising cookies, so we do not ask on every page.</td><td>12 months</td></tr></tbody></table>',
          ar: '<table><thead><tr><th>الاسم</th><th>الغرض</th><th>المدة</th></tr></thead><tbody><tr><td><code>sc_preview</code></td><td>يُبقي محرري الموقع في وضع المعاينة أثناء مراجعة الصفحات غير المنشورة. يُضبط للمحررين فقط، ولا يُضبط للزوار أبداً.</td><td>30 دقيقة</td></tr><tr><td>الموافقة على ملفات تعريف الارتباط</td><td>يتذكّر ما إذا كنت قد وافقت على ملفات التحليلات والإعلانات، كي لا نسألك في كل صفحة.</td><td>12 شهراً</td></tr></tbody></table>',
        },
      },
      {
        id: 'analytics',
        title: { en: 'Analytics', ar: 'ملفات التحليلات' },
        body: {
          en: '<p>Set by Google Analytics through our tag manager, only if you accept analytics cookies. They tell us which pages are read and how visitors find them. When you send an enquiry, the form also passes the analytics identifiers with it, so we can see which pages led to it.</p><table><thead><tr><th>Name</th><th>Purpose</th><th>Lasts</th></tr></thead><tbody><tr><td><code>_ga</code></td><td>Distinguishes one browser from another.</td><td>2 years</td></tr><tr><td><code>_ga_…</code></td><td>Keeps the state of your current visit.</td><td>2 years</td></tr></tbody></table>',
          ar: '<p>تضبطها خدمة Google Analytics عبر أداة إدارة الوسوم لدينا، ولا تُضبط إلا إذا وافقت على ملفات التحليلات. وتخبرنا بالصفحات التي تُقرأ وكيف يصل إليها الزوار. وعند إرسالك استفساراً، يرسل النموذج معه معرّفات التحليلات، لنعرف الصفحات التي قادت إليه.</p><table><thead><tr><th>الاسم</th><th>الغرض</th><th>المدة</th></tr></thead><tbody><tr><td><code>_ga</code></td><td>يميّز متصفحاً عن آخر.</td><td>سنتان</td></tr><tr><td><code>_ga_…</code></td><td>يحفظ حالة زيارتك الحالية.</td><td>سنتان</td></tr></tbody></table>',
        },
      },
      {
        id: 'advertising',
        title: { en: 'Advertising and marketing', ar: 'ملفات الإعلانات والتسويق' },
        body: {
          en: '<p>Set only if you accept advertising cookies. They measure the results of our campaigns and, when you send an enquiry, connect it to the campaign that brought you here.</p><table><thead><tr><th>Name</th><th>Purpose</th><th>Lasts</th></tr></thead><tbody><tr><td><code>_gcl_au</code></td><td>Google Ads: links a visit to the advertisement that led to it.</td><td>90 days</td></tr><tr><td><code>_fbp</code></td><td>Meta: measures visits from our campaigns on Meta platforms.</td><td>90 days</td></tr><tr><td><code>visitor_id…</code></td><td>Salesforce Account Engagement: recognises a returning visitor who has sent us an enquiry. Two cookies, named after our account number.</td><td>13 months</td></tr><tr><td><code>pardot</code></td><td>Salesforce Account Engagement: keeps the state of your current visit.</td><td>Session</td></tr></tbody></table>',
          ar: '<p>لا تُضبط إلا إذا وافقت على ملفات الإعلانات. وهي تقيس نتائج حملاتنا، وعند إرسالك استفساراً تربطه بالحملة التي أوصلتك إلينا.</p><table><thead><tr><th>الاسم</th><th>الغرض</th><th>المدة</th></tr></thead><tbody><tr><td><code>_gcl_au</code></td><td>تضبطه Google Ads، ويربط الزيارة بالإعلان الذي قاد إليها.</td><td>90 يوماً</td></tr><tr><td><code>_fbp</code></td><td>تضبطه Meta، ويقيس الزيارات القادمة من حملاتنا على منصاتها.</td><td>90 يوماً</td></tr><tr><td><code>visitor_id…</code></td><td>ملفان تضبطهما Salesforce Account Engagement ويحملان رقم حسابنا، ويتعرّفان على الزائر العائد الذي أرسل إلينا استفساراً.</td><td>13 شهراً</td></tr><tr><td><code>pardot</code></td><td>تضبطه Salesforce Account Engagement، ويحفظ حالة زيارتك الحالية.</td><td>طوال الجلسة</td></tr></tbody></table>',
        },
      },
      {
        id: 'browser-storage',
        title: { en: 'Other storage in your browser', ar: 'وسائل التخزين الأخرى في متصفحك' },
        body: {
          en: '<p>Some features remember a choice in your browser’s storage instead of a cookie. This information never leaves your device.</p><ul><li><code>selectedCountry</code> (session storage): the country you chose in the header, until you close the tab.</li><li><code>article-listing-filters-open</code> (session storage): keeps the insights filters open while you browse.</li><li>The address of a gated document (local storage): lets you open it again after you have filled in the access form, until you clear your browser data.</li></ul>',
          ar: '<p>تتذكّر بعض الميزات اختيارك في مساحة التخزين بمتصفحك بدلاً من ملف تعريف ارتباط. ولا تغادر هذه المعلومات جهازك أبداً.</p><ul><li><code>selectedCountry</code> (تخزين الجلسة): الدولة التي اخترتها في رأس الصفحة، حتى تغلق علامة التبويب.</li><li><code>article-listing-filters-open</code> (تخزين الجلسة): يُبقي عوامل تصفية الرؤى مفتوحة أثناء التصفح.</li><li>عنوان الوثيقة المقيّدة (التخزين المحلي): يتيح لك فتحها مجدداً بعد تعبئة نموذج الوصول، حتى تمسح بيانات متصفحك.</li></ul>',
        },
      },
      {
        id: 'managing-cookies',
        title: { en: 'Managing cookies', ar: 'إدارة ملفات تعريف الارتباط' },
        body: {
          en: '<p>You can change your choice at any time with the cookie settings link at the bottom of every page, and delete cookies in your browser settings. Refusing analytics and advertising cookies does not affect how the website works. Videos from YouTube are played in privacy-enhanced mode and set no cookie until you press play. For how we use the data itself, see our <a href="/privacy">privacy notice</a>.</p>',
          ar: '<p>يمكنك تغيير اختيارك في أي وقت عبر رابط إعدادات ملفات تعريف الارتباط أسفل كل صفحة، وحذف ملفات تعريف الارتباط من إعدادات متصفحك. ولا يؤثر رفض ملفات التحليلات والإعلانات في عمل الموقع. وتُشغَّل مقاطع فيديو YouTube في وضع الخصوصية المحسّنة ولا تضبط أي ملف تعريف ارتباط حتى تضغط على زر التشغيل. ولمعرفة كيفية استخدامنا للبيانات نفسها، اطّلع على <a href="/ar/privacy">إشعار الخصوصية</a>.</p>',
        },
      },
    ],
  },
];

export function legalPage(p: LegalPage, lang: Lang): Record<string, unknown> {
  const page = p.name;
  const sections = p.sections.map((section, i) =>
    rendering(page, `Section ${i + 1}`, 'RichText', 4 + i, {
      Text: text(`<h2>${section.title[lang]}</h2>\n${section.body[lang]}`),
      sectionId: text(section.id),
    }),
  );
  const main = [
    breadcrumb(page),
    rendering(page, 'Page Intro', 'PageIntro', 2, {
      headline: text(p.page.headline[lang]),
      description: text(`${p.intro[lang]}\n${p.updated[lang]}`),
      cta: { value: { href: '' } },
      ctaText: text(''),
      ctaModalId: text(''),
    }),
    rendering(page, 'Anchor Bar', 'AnchorBar', 3, {
      sectionId: text('on-this-page'),
      links: p.sections.map((section, i) =>
        item(`/Home/${page}/Data/Anchor Bar/${section.id}`, section.id, section.title[lang], {
          anchorId: text(section.id),
          anchorTitle: text(section.title[lang]),
          // The first section is the one to read first: the editor highlights it.
          highlightAnchorTitle: checkbox(i === 0),
        }),
      ),
    }),
    ...sections,
    rendering(page, 'Page Break', 'PageBreak', 4 + p.sections.length, {}, { Styles: 'White' }),
  ];
  const og = image('/-/media/ports-group/hero-about.svg', DEFAULT_OG[lang], 1600, 900);
  return route(page, lang, 'Legal Page', p.page, og, main);
}
