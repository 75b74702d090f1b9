/**
 * Meridian's offices and terminals that visitors can contact: one item each, shared by the
 * contact page (grouped by region) and the country pages (that country's offices), as one
 * Sitecore datasource item would be. Phone numbers and e-mail addresses are one per line.
 */
import type { CardArt } from './art.ts';
import { externalLink, image, item, noImage, noLink, text, type Lang, type Text } from './model.ts';

export type CountryCode = 'ae' | 'sa' | 'in' | 'uk' | 'eg' | 'nl' | 'sg' | 'sn';

export interface Office {
  slug: string;
  country: CountryCode;
  title: Text;
  description: Text;
  art?: CardArt;
  phones: string[];
  emails: string[];
  address: Text;
  hours: Text;
  /** Latitude, longitude for the map link; none: no map link. */
  map?: [number, number];
}

const OPEN_ALL_HOURS: Text = { en: 'Open 24 hours a day, 7 days a week', ar: 'على مدار الساعة طوال أيام الأسبوع' };

export const OFFICES: Office[] = [
  {
    slug: 'dubai-head-office',
    country: 'ae',
    title: { en: 'Group head office, Dubai', ar: 'المقر الرئيسي للمجموعة، دبي' },
    description: {
      en: 'General enquiries for the group, our executive office and the Board secretariat.',
      ar: 'الاستفسارات العامة عن المجموعة، والمكتب التنفيذي، وأمانة سر مجلس الإدارة.',
    },
    art: 'tower',
    phones: ['+971 4 555 0100', '+971 800 637 4342'],
    emails: ['info@meridian-ports.example', 'board.secretariat@meridian-ports.example'],
    address: {
      en: '<p>Meridian Tower, Level 32<br>Sheikh Zayed Road, Trade Centre 2<br>PO Box 17430, Dubai<br>United Arab Emirates</p>',
      ar: '<p>برج ميريديان، الطابق 32<br>شارع الشيخ زايد، المركز التجاري 2<br>ص.ب. 17430، دبي<br>الإمارات العربية المتحدة</p>',
    },
    hours: { en: 'Monday to Friday, 8:00 to 17:00 (GST)', ar: 'من الاثنين إلى الجمعة، من 8:00 إلى 17:00 (بتوقيت الخليج)' },
    map: [25.2163, 55.2826],
  },
  {
    slug: 'media-relations',
    country: 'ae',
    title: { en: 'Media relations', ar: 'العلاقات الإعلامية' },
    description: {
      en: 'For journalists: interview requests, statements, images and footage. Out of hours, call the duty press officer on the second number.',
      ar: 'للصحفيين: طلبات المقابلات والبيانات والصور والمواد المصورة. خارج أوقات العمل، اتصل بمسؤول الإعلام المناوب على الرقم الثاني.',
    },
    art: 'media-desk',
    phones: ['+971 4 555 0180', '+971 50 555 0181'],
    emails: ['media@meridian-ports.example'],
    address: {
      en: '<p>Meridian Tower, Level 30<br>Sheikh Zayed Road, Dubai<br>United Arab Emirates</p>',
      ar: '<p>برج ميريديان، الطابق 30<br>شارع الشيخ زايد، دبي<br>الإمارات العربية المتحدة</p>',
    },
    hours: {
      en: 'Monday to Friday, 8:00 to 18:00 (GST); duty press officer at all other times',
      ar: 'من الاثنين إلى الجمعة، من 8:00 إلى 18:00 (بتوقيت الخليج)؛ ومسؤول إعلامي مناوب في سائر الأوقات',
    },
  },
  {
    slug: 'investor-relations',
    country: 'ae',
    title: { en: 'Investor relations', ar: 'علاقات المستثمرين' },
    description: {
      en: 'For shareholders, bondholders and analysts: results, the financial calendar and meetings with management.',
      ar: 'للمساهمين وحاملي السندات والمحللين: النتائج المالية والتقويم المالي والاجتماعات مع الإدارة.',
    },
    phones: ['+971 4 555 0150'],
    emails: ['investor.relations@meridian-ports.example', 'sukuk@meridian-ports.example'],
    address: {
      en: '<p>Meridian Tower, Level 32<br>Sheikh Zayed Road, Dubai<br>United Arab Emirates</p>',
      ar: '<p>برج ميريديان، الطابق 32<br>شارع الشيخ زايد، دبي<br>الإمارات العربية المتحدة</p>',
    },
    hours: { en: 'Monday to Friday, 8:00 to 17:00 (GST)', ar: 'من الاثنين إلى الجمعة، من 8:00 إلى 17:00 (بتوقيت الخليج)' },
  },
  {
    slug: 'jebel-ali-terminals',
    country: 'ae',
    title: { en: 'Jebel Ali terminals', ar: 'محطات جبل علي' },
    description: {
      en: 'Vessel and cargo operations, gate bookings and the customer service desk for shipping lines and hauliers.',
      ar: 'عمليات السفن والبضائع، وحجوزات البوابات، ومكتب خدمة العملاء لخطوط الشحن وشركات النقل.',
    },
    art: 'terminal',
    phones: ['+971 4 555 0400', '+971 4 555 0444'],
    emails: ['jebelali.customerservice@meridian-ports.example', 'jebelali.gate@meridian-ports.example'],
    address: {
      en: '<p>Terminal Operations Building, Gate 5<br>Jebel Ali Port, Dubai<br>United Arab Emirates</p>',
      ar: '<p>مبنى عمليات المحطة، البوابة 5<br>ميناء جبل علي، دبي<br>الإمارات العربية المتحدة</p>',
    },
    hours: OPEN_ALL_HOURS,
    map: [25.0112, 55.0615],
  },
  {
    slug: 'jeddah-office',
    country: 'sa',
    title: { en: 'Saudi Arabia country office, Jeddah', ar: 'المكتب القُطري في المملكة العربية السعودية، جدة' },
    description: {
      en: 'Commercial enquiries for the Jeddah South terminal and our Red Sea logistics hub.',
      ar: 'الاستفسارات التجارية لمحطة جدة الجنوبية ومركزنا اللوجستي على البحر الأحمر.',
    },
    art: 'tower',
    phones: ['+966 12 555 0200', '+966 800 555 0201'],
    emails: ['saudi.info@meridian-ports.example', 'jeddah.sales@meridian-ports.example'],
    address: {
      en: '<p>Al Bahar Business Centre, 9th Floor<br>King Abdulaziz Road, Al Shati District<br>Jeddah 23412<br>Saudi Arabia</p>',
      ar: '<p>مركز البحر للأعمال، الطابق التاسع<br>طريق الملك عبدالعزيز، حي الشاطئ<br>جدة 23412<br>المملكة العربية السعودية</p>',
    },
    hours: { en: 'Sunday to Thursday, 8:00 to 17:00 (AST)', ar: 'من الأحد إلى الخميس، من 8:00 إلى 17:00 (بتوقيت السعودية)' },
    map: [21.5637, 39.1153],
  },
  {
    slug: 'riyadh-office',
    country: 'sa',
    title: { en: 'Riyadh commercial office', ar: 'المكتب التجاري في الرياض' },
    description: {
      en: 'For importers and exporters in the Central Region: rail and road services from our ports to Riyadh.',
      ar: 'للمستوردين والمصدّرين في المنطقة الوسطى: خدمات النقل بالسكك الحديدية والطرق من موانئنا إلى الرياض.',
    },
    phones: ['+966 11 555 0210'],
    emails: ['riyadh.sales@meridian-ports.example'],
    address: {
      en: '<p>Tower B, 14th Floor, King Abdullah Financial District<br>Riyadh 13519<br>Saudi Arabia</p>',
      ar: '<p>البرج ب، الطابق 14، مركز الملك عبدالله المالي<br>الرياض 13519<br>المملكة العربية السعودية</p>',
    },
    hours: { en: 'Sunday to Thursday, 8:00 to 17:00 (AST)', ar: 'من الأحد إلى الخميس، من 8:00 إلى 17:00 (بتوقيت السعودية)' },
    map: [24.7617, 46.6406],
  },
  {
    slug: 'ras-maysan-port',
    country: 'sa',
    title: { en: 'Ras Maysan port and logistics park', ar: 'ميناء رأس ميسان ومجمعه اللوجستي' },
    description: {
      en: 'Berth planning, rail shuttle bookings to the inland logistics park and cargo release.',
      ar: 'تخطيط الأرصفة، وحجز رحلات القطار المكوكي إلى المجمع اللوجستي الداخلي، والإفراج عن البضائع.',
    },
    art: 'terminal',
    phones: ['+966 13 555 0230', '+966 13 555 0231', '+966 13 555 0239'],
    emails: ['rasmaysan.ops@meridian-ports.example', 'rasmaysan.rail@meridian-ports.example'],
    address: {
      en: '<p>Port Administration Building<br>Ras Maysan Port<br>Saudi Arabia</p>',
      ar: '<p>مبنى إدارة الميناء<br>ميناء رأس ميسان<br>المملكة العربية السعودية</p>',
    },
    hours: OPEN_ALL_HOURS,
  },
  {
    slug: 'london-office',
    country: 'uk',
    title: { en: 'Europe regional office, London', ar: 'المكتب الإقليمي لأوروبا، لندن' },
    description: {
      en: 'Our European management team, and commercial enquiries for Northgate Harbour and Felixport.',
      ar: 'فريق إدارتنا في أوروبا، والاستفسارات التجارية لميناء نورثغيت وفيليكسبورت.',
    },
    art: 'tower',
    phones: ['+44 20 7946 0500', '+44 20 7946 0501'],
    emails: ['europe@meridian-ports.example', 'uk.sales@meridian-ports.example'],
    address: {
      en: '<p>4th Floor, 30 Fenchurch Place<br>London EC3M 4AJ<br>United Kingdom</p>',
      ar: '<p>الطابق الرابع، 30 فينتشيرش بليس<br>لندن EC3M 4AJ<br>المملكة المتحدة</p>',
    },
    hours: { en: 'Monday to Friday, 9:00 to 17:30 (UK time)', ar: 'من الاثنين إلى الجمعة، من 9:00 إلى 17:30 (بتوقيت المملكة المتحدة)' },
    map: [51.5118, -0.0793],
  },
  {
    slug: 'northgate-harbour',
    country: 'uk',
    title: { en: 'Northgate Harbour', ar: 'ميناء نورثغيت' },
    description: {
      en: 'Customer service for our three container terminals, including the all-electric Terminal 3, and the harbour rail terminal.',
      ar: 'خدمة العملاء لمحطات الحاويات الثلاث، ومنها المحطة 3 العاملة بالكهرباء بالكامل، ولمحطة السكك الحديدية في الميناء.',
    },
    art: 'harbour-office',
    phones: ['+44 1632 960 300', '+44 1632 960 333'],
    emails: ['northgate.customerservice@meridian-ports.example', 'northgate.rail@meridian-ports.example'],
    address: {
      en: '<p>Harbour House, Quay Road<br>Northgate NG9 4QT<br>United Kingdom</p>',
      ar: '<p>هاربر هاوس، طريق الرصيف<br>نورثغيت NG9 4QT<br>المملكة المتحدة</p>',
    },
    hours: OPEN_ALL_HOURS,
  },
  {
    slug: 'felixport',
    country: 'uk',
    title: { en: 'Felixport', ar: 'فيليكسبورت' },
    description: {
      en: 'Vessel operations, shore power bookings and the customs clearance help desk.',
      ar: 'عمليات السفن، وحجز الطاقة من الرصيف، ومكتب المساعدة في التخليص الجمركي.',
    },
    art: 'terminal',
    phones: ['+44 1632 960 700'],
    emails: ['felixport.ops@meridian-ports.example', 'felixport.customs@meridian-ports.example', 'felixport.shorepower@meridian-ports.example'],
    address: {
      en: '<p>Dock Gate 2, The Strand<br>Felixport FX11 3TT<br>United Kingdom</p>',
      ar: '<p>بوابة الرصيف 2، ذا ستراند<br>فيليكسبورت FX11 3TT<br>المملكة المتحدة</p>',
    },
    hours: OPEN_ALL_HOURS,
  },
  {
    slug: 'rotterdam-office',
    country: 'nl',
    title: { en: 'Rotterdam commercial office', ar: 'المكتب التجاري في روتردام' },
    description: {
      en: 'Sales to shipping lines and forwarders in northern Europe, and our Gulf–Europe green corridor team.',
      ar: 'المبيعات لخطوط الشحن ووكلاء الشحن في شمال أوروبا، وفريق ممر الشحن الأخضر بين الخليج وأوروبا.',
    },
    art: 'harbour-office',
    phones: ['+31 10 555 0600'],
    emails: ['rotterdam@meridian-ports.example'],
    address: {
      en: '<p>Wilhelminakade 91, 18th floor<br>3072 AP Rotterdam<br>Netherlands</p>',
      ar: '<p>فيلهلميناكادي 91، الطابق 18<br>3072 AP روتردام<br>هولندا</p>',
    },
    hours: { en: 'Monday to Friday, 8:30 to 17:30 (CET)', ar: 'من الاثنين إلى الجمعة، من 8:30 إلى 17:30 (بتوقيت وسط أوروبا)' },
    map: [51.9065, 4.4871],
  },
  {
    slug: 'mumbai-office',
    country: 'in',
    title: { en: 'India country office, Mumbai', ar: 'المكتب القُطري في الهند، مومباي' },
    description: {
      en: 'Commercial enquiries for Mundra Gateway, Nhava Sheva and our rail freight and inland container depot services.',
      ar: 'الاستفسارات التجارية لبوابة موندرا ونهافا شيفا ولخدمات الشحن بالسكك الحديدية ومستودعات الحاويات الداخلية.',
    },
    art: 'tower',
    phones: ['+91 22 5555 0300', '+91 1800 555 0300'],
    emails: ['india.info@meridian-ports.example', 'india.sales@meridian-ports.example'],
    address: {
      en: '<p>One Meridian Centre, 11th Floor<br>Bandra Kurla Complex, Bandra (East)<br>Mumbai 400051<br>India</p>',
      ar: '<p>مركز ميريديان الأول، الطابق 11<br>مجمع باندرا كورلا، باندرا (الشرقية)<br>مومباي 400051<br>الهند</p>',
    },
    hours: { en: 'Monday to Friday, 9:30 to 18:00 (IST)', ar: 'من الاثنين إلى الجمعة، من 9:30 إلى 18:00 (بتوقيت الهند)' },
    map: [19.0653, 72.8658],
  },
  {
    slug: 'mundra-gateway',
    country: 'in',
    title: { en: 'Mundra Gateway terminal', ar: 'محطة بوابة موندرا' },
    description: {
      en: 'Terminal operations, the rail terminal and bookings on our west coast feeder service.',
      ar: 'عمليات المحطة، ومحطة السكك الحديدية، وحجوزات خدمة الشحن الساحلية على الساحل الغربي.',
    },
    art: 'terminal',
    phones: ['+91 2838 555 310', '+91 2838 555 311'],
    emails: ['mundra.ops@meridian-ports.example', 'coastal.feeder@meridian-ports.example'],
    address: {
      en: '<p>Mundra Gateway Terminal, Navinal Island<br>Mundra, Kutch, Gujarat 370421<br>India</p>',
      ar: '<p>محطة بوابة موندرا، جزيرة نافينال<br>موندرا، كوتش، غوجارات 370421<br>الهند</p>',
    },
    hours: OPEN_ALL_HOURS,
    map: [22.7392, 69.7083],
  },
  {
    slug: 'nhava-sheva-logistics-park',
    country: 'in',
    title: { en: 'Nhava Sheva terminal and logistics park', ar: 'محطة نهافا شيفا ومجمعها اللوجستي' },
    description: {
      en: 'Warehousing, container freight station and customs bonded storage next to India’s busiest container port.',
      ar: 'التخزين ومحطة شحن الحاويات والتخزين الجمركي بجوار أكثر موانئ الحاويات ازدحاماً في الهند.',
    },
    art: 'warehouse',
    phones: ['+91 22 5555 0320'],
    emails: ['nhavasheva.park@meridian-ports.example'],
    address: {
      en: '<p>Plot 7, JNPA Road, Sector 11<br>Dronagiri Node, Navi Mumbai 400707<br>India</p>',
      ar: '<p>القطعة 7، طريق JNPA، القطاع 11<br>درونجيري، نافي مومباي 400707<br>الهند</p>',
    },
    hours: { en: 'Monday to Saturday, 8:00 to 20:00 (IST)', ar: 'من الاثنين إلى السبت، من 8:00 إلى 20:00 (بتوقيت الهند)' },
    map: [18.9375, 72.9531],
  },
  {
    slug: 'singapore-office',
    country: 'sg',
    title: { en: 'Asia Pacific office, Singapore', ar: 'مكتب آسيا والمحيط الهادئ، سنغافورة' },
    description: {
      en: 'Sales to carriers and cargo owners across Asia, and our marine services desk for the region.',
      ar: 'المبيعات لشركات النقل البحري وأصحاب البضائع في أنحاء آسيا، ومكتب الخدمات البحرية في المنطقة.',
    },
    phones: ['+65 6555 0700', '+65 6555 0701'],
    emails: ['asia@meridian-ports.example'],
    address: {
      en: '<p>80 Robinson Road, #21-01<br>Singapore 068898</p>',
      ar: '<p>80 طريق روبنسون، ‎#21-01<br>سنغافورة 068898</p>',
    },
    hours: { en: 'Monday to Friday, 9:00 to 18:00 (SGT)', ar: 'من الاثنين إلى الجمعة، من 9:00 إلى 18:00 (بتوقيت سنغافورة)' },
    map: [1.2789, 103.8486],
  },
  {
    slug: 'cairo-office',
    country: 'eg',
    title: { en: 'Egypt country office, Cairo', ar: 'المكتب القُطري في مصر، القاهرة' },
    description: {
      en: 'Commercial enquiries for Sokhna, Coral Bay and Port Lumen, and the Meridian Academy training centre.',
      ar: 'الاستفسارات التجارية للسخنة وكورال باي وميناء لومن، ومركز التدريب التابع لأكاديمية ميريديان.',
    },
    art: 'tower',
    phones: ['+20 2 5555 0400', '+20 2 5555 0401'],
    emails: ['egypt.info@meridian-ports.example', 'academy.cairo@meridian-ports.example'],
    address: {
      en: '<p>Nile City Towers, South Tower, 22nd Floor<br>Corniche El Nil, Ramlet Boulaq<br>Cairo 11624<br>Egypt</p>',
      ar: '<p>أبراج نايل سيتي، البرج الجنوبي، الطابق 22<br>كورنيش النيل، رملة بولاق<br>القاهرة 11624<br>مصر</p>',
    },
    hours: { en: 'Sunday to Thursday, 9:00 to 17:00 (Egypt time)', ar: 'من الأحد إلى الخميس، من 9:00 إلى 17:00 (بتوقيت مصر)' },
    map: [30.0712, 31.2283],
  },
  {
    slug: 'alexandria-office',
    country: 'eg',
    title: { en: 'Alexandria logistics office', ar: 'مكتب الخدمات اللوجستية في الإسكندرية' },
    description: {
      en: 'Freight forwarding, customs brokerage and trucking for cargo through Egypt’s Mediterranean ports.',
      ar: 'الشحن والتخليص الجمركي والنقل بالشاحنات للبضائع المارّة عبر موانئ مصر على البحر المتوسط.',
    },
    art: 'warehouse',
    phones: ['+20 3 5555 0410'],
    emails: ['alexandria.logistics@meridian-ports.example'],
    address: {
      en: '<p>17 Salah Salem Street, 5th Floor<br>El Manshiya, Alexandria 21519<br>Egypt</p>',
      ar: '<p>17 شارع صلاح سالم، الطابق الخامس<br>المنشية، الإسكندرية 21519<br>مصر</p>',
    },
    hours: { en: 'Sunday to Thursday, 9:00 to 17:00 (Egypt time)', ar: 'من الأحد إلى الخميس، من 9:00 إلى 17:00 (بتوقيت مصر)' },
    map: [31.1981, 29.8925],
  },
  {
    slug: 'sokhna-terminal',
    country: 'eg',
    title: { en: 'Sokhna terminal', ar: 'محطة السخنة' },
    description: {
      en: 'Vessel and yard operations, gate appointments and cargo release at our Red Sea terminal on the Suez Canal corridor.',
      ar: 'عمليات السفن والساحات، ومواعيد البوابات، والإفراج عن البضائع في محطتنا على البحر الأحمر في ممر قناة السويس.',
    },
    art: 'terminal',
    phones: ['+20 62 555 0420', '+20 62 555 0421'],
    emails: ['sokhna.customerservice@meridian-ports.example', 'sokhna.gate@meridian-ports.example'],
    address: {
      en: '<p>Sokhna Port, Terminal Administration Building<br>Ain Sokhna, Suez Governorate<br>Egypt</p>',
      ar: '<p>ميناء السخنة، مبنى إدارة المحطة<br>العين السخنة، محافظة السويس<br>مصر</p>',
    },
    hours: OPEN_ALL_HOURS,
    map: [29.6035, 32.3533],
  },
  {
    slug: 'port-lumen-economic-zone',
    country: 'eg',
    title: { en: 'Port Lumen Economic Zone', ar: 'المنطقة الاقتصادية في ميناء لومن' },
    description: {
      en: 'For companies that want to set up in the zone: land and warehouse leasing, licences and the one-stop service centre.',
      ar: 'للشركات الراغبة في التأسيس داخل المنطقة: تأجير الأراضي والمستودعات، والتراخيص، ومركز الخدمات الموحد.',
    },
    art: 'warehouse',
    phones: ['+20 65 555 0430'],
    emails: ['portlumen.invest@meridian-ports.example', 'portlumen.services@meridian-ports.example'],
    address: {
      en: '<p>One-Stop Service Centre, Zone Gate 1<br>Port Lumen Economic Zone<br>Egypt</p>',
      ar: '<p>مركز الخدمات الموحد، بوابة المنطقة 1<br>المنطقة الاقتصادية في ميناء لومن<br>مصر</p>',
    },
    hours: { en: 'Sunday to Thursday, 8:30 to 16:30 (Egypt time)', ar: 'من الأحد إلى الخميس، من 8:30 إلى 16:30 (بتوقيت مصر)' },
  },
  {
    slug: 'dakar-office',
    country: 'sn',
    title: { en: 'West Africa office, Dakar', ar: 'مكتب غرب أفريقيا، داكار' },
    description: {
      en: 'Commercial enquiries for our West African trade lanes and inland logistics.',
      ar: 'الاستفسارات التجارية لخطوط تجارتنا في غرب أفريقيا وخدماتنا اللوجستية الداخلية.',
    },
    art: 'harbour-office',
    phones: ['+221 33 555 0800'],
    emails: ['westafrica@meridian-ports.example'],
    address: {
      en: '<p>Immeuble Le Baobab, 4th Floor<br>Boulevard de la Libération<br>Dakar<br>Senegal</p>',
      ar: '<p>مبنى لو باوباب، الطابق الرابع<br>شارع التحرير<br>داكار<br>السنغال</p>',
    },
    hours: { en: 'Monday to Friday, 8:30 to 17:30 (GMT)', ar: 'من الاثنين إلى الجمعة، من 8:30 إلى 17:30 (بتوقيت غرينتش)' },
    map: [14.6815, -17.4318],
  },
];

export const officeBySlug = (slug: string): Office => {
  const office = OFFICES.find((o) => o.slug === slug);
  if (!office) throw new Error(`no office ${slug}`);
  return office;
};

const MAP_LABEL: Text = { en: 'View on map', ar: 'عرض على الخريطة' };
const ON_THE_MAP: Text = { en: 'on the map', ar: 'على الخريطة' };

/** The contact card item of an office (the same item on every page that lists it). */
export function officeCard(office: Office, lang: Lang): Record<string, unknown> {
  const mapHref = office.map ? `https://www.google.com/maps/search/?api=1&query=${office.map[0]}%2C${office.map[1]}` : '';
  return item(`/Data/Offices/${office.slug}`, office.slug, office.title[lang], {
    cardTitle: text(office.title[lang]),
    cardDescription: text(office.description[lang]),
    cardImage: office.art ? image(`/-/media/ports-group/contact/${office.art}.svg`, '', 640, 400) : noImage(),
    phoneNumber: text(office.phones.join('\n')),
    email: text(office.emails.join('\n')),
    address: text(office.address[lang]),
    workingHours: text(office.hours[lang]),
    map: mapHref ? externalLink(mapHref, MAP_LABEL[lang], `${office.title[lang]} ${ON_THE_MAP[lang]}`) : noLink(),
  });
}

/** A group of contact cards (an accordion item of the contact cards block). */
export function contactGroup(page: string, slug: string, title: Text, offices: string[], lang: Lang): Record<string, unknown> {
  return item(`/Home/${page}/Data/Contact Cards/${slug}`, slug, title[lang], {
    accordionItemTitle: text(title[lang]),
    contactCards: offices.map((o) => officeCard(officeBySlug(o), lang)),
  });
}
