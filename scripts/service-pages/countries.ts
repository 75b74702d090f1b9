/**
 * The country pages (`/ae`, `/sa`, `/in`, `/uk`, `/eg`, template Country Page): banner, page
 * intro, number highlights, that country's offices, the terminal map and a cross link to contact.
 */
import type { Palette, Scene } from './art.ts';
import { contactGroup } from './offices.ts';
import { breadcrumb, image, internalLink, nameUuid, rendering, route, text, type Lang, type PageText, type Text } from './model.ts';

interface Figure {
  number: string;
  unit: Text;
  description: Text;
}

export interface CountryPage {
  code: 'ae' | 'sa' | 'in' | 'uk' | 'eg';
  page: PageText;
  scene: Scene;
  bannerAlt: Text;
  banner: { headline: Text; description: Text; cta: { href: string; text: Text } };
  intro: Text;
  numbers: { headline: Text; figures: Figure[]; fieldNames: 'Default' | 'FourColumn'; styles: '' | 'Blue' };
  offices: { title: Text; slugs: string[] };
  mapTitle: Text;
}

const GULF_DUSK: Palette = {
  skyTop: '#0b2341',
  skyBottom: '#f2a541',
  sun: '#ffd27a',
  far: '#2a2f55',
  sea: '#1c4f73',
  seaDeep: '#08213a',
  quay: '#3a4150',
  crane: '#0b2341',
  boxes: ['#c8553d', '#f2a541', '#1b7f8c', '#e9e4d8', '#5b6b8c'],
};
const RED_SEA_SAND: Palette = {
  skyTop: '#8fc7e0',
  skyBottom: '#f6dfb4',
  sun: '#fff1c7',
  far: '#d9a86c',
  sea: '#1f7a8c',
  seaDeep: '#0b3a52',
  quay: '#6b5b4a',
  crane: '#153049',
  boxes: ['#b5432f', '#1b7f8c', '#e0b04a', '#f4f1ea', '#6d4c8f'],
};
const MONSOON: Palette = {
  skyTop: '#2e5e6e',
  skyBottom: '#f0c27b',
  sun: '#ffe0a1',
  far: '#3f6b4f',
  sea: '#245c6a',
  seaDeep: '#0c2b36',
  quay: '#4a4a44',
  crane: '#12263a',
  boxes: ['#e07a2f', '#2f8f6a', '#c8553d', '#f2d16b', '#1f5f8b'],
};
const NORTH_SEA: Palette = {
  skyTop: '#5d7690',
  skyBottom: '#d6dee6',
  sun: '#f3f4f0',
  far: '#50627a',
  sea: '#2f5470',
  seaDeep: '#12293d',
  quay: '#555b63',
  crane: '#0b2341',
  boxes: ['#1b7f8c', '#c8553d', '#e9e4d8', '#3c6e47', '#f2a541'],
};
const SUEZ_GOLD: Palette = {
  skyTop: '#12355b',
  skyBottom: '#f3c969',
  sun: '#ffe9a8',
  far: '#8a5a3c',
  sea: '#1a6e8a',
  seaDeep: '#072640',
  quay: '#5a4a3c',
  crane: '#0b2341',
  boxes: ['#c8553d', '#1b7f8c', '#f2a541', '#efe7d6', '#7a3f6e'],
};

export const PALETTES = { GULF_DUSK, RED_SEA_SAND, MONSOON, NORTH_SEA, SUEZ_GOLD };

export const COUNTRY_PAGES: CountryPage[] = [
  {
    code: 'ae',
    page: {
      displayName: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
      headline: { en: 'Meridian in the United Arab Emirates', ar: 'ميريديان في الإمارات العربية المتحدة' },
      description: {
        en: 'Our home since 1999: the group head office in Dubai, the Jebel Ali terminals and the free zone logistics parks that link the Gulf to 150 ports worldwide.',
        ar: 'موطننا منذ عام 1999: المقر الرئيسي للمجموعة في دبي، ومحطات جبل علي، ومجمعات المنطقة الحرة اللوجستية التي تربط الخليج بـ150 ميناءً حول العالم.',
      },
    },
    scene: { title: 'Container cranes at Jebel Ali with the Dubai skyline at dusk', palette: GULF_DUSK, landmark: 'towers' },
    bannerAlt: { en: 'Container cranes at Jebel Ali with the Dubai skyline at dusk', ar: 'رافعات الحاويات في جبل علي وأفق دبي عند الغسق' },
    banner: {
      headline: { en: 'Where our network begins', ar: 'حيث تبدأ شبكتنا' },
      description: {
        en: 'From Jebel Ali, more than 80 weekly services connect the UAE with Asia, Europe, Africa and the Americas.',
        ar: 'من جبل علي، تربط أكثر من 80 خدمة أسبوعية دولة الإمارات بآسيا وأوروبا وأفريقيا والأمريكتين.',
      },
      cta: { href: '/tools-and-apps', text: { en: 'Book and track online', ar: 'احجز وتتبّع عبر الإنترنت' } },
    },
    intro: {
      en: '<p>The UAE is where Meridian began and where the group is run from today. Our Jebel Ali terminals handle the largest container ships afloat, and the free zone next to the quay is home to more than 1,100 companies that import, assemble and re-export across the region.</p><p>We also run the Meridian Academy in Dubai, which trains port technicians from 18 countries, and the mangrove restoration programme that has planted a million trees along the UAE coast.</p>',
      ar: '<p>في الإمارات بدأت ميريديان، ومنها تُدار المجموعة اليوم. تستقبل محطاتنا في جبل علي أكبر سفن الحاويات العاملة، وتحتضن المنطقة الحرة المجاورة للرصيف أكثر من 1,100 شركة تستورد وتجمّع وتعيد التصدير إلى أنحاء المنطقة.</p><p>وندير كذلك أكاديمية ميريديان في دبي التي تدرّب فنيي الموانئ من 18 دولة، وبرنامج استعادة أشجار القرم الذي زرع مليون شجرة على ساحل الإمارات.</p>',
    },
    numbers: {
      headline: { en: 'The UAE in numbers', ar: 'الإمارات بالأرقام' },
      fieldNames: 'FourColumn',
      styles: 'Blue',
      figures: [
        {
          number: '15.6',
          unit: { en: 'm TEU', ar: 'مليون حاوية نمطية' },
          description: { en: 'handled at Jebel Ali in 2025', ar: 'تمت مناولتها في جبل علي عام 2025' },
        },
        {
          number: '1,100',
          unit: { en: '+', ar: '+' },
          description: { en: 'companies in the free zone next to the port', ar: 'شركة في المنطقة الحرة المجاورة للميناء' },
        },
        {
          number: '80',
          unit: { en: 'services', ar: 'خدمة' },
          description: { en: 'weekly shipping services to 150 ports', ar: 'خدمة شحن أسبوعية إلى 150 ميناءً' },
        },
        {
          number: '1,000,000',
          unit: { en: 'trees', ar: 'شجرة' },
          description: { en: 'mangroves planted along the coast since 2019', ar: 'من أشجار القرم زُرعت على الساحل منذ 2019' },
        },
      ],
    },
    offices: {
      title: { en: 'Our offices in the United Arab Emirates', ar: 'مكاتبنا في الإمارات العربية المتحدة' },
      slugs: ['dubai-head-office', 'jebel-ali-terminals', 'media-relations', 'investor-relations'],
    },
    mapTitle: {
      en: 'Map of Meridian terminals and logistics parks in the United Arab Emirates',
      ar: 'خريطة محطات ميريديان ومجمعاتها اللوجستية في الإمارات العربية المتحدة',
    },
  },
  {
    code: 'sa',
    page: {
      displayName: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
      headline: { en: 'Meridian in Saudi Arabia', ar: 'ميريديان في المملكة العربية السعودية' },
      description: {
        en: 'Jeddah South on the Red Sea, Ras Maysan and its inland logistics park, and rail and road services that carry cargo across the Kingdom.',
        ar: 'محطة جدة الجنوبية على البحر الأحمر، وميناء رأس ميسان ومجمعه اللوجستي الداخلي، وخدمات السكك الحديدية والطرق التي تنقل البضائع في أنحاء المملكة.',
      },
    },
    scene: { title: 'A container train leaving Ras Maysan port past the desert dunes', palette: RED_SEA_SAND, landmark: 'dunes', train: true },
    bannerAlt: { en: 'A container train leaving Ras Maysan port past the desert dunes', ar: 'قطار حاويات يغادر ميناء رأس ميسان مارّاً بالكثبان الرملية' },
    banner: {
      headline: { en: 'Gateways to the Kingdom', ar: 'بوابات إلى المملكة' },
      description: {
        en: 'Six trains a day now link Ras Maysan port with its inland logistics park, taking 300,000 containers a year off the road.',
        ar: 'تربط ست رحلات قطار يومياً ميناء رأس ميسان بمجمعه اللوجستي الداخلي، لتنقل 300 ألف حاوية سنوياً من الطرق إلى السكك الحديدية.',
      },
      cta: { href: '/solutions/logistics', text: { en: 'Our logistics services', ar: 'خدماتنا اللوجستية' } },
    },
    intro: {
      en: '<p>Our Saudi business serves the Kingdom’s fast-growing trade from two gateways. Jeddah South, on the Red Sea, is one of the region’s leading terminals for refrigerated cargo, with 4,000 reefer plugs monitored around the clock. Ras Maysan combines a deep-water port with an inland logistics park connected by our own rail shuttle.</p><p>We support the Kingdom’s logistics ambitions with local teams: more than 60% of our colleagues in Saudi Arabia are Saudi nationals.</p>',
      ar: '<p>تخدم أعمالنا في المملكة العربية السعودية تجارة المملكة المتنامية عبر بوابتين. محطة جدة الجنوبية على البحر الأحمر من أبرز محطات المنطقة للبضائع المبرّدة، إذ تضم 4,000 مقبس للحاويات المبرّدة تخضع للمراقبة على مدار الساعة. ويجمع رأس ميسان بين ميناء للمياه العميقة ومجمع لوجستي داخلي يربطهما قطارنا المكوكي.</p><p>ونسهم في تحقيق الطموحات اللوجستية للمملكة بفرق محلية، إذ يشكّل المواطنون السعوديون أكثر من 60% من زملائنا في المملكة.</p>',
    },
    numbers: {
      headline: { en: 'Saudi Arabia in numbers', ar: 'المملكة العربية السعودية بالأرقام' },
      fieldNames: 'Default',
      styles: '',
      figures: [
        {
          number: '4,000',
          unit: { en: 'reefer plugs', ar: 'مقبس تبريد' },
          description: { en: 'for refrigerated containers at Jeddah South', ar: 'للحاويات المبرّدة في محطة جدة الجنوبية' },
        },
        {
          number: '300,000',
          unit: { en: 'containers', ar: 'حاوية' },
          description: { en: 'a year moved by rail from Ras Maysan', ar: 'تُنقل سنوياً بالسكك الحديدية من رأس ميسان' },
        },
        {
          number: '62',
          unit: { en: '%', ar: '%' },
          description: { en: 'of our colleagues in the Kingdom are Saudi nationals', ar: 'من زملائنا في المملكة مواطنون سعوديون' },
        },
      ],
    },
    offices: {
      title: { en: 'Our offices in Saudi Arabia', ar: 'مكاتبنا في المملكة العربية السعودية' },
      slugs: ['jeddah-office', 'riyadh-office', 'ras-maysan-port'],
    },
    mapTitle: {
      en: 'Map of Meridian terminals and logistics parks in Saudi Arabia',
      ar: 'خريطة محطات ميريديان ومجمعاتها اللوجستية في المملكة العربية السعودية',
    },
  },
  {
    code: 'in',
    page: {
      displayName: { en: 'India', ar: 'الهند' },
      headline: { en: 'Meridian in India', ar: 'ميريديان في الهند' },
      description: {
        en: 'Mundra Gateway and Nhava Sheva on the west coast, four inland container depots and a rail freight service that reaches every major industrial region.',
        ar: 'بوابة موندرا ونهافا شيفا على الساحل الغربي، وأربعة مستودعات داخلية للحاويات، وخدمة شحن بالسكك الحديدية تصل إلى كل المناطق الصناعية الكبرى.',
      },
    },
    scene: { title: 'Cranes and a container train at Mundra Gateway in the monsoon light', palette: MONSOON, landmark: 'hills', train: true },
    bannerAlt: {
      en: 'Cranes and a container train at Mundra Gateway in the monsoon light',
      ar: 'رافعات وقطار حاويات في بوابة موندرا تحت ضوء موسم الرياح الموسمية',
    },
    banner: {
      headline: { en: 'From the quay to the hinterland', ar: 'من الرصيف إلى العمق الداخلي' },
      description: {
        en: 'Our double-stack trains carry containers from the west coast ports to Delhi, Ludhiana and Ahmedabad in under 48 hours.',
        ar: 'تنقل قطاراتنا ذات الطابقين الحاويات من موانئ الساحل الغربي إلى دلهي ولوديانا وأحمد آباد في أقل من 48 ساعة.',
      },
      cta: { href: '/solutions/ports-and-terminals', text: { en: 'Our ports and terminals', ar: 'موانئنا ومحطاتنا' } },
    },
    intro: {
      en: '<p>India is one of the group’s fastest-growing markets. Mundra Gateway handles container and bulk ships on the Gulf of Kutch, and our terminal and logistics park at Nhava Sheva serve India’s busiest container port, where we have just doubled our warehouse space to 240,000 square metres.</p><p>Four inland container depots, a weekly coastal feeder along the west coast and a nationwide rail freight service let a shipper hand us a container at the factory gate and collect it at the ship’s side.</p>',
      ar: '<p>الهند من أسرع أسواق المجموعة نمواً. تستقبل بوابة موندرا سفن الحاويات والبضائع السائبة على خليج كوتش، وتخدم محطتنا ومجمعنا اللوجستي في نهافا شيفا أكثر موانئ الحاويات ازدحاماً في الهند، حيث ضاعفنا مؤخراً مساحة مستودعاتنا إلى 240,000 متر مربع.</p><p>وتتيح أربعة مستودعات داخلية للحاويات وخدمة شحن ساحلية أسبوعية على الساحل الغربي وخدمة شحن بالسكك الحديدية على مستوى البلاد أن يسلّمنا الشاحن حاويته عند بوابة المصنع ويتسلّمها عند جانب السفينة.</p>',
    },
    numbers: {
      headline: { en: 'India in numbers', ar: 'الهند بالأرقام' },
      fieldNames: 'FourColumn',
      styles: '',
      figures: [
        {
          number: '7.4',
          unit: { en: 'm TEU', ar: 'مليون حاوية نمطية' },
          description: { en: 'handled at our Indian terminals in 2025', ar: 'تمت مناولتها في محطاتنا في الهند عام 2025' },
        },
        {
          number: '240,000',
          unit: { en: 'm²', ar: 'م²' },
          description: { en: 'of warehousing at the Nhava Sheva logistics park', ar: 'من المستودعات في المجمع اللوجستي في نهافا شيفا' },
        },
        {
          number: '4',
          unit: { en: 'depots', ar: 'مستودعات' },
          description: { en: 'inland container depots linked by our own trains', ar: 'داخلية للحاويات تربطها قطاراتنا' },
        },
        {
          number: '+12.5%',
          unit: { en: '', ar: '' },
          description: { en: 'rail volumes in 2025 compared with 2024', ar: 'نمو أحجام النقل بالسكك الحديدية في 2025 مقارنةً بعام 2024' },
        },
      ],
    },
    offices: { title: { en: 'Our offices in India', ar: 'مكاتبنا في الهند' }, slugs: ['mumbai-office', 'mundra-gateway', 'nhava-sheva-logistics-park'] },
    mapTitle: { en: 'Map of Meridian terminals, depots and rail links in India', ar: 'خريطة محطات ميريديان ومستودعاتها ووصلات السكك الحديدية في الهند' },
  },
  {
    code: 'uk',
    page: {
      displayName: { en: 'UK', ar: 'المملكة المتحدة' },
      headline: { en: 'Meridian in the United Kingdom', ar: 'ميريديان في المملكة المتحدة' },
      description: {
        en: 'Northgate Harbour and Felixport handle more than a quarter of the UK’s container trade, with the group’s first all-electric terminal and shore power for visiting ships.',
        ar: 'يتولى ميناء نورثغيت وفيليكسبورت مناولة أكثر من ربع تجارة الحاويات في المملكة المتحدة، ويضمّان أول محطة كهربائية بالكامل في المجموعة وخدمة الطاقة من الرصيف للسفن الزائرة.',
      },
    },
    scene: { title: 'Electric cranes at Northgate Harbour with offshore wind turbines beyond', palette: NORTH_SEA, landmark: 'turbines', train: true },
    bannerAlt: {
      en: 'Electric cranes at Northgate Harbour with offshore wind turbines beyond',
      ar: 'رافعات كهربائية في ميناء نورثغيت وخلفها توربينات رياح بحرية',
    },
    banner: {
      headline: { en: 'Britain’s gateway, powered by the wind', ar: 'بوابة بريطانيا، بطاقة الرياح' },
      description: {
        en: 'Terminal 3 at Northgate Harbour runs every crane, straddle carrier and yard truck on electricity from an offshore wind farm.',
        ar: 'تشغّل المحطة 3 في ميناء نورثغيت جميع رافعاتها وناقلاتها وشاحنات ساحتها بالكهرباء المولّدة من مزرعة رياح بحرية.',
      },
      cta: { href: '/news', text: { en: 'Read the latest news', ar: 'اقرأ آخر الأخبار' } },
    },
    intro: {
      en: '<p>Our UK ports sit on the country’s busiest deep-sea trade lanes. Northgate Harbour’s three terminals can handle 5.8 million TEU a year, and its rail terminal sends up to 40 trains a day to inland terminals in the Midlands and the North. At Felixport, shore power and a customs pilot that halved clearance times have made the port one of Europe’s most efficient.</p><p>Our apprenticeship scheme, started at Northgate Harbour in 2015, has trained more than 700 engineers and operators.</p>',
      ar: '<p>تقع موانئنا في المملكة المتحدة على أكثر خطوط التجارة البحرية ازدحاماً في البلاد. تستطيع المحطات الثلاث في ميناء نورثغيت مناولة 5.8 مليون حاوية نمطية سنوياً، وترسل محطة السكك الحديدية فيه ما يصل إلى 40 قطاراً يومياً إلى المحطات الداخلية في وسط إنجلترا وشمالها. وفي فيليكسبورت، جعلت الطاقة من الرصيف وتجربة جمركية خفّضت أوقات التخليص إلى النصف الميناءَ من أكفأ موانئ أوروبا.</p><p>وقد درّب برنامج التدريب المهني الذي أطلقناه في ميناء نورثغيت عام 2015 أكثر من 700 مهندس ومشغّل.</p>',
    },
    numbers: {
      headline: { en: 'The UK in numbers', ar: 'المملكة المتحدة بالأرقام' },
      fieldNames: 'Default',
      styles: 'Blue',
      figures: [
        {
          number: '5.8',
          unit: { en: 'm TEU', ar: 'مليون حاوية نمطية' },
          description: { en: 'yearly capacity at Northgate Harbour', ar: 'الطاقة الاستيعابية السنوية لميناء نورثغيت' },
        },
        {
          number: '40',
          unit: { en: 'trains a day', ar: 'قطاراً يومياً' },
          description: { en: 'from the harbour rail terminal to inland hubs', ar: 'من محطة السكك الحديدية في الميناء إلى المراكز الداخلية' },
        },
        {
          number: '15',
          unit: { en: 'hours', ar: 'ساعة' },
          description: { en: 'average import clearance at Felixport, down from 30', ar: 'متوسط التخليص الجمركي للواردات في فيليكسبورت، بعد أن كان 30 ساعة' },
        },
      ],
    },
    offices: {
      title: { en: 'Our offices in the United Kingdom', ar: 'مكاتبنا في المملكة المتحدة' },
      slugs: ['london-office', 'northgate-harbour', 'felixport'],
    },
    mapTitle: { en: 'Map of Meridian ports and rail terminals in the United Kingdom', ar: 'خريطة موانئ ميريديان ومحطات السكك الحديدية في المملكة المتحدة' },
  },
  {
    code: 'eg',
    page: {
      displayName: { en: 'Egypt', ar: 'مصر' },
      headline: { en: 'Meridian in Egypt', ar: 'ميريديان في مصر' },
      description: {
        en: 'Sokhna and Coral Bay on the Red Sea, Port Lumen Economic Zone and logistics along the Suez Canal corridor, between Asia, Europe and Africa.',
        ar: 'السخنة وكورال باي على البحر الأحمر، والمنطقة الاقتصادية في ميناء لومن، والخدمات اللوجستية على امتداد ممر قناة السويس، بين آسيا وأوروبا وأفريقيا.',
      },
    },
    scene: { title: 'An ultra-large container ship at Coral Bay beneath the Red Sea mountains', palette: SUEZ_GOLD, landmark: 'mountains' },
    bannerAlt: {
      en: 'An ultra-large container ship at Coral Bay beneath the Red Sea mountains',
      ar: 'سفينة حاويات عملاقة في كورال باي أسفل جبال البحر الأحمر',
    },
    banner: {
      headline: { en: 'At the crossroads of three continents', ar: 'عند ملتقى ثلاث قارات' },
      description: {
        en: 'With an 18-metre berth, Coral Bay now welcomes the largest ships on the Asia–Europe trade.',
        ar: 'بعد تعميق رصيفها إلى 18 متراً، باتت محطة كورال باي تستقبل أكبر السفن على خط التجارة بين آسيا وأوروبا.',
      },
      cta: { href: '/solutions/economic-zones', text: { en: 'Set up in our economic zones', ar: 'أسّس أعمالك في مناطقنا الاقتصادية' } },
    },
    intro: {
      en: '<p>Egypt puts our customers within a day’s sailing of the Suez Canal. Sokhna and Coral Bay serve the main east–west shipping lane, and Port Lumen Economic Zone, six years after it opened, is home to 500 companies and more than 14,000 jobs, with a food security hub and a solar park next to the quay.</p><p>Our training centre in Cairo, part of the Meridian Academy, prepares the next generation of crane operators, engineers and planners.</p>',
      ar: '<p>تضع مصر عملاءنا على بعد يوم إبحار من قناة السويس. تخدم محطتا السخنة وكورال باي خط الملاحة الرئيسي بين الشرق والغرب، وتضم المنطقة الاقتصادية في ميناء لومن، بعد ست سنوات من افتتاحها، 500 شركة وأكثر من 14,000 وظيفة، إلى جانب مركز للأمن الغذائي ومحطة للطاقة الشمسية بجوار الرصيف.</p><p>ويُعدّ مركز التدريب التابع لأكاديمية ميريديان في القاهرة الجيل القادم من مشغّلي الرافعات والمهندسين والمخططين.</p>',
    },
    numbers: {
      headline: { en: 'Egypt in numbers', ar: 'مصر بالأرقام' },
      fieldNames: 'Default',
      styles: '',
      figures: [
        { number: '500', unit: { en: 'companies', ar: 'شركة' }, description: { en: 'in Port Lumen Economic Zone', ar: 'في المنطقة الاقتصادية في ميناء لومن' } },
        {
          number: '18',
          unit: { en: 'm', ar: 'م' },
          description: { en: 'berth depth at Coral Bay, for 24,000 TEU ships', ar: 'عمق الرصيف في كورال باي، لسفن بسعة 24,000 حاوية نمطية' },
        },
        {
          number: '12,000',
          unit: { en: 'people', ar: 'شخص' },
          description: { en: 'with clean drinking water from our Sokhna community project', ar: 'يحصلون على مياه شرب نظيفة بفضل مشروعنا المجتمعي في السخنة' },
        },
      ],
    },
    offices: {
      title: { en: 'Our offices in Egypt', ar: 'مكاتبنا في مصر' },
      slugs: ['cairo-office', 'alexandria-office', 'sokhna-terminal', 'port-lumen-economic-zone'],
    },
    mapTitle: { en: 'Map of Meridian terminals and economic zones in Egypt', ar: 'خريطة محطات ميريديان ومناطقها الاقتصادية في مصر' },
  },
];

const CROSS_LINK: Record<'eyebrow' | 'headline' | 'description' | 'cta', Text> = {
  eyebrow: { en: 'Get in touch', ar: 'تواصل معنا' },
  headline: { en: 'Looking for another office?', ar: 'تبحث عن مكتب آخر؟' },
  description: {
    en: 'See every Meridian office and terminal worldwide, from Dubai to Dakar, with phone numbers, e-mail addresses and opening hours.',
    ar: 'اطّلع على جميع مكاتب ميريديان ومحطاتها حول العالم، من دبي إلى داكار، مع أرقام الهاتف وعناوين البريد الإلكتروني وساعات العمل.',
  },
  cta: { en: 'All our contacts', ar: 'جميع جهات الاتصال' },
};

export const bannerSrc = (code: string, mobile = false) => `/-/media/ports-group/countries/${code}-banner${mobile ? '-mobile' : ''}.svg`;

export function countryPage(c: CountryPage, lang: Lang): Record<string, unknown> {
  const page = c.code;
  const main = [
    breadcrumb(page),
    rendering(page, 'Banner', 'Banner', 2, {
      headline: text(c.banner.headline[lang]),
      description: text(c.banner.description[lang]),
      cta: internalLink(c.banner.cta.href, c.banner.cta.text[lang], lang),
      ctaText: text(''),
      ctaModalId: text(''),
      image: image(bannerSrc(c.code), c.bannerAlt[lang], 1600, 900),
      mobileImage: image(bannerSrc(c.code, true), c.bannerAlt[lang], 750, 1000),
      thumbnailImage: { value: {} },
      mobileThumbnailImage: { value: {} },
      video: { value: {} },
      contentVideo: { value: {} },
    }),
    rendering(page, 'Page Intro', 'PageIntro', 3, {
      headline: text(c.page.headline[lang]),
      description: text(c.intro[lang]),
      cta: { value: { href: '' } },
      ctaText: text(''),
      ctaModalId: text(''),
    }),
    rendering(
      page,
      'Number Highlights',
      'NumberHighlights',
      4,
      {
        headline: text(c.numbers.headline[lang]),
        cta: { value: { href: '' } },
        sectionId: text('in-numbers'),
        numbers: c.numbers.figures.map((f, i) => ({
          id: nameUuid(`ports-group/items/Home/${page}/Data/Number Highlights/number-${i + 1}`),
          name: `number-${i + 1}`,
          displayName: `${f.number} ${f.unit.en}`.trim(),
          url: `/sitecore/content/ports-group/Home/${page}/Data/Number Highlights/number-${i + 1}`,
          fields: { number: text(f.number), unit: text(f.unit[lang]), description: text(f.description[lang]) },
        })),
      },
      { FieldNames: c.numbers.fieldNames, Styles: c.numbers.styles },
    ),
    rendering(page, 'Contact Cards', 'ContactCards', 5, {
      headline: text(lang === 'en' ? 'Contact us' : 'اتصل بنا'),
      description: text(''),
      sectionId: text('offices'),
      contactGroups: [contactGroup(page, 'offices', c.offices.title, c.offices.slugs, lang)],
    }),
    rendering(page, 'Terminal Map', 'Iframe', 6, {
      url: text(`/embeds/terminal-map.html?country=${c.code}${lang === 'ar' ? '&lang=ar' : ''}`),
      title: text(c.mapTitle[lang]),
      headline: text(lang === 'en' ? 'Our terminals on the map' : 'محطاتنا على الخريطة'),
      attributesForDesktop: text('height=560&loading=lazy'),
      attributesForMobile: text('height=440&loading=lazy'),
      sectionId: text('terminal-map'),
    }),
    rendering(page, 'Cross Link', 'CrossLink', 7, {
      eyebrow: text(CROSS_LINK.eyebrow[lang]),
      headline: text(CROSS_LINK.headline[lang]),
      description: text(CROSS_LINK.description[lang]),
      cta: internalLink('/contact', CROSS_LINK.cta[lang], lang),
      image: image('/-/media/ports-group/contact/tower.svg', '', 640, 400),
      sectionId: text('contact'),
    }),
  ];
  const og = image(bannerSrc(c.code), c.bannerAlt[lang], 1600, 900);
  return route(page, lang, 'Country Page', c.page, og, main);
}
