/**
 * The drydocks site's art: flat scenes of ship repair (a ship on the blocks of a graving dock, a
 * floating dock lifting a tanker, a stern under scaffolding, a conversion lift, the yard from
 * above, cranes at dusk, the yard office, a lone buoy for the 404 page) in the drydocks palette
 * (src/ui/theme.ts: steel blue and safety orange). Our own plain SVG: no text, nothing external.
 * Every scene is drawn on a 1600 x 900 canvas; the portrait version (phones, 750 x 1000) shows its
 * middle.
 */

export type Scene = 'graving-dock' | 'floating-dock' | 'hull-repair' | 'conversion' | 'yard' | 'cranes' | 'office' | 'buoy';

interface Palette {
  sky: [string, string];
  sun: string;
  sea: [string, string];
  ink: string;
  steel: string;
  hull: string;
  bottom: string;
  accent: string;
  ground: string;
  light: string;
}

export const SCENE_PALETTES = {
  /** Clear morning over the yard. */
  steel: {
    sky: ['#9fb8cf', '#e4ecf3'],
    sun: '#fff6e5',
    sea: ['#2f5f86', '#14293d'],
    ink: '#14293d',
    steel: '#1f4e79',
    hull: '#1f3a56',
    bottom: '#b8470a',
    accent: '#ff9a3c',
    ground: '#c8d2dc',
    light: '#ffffff',
  },
  /** Evening shift: orange sky, dark steel. */
  dusk: {
    sky: ['#1f3a56', '#ff9a3c'],
    sun: '#ffe1b8',
    sea: ['#1f3a56', '#0d1b29'],
    ink: '#0d1b29',
    steel: '#2b4a68',
    hull: '#14293d',
    bottom: '#963905',
    accent: '#ff9a3c',
    ground: '#56636f',
    light: '#f2f5f8',
  },
  /** Night work under floodlights. */
  night: {
    sky: ['#0d1b29', '#1f4e79'],
    sun: '#dfe6ed',
    sea: ['#14293d', '#08121c'],
    ink: '#050d15',
    steel: '#1f3a56',
    hull: '#2b4a68',
    bottom: '#b8470a',
    accent: '#ff9a3c',
    ground: '#3a4b5c',
    light: '#dfe6ed',
  },
  /** Pale sea haze. */
  haze: {
    sky: ['#dfe6ed', '#f2f5f8'],
    sun: '#ffffff',
    sea: ['#8fa6bc', '#56636f'],
    ink: '#1f3a56',
    steel: '#56636f',
    hull: '#1f4e79',
    bottom: '#b8470a',
    accent: '#b8470a',
    ground: '#dfe6ed',
    light: '#ffffff',
  },
} satisfies Record<string, Palette>;

export type ScenePalette = keyof typeof SCENE_PALETTES;

/** The files the pages use, by path under content/media/drydocks/, and how to draw each. */
export const ART = new Map<string, () => string>();

const W = 1600;
const H = 900;
const r = (n: number): string => String(Math.round(n * 10) / 10);

let clipCount = 0;

function sky(p: Palette, horizon: number): string {
  return [
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>`,
    '<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${p.sea[0]}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`,
  ].join('');
}

const sun = (p: Palette, x: number, y: number, radius: number): string => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${p.sun}" opacity="0.85"/>`;

/** A ship seen from the side: keel at `keelY`, stern at `x`, `length` long, `depth` from keel to deck. */
function ship(
  p: Palette,
  x: number,
  keelY: number,
  length: number,
  depth: number,
  waterline: number | null,
  options: { cargo?: 'tanker' | 'containers' | 'bulk' } = {},
): string {
  clipCount += 1;
  const id = `hull${clipCount}`;
  const deck = keelY - depth;
  const bowX = x + length;
  const hull = [
    `M${r(x)},${r(deck)}`,
    `L${r(bowX + depth * 0.25)},${r(deck - depth * 0.1)}`,
    `Q${r(bowX + depth * 0.05)},${r(keelY - depth * 0.35)} ${r(bowX - depth * 0.2)},${r(keelY)}`,
    `L${r(x + length * 0.1)},${r(keelY)}`,
    `Q${r(x - depth * 0.05)},${r(keelY)} ${r(x)},${r(keelY - depth * 0.55)}Z`,
  ].join(' ');
  // The boot-top: the antifouling shows below the (load) waterline; a ship out of the water shows all of it.
  const boot = waterline ?? keelY - depth * 0.45;
  const parts = [
    `<defs><clipPath id="${id}"><path d="${hull}"/></clipPath></defs>`,
    `<path d="${hull}" fill="${p.bottom}"/>`,
    `<rect x="${r(x - depth)}" y="${r(deck - depth)}" width="${r(length + depth * 2)}" height="${r(boot - deck + depth)}" fill="${p.hull}" clip-path="url(#${id})"/>`,
    `<rect x="${r(x - depth)}" y="${r(boot - 3)}" width="${r(length + depth * 2)}" height="6" fill="${p.light}" opacity="0.7" clip-path="url(#${id})"/>`,
  ];
  // Superstructure and funnel aft.
  const houseW = length * 0.11;
  const houseH = depth * 1.05;
  const hx = x + length * 0.04;
  parts.push(`<rect x="${r(hx)}" y="${r(deck - houseH)}" width="${r(houseW)}" height="${r(houseH)}" fill="${p.light}"/>`);
  for (let i = 1; i <= 3; i++) {
    parts.push(
      `<rect x="${r(hx + houseW * 0.1)}" y="${r(deck - houseH + (houseH / 4) * i - houseH * 0.09)}" width="${r(houseW * 0.8)}" height="${r(houseH * 0.07)}" fill="${p.ink}" opacity="0.55"/>`,
    );
  }
  parts.push(
    `<rect x="${r(hx - houseW * 0.05)}" y="${r(deck - houseH - depth * 0.08)}" width="${r(houseW * 1.1)}" height="${r(depth * 0.08)}" fill="${p.light}"/>`,
  );
  parts.push(
    `<rect x="${r(hx + houseW * 0.25)}" y="${r(deck - houseH - depth * 0.5)}" width="${r(houseW * 0.3)}" height="${r(depth * 0.45)}" fill="${p.accent}"/>`,
  );
  const cargo = options.cargo ?? 'tanker';
  const start = hx + houseW * 1.3;
  const end = bowX - length * 0.06;
  if (cargo === 'containers') {
    const colours = [p.accent, p.steel, p.light, p.bottom, p.ground];
    const bay = (end - start) / 12;
    for (let i = 0; i < 12; i++) {
      const tiers = 2 + ((i * 7) % 3);
      for (let j = 0; j < tiers; j++) {
        parts.push(
          `<rect x="${r(start + i * bay + 2)}" y="${r(deck - (j + 1) * depth * 0.22)}" width="${r(bay - 4)}" height="${r(depth * 0.2)}" fill="${colours[(i + j * 2) % colours.length]}"/>`,
        );
      }
    }
  } else if (cargo === 'bulk') {
    const hatch = (end - start) / 6;
    for (let i = 0; i < 6; i++)
      parts.push(
        `<rect x="${r(start + i * hatch + hatch * 0.15)}" y="${r(deck - depth * 0.14)}" width="${r(hatch * 0.7)}" height="${r(depth * 0.14)}" fill="${p.steel}"/>`,
      );
  } else {
    parts.push(`<rect x="${r(start)}" y="${r(deck - depth * 0.06)}" width="${r(end - start)}" height="${r(depth * 0.06)}" fill="${p.steel}"/>`);
    parts.push(
      `<rect x="${r(start + (end - start) * 0.45)}" y="${r(deck - depth * 0.3)}" width="${r(depth * 0.12)}" height="${r(depth * 0.3)}" fill="${p.light}"/>`,
    );
  }
  return parts.join('');
}

/** A gantry (Goliath) crane spanning x1..x2, legs from `ground` to `top`. */
function gantry(p: Palette, x1: number, x2: number, ground: number, top: number, trolleyAt = 0.5): string {
  const leg = (x: number) =>
    `<path d="M${r(x - 28)},${r(ground)} L${r(x - 8)},${r(top)} L${r(x + 8)},${r(top)} L${r(x + 28)},${r(ground)}Z" fill="${p.accent}"/>`;
  const tx = x1 + (x2 - x1) * trolleyAt;
  return [
    leg(x1),
    leg(x2),
    `<rect x="${r(x1 - 40)}" y="${r(top - 34)}" width="${r(x2 - x1 + 80)}" height="34" fill="${p.accent}"/>`,
    `<rect x="${r(x1 - 40)}" y="${r(top - 34)}" width="${r(x2 - x1 + 80)}" height="6" fill="${p.ink}" opacity="0.25"/>`,
    `<rect x="${r(tx - 30)}" y="${r(top)}" width="60" height="26" fill="${p.ink}"/>`,
    `<line x1="${r(tx)}" y1="${r(top + 26)}" x2="${r(tx)}" y2="${r(top + 150)}" stroke="${p.ink}" stroke-width="3"/>`,
    `<rect x="${r(tx - 10)}" y="${r(top + 150)}" width="20" height="14" fill="${p.ink}"/>`,
  ].join('');
}

/** A level-luffing quay crane: pedestal at x on `ground`, jib towards `dir`. */
function luffing(p: Palette, x: number, ground: number, height: number, dir: 1 | -1, colour?: string): string {
  const c = colour ?? p.steel;
  const top = ground - height;
  const jibX = x + dir * height * 0.9;
  const jibY = top - height * 0.35;
  return [
    `<rect x="${r(x - 14)}" y="${r(top)}" width="28" height="${r(height)}" fill="${c}"/>`,
    `<rect x="${r(x - 30)}" y="${r(top - 34)}" width="60" height="40" fill="${c}"/>`,
    `<line x1="${r(x)}" y1="${r(top - 14)}" x2="${r(jibX)}" y2="${r(jibY)}" stroke="${c}" stroke-width="12" stroke-linecap="round"/>`,
    `<line x1="${r(x - dir * 40)}" y1="${r(top - 20)}" x2="${r(x - dir * 10)}" y2="${r(top - 90)}" stroke="${c}" stroke-width="6"/>`,
    `<line x1="${r(x - dir * 10)}" y1="${r(top - 90)}" x2="${r(jibX)}" y2="${r(jibY)}" stroke="${c}" stroke-width="2.5"/>`,
    `<line x1="${r(jibX)}" y1="${r(jibY)}" x2="${r(jibX)}" y2="${r(jibY + height * 0.55)}" stroke="${p.ink}" stroke-width="2.5"/>`,
  ].join('');
}

function gravingDock(p: Palette): string {
  const ground = 520;
  const floor = 760;
  const parts = [sky(p, 470), sun(p, 1250, 170, 70)];
  // The yard's ground, then the dock pit cut into it: stepped walls (altars), the floor.
  parts.push(`<rect y="${ground}" width="${W}" height="${H - ground}" fill="${p.ground}"/>`);
  parts.push(
    `<path d="M120,${ground} L170,${ground + 60} L200,${ground + 60} L230,${ground + 120} L260,${ground + 120} L290,${floor} L1490,${floor} L1490,${ground} Z" fill="${p.ink}" opacity="0.82"/>`,
  );
  for (let i = 0; i < 6; i++)
    parts.push(`<line x1="300" y1="${floor - 40 - i * 35}" x2="1490" y2="${floor - 40 - i * 35}" stroke="${p.light}" stroke-opacity="0.06" stroke-width="2"/>`);
  // The caisson gate at the seaward end, and the sea beyond it.
  parts.push(`<rect x="1490" y="${ground - 10}" width="40" height="${floor - ground + 10}" fill="${p.steel}"/>`);
  parts.push(`<rect x="1530" y="${ground + 40}" width="70" height="${H - ground - 40}" fill="url(#sea)"/>`);
  // Keel blocks, the ship on them, shores against the walls.
  for (let x = 360; x <= 1360; x += 50) parts.push(`<rect x="${x}" y="${floor - 30}" width="28" height="30" fill="${p.accent}" opacity="0.9"/>`);
  parts.push(ship(p, 340, floor - 30, 1020, 230, null, { cargo: 'tanker' }));
  for (const x of [420, 720, 1020, 1300]) parts.push(`<line x1="${x}" y1="${floor - 140}" x2="${x - 60}" y2="${floor}" stroke="${p.steel}" stroke-width="6"/>`);
  parts.push(gantry(p, 220, 1420, ground + 20, 150, 0.62));
  parts.push(`<rect y="${floor}" width="${W}" height="${H - floor}" fill="${p.ground}"/>`);
  parts.push(`<rect y="${floor}" width="${W}" height="10" fill="${p.ink}" opacity="0.2"/>`);
  return parts.join('');
}

function floatingDock(p: Palette): string {
  const water = 600;
  const parts = [sky(p, water), sun(p, 300, 200, 80)];
  parts.push(luffing(p, 1450, water, 300, -1));
  // The pontoon deck just above the water, the wing walls either side (seen end-on from the quarter).
  parts.push(`<rect x="170" y="${water - 60}" width="1260" height="120" fill="${p.steel}"/>`);
  parts.push(`<rect x="170" y="${water - 260}" width="1260" height="60" fill="${p.steel}" opacity="0.75"/>`);
  parts.push(`<rect x="170" y="${water - 200}" width="1260" height="140" fill="${p.ink}" opacity="0.35"/>`);
  for (let x = 330; x <= 1250; x += 46) parts.push(`<rect x="${x}" y="${water - 82}" width="24" height="22" fill="${p.accent}"/>`);
  parts.push(ship(p, 300, water - 82, 980, 210, null, { cargo: 'bulk' }));
  parts.push(`<rect x="170" y="${water - 40}" width="1260" height="100" fill="${p.steel}"/>`);
  parts.push(`<rect x="170" y="${water - 40}" width="1260" height="8" fill="${p.accent}"/>`);
  for (const x of [260, 1340]) parts.push(`<rect x="${x}" y="${water - 300}" width="24" height="260" fill="${p.accent}"/>`);
  parts.push(`<rect x="0" y="${water + 60}" width="${W}" height="${H - water - 60}" fill="url(#sea)"/>`);
  for (let i = 0; i < 7; i++)
    parts.push(`<rect x="${120 + i * 210}" y="${water + 110 + (i % 3) * 40}" width="${90 + (i % 2) * 60}" height="4" fill="${p.light}" opacity="0.25"/>`);
  return parts.join('');
}

function hullRepair(p: Palette): string {
  const floor = 800;
  const parts = [sky(p, 900), sun(p, 1380, 140, 60)];
  // The stern quarter, close: the hull's curve, the rudder and a four-bladed propeller.
  parts.push(`<path d="M0,120 L1150,120 Q1240,360 1190,${floor - 150} L0,${floor - 150}Z" fill="${p.bottom}"/>`);
  parts.push(`<path d="M0,120 L1150,120 Q1190,230 1195,300 L0,300Z" fill="${p.hull}"/>`);
  parts.push(`<rect x="0" y="296" width="1196" height="8" fill="${p.light}" opacity="0.7"/>`);
  parts.push(`<path d="M1230,330 L1330,330 L1340,${floor - 160} L1240,${floor - 160}Z" fill="${p.bottom}"/>`);
  parts.push(`<rect x="1150" y="${floor - 160}" width="200" height="12" fill="${p.ink}" opacity="0.5"/>`);
  const cx = 1175;
  const cy = 470;
  for (const a of [20, 110, 200, 290]) {
    const rad = (a * Math.PI) / 180;
    const ex = cx + Math.cos(rad) * 150;
    const ey = cy + Math.sin(rad) * 150;
    parts.push(
      `<path d="M${cx},${cy} Q${r(cx + Math.cos(rad + 0.5) * 120)},${r(cy + Math.sin(rad + 0.5) * 120)} ${r(ex)},${r(ey)} Q${r(cx + Math.cos(rad - 0.3) * 90)},${r(cy + Math.sin(rad - 0.3) * 90)} ${cx},${cy}Z" fill="#c9a227"/>`,
    );
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="34" fill="#a88417"/>`);
  // Scaffolding along the hull, a cherry picker, the dock floor.
  for (let x = 60; x <= 900; x += 120) parts.push(`<rect x="${x}" y="160" width="8" height="${floor - 160}" fill="${p.light}" opacity="0.85"/>`);
  for (let y = 220; y <= floor - 40; y += 110) parts.push(`<rect x="40" y="${y}" width="880" height="8" fill="${p.light}" opacity="0.85"/>`);
  for (let y = 220; y <= floor - 150; y += 110) parts.push(`<rect x="40" y="${y - 10}" width="880" height="10" fill="${p.accent}" opacity="0.9"/>`);
  parts.push(`<rect x="${floor > 0 ? 980 : 0}" y="${floor - 60}" width="140" height="50" fill="${p.accent}"/>`);
  parts.push(`<line x1="1050" y1="${floor - 60}" x2="1000" y2="430" stroke="${p.ink}" stroke-width="14"/>`);
  parts.push(`<rect x="960" y="400" width="90" height="40" fill="${p.accent}"/>`);
  for (const x of [1005, 1090]) parts.push(`<circle cx="${x}" cy="${floor - 6}" r="18" fill="${p.ink}"/>`);
  parts.push(`<rect y="${floor}" width="${W}" height="${H - floor}" fill="${p.ground}"/>`);
  for (let x = 200; x <= 1000; x += 160) parts.push(`<rect x="${x}" y="${floor - 150}" width="60" height="150" fill="${p.ink}" opacity="0.6"/>`);
  return parts.join('');
}

function conversion(p: Palette): string {
  const water = 640;
  const parts = [sky(p, water), sun(p, 200, 160, 60)];
  parts.push(`<rect y="${water - 40}" width="${W}" height="80" fill="${p.ground}"/>`);
  parts.push(ship(p, 120, water + 110, 1050, 240, water, { cargo: 'tanker' }));
  parts.push(`<rect y="${water + 40}" width="${W}" height="${H - water - 40}" fill="url(#sea)" opacity="0.85"/>`);
  // A new module (a scrubber tower) lifted by a heavy crane on the quay.
  const mx = 520;
  parts.push(`<rect x="${mx}" y="250" width="150" height="190" fill="${p.light}"/>`);
  parts.push(`<rect x="${mx}" y="250" width="150" height="24" fill="${p.accent}"/>`);
  for (let i = 0; i < 4; i++) parts.push(`<rect x="${mx + 20 + i * 30}" y="300" width="14" height="110" fill="${p.steel}" opacity="0.6"/>`);
  parts.push(`<line x1="${mx + 10}" y1="250" x2="${mx + 75}" y2="160" stroke="${p.ink}" stroke-width="3"/>`);
  parts.push(`<line x1="${mx + 140}" y1="250" x2="${mx + 75}" y2="160" stroke="${p.ink}" stroke-width="3"/>`);
  parts.push(`<line x1="${mx + 75}" y1="160" x2="${mx + 75}" y2="90" stroke="${p.ink}" stroke-width="4"/>`);
  parts.push(`<rect x="1300" y="160" width="50" height="${water - 200}" fill="${p.accent}"/>`);
  parts.push(`<path d="M1325,170 L${mx + 75},80 L${mx + 75},100 L1325,200Z" fill="${p.accent}"/>`);
  parts.push(`<line x1="1325" y1="90" x2="${mx + 75}" y2="80" stroke="${p.ink}" stroke-width="3"/>`);
  parts.push(`<rect x="1325" y="60" width="10" height="110" fill="${p.ink}"/>`);
  parts.push(`<rect x="1250" y="${water - 80}" width="150" height="50" fill="${p.ink}"/>`);
  for (let i = 0; i < 6; i++)
    parts.push(`<rect x="${150 + i * 240}" y="${water + 90 + (i % 2) * 60}" width="110" height="4" fill="${p.light}" opacity="0.3"/>`);
  return parts.join('');
}

/** The yard seen from above: docks cut into the land, ships in them, quays, sheds and cranes. */
function yard(p: Palette): string {
  const parts = [
    `<rect width="${W}" height="${H}" fill="${p.ground}"/>`,
    '<defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${p.sea[0]}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient></defs>`,
  ];
  parts.push(`<path d="M0,700 L1600,560 L1600,900 L0,900Z" fill="url(#sea)"/>`);
  const dock = (x: number, y: number, w: number, h: number, shipLength: number) => {
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.ink}" opacity="0.85"/>`);
    const sx = x + 20;
    const sy = y + h / 2;
    const half = h * 0.28;
    parts.push(
      `<path d="M${sx},${sy - half} L${sx + shipLength - 60},${sy - half} Q${sx + shipLength},${sy} ${sx + shipLength - 60},${sy + half} L${sx},${sy + half}Z" fill="${p.hull}"/>`,
    );
    parts.push(`<rect x="${sx + 10}" y="${sy - half * 0.8}" width="${shipLength * 0.12}" height="${half * 1.6}" fill="${p.light}"/>`);
    for (let i = 0; i < 6; i++)
      parts.push(
        `<rect x="${sx + shipLength * 0.2 + i * shipLength * 0.11}" y="${sy - half * 0.6}" width="${shipLength * 0.07}" height="${half * 1.2}" fill="${p.steel}"/>`,
      );
    parts.push(`<rect x="${x + w}" y="${y - 6}" width="14" height="${h + 12}" fill="${p.accent}"/>`);
  };
  // Three graving docks running down to the sea.
  const rotation = '<g transform="rotate(-5 800 450)">';
  parts.push(rotation);
  dock(180, 140, 1000, 130, 820);
  dock(180, 320, 1150, 150, 1000);
  dock(180, 520, 820, 110, 640);
  parts.push('</g>');
  // Sheds and workshops, gantry rails.
  for (let i = 0; i < 4; i++)
    parts.push(`<rect x="${40 + i * 30}" y="${150 + i * 140}" width="100" height="110" fill="${p.light}" stroke="${p.steel}" stroke-width="4"/>`);
  parts.push(`<rect x="1280" y="80" width="260" height="160" fill="${p.light}" stroke="${p.steel}" stroke-width="4"/>`);
  for (let i = 0; i < 5; i++) parts.push(`<rect x="${1300 + i * 48}" y="100" width="30" height="120" fill="${p.steel}" opacity="0.3"/>`);
  for (const y of [110, 300, 490]) parts.push(`<rect x="150" y="${y}" width="1100" height="5" fill="${p.accent}" transform="rotate(-5 800 450)"/>`);
  // A floating dock moored off the yard.
  parts.push(`<rect x="1240" y="620" width="300" height="90" fill="${p.steel}" transform="rotate(-5 1390 665)"/>`);
  parts.push(`<rect x="1260" y="640" width="260" height="50" fill="${p.hull}" transform="rotate(-5 1390 665)"/>`);
  return parts.join('');
}

function cranes(p: Palette): string {
  const water = 660;
  const parts = [sky(p, water), sun(p, 800, 560, 140)];
  parts.push(`<rect y="${water - 20}" width="${W}" height="40" fill="${p.ink}"/>`);
  parts.push(gantry({ ...p, accent: p.ink }, 250, 760, water - 20, 200, 0.3));
  parts.push(luffing(p, 1000, water - 20, 320, 1, p.ink));
  parts.push(luffing(p, 1300, water - 20, 260, -1, p.ink));
  parts.push(luffing(p, 120, water - 20, 220, 1, p.ink));
  parts.push(
    ship({ ...p, hull: p.ink, bottom: p.ink, light: p.ink, accent: p.ink, steel: p.ink }, 900, water - 10, 620, 120, water - 20, { cargo: 'containers' }),
  );
  for (let i = 0; i < 8; i++)
    parts.push(`<rect x="${80 + i * 190}" y="${water + 60 + (i % 3) * 45}" width="${120 - (i % 2) * 40}" height="4" fill="${p.accent}" opacity="0.45"/>`);
  return parts.join('');
}

function office(p: Palette): string {
  const ground = 660;
  const parts = [sky(p, ground), sun(p, 1300, 180, 70)];
  parts.push(gantry(p, 900, 1500, ground, 220, 0.4));
  parts.push(`<rect y="${ground}" width="${W}" height="${H - ground}" fill="${p.ground}"/>`);
  parts.push(`<rect x="180" y="360" width="760" height="300" fill="${p.light}"/>`);
  parts.push(`<rect x="160" y="340" width="800" height="28" fill="${p.steel}"/>`);
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 8; col++)
      parts.push(`<rect x="${215 + col * 90}" y="${400 + row * 80}" width="60" height="50" fill="${p.steel}" opacity="${0.55 + ((row + col) % 3) * 0.12}"/>`);
  }
  parts.push(`<rect x="500" y="580" width="120" height="80" fill="${p.ink}"/>`);
  parts.push(`<rect x="150" y="${ground}" width="820" height="14" fill="${p.ink}" opacity="0.25"/>`);
  parts.push(`<rect x="1040" y="250" width="10" height="${ground - 250}" fill="${p.ink}"/>`);
  parts.push(`<path d="M1050,255 L1130,280 L1050,305Z" fill="${p.accent}"/>`);
  return parts.join('');
}

function buoy(p: Palette): string {
  const water = 560;
  const parts = [sky(p, water), sun(p, 1420, 150, 80)];
  for (let i = 0; i < 9; i++)
    parts.push(`<rect x="${60 + i * 180}" y="${water + 50 + (i % 4) * 70}" width="${140 - (i % 3) * 30}" height="5" fill="${p.light}" opacity="0.3"/>`);
  // A lone cardinal buoy, tilted by the swell.
  // Off to the right, where no text of the error page sits over it.
  parts.push('<g transform="translate(420 0) rotate(-8 800 600)">');
  parts.push(`<path d="M730,640 L870,640 L850,560 L750,560Z" fill="${p.accent}"/>`);
  parts.push(`<rect x="770" y="420" width="60" height="140" fill="${p.light}"/>`);
  parts.push(`<rect x="770" y="470" width="60" height="40" fill="${p.accent}"/>`);
  parts.push(`<path d="M800,330 L840,390 L760,390Z" fill="${p.light}"/>`);
  parts.push(`<rect x="796" y="390" width="8" height="30" fill="${p.light}"/>`);
  parts.push('</g>');
  parts.push(`<path d="M1060,640 Q1220,610 1380,640 L1380,660 Q1220,630 1060,660Z" fill="${p.light}" opacity="0.35"/>`);
  parts.push(`<rect y="${water}" width="${W}" height="${H - water}" fill="${p.sea[1]}" opacity="0.25"/>`);
  return parts.join('');
}

const DRAW: Record<Scene, (p: Palette) => string> = {
  'graving-dock': gravingDock,
  'floating-dock': floatingDock,
  'hull-repair': hullRepair,
  conversion,
  yard,
  cranes,
  office,
  buoy,
};

export type Shape = 'wide' | 'portrait' | 'square';

/** Where a narrow crop of each scene centres (x on the 1600-wide canvas): its subject. */
const FOCUS: Record<Scene, number> = {
  'graving-dock': 560,
  'floating-dock': 620,
  'hull-repair': 980,
  conversion: 640,
  yard: 700,
  cranes: 860,
  office: 560,
  buoy: 1220,
};

/** One scene in one palette as a whole SVG file; `portrait` (3:4) and `square` show the canvas's middle. */
export function drawScene(scene: Scene, palette: ScenePalette, shape: Shape = 'wide'): string {
  clipCount = 0;
  const width = shape === 'portrait' ? H * 0.75 : shape === 'square' ? H : W;
  const left = width === W ? 0 : Math.min(W - width, Math.max(0, FOCUS[scene] - width / 2));
  const viewBox = `${r(left)} 0 ${r(width)} ${H}`;
  const size = shape === 'portrait' ? 'width="750" height="1000"' : shape === 'square' ? 'width="400" height="400"' : `width="${W}" height="${H}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice" aria-hidden="true">${DRAW[scene](SCENE_PALETTES[palette])}</svg>\n`;
}

/** The logo: a dock with a ship on its blocks beside the group's name; light (for dark headers) or dark. */
export function logoSvg(tone: 'light' | 'dark'): string {
  const ink = tone === 'light' ? '#FFFFFF' : '#14293D';
  const sub = tone === 'light' ? '#FF9A3C' : '#B8470A';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="196" height="40" viewBox="0 0 196 40" role="img" aria-label="Meridian Drydocks">',
    `<path d="M3 12v22h34V12" fill="none" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M8 22h22l-3 6H11z" fill="${sub}"/>`,
    `<rect x="10" y="17" width="5" height="5" fill="${ink}"/>`,
    `<path d="M9 30h4M17 30h4M25 30h4" stroke="${ink}" stroke-width="2"/>`,
    `<path d="M3 6h34" stroke="${sub}" stroke-width="2.5"/><path d="M8 6v6M32 6v6" stroke="${sub}" stroke-width="2"/>`,
    `<text x="46" y="26.5" fill="${ink}" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="22" font-weight="700" letter-spacing="0.5">Meridian</text>`,
    `<text x="47" y="37" fill="${sub}" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="7.2" font-weight="600" letter-spacing="3.2">DRYDOCKS</text>`,
    '</svg>\n',
  ].join('\n');
}

export function faviconSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    '<rect width="64" height="64" rx="12" fill="#14293D"/>',
    '<path d="M10 20v32h44V20" fill="none" stroke="#FFFFFF" stroke-width="4" stroke-linejoin="round"/>',
    '<path d="M16 34h32l-4 9H20z" fill="#FF9A3C"/>',
    '<path d="M10 12h44" stroke="#FF9A3C" stroke-width="4"/>',
    '</svg>\n',
  ].join('\n');
}
