/**
 * Writes the digital wall's sample (content/digital-wall/members.json) and its portraits
 * (content/media/ports-group/wall/*.svg): `npx tsx scripts/make-wall-content.ts`. The portraits
 * are our own flat illustrations (a figure before a quay at dusk), drawn from a few numbers per
 * person so a re-run gives the same files. The members file is the staff service's own store:
 * approved and unapproved members, some names base64-encoded as the service sends them, and
 * images that are paths (fetched through /api/secure-image), data: URIs, 'I dont have an image'
 * or empty.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const WALL_DIR = path.join(ROOT, 'content', 'digital-wall');
const PORTRAIT_DIR = path.join(ROOT, 'content', 'media', 'ports-group', 'wall');

interface Person {
  id: number;
  first: string;
  last: string;
  location: string;
  department: string;
  quote: string;
  /** 'portrait' draws an SVG; 'data' inlines a small one; else the literal Image value. */
  image: 'portrait' | 'data' | 'I dont have an image' | '';
  approved: boolean;
  base64?: boolean;
  look: { skin: string; hair: string; style: 'short' | 'long' | 'bun' | 'covered' | 'bald' | 'curly'; jacket: string; sky: [string, string] };
}

const SKIES: Record<string, [string, string]> = {
  dusk: ['#1B4075', '#F2A65A'],
  sea: ['#0A1E3C', '#2EC4C7'],
  dawn: ['#12305A', '#F6C68B'],
  steel: ['#1F4E79', '#A9C4DE'],
  teal: ['#00778A', '#BFE7E4'],
};

const people: Person[] = [
  {
    id: 1001,
    first: 'Aisha',
    last: 'Rahman',
    location: 'Ras Maysan, United Arab Emirates',
    department: 'Terminal Operations',
    quote: 'I love the moment a vessel sails on time and every box is exactly where it should be.',
    image: 'portrait',
    approved: true,
    look: { skin: '#C68B59', hair: '#1E1A1A', style: 'covered', jacket: '#F2C230', sky: SKIES.dusk! },
  },
  {
    id: 1002,
    first: 'Kwame',
    last: 'Mensah',
    location: 'Northgate Harbour, United Kingdom',
    department: 'Engineering and Maintenance',
    quote: 'Keeping our cranes moving through a North Sea winter is the best puzzle I know.',
    image: 'portrait',
    approved: true,
    look: { skin: '#6B4226', hair: '#141010', style: 'short', jacket: '#F07F2D', sky: SKIES.steel! },
  },
  {
    id: 1003,
    first: 'José',
    last: 'Fernández',
    location: 'Felixport, United Kingdom',
    department: 'Marine Services',
    quote: 'Thirty years at sea taught me that a calm pilot makes a calm ship.',
    image: 'portrait',
    approved: true,
    base64: true,
    look: { skin: '#D9A47A', hair: '#8A8A8A', style: 'short', jacket: '#0A1E3C', sky: SKIES.sea! },
  },
  {
    id: 1004,
    first: 'Priya',
    last: 'Raghavan',
    location: 'Mundra Gateway, India',
    department: 'Logistics Planning',
    quote: 'I plan the rail slots that carry our boxes inland, and I still get excited when a train leaves full.',
    image: 'I dont have an image',
    approved: true,
    look: { skin: '#A86B43', hair: '#1A1414', style: 'long', jacket: '#1B4075', sky: SKIES.dawn! },
  },
  {
    id: 1005,
    first: 'Mei Lin',
    last: 'Chen',
    location: 'Port Lumen, United Arab Emirates',
    department: 'Digital and Technology',
    quote: 'Our terminal operating system talks to every truck at the gate. I make sure it never stops listening.',
    image: 'data',
    approved: true,
    look: { skin: '#E8C39E', hair: '#1C1C1C', style: 'bun', jacket: '#00778A', sky: SKIES.teal! },
  },
  {
    id: 1006,
    first: 'Tomasz',
    last: 'Kowalski',
    location: 'Felixport, United Kingdom',
    department: 'Health, Safety and Environment',
    quote: 'Everyone goes home safe, every day. That is the only target I care about.',
    image: 'portrait',
    approved: true,
    look: { skin: '#EBC7A8', hair: '#B9894F', style: 'short', jacket: '#F2C230', sky: SKIES.steel! },
  },
  {
    id: 1007,
    first: 'Fatimah',
    last: 'Al-Zahrani',
    location: 'Jeddah South, Saudi Arabia',
    department: 'Customer Experience',
    quote: 'When a shipper calls with a problem, I want them to hang up with a plan.',
    image: 'portrait',
    approved: true,
    look: { skin: '#C9986C', hair: '#1E1A1A', style: 'covered', jacket: '#1B4075', sky: SKIES.dusk! },
  },
  {
    id: 1008,
    first: 'Oluwaseun',
    last: 'Adeyemi',
    location: 'Sokhna, Egypt',
    department: 'Finance',
    quote: 'Numbers tell the story of every berth. I help our teams read it early.',
    image: 'portrait',
    approved: true,
    look: { skin: '#5A3620', hair: '#0F0C0C', style: 'bald', jacket: '#12305A', sky: SKIES.sea! },
  },
  {
    id: 1009,
    first: 'Hiroshi',
    last: 'Tanaka',
    location: 'Coral Bay, Egypt',
    department: 'Marine Services',
    quote: 'Our tugs work in the dark and the wind, and the crews never complain.',
    image: '',
    approved: true,
    look: { skin: '#E2BC94', hair: '#222222', style: 'short', jacket: '#0A1E3C', sky: SKIES.sea! },
  },
  {
    id: 1010,
    first: 'Mariam',
    last: 'Haddad',
    location: 'Ras Maysan, United Arab Emirates',
    department: 'Human Resources',
    quote: 'We hire from more than forty nations here. Helping them feel at home is my job.',
    image: 'portrait',
    approved: true,
    base64: true,
    look: { skin: '#D3A27C', hair: '#3A2418', style: 'long', jacket: '#00778A', sky: SKIES.teal! },
  },
  {
    id: 1011,
    first: 'Lucas',
    last: 'Oliveira',
    location: 'Nhava Sheva, India',
    department: 'Commercial',
    quote: 'I moved from São Paulo to Mumbai for this port. The pace here is unforgettable.',
    image: 'portrait',
    approved: true,
    look: { skin: '#B97E55', hair: '#2B1D14', style: 'curly', jacket: '#1B4075', sky: SKIES.dawn! },
  },
  {
    id: 1012,
    first: 'Ana-Maria',
    last: 'Popescu',
    location: 'Northgate Harbour, United Kingdom',
    department: 'Sustainability',
    quote: 'Shore power at our berths cut emissions we used to think we had to live with.',
    image: 'data',
    approved: true,
    look: { skin: '#F0CFB0', hair: '#6B3B1F', style: 'long', jacket: '#2E8B57', sky: SKIES.steel! },
  },
  {
    id: 1013,
    first: 'Rajesh',
    last: 'Iyer',
    location: 'Nhava Sheva, India',
    department: 'Terminal Operations',
    quote: 'A good shift is when the yard looks quiet and the numbers say we broke a record.',
    image: 'portrait',
    approved: true,
    look: { skin: '#8D5A3B', hair: '#111111', style: 'short', jacket: '#F07F2D', sky: SKIES.dusk! },
  },
  {
    id: 1014,
    first: 'Sofia',
    last: 'Rossi',
    location: 'Sokhna, Egypt',
    department: 'Project Engineering',
    quote: 'I helped build our new quay wall. Seeing the first ship tie up there was unforgettable.',
    image: 'portrait',
    approved: true,
    look: { skin: '#E6B996', hair: '#4A2C1A', style: 'bun', jacket: '#F2C230', sky: SKIES.dawn! },
  },
  {
    id: 1015,
    first: 'Søren',
    last: 'Nielsen',
    location: 'Port Lumen, United Arab Emirates',
    department: 'Marine Services',
    quote: 'I came from Aarhus for two years. That was nine years ago.',
    image: 'portrait',
    approved: true,
    base64: true,
    look: { skin: '#F3D3B8', hair: '#D8B26E', style: 'short', jacket: '#0A1E3C', sky: SKIES.teal! },
  },
  {
    id: 1016,
    first: 'Nadia',
    last: 'Benali',
    location: 'Jeddah South, Saudi Arabia',
    department: 'Logistics Planning',
    quote: 'Every reefer box holds someone’s dinner. That keeps me careful.',
    image: 'I dont have an image',
    approved: true,
    look: { skin: '#C08A5F', hair: '#1E1A1A', style: 'curly', jacket: '#1B4075', sky: SKIES.sea! },
  },
  {
    id: 1017,
    first: 'Daniel',
    last: 'Park',
    location: 'Felixport, United Kingdom',
    department: 'Commercial',
    quote: 'Waiting for my manager to approve this quote.',
    image: 'portrait',
    approved: false,
    look: { skin: '#E4C09A', hair: '#151515', style: 'short', jacket: '#12305A', sky: SKIES.steel! },
  },
  {
    id: 1018,
    first: 'Elena',
    last: 'Petrova',
    location: 'Coral Bay, Egypt',
    department: 'Finance',
    quote: 'Draft: still thinking about what to say.',
    image: 'portrait',
    approved: false,
    look: { skin: '#F1D2B6', hair: '#7A4A28', style: 'long', jacket: '#00778A', sky: SKIES.dawn! },
  },
  {
    id: 1019,
    first: 'Ahmed',
    last: 'Saleh',
    location: 'Ras Maysan, United Arab Emirates',
    department: 'Security',
    quote: 'Not yet reviewed.',
    image: 'portrait',
    approved: false,
    look: { skin: '#B98158', hair: '#1A1212', style: 'short', jacket: '#F2C230', sky: SKIES.dusk! },
  },
];

function slug(person: Person): string {
  return `${person.first}-${person.last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}

function hair(look: Person['look']): { back: string; front: string } {
  const c = look.hair;
  switch (look.style) {
    case 'long':
      return {
        back: `<path d="M168 250c-10-90 40-140 72-140s82 50 72 140l10 150H158z" fill="${c}"/>`,
        front: `<path d="M176 236c6-66 36-96 64-96s60 30 64 96c-24-30-52-44-64-44s-44 14-64 44z" fill="${c}"/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="240" cy="128" r="30" fill="${c}"/>`,
        front: `<path d="M176 232c4-62 34-92 64-92s60 30 64 92c-20-26-48-38-64-38s-44 12-64 38z" fill="${c}"/>`,
      };
    case 'covered':
      return {
        back: `<path d="M158 420c-6-150 20-280 82-280s88 130 82 280z" fill="${c === '#1E1A1A' ? '#2F4A6E' : c}"/>`,
        front: `<path d="M172 250c0-70 30-104 68-104s68 34 68 104c-10-40-36-62-68-62s-58 22-68 62z" fill="${c === '#1E1A1A' ? '#2F4A6E' : c}"/>`,
      };
    case 'curly':
      return {
        back: '',
        front: `<g fill="${c}"><circle cx="196" cy="196" r="26"/><circle cx="222" cy="170" r="28"/><circle cx="258" cy="170" r="28"/><circle cx="284" cy="196" r="26"/><circle cx="240" cy="160" r="24"/></g>`,
      };
    case 'bald':
      return { back: '', front: '' };
    default:
      return { back: '', front: `<path d="M178 222c2-52 30-78 62-78s60 26 62 78c-18-22-40-30-62-30s-44 8-62 30z" fill="${c}"/>` };
  }
}

/** A figure before a quay at dusk: sky, water, crane silhouettes, the person. 480 x 600. */
function portrait(person: Person): string {
  const { look } = person;
  const h = hair(look);
  const id = `g${person.id}`;
  const covered = look.style === 'covered';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 600" width="480" height="600" role="img" aria-label="Illustrated portrait of ${person.first} ${person.last}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.sky[0]}"/><stop offset="1" stop-color="${look.sky[1]}"/></linearGradient></defs>
<rect width="480" height="600" fill="url(#${id})"/>
<g fill="#0A1E3C" opacity="0.35"><path d="M20 360V200h12v160zM32 214h90v8H32zM110 222l-6 40h-4l6-40z"/><path d="M380 360V170h12v190zM392 184h78v8h-78zM300 184h80v8h-80z"/><rect x="60" y="330" width="70" height="30"/><rect x="330" y="336" width="90" height="24"/></g>
<rect y="360" width="480" height="240" fill="#0A1E3C" opacity="0.55"/>
${h.back}
<path d="M96 600c0-110 64-170 144-170s144 60 144 170z" fill="${look.jacket}"/>
<path d="M200 440l40 60 40-60" fill="none" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="8" stroke-linejoin="round"/>
${look.jacket === '#F2C230' || look.jacket === '#F07F2D' ? '<path d="M120 540h240" stroke="#E6E9EE" stroke-width="14" opacity="0.9"/>' : ''}
<rect x="212" y="300" width="56" height="140" rx="22" fill="${look.skin}"/>
<ellipse cx="240" cy="270" rx="${covered ? 58 : 64}" ry="${covered ? 74 : 80}" fill="${look.skin}"/>
${h.front}
<g fill="#1A1212" opacity="0.75"><circle cx="216" cy="272" r="6"/><circle cx="264" cy="272" r="6"/></g>
<path d="M220 316q20 16 40 0" fill="none" stroke="#5A2A1A" stroke-width="5" stroke-linecap="round" opacity="0.7"/>
</svg>
`;
}

/** A small initials badge as a data: URI (some members' images arrive that way). */
function initialsDataUri(person: Person): string {
  const initials = `${person.first[0]}${person.last[0]}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 300"><rect width="240" height="300" fill="${person.look.sky[0]}"/><circle cx="120" cy="150" r="70" fill="${person.look.sky[1]}"/><text x="120" y="172" font-family="Arial, sans-serif" font-size="60" font-weight="700" text-anchor="middle" fill="${person.look.sky[0]}">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The our-people page's hero: a mosaic of the portraits' colours and silhouettes at dusk. 1600 x 900. */
function hero(): string {
  const tiles: string[] = [];
  const approved = people.filter((person) => person.approved);
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 9; col++) {
      const person = approved[(row * 5 + col * 3) % approved.length]!;
      const x = 40 + col * 176 + (row % 2) * 60;
      const y = 30 + row * 214;
      const fade = (0.35 + 0.65 * (1 - Math.abs(col - 4) / 5)).toFixed(2);
      tiles.push(
        `<g transform="translate(${x} ${y})" opacity="${fade}"><rect width="160" height="198" rx="14" fill="${person.look.sky[0]}"/>` +
          `<rect width="160" height="198" rx="14" fill="${person.look.sky[1]}" opacity="0.35"/>` +
          `<circle cx="80" cy="80" r="30" fill="${person.look.skin}"/>` +
          `<path d="M28 198c0-46 22-72 52-72s52 26 52 72z" fill="${person.look.jacket}"/></g>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" role="img" aria-label="A mosaic of colleagues' portraits">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0A1E3C"/><stop offset="1" stop-color="#12305A"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#bg)"/>
${tiles.join('\n')}
</svg>
`;
}

mkdirSync(WALL_DIR, { recursive: true });
mkdirSync(PORTRAIT_DIR, { recursive: true });
writeFileSync(path.join(PORTRAIT_DIR, 'hero-our-people.svg'), hero());
const members = people.map((person) => {
  let image: string = person.image;
  if (person.image === 'portrait') {
    image = `${slug(person)}.svg`;
    // Only approved members' portraits are published: the others are never shown.
    if (person.approved) writeFileSync(path.join(PORTRAIT_DIR, image), portrait(person));
  } else if (person.image === 'data') {
    image = initialsDataUri(person);
  }
  const name = (text: string) => (person.base64 ? Buffer.from(text, 'utf8').toString('base64') : text);
  return {
    MemberID: person.id,
    Image: image,
    Description: person.quote,
    Fname: name(person.first),
    Lname: name(person.last),
    Location: person.location,
    Department: person.department,
    Approved: person.approved,
  };
});
writeFileSync(path.join(WALL_DIR, 'members.json'), `${JSON.stringify(members, null, 2)}\n`);
console.log(`${members.length} members, ${members.filter((m) => m.Approved).length} approved`);
