/** What the leader pages and /about/leadership say in English. */
import type { LeaderText, PeoplePagesText } from './types.ts';

export const LEADERS_EN: Record<string, LeaderText> = {
  'amira-haddad': {
    name: 'Amira Haddad',
    designation: 'Group Chief Executive Officer',
    quote: 'Ports are where the world’s promises to each other are kept: on time, in full and without harm to the sea around them.',
    bio: [
      'Amira Haddad has led Meridian Ports & Logistics as Group Chief Executive Officer since 2021. Under her leadership the group has grown to 42 terminals in 19 countries, added end-to-end logistics and economic zones to its port business, and committed to net-zero operations by 2040.',
      'Amira joined Meridian in 2009 as Chief Commercial Officer, after fifteen years in container shipping in Marseille, Singapore and Dubai. She led the development of the Ras Maysan terminal and the group’s first long-term partnerships with global shipping alliances, before serving as Group Chief Operating Officer from 2016.',
      'She chairs the group’s Sustainability Council and sits on the board of the Global Maritime Forum. Amira holds a master’s degree in maritime economics from Erasmus University Rotterdam and is a fellow of the Institute of Chartered Shipbrokers.',
    ],
  },
  'daniel-okafor': {
    name: 'Daniel Okafor',
    designation: 'Group Chief Operating Officer',
    quote: 'A terminal is a promise made in minutes: every crane move we save is time we give back to our customers.',
    bio: [
      'Daniel Okafor is Group Chief Operating Officer, responsible for the safety, performance and growth of Meridian’s terminals, marine services and inland logistics network across five continents.',
      'Before taking up his role in 2021, Daniel ran the group’s West and East African portfolio, where he doubled capacity at three terminals while bringing lost-time injuries down by more than half. He began his career as a marine engineer and spent a decade in terminal operations in Lagos, Antwerp and Durban.',
      'Daniel leads the group’s operating model programme, which brings common standards for safety, equipment and data to every site. He holds a degree in mechanical engineering from the University of Lagos and an MBA from INSEAD.',
    ],
  },
  'li-wen-tan': {
    name: 'Li Wen Tan',
    designation: 'Group Chief Financial Officer',
    quote: 'Infrastructure rewards patience. Our balance sheet is built to invest through the cycle, not to chase it.',
    bio: [
      'Li Wen Tan is Group Chief Financial Officer, leading finance, treasury, tax, investor relations and capital allocation for Meridian Ports & Logistics.',
      'Li Wen joined the group in 2019 from a global infrastructure investor, where she led transport investments across Asia and the Middle East. Earlier in her career she worked in project finance in Singapore and Hong Kong, arranging funding for ports, airports and toll roads.',
      'Since joining Meridian she has secured the group’s first green bond, extended its debt maturity profile and put in place the capital discipline behind its investment programme. A chartered accountant, she holds a degree in economics from the National University of Singapore.',
    ],
  },
  'youssef-benali': {
    name: 'Youssef Benali',
    designation: 'Chief Sustainability Officer',
    quote: 'Decarbonising trade is not a side project. It is the next great engineering task of our industry.',
    bio: [
      'Youssef Benali is Chief Sustainability Officer, leading the group’s climate, environment and community programmes and its path to net-zero operations by 2040.',
      'Youssef joined Meridian in 2020 after twelve years in renewable energy, developing solar and wind projects in North Africa and southern Europe. At Meridian he has led the electrification of cranes and yard equipment, shore power at six terminals and the group’s first science-based emissions targets.',
      'He represents the group in the World Ports Climate Action Programme and mentors young engineers through the group’s graduate scheme. Youssef holds a doctorate in environmental engineering from the École des Ponts ParisTech.',
    ],
  },
  'noura-al-qahtani': {
    name: 'Noura Al-Qahtani',
    designation: 'Chief Digital Officer',
    quote: 'The best technology in a port is the kind no one notices: the truck that never waits and the form no one fills in twice.',
    bio: [
      'Noura Al-Qahtani is Chief Digital Officer, responsible for the group’s technology, data and cyber security, and for the digital services customers use to book, track and pay.',
      'Noura joined Meridian in 2022 from a regional telecommunications group, where she led its cloud and data platforms. Earlier she built logistics software for freight forwarders in Riyadh and London.',
      'At Meridian she has brought the group’s terminal operating systems onto one platform, launched the single customer portal and set up the group’s security operations centre. Noura holds a degree in computer engineering from King Saud University and a master’s in data science from University College London.',
    ],
  },
  'james-achebe': {
    name: 'James Achebe',
    designation: 'Chief People Officer',
    quote: 'Our people move the world’s goods. Our job is to make sure every one of them goes home safe and grows with us.',
    bio: [
      'James Achebe is Chief People Officer, responsible for the group’s 58,000 employees: talent, learning, reward, wellbeing and inclusion.',
      'James joined Meridian in 2018 after two decades in human resources in mining and energy, in Johannesburg, London and Perth. He has led the group’s frontline leadership academy, which has trained more than 4,000 supervisors, and its programme to double the number of women in operational roles.',
      'He is a fellow of the Chartered Institute of Personnel and Development and a trustee of a maritime skills charity. James holds a degree in psychology from the University of Cape Town.',
    ],
  },
  'khalid-al-mansoori': {
    name: 'Khalid Al-Mansoori',
    designation: 'Chief Executive Officer, UAE',
    quote: 'The Gulf has always traded with the world. Our task is to make that link faster, cleaner and open to every business.',
    bio: [
      'Khalid Al-Mansoori is Chief Executive Officer of Meridian’s business in the United Arab Emirates, which includes the Ras Maysan and Coral Bay terminals, the Ras Maysan Free Zone and the group’s regional logistics parks.',
      'Khalid has spent his whole career in the country’s maritime sector. He joined Meridian in 2006 as a graduate engineer and has since led the expansion of Ras Maysan to 8 million containers a year, the opening of its rail link and the growth of the free zone to more than 1,200 companies.',
      'He serves on the board of the Emirates Maritime Association. Khalid holds a degree in civil engineering from United Arab Emirates University and completed the Advanced Management Program at Harvard Business School.',
    ],
  },
  'fatimah-al-harbi': {
    name: 'Fatimah Al-Harbi',
    designation: 'Chief Executive Officer, Saudi Arabia',
    quote: 'Saudi Arabia is building one of the great logistics corridors of this century, and we intend to help build it.',
    bio: [
      'Fatimah Al-Harbi is Chief Executive Officer of Meridian’s business in Saudi Arabia, leading the Jeddah South terminal, the group’s Red Sea logistics hub and its investments in the Kingdom’s logistics corridors.',
      'Fatimah joined Meridian in 2017 from a national logistics company, where she headed strategy and business development. She led the group’s bid for the Jeddah South concession and the terminal’s modernisation, which has raised capacity by 60 percent since 2020.',
      'She is a member of the logistics committee of the Federation of Saudi Chambers and a champion of women’s careers in the sector. Fatimah holds a degree in industrial engineering from King Abdulaziz University and an MBA from London Business School.',
    ],
  },
  'rahul-mehta': {
    name: 'Rahul Mehta',
    designation: 'Chief Executive Officer, India',
    quote: 'India’s growth will be carried by its ports and railways. Every day we cut from a container’s journey makes Indian goods more competitive.',
    bio: [
      'Rahul Mehta is Chief Executive Officer of Meridian’s business in India, which includes the Mundra Gateway and Nhava Sheva terminals, four inland container depots and a nationwide rail freight service.',
      'Rahul joined Meridian in 2012 after a career in shipping and freight forwarding in Mumbai and Singapore. He built the group’s Indian rail business from a single service to 70 trains a week and led the expansion of Mundra Gateway.',
      'He serves on the national council of the Confederation of Indian Industry for logistics. Rahul holds a degree in commerce from the University of Mumbai and a postgraduate diploma in management from the Indian Institute of Management Ahmedabad.',
    ],
  },
  'priya-nair': {
    name: 'Priya Nair',
    designation: 'Head of Logistics, India',
    quote: 'Logistics is a team sport: the port, the railway, the warehouse and the driver all have to win together.',
    bio: [
      'Priya Nair is Head of Logistics for Meridian in India, responsible for the group’s inland container depots, warehousing, rail and road services across the country.',
      'Priya joined Meridian in 2015 from a consumer goods company, where she ran supply chain operations for western India. She has since opened three new logistics parks and introduced the group’s digital booking platform for Indian shippers.',
      'She leads the group’s women in logistics network in India. Priya holds a degree in engineering from the College of Engineering, Trivandrum and a master’s in supply chain management from the Indian Institute of Technology Bombay.',
    ],
  },
  'sarah-whitfield': {
    name: 'Sarah Whitfield',
    designation: 'Managing Director, UK Ports',
    quote: 'Our ports have served their communities for generations. Keeping them competitive and green is how we serve the next one.',
    bio: [
      'Sarah Whitfield is Managing Director of Meridian’s UK ports, including Northgate Harbour and Felixport, which together handle more than a quarter of the country’s container trade.',
      'Sarah joined the group in 2020 from a rail freight operator, where she was operations director. She has since led the introduction of automated gate systems at Felixport and the expansion of Northgate Harbour’s rail terminal.',
      'She is vice-chair of the UK Major Ports Group and a member of the government’s maritime skills taskforce. Sarah holds a degree in geography from the University of Leeds and is a chartered member of the Chartered Institute of Logistics and Transport.',
    ],
  },
  'omar-farouk': {
    name: 'Omar Farouk',
    designation: 'Chief Executive Officer, Egypt',
    quote: 'Between Asia and Europe lies a short stretch of water and a long history of trade. We are proud to keep both moving.',
    bio: [
      'Omar Farouk is Chief Executive Officer of Meridian’s business in Egypt, leading the Sokhna terminal and the group’s logistics operations along the Suez Canal corridor.',
      'Omar joined Meridian in 2014 after twenty years with international shipping lines in Alexandria, Hamburg and Dubai. He has overseen the expansion of Sokhna with a new deep-water berth and led the group’s investment in a logistics park serving the Suez Canal Economic Zone.',
      'He is a board member of the Egyptian Chamber of Shipping. Omar holds a degree in commerce from Cairo University and a master’s in international transport from Cardiff University.',
    ],
  },
};

export const PAGES_EN: PeoplePagesText = {
  site: 'Meridian Ports & Logistics',
  leadership: {
    crumb: 'Leadership',
    eyebrow: 'About us',
    headline: 'Our leadership',
    description: 'The people who lead Meridian’s terminals, logistics and economic zones in 19 countries.',
    heroAlt: 'Illustrated figures standing on a quay at dusk, cranes behind them',
    listHeadline: 'Meet the team',
    listDescription: 'Our executive leadership team and the leaders of our country businesses.',
  },
  back: 'Back to leadership',
  otherLeaders: 'Other leaders',
  countries: {
    global: 'Global',
    'united-arab-emirates': 'United Arab Emirates',
    'saudi-arabia': 'Saudi Arabia',
    india: 'India',
    'united-kingdom': 'United Kingdom',
    egypt: 'Egypt',
  },
  functions: {
    executive: 'Executive',
    operations: 'Operations',
    finance: 'Finance',
    sustainability: 'Sustainability',
    technology: 'Technology',
    people: 'People',
  },
  filters: { country: 'Country', function: 'Function' },
  gallery: {
    title: 'People',
    intro:
      'The people list with its country and function filters (Global selected first), and the other-leaders carousel. Outside a leader page the carousel has no current leader, so it shows all twelve in page order.',
    carouselNote: '',
  },
  portraitAlt: 'Portrait of {name}',
  metaDescription: '{name}, {designation} of Meridian Ports & Logistics.',
};
