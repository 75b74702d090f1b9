/**
 * The insights art: abstract port and logistics scenes drawn from a few shapes, each in a colour
 * palette of its own (our own art; plain SVG, no external reference). `svgArt('cranes-navy')`.
 */

interface Palette {
  sky: [string, string];
  sea: string;
  ink: string;
  accent: string;
  light: string;
}

const PALETTES: Record<string, Palette> = {
  teal: { sky: ['#0e4f5c', '#2a8c8c'], sea: '#0a3440', ink: '#06222b', accent: '#f2b134', light: '#d8f1ee' },
  navy: { sky: ['#0b2341', '#1f4e89'], sea: '#0a1a30', ink: '#050f1e', accent: '#3fc1c9', light: '#dce8f7' },
  sand: { sky: ['#c98a4b', '#f1d29a'], sea: '#7a4e2a', ink: '#3b2412', accent: '#0b2341', light: '#fff4e0' },
  coral: { sky: ['#b8475a', '#f29c7e'], sea: '#5c1f33', ink: '#2e0c19', accent: '#ffe3a3', light: '#fde4dc' },
  ice: { sky: ['#4f7fb0', '#bfe0f2'], sea: '#24466b', ink: '#10243b', accent: '#ffffff', light: '#eef8ff' },
  storm: { sky: ['#2c3440', '#66788a'], sea: '#1b242e', ink: '#0b1016', accent: '#ffb000', light: '#d6dde4' },
  green: { sky: ['#1d5b3a', '#6cbf84'], sea: '#0f3a25', ink: '#072015', accent: '#f4e285', light: '#e3f6e8' },
  amber: { sky: ['#8c4a0b', '#f0a43a'], sea: '#4a2606', ink: '#241203', accent: '#fff1c1', light: '#fff3dc' },
  violet: { sky: ['#3b2a6b', '#8d74c9'], sea: '#22174a', ink: '#120b29', accent: '#7ee0d3', light: '#ece6fb' },
  savanna: { sky: ['#a4572a', '#e8b86a'], sea: '#4f3a1c', ink: '#2a1d0c', accent: '#1f6f5c', light: '#fbefd6' },
};

const W = 1600;
const H = 900;

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

function ground(p: Palette): string {
  return (
    `<rect y="640" width="${W}" height="260" fill="${p.sea}"/>` +
    range(6)
      .map(
        (i) =>
          `<path d="M0 ${700 + i * 34} Q400 ${690 + i * 34} 800 ${700 + i * 34} T1600 ${700 + i * 34}" stroke="${p.light}" stroke-opacity="0.12" stroke-width="3" fill="none"/>`,
      )
      .join('')
  );
}

function containerStack(p: Palette, x: number, y: number, cols: number, rows: number): string {
  const colours = [p.accent, p.light, p.sky[1], p.sky[0]];
  return range(cols)
    .flatMap((c) =>
      range(rows).map((r) => {
        const fill = colours[(c * 3 + r * 5) % colours.length];
        return `<rect x="${x + c * 92}" y="${y - (r + 1) * 44}" width="86" height="40" rx="3" fill="${fill}" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="3"/>`;
      }),
    )
    .join('');
}

function crane(p: Palette, x: number, scale: number): string {
  const h = 420 * scale;
  return (
    `<g fill="none" stroke="${p.ink}" stroke-width="${10 * scale}" stroke-linejoin="round">` +
    `<path d="M${x} 640 V${640 - h} M${x + 120 * scale} 640 V${640 - h} M${x - 30 * scale} ${640 - h} H${x + 380 * scale} M${x} ${640 - h * 0.55} L${x + 120 * scale} ${640 - h * 0.85} M${x + 60 * scale} ${640 - h} L${x + 60 * scale} ${640 - h - 90 * scale} L${x + 380 * scale} ${640 - h}"/>` +
    `<path d="M${x + 300 * scale} ${640 - h} V${640 - h + 160 * scale}" stroke-width="${4 * scale}"/></g>` +
    `<rect x="${x + 280 * scale}" y="${640 - h + 160 * scale}" width="${46 * scale}" height="${22 * scale}" fill="${p.accent}"/>`
  );
}

function ship(p: Palette, x: number, y: number, scale: number): string {
  const w = 760 * scale;
  return (
    `<path d="M${x} ${y} H${x + w} L${x + w - 60 * scale} ${y + 90 * scale} H${x + 40 * scale} Z" fill="${p.ink}"/>` +
    `<rect x="${x + w - 150 * scale}" y="${y - 120 * scale}" width="${90 * scale}" height="${120 * scale}" fill="${p.light}"/>` +
    range(6)
      .map(
        (i) =>
          `<rect x="${x + 40 * scale + i * 95 * scale}" y="${y - 80 * scale}" width="${88 * scale}" height="${80 * scale}" fill="${i % 2 ? p.accent : p.sky[1]}" stroke="${p.ink}" stroke-width="3"/>`,
      )
      .join('')
  );
}

function sun(p: Palette, x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}" fill-opacity="0.85"/><circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="${p.accent}" fill-opacity="0.12"/>`;
}

function nodes(p: Palette, points: Array<[number, number]>, links: Array<[number, number]>): string {
  return (
    links
      .map(([a, b]) => {
        const [x1, y1] = points[a]!;
        const [x2, y2] = points[b]!;
        return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${p.light}" stroke-opacity="0.55" stroke-width="4"/>`;
      })
      .join('') + points.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 ? 12 : 22}" fill="${i % 3 ? p.light : p.accent}"/>`).join('')
  );
}

const MOTIFS: Record<string, (p: Palette) => string> = {
  cranes: (p) => sun(p, 1280, 220, 90) + ground(p) + crane(p, 180, 1) + crane(p, 640, 0.8) + containerStack(p, 1000, 640, 5, 4) + ship(p, 260, 700, 0.8),
  ship: (p) =>
    sun(p, 300, 240, 110) +
    ground(p) +
    ship(p, 380, 640, 1.2) +
    range(5)
      .map((i) => `<path d="M${200 + i * 260} 790 q60 -24 120 0" stroke="${p.light}" stroke-width="6" fill="none" opacity="0.5"/>`)
      .join(''),
  containers: (p) => ground(p) + containerStack(p, 120, 640, 6, 6) + containerStack(p, 820, 640, 7, 4) + sun(p, 1400, 160, 70),
  rail: (p) =>
    sun(p, 1300, 200, 100) +
    `<rect y="560" width="${W}" height="340" fill="${p.sea}"/><path d="M0 700 H1600 M0 740 H1600" stroke="${p.light}" stroke-width="8"/>` +
    range(40)
      .map((i) => `<rect x="${i * 40}" y="694" width="14" height="54" fill="${p.ink}" opacity="0.6"/>`)
      .join('') +
    `<rect x="120" y="600" width="200" height="96" rx="18" fill="${p.accent}"/>` +
    range(6)
      .map((i) => `<rect x="${340 + i * 190}" y="620" width="176" height="76" fill="${i % 2 ? p.light : p.sky[0]}" stroke="${p.ink}" stroke-width="4"/>`)
      .join(''),
  globe: (p) =>
    `<circle cx="800" cy="450" r="330" fill="${p.sea}" stroke="${p.light}" stroke-opacity="0.6" stroke-width="4"/>` +
    range(5)
      .map((i) => `<ellipse cx="800" cy="450" rx="${330 - i * 70}" ry="330" fill="none" stroke="${p.light}" stroke-opacity="0.3" stroke-width="3"/>`)
      .join('') +
    range(5)
      .map((i) => `<ellipse cx="800" cy="450" rx="330" ry="${330 - i * 70}" fill="none" stroke="${p.light}" stroke-opacity="0.3" stroke-width="3"/>`)
      .join('') +
    `<path d="M560 360 Q800 120 1040 380 M600 560 Q820 700 1060 520 M520 460 Q700 420 880 300" stroke="${p.accent}" stroke-width="8" fill="none" stroke-dasharray="18 14"/>` +
    nodes(
      p,
      [
        [560, 360],
        [1040, 380],
        [600, 560],
        [1060, 520],
        [520, 460],
        [880, 300],
      ],
      [],
    ),
  network: (p) =>
    nodes(
      p,
      [
        [200, 200],
        [480, 320],
        [760, 180],
        [1040, 300],
        [1360, 160],
        [300, 560],
        [640, 620],
        [980, 560],
        [1300, 640],
        [820, 420],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [1, 5],
        [5, 6],
        [6, 7],
        [7, 8],
        [2, 9],
        [9, 7],
        [3, 9],
        [9, 6],
        [4, 8],
      ],
    ) +
    `<rect x="660" y="360" width="320" height="120" rx="16" fill="${p.ink}" fill-opacity="0.6" stroke="${p.accent}" stroke-width="4"/>` +
    range(4)
      .map((i) => `<rect x="${690 + i * 72}" y="${450 - (i + 1) * 18}" width="44" height="${(i + 1) * 18}" fill="${p.accent}"/>`)
      .join(''),
  warehouse: (p) =>
    `<rect y="600" width="${W}" height="300" fill="${p.sea}"/>` +
    `<path d="M180 600 V360 L560 240 L940 360 V600 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="8"/>` +
    range(4)
      .map((i) => `<rect x="${230 + i * 175}" y="440" width="130" height="160" fill="${p.sky[0]}" stroke="${p.ink}" stroke-width="5"/>`)
      .join('') +
    `<path d="M1100 500 l60 -60 l60 60 l-60 60 z M1160 380 v240 M1040 500 h240" stroke="${p.accent}" stroke-width="10" fill="none"/>` +
    `<rect x="1000" y="640" width="420" height="120" rx="12" fill="${p.ink}"/><circle cx="1080" cy="770" r="34" fill="${p.light}"/><circle cx="1340" cy="770" r="34" fill="${p.light}"/>`,
  waves: (p) =>
    range(7)
      .map(
        (i) =>
          `<path d="M0 ${420 + i * 70} Q200 ${360 + i * 70} 400 ${420 + i * 70} T800 ${420 + i * 70} T1200 ${420 + i * 70} T1600 ${420 + i * 70} V900 H0 Z" fill="${p.sea}" fill-opacity="${0.25 + i * 0.1}"/>`,
      )
      .join('') +
    `<path d="M1100 120 q80 -60 160 0 q60 -30 100 20 q40 40 -20 60 h-260 q-50 -30 20 -80z" fill="${p.light}" fill-opacity="0.7"/>` +
    `<path d="M1220 230 l-40 90 h40 l-30 90" stroke="${p.accent}" stroke-width="10" fill="none"/>` +
    `<path d="M300 520 h300 l-40 60 h-230 z" fill="${p.ink}"/><rect x="420" y="470" width="90" height="50" fill="${p.accent}"/>`,
  documents: (p) =>
    range(3)
      .map(
        (i) =>
          `<g transform="rotate(${-8 + i * 8} 800 450)"><rect x="${560 + i * 40}" y="${170 + i * 20}" width="420" height="560" rx="18" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/>` +
          range(7)
            .map(
              (j) =>
                `<rect x="${610 + i * 40}" y="${250 + i * 20 + j * 60}" width="${j % 3 === 2 ? 200 : 320}" height="16" rx="8" fill="${p.sky[0]}" fill-opacity="0.5"/>`,
            )
            .join('') +
          '</g>',
      )
      .join('') + `<circle cx="1120" cy="660" r="90" fill="${p.accent}"/><path d="M1075 660 l30 32 l60 -70" stroke="${p.ink}" stroke-width="16" fill="none"/>`,
  zone: (p) =>
    `<rect y="620" width="${W}" height="280" fill="${p.sea}"/>` +
    sun(p, 1360, 190, 80) +
    [
      [120, 300],
      [300, 420],
      [480, 220],
      [700, 360],
      [900, 260],
      [1120, 400],
      [1300, 320],
    ]
      .map(
        ([x, h]) =>
          `<rect x="${x}" y="${620 - h!}" width="150" height="${h}" fill="${p.ink}" fill-opacity="0.8"/>` +
          range(Math.floor(h! / 60))
            .map((r) => `<rect x="${x! + 30}" y="${640 - h! + r * 60}" width="90" height="18" fill="${p.light}" fill-opacity="0.5"/>`)
            .join(''),
      )
      .join('') +
    `<path d="M0 760 H1600" stroke="${p.accent}" stroke-width="10" stroke-dasharray="60 40"/>`,
  turbines: (p) =>
    sun(p, 300, 200, 90) +
    `<rect y="640" width="${W}" height="260" fill="${p.sea}"/>` +
    [
      [700, 1],
      [1020, 0.8],
      [1300, 0.65],
    ]
      .map(
        ([x, s]) =>
          `<path d="M${x} 640 L${x! - 8 * s!} ${640 - 380 * s!} h${16 * s!} Z" fill="${p.light}"/>` +
          [0, 120, 240]
            .map(
              (r) =>
                `<path d="M${x} ${640 - 380 * s!} l${-12 * s!} ${-190 * s!} q${12 * s!} ${-20 * s!} ${24 * s!} 0 z" fill="${p.light}" transform="rotate(${r + 20} ${x} ${640 - 380 * s!})"/>`,
            )
            .join(''),
      )
      .join('') +
    range(4)
      .map(
        (i) =>
          `<rect x="${100 + i * 110}" y="${560 - i * 10}" width="100" height="70" transform="skewX(-20)" fill="${p.accent}" stroke="${p.ink}" stroke-width="3"/>`,
      )
      .join(''),
  'shore-power': (p) =>
    ground(p) +
    ship(p, 120, 640, 1.1) +
    `<rect x="1180" y="380" width="140" height="260" rx="14" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/>` +
    `<path d="M1230 430 l-30 70 h40 l-30 70" stroke="${p.accent}" stroke-width="12" fill="none"/>` +
    `<path d="M1180 560 C1050 560 1000 520 960 560" stroke="${p.accent}" stroke-width="12" fill="none"/>` +
    sun(p, 1400, 180, 70),
  shield: (p) =>
    nodes(
      p,
      [
        [160, 160],
        [420, 260],
        [1180, 240],
        [1440, 140],
        [220, 700],
        [1380, 720],
        [520, 620],
        [1100, 640],
      ],
      [
        [0, 1],
        [2, 3],
        [4, 6],
        [5, 7],
        [1, 6],
        [2, 7],
      ],
    ) +
    `<path d="M800 150 L1040 240 V460 C1040 610 920 700 800 760 C680 700 560 610 560 460 V240 Z" fill="${p.sea}" stroke="${p.accent}" stroke-width="10"/>` +
    `<rect x="720" y="430" width="160" height="130" rx="14" fill="${p.accent}"/><path d="M750 430 v-40 a50 50 0 0 1 100 0 v40" stroke="${p.accent}" stroke-width="16" fill="none"/>`,
};

export function svgArt(name: string): string {
  const cut = name.lastIndexOf('-');
  const motif = MOTIFS[name.slice(0, cut)];
  const palette = PALETTES[name.slice(cut + 1)];
  if (!motif || !palette) throw new Error(`No art ${name}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>${motif(palette)}</svg>\n`
  );
}

/** The site's loader animation (site settings `loader`): three containers rising in turn. */
export function loaderArt(): string {
  const bar = (x: number, delay: number, fill: string): string =>
    `<rect x="${x}" y="70" width="36" height="24" rx="3" fill="${fill}"><animate attributeName="y" values="70;30;70" dur="1.2s" begin="${delay}s" repeatCount="indefinite"/></rect>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120" width="160" height="120" role="img" aria-label="Loading">` +
    `<path d="M10 100 H150" stroke="#0b2341" stroke-width="4"/>` +
    bar(22, 0, '#0b2341') +
    bar(62, 0.2, '#3fc1c9') +
    bar(102, 0.4, '#f2b134') +
    '</svg>\n'
  );
}
