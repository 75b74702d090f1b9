/**
 * The art of the sustainability and corporate pages: flat scenes (sky, sun, water or ground and one
 * motif: cranes and a ship, wind turbines, mangroves, a classroom, a desalination plant, people on
 * the quay, a boardroom, a conference stage…) drawn for any width and height, in the palettes of the
 * existing art. Our own plain SVG; nothing external.
 */

export interface Palette {
  sky: [string, string];
  sun: string;
  sea: [string, string];
  ink: string;
  accent: string;
  light: string;
  land: string;
}

export const PALETTES = {
  dawn: { sky: ['#f6c88f', '#fbe7c6'], sun: '#fff4dc', sea: ['#1f6f8b', '#0b3b55'], ink: '#0b2341', accent: '#e4572e', light: '#ffffff', land: '#d9a25f' },
  day: { sky: ['#8fc9e6', '#d6eef8'], sun: '#fff8e1', sea: ['#1d6fa5', '#0b2f57'], ink: '#0b2341', accent: '#f2a541', light: '#ffffff', land: '#5d8f6b' },
  teal: { sky: ['#0e4f5c', '#3d9a9a'], sun: '#f7e3a1', sea: ['#0a3d4a', '#05222b'], ink: '#041a21', accent: '#f2b134', light: '#d8f1ee', land: '#1f5a4a' },
  navy: { sky: ['#0b2341', '#234f86'], sun: '#9fd8e0', sea: ['#12304f', '#061426'], ink: '#030c18', accent: '#3fc1c9', light: '#dce8f7', land: '#16324f' },
  green: { sky: ['#bfe3c9', '#eef8ea'], sun: '#fffbe6', sea: ['#2b7a78', '#124845'], ink: '#0f3326', accent: '#f4a259', light: '#ffffff', land: '#2f6b45' },
  dusk: { sky: ['#2a2356', '#e07a5f'], sun: '#ffd59e', sea: ['#1c2c4c', '#0a1426'], ink: '#0a0f1f', accent: '#f2cc8f', light: '#f4f1de', land: '#3d405b' },
  sand: { sky: ['#e9b872', '#f8e3bd'], sun: '#fff7e6', sea: ['#2a7f9e', '#114b63'], ink: '#3b2412', accent: '#0b2341', light: '#fffaf0', land: '#c98a4b' },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export type Motif =
  | 'port'
  | 'wind'
  | 'mangrove'
  | 'classroom'
  | 'water'
  | 'people'
  | 'boardroom'
  | 'partners'
  | 'growth'
  | 'stage'
  | 'solar'
  | 'reports'
  | 'tug'
  | 'training'
  | 'greenport';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

/** A small deterministic pseudo-random sequence, so a re-run draws the same art. */
function seeded(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

interface Frame {
  w: number;
  h: number;
  horizon: number;
  s: number;
  p: Palette;
  rnd: () => number;
}

function backdrop(f: Frame, id: string): string {
  const { w, h, horizon, p } = f;
  const sunX = w * 0.78;
  const sunY = horizon * 0.42;
  return (
    `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>` +
    `<linearGradient id="${id}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sea[0]}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}s)"/>` +
    `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(70 * f.s)}" fill="${p.sun}" opacity="0.9"/>` +
    `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(110 * f.s)}" fill="${p.sun}" opacity="0.18"/>`
  );
}

function water(f: Frame, id: string): string {
  const { w, h, horizon, p } = f;
  return (
    `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="url(#${id}w)"/>` +
    range(7)
      .map((i) => {
        const y = horizon + 24 * f.s + (i * (h - horizon)) / 7;
        const x = f.rnd() * 0.6 * w;
        return `<path d="M${r1(x)} ${r1(y)} h${r1(w * (0.15 + f.rnd() * 0.25))}" stroke="${p.light}" stroke-opacity="0.18" stroke-width="${r1(3 * f.s)}" stroke-linecap="round"/>`;
      })
      .join('')
  );
}

function ground(f: Frame, colour = f.p.land): string {
  const { w, h, horizon } = f;
  return `<path d="M0 ${r1(horizon)} Q${r1(w * 0.3)} ${r1(horizon - 30 * f.s)} ${r1(w * 0.55)} ${r1(horizon - 6 * f.s)} T${w} ${r1(horizon - 20 * f.s)} V${h} H0 Z" fill="${colour}"/>`;
}

function quay(f: Frame, x0: number, x1: number): string {
  return `<rect x="${r1(x0)}" y="${r1(f.horizon - 14 * f.s)}" width="${r1(x1 - x0)}" height="${r1(26 * f.s)}" fill="${f.p.ink}" opacity="0.92"/>`;
}

function crane(f: Frame, x: number, scale: number, colour = f.p.ink): string {
  const s = f.s * scale;
  const base = f.horizon - 14 * f.s;
  const top = base - 330 * s;
  return (
    `<g fill="none" stroke="${colour}" stroke-width="${r1(9 * s)}" stroke-linejoin="round">` +
    `<path d="M${r1(x)} ${r1(base)} V${r1(top)} M${r1(x + 90 * s)} ${r1(base)} V${r1(top)} M${r1(x - 60 * s)} ${r1(top)} H${r1(x + 330 * s)} M${r1(x)} ${r1(base - 120 * s)} L${r1(x + 90 * s)} ${r1(base - 220 * s)} M${r1(x + 45 * s)} ${r1(top)} V${r1(top - 70 * s)} L${r1(x + 330 * s)} ${r1(top)} M${r1(x + 45 * s)} ${r1(top - 70 * s)} L${r1(x - 60 * s)} ${r1(top)}"/>` +
    `<path d="M${r1(x + 250 * s)} ${r1(top)} V${r1(top + 120 * s)}" stroke-width="${r1(3 * s)}"/></g>` +
    `<rect x="${r1(x + 232 * s)}" y="${r1(top + 120 * s)}" width="${r1(36 * s)}" height="${r1(18 * s)}" fill="${f.p.accent}"/>`
  );
}

function ship(f: Frame, x: number, scale: number, rows = 3): string {
  const s = f.s * scale;
  const y = f.horizon + 30 * s;
  const len = 620 * s;
  const colours = [f.p.accent, f.p.light, f.p.sea[0], f.p.sky[0], '#c8553d', '#2a9d8f'];
  const boxes = range(9)
    .flatMap((c) =>
      range(rows).map((r) => {
        const fill = colours[Math.floor(f.rnd() * colours.length)]!;
        return `<rect x="${r1(x + 40 * s + c * 54 * s)}" y="${r1(y - (r + 1) * 24 * s)}" width="${r1(50 * s)}" height="${r1(22 * s)}" fill="${fill}"/>`;
      }),
    )
    .join('');
  return (
    boxes +
    `<rect x="${r1(x + len - 120 * s)}" y="${r1(y - 96 * s)}" width="${r1(56 * s)}" height="${r1(96 * s)}" fill="${f.p.light}"/>` +
    `<rect x="${r1(x + len - 112 * s)}" y="${r1(y - 86 * s)}" width="${r1(40 * s)}" height="${r1(10 * s)}" fill="${f.p.sea[0]}"/>` +
    `<path d="M${r1(x)} ${r1(y)} H${r1(x + len)} L${r1(x + len - 50 * s)} ${r1(y + 64 * s)} H${r1(x + 30 * s)} Z" fill="${f.p.ink}"/>`
  );
}

function turbine(f: Frame, x: number, baseY: number, scale: number, angle: number): string {
  const s = f.s * scale;
  const hubY = baseY - 300 * s;
  const blade = (a: number) =>
    `<path d="M0 0 L${r1(-8 * s)} ${r1(-150 * s)} Q0 ${r1(-170 * s)} ${r1(8 * s)} ${r1(-150 * s)} Z" fill="${f.p.light}" transform="rotate(${a})"/>`;
  return (
    `<path d="M${r1(x - 8 * s)} ${r1(baseY)} L${r1(x - 3 * s)} ${r1(hubY)} H${r1(x + 3 * s)} L${r1(x + 8 * s)} ${r1(baseY)} Z" fill="${f.p.light}"/>` +
    `<g transform="translate(${r1(x)} ${r1(hubY)})">${blade(angle)}${blade(angle + 120)}${blade(angle + 240)}<circle r="${r1(9 * s)}" fill="${f.p.accent}"/></g>`
  );
}

function tree(f: Frame, x: number, y: number, scale: number, colour: string): string {
  const s = f.s * scale;
  const roots = range(5)
    .map(
      (i) =>
        `<path d="M${r1(x)} ${r1(y - 20 * s)} Q${r1(x + (i - 2) * 14 * s)} ${r1(y - 6 * s)} ${r1(x + (i - 2) * 22 * s)} ${r1(y + 14 * s)}" stroke="${f.p.ink}" stroke-opacity="0.7" stroke-width="${r1(3 * s)}" fill="none"/>`,
    )
    .join('');
  return (
    roots +
    `<rect x="${r1(x - 4 * s)}" y="${r1(y - 60 * s)}" width="${r1(8 * s)}" height="${r1(42 * s)}" fill="${f.p.ink}" opacity="0.8"/>` +
    `<ellipse cx="${r1(x)}" cy="${r1(y - 78 * s)}" rx="${r1(52 * s)}" ry="${r1(36 * s)}" fill="${colour}"/>` +
    `<ellipse cx="${r1(x - 26 * s)}" cy="${r1(y - 66 * s)}" rx="${r1(30 * s)}" ry="${r1(22 * s)}" fill="${colour}" opacity="0.85"/>`
  );
}

function person(f: Frame, x: number, y: number, scale: number, shirt: string, helmet = true): string {
  const s = f.s * scale;
  return (
    `<rect x="${r1(x - 16 * s)}" y="${r1(y - 80 * s)}" width="${r1(32 * s)}" height="${r1(50 * s)}" rx="${r1(10 * s)}" fill="${shirt}"/>` +
    `<rect x="${r1(x - 13 * s)}" y="${r1(y - 34 * s)}" width="${r1(11 * s)}" height="${r1(34 * s)}" fill="${f.p.ink}"/>` +
    `<rect x="${r1(x + 2 * s)}" y="${r1(y - 34 * s)}" width="${r1(11 * s)}" height="${r1(34 * s)}" fill="${f.p.ink}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y - 96 * s)}" r="${r1(14 * s)}" fill="#c68a5a"/>` +
    (helmet
      ? `<path d="M${r1(x - 17 * s)} ${r1(y - 100 * s)} A${r1(17 * s)} ${r1(15 * s)} 0 0 1 ${r1(x + 17 * s)} ${r1(y - 100 * s)} Z" fill="${f.p.accent}"/>`
      : `<path d="M${r1(x - 14 * s)} ${r1(y - 100 * s)} A${r1(14 * s)} ${r1(12 * s)} 0 0 1 ${r1(x + 14 * s)} ${r1(y - 100 * s)} Z" fill="${f.p.ink}"/>`)
  );
}

function building(f: Frame, x: number, w: number, h: number, colour: string): string {
  const base = f.horizon;
  const windows = range(Math.max(1, Math.floor(h / (40 * f.s))))
    .flatMap((r) =>
      range(Math.max(1, Math.floor(w / (34 * f.s)))).map(
        (c) =>
          `<rect x="${r1(x + 10 * f.s + c * 34 * f.s)}" y="${r1(base - h + 14 * f.s + r * 40 * f.s)}" width="${r1(18 * f.s)}" height="${r1(22 * f.s)}" fill="${f.p.light}" opacity="${f.rnd() > 0.4 ? 0.55 : 0.2}"/>`,
      ),
    )
    .join('');
  return `<rect x="${r1(x)}" y="${r1(base - h)}" width="${r1(w)}" height="${r1(h)}" fill="${colour}"/>` + windows;
}

function motif(f: Frame, kind: Motif): string {
  const { w, h, horizon, p, s } = f;
  switch (kind) {
    case 'port':
      return quay(f, w * 0.3, w) + crane(f, w * 0.38, 1) + crane(f, w * 0.6, 1.1) + crane(f, w * 0.8, 0.95) + ship(f, w * 0.36, 1.15);
    case 'greenport':
      return (
        range(4)
          .map((i) => turbine(f, w * (0.06 + i * 0.075), horizon - 2 * s, 0.55 + (i % 2) * 0.15, i * 41))
          .join('') +
        quay(f, w * 0.36, w) +
        crane(f, w * 0.42, 1) +
        crane(f, w * 0.64, 1.08) +
        ship(f, w * 0.4, 1.05)
      );
    case 'tug':
      return (
        quay(f, w * 0.55, w) +
        crane(f, w * 0.7, 0.9) +
        ship(f, w * 0.05, 0.9, 2) +
        `<path d="M${r1(w * 0.55)} ${r1(horizon + 90 * s)} h${r1(150 * s)} l${r1(-24 * s)} ${r1(40 * s)} h${r1(-110 * s)} Z" fill="${p.accent}"/><rect x="${r1(w * 0.58)}" y="${r1(horizon + 50 * s)}" width="${r1(50 * s)}" height="${r1(40 * s)}" fill="${p.light}"/>`
      );
    case 'wind':
      return (
        range(5)
          .map((i) => turbine(f, w * (0.12 + i * 0.19), horizon + 10 * s, 0.8 + (i % 2) * 0.35, i * 37))
          .join('') +
        quay(f, w * 0.55, w) +
        crane(f, w * 0.7, 0.8)
      );
    case 'solar':
      return (
        ground(f) +
        range(4)
          .map((r) =>
            range(7)
              .map((c) => {
                const x = w * 0.08 + c * 190 * s + r * 40 * s;
                const y = horizon + 40 * s + r * 70 * s;
                return `<path d="M${r1(x)} ${r1(y)} h${r1(160 * s)} l${r1(-24 * s)} ${r1(44 * s)} h${r1(-160 * s)} Z" fill="${p.sea[1]}" stroke="${p.light}" stroke-opacity="0.5" stroke-width="${r1(2 * s)}"/>`;
              })
              .join(''),
          )
          .join('') +
        turbine(f, w * 0.88, horizon, 1, 20)
      );
    case 'mangrove':
      return (
        range(11)
          .map((i) => tree(f, w * (0.03 + i * 0.095) + (f.rnd() - 0.5) * 30 * s, horizon + 14 * s, 0.9 + f.rnd() * 0.6, i % 2 ? p.land : '#2f7d4a'))
          .join('') +
        `<path d="M${r1(w * 0.6)} ${r1(horizon + 110 * s)} h${r1(90 * s)} l${r1(-14 * s)} ${r1(20 * s)} h${r1(-64 * s)} Z" fill="${p.light}"/>` +
        person(f, w * 0.63, horizon + 110 * s, 0.5, p.accent, false)
      );
    case 'water':
      return (
        ground(f, p.land) +
        range(4)
          .map(
            (i) =>
              `<rect x="${r1(w * 0.1 + i * 150 * s)}" y="${r1(horizon - 150 * s)}" width="${r1(120 * s)}" height="${r1(150 * s)}" rx="${r1(8 * s)}" fill="${p.light}"/><rect x="${r1(w * 0.1 + i * 150 * s)}" y="${r1(horizon - 110 * s)}" width="${r1(120 * s)}" height="${r1(14 * s)}" fill="${p.sea[0]}"/>`,
          )
          .join('') +
        range(3)
          .map(
            (i) =>
              `<ellipse cx="${r1(w * 0.62 + i * 170 * s)}" cy="${r1(horizon - 40 * s)}" rx="${r1(70 * s)}" ry="${r1(50 * s)}" fill="${p.sea[0]}"/><rect x="${r1(w * 0.62 + i * 170 * s - 70 * s)}" y="${r1(horizon - 40 * s)}" width="${r1(140 * s)}" height="${r1(40 * s)}" fill="${p.sea[0]}"/>`,
          )
          .join('') +
        `<path d="M${r1(w * 0.1)} ${r1(horizon + 40 * s)} H${r1(w * 0.95)}" stroke="${p.accent}" stroke-width="${r1(12 * s)}"/>`
      );
    case 'classroom': {
      const board =
        `<rect x="${r1(w * 0.12)}" y="${r1(h * 0.16)}" width="${r1(w * 0.5)}" height="${r1(h * 0.34)}" rx="${r1(10 * s)}" fill="${p.sea[1]}" stroke="${p.land}" stroke-width="${r1(14 * s)}"/>` +
        crane({ ...f, horizon: h * 0.47 }, w * 0.2, 0.45, p.light) +
        `<path d="M${r1(w * 0.4)} ${r1(h * 0.42)} l${r1(60 * s)} ${r1(-70 * s)} l${r1(50 * s)} ${r1(30 * s)} l${r1(70 * s)} ${r1(-90 * s)}" stroke="${p.accent}" stroke-width="${r1(6 * s)}" fill="none"/>`;
      const ps = h > w ? 1.8 : 0.9;
      const desks = range(3)
        .map((i) => {
          const x = w * (0.18 + i * 0.22);
          return (
            person(f, x, h * 0.86, ps, [p.accent, p.sea[0], '#2a9d8f'][i]!, false) +
            `<rect x="${r1(x - 70 * s)}" y="${r1(h * 0.78)}" width="${r1(140 * s)}" height="${r1(14 * s)}" fill="${p.land}"/>`
          );
        })
        .join('');
      return (
        `<rect y="${r1(h * 0.86)}" width="${w}" height="${r1(h * 0.14)}" fill="${p.land}" opacity="0.5"/>` +
        board +
        desks +
        `<rect x="${r1(w * 0.72)}" y="${r1(h * 0.12)}" width="${r1(w * 0.2)}" height="${r1(h * 0.5)}" fill="${p.light}" opacity="0.7"/><path d="M${r1(w * 0.82)} ${r1(h * 0.12)} V${r1(h * 0.62)} M${r1(w * 0.72)} ${r1(h * 0.37)} H${r1(w * 0.92)}" stroke="${p.land}" stroke-width="${r1(8 * s)}"/>` +
        person(f, w * 0.68, h * 0.86, ps * 1.15, p.ink, false)
      );
    }
    case 'training':
      return (
        quay(f, 0, w) +
        crane(f, w * 0.55, 1.1) +
        range(5)
          .map((i) => person(f, w * (0.12 + i * 0.08), horizon - 14 * s, 1, i === 2 ? p.sea[0] : p.accent))
          .join('')
      );
    case 'people':
      return (
        quay(f, 0, w) +
        crane(f, w * 0.62, 1) +
        ship(f, w * 0.55, 0.8, 2) +
        range(6)
          .map((i) => person(f, w * (0.08 + i * 0.075), horizon - 14 * s, 1.2, [p.accent, '#f2a541', p.sea[0], '#2a9d8f', p.accent, '#e9c46a'][i]!))
          .join('')
      );
    case 'boardroom':
      return (
        `<rect y="${r1(h * 0.7)}" width="${w}" height="${r1(h * 0.3)}" fill="${p.land}" opacity="0.45"/>` +
        `<rect x="${r1(w * 0.08)}" y="${r1(h * 0.1)}" width="${r1(w * 0.84)}" height="${r1(h * 0.42)}" fill="${p.light}" opacity="0.35"/>` +
        range(4)
          .map(
            (i) =>
              `<path d="M${r1(w * (0.08 + i * 0.28))} ${r1(h * 0.1)} V${r1(h * 0.52)}" stroke="${p.ink}" stroke-opacity="0.4" stroke-width="${r1(8 * s)}"/>`,
          )
          .join('') +
        crane({ ...f, horizon: h * 0.52 }, w * 0.55, 0.55, p.ink) +
        `<ellipse cx="${r1(w / 2)}" cy="${r1(h * 0.74)}" rx="${r1(w * 0.36)}" ry="${r1(h * 0.07)}" fill="${p.ink}"/>` +
        range(7)
          .map((i) => person(f, w * (0.2 + i * 0.1), h * 0.72, 0.9, i % 2 ? p.sea[0] : p.accent, false))
          .join('')
      );
    case 'partners':
      return (
        `<circle cx="${r1(w * 0.5)}" cy="${r1(horizon * 0.62)}" r="${r1(220 * s)}" fill="${p.light}" opacity="0.18"/>` +
        range(6)
          .map((i) => {
            const a = (i / 6) * Math.PI * 2;
            const x = w * 0.5 + Math.cos(a) * 260 * s;
            const y = horizon * 0.62 + Math.sin(a) * 150 * s;
            return `<path d="M${r1(w * 0.5)} ${r1(horizon * 0.62)} L${r1(x)} ${r1(y)}" stroke="${p.accent}" stroke-width="${r1(3 * s)}" stroke-dasharray="${r1(10 * s)} ${r1(8 * s)}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(16 * s)}" fill="${p.accent}"/>`;
          })
          .join('') +
        `<circle cx="${r1(w * 0.5)}" cy="${r1(horizon * 0.62)}" r="${r1(30 * s)}" fill="${p.light}"/>` +
        ship(f, w * 0.05, 0.75, 2) +
        ship(f, w * 0.58, 0.75, 3)
      );
    case 'growth':
      return (
        range(7)
          .map((i) => building(f, w * (0.04 + i * 0.135), w * 0.1, (160 + ((i * 97) % 260)) * s, i % 2 ? p.sea[0] : p.ink))
          .join('') +
        `<path d="M${r1(w * 0.06)} ${r1(horizon * 0.75)} L${r1(w * 0.3)} ${r1(horizon * 0.62)} L${r1(w * 0.48)} ${r1(horizon * 0.68)} L${r1(w * 0.7)} ${r1(horizon * 0.42)} L${r1(w * 0.92)} ${r1(horizon * 0.3)}" stroke="${p.accent}" stroke-width="${r1(10 * s)}" fill="none" stroke-linejoin="round"/>` +
        `<circle cx="${r1(w * 0.92)}" cy="${r1(horizon * 0.3)}" r="${r1(14 * s)}" fill="${p.accent}"/>`
      );
    case 'reports':
      return (
        range(3)
          .map(
            (i) =>
              `<rect x="${r1(w * 0.2 + i * 160 * s)}" y="${r1(h * 0.2 + i * 30 * s)}" width="${r1(300 * s)}" height="${r1(400 * s)}" rx="${r1(10 * s)}" fill="${p.light}" stroke="${p.ink}" stroke-opacity="0.25" stroke-width="${r1(3 * s)}"/>` +
              range(6)
                .map(
                  (l) =>
                    `<rect x="${r1(w * 0.2 + i * 160 * s + 30 * s)}" y="${r1(h * 0.2 + i * 30 * s + 40 * s + l * 36 * s)}" width="${r1((l === 0 ? 180 : 240 - ((l * 23) % 80)) * s)}" height="${r1(12 * s)}" fill="${l === 0 ? p.accent : p.sky[0]}" opacity="0.8"/>`,
                )
                .join(''),
          )
          .join('') +
        range(5)
          .map(
            (i) =>
              `<rect x="${r1(w * 0.62 + i * 60 * s)}" y="${r1(h * 0.75 - (60 + i * 45) * s)}" width="${r1(40 * s)}" height="${r1((60 + i * 45) * s)}" fill="${i === 4 ? p.accent : p.sea[0]}"/>`,
          )
          .join('') +
        `<rect y="${r1(h * 0.75)}" width="${w}" height="${r1(h * 0.25)}" fill="${p.land}" opacity="0.5"/>`
      );
    case 'stage':
      return (
        `<rect y="${r1(h * 0.62)}" width="${w}" height="${r1(h * 0.38)}" fill="${p.ink}"/>` +
        `<rect x="${r1(w * 0.2)}" y="${r1(h * 0.12)}" width="${r1(w * 0.6)}" height="${r1(h * 0.4)}" rx="${r1(8 * s)}" fill="${p.sea[1]}" stroke="${p.light}" stroke-opacity="0.6" stroke-width="${r1(6 * s)}"/>` +
        crane({ ...f, horizon: h * 0.48 }, w * 0.3, 0.4, p.light) +
        ship({ ...f, horizon: h * 0.4 }, w * 0.45, 0.35, 2) +
        `<rect x="${r1(w * 0.15)}" y="${r1(h * 0.56)}" width="${r1(w * 0.7)}" height="${r1(h * 0.06)}" fill="${p.land}"/>` +
        person(f, w * 0.7, h * 0.56, 1, p.accent, false) +
        `<rect x="${r1(w * 0.64)}" y="${r1(h * 0.47)}" width="${r1(24 * s)}" height="${r1(h * 0.09)}" fill="${p.light}" opacity="0.8"/>` +
        range(9)
          .map(
            (i) =>
              `<circle cx="${r1(w * (0.06 + i * 0.11))}" cy="${r1(h * 0.84)}" r="${r1(26 * s)}" fill="${p.sea[0]}"/><rect x="${r1(w * (0.06 + i * 0.11) - 34 * s)}" y="${r1(h * 0.84 + 20 * s)}" width="${r1(68 * s)}" height="${r1(90 * s)}" rx="${r1(20 * s)}" fill="${p.sea[0]}"/>`,
          )
          .join('')
      );
  }
}

const HORIZON: Partial<Record<Motif, number>> = { solar: 0.58, water: 0.62, classroom: 1, boardroom: 1, stage: 1, reports: 1, growth: 0.8 };

/** A scene `w` x `h` with a title for screen readers (the alt text lives in the content). */
export function sceneSvg(kind: Motif, palette: PaletteName, w: number, h: number, title: string): string {
  const p: Palette = PALETTES[palette];
  const portrait = h > w;
  const s = portrait ? w / 1150 : Math.min(w / 1600, h / 900);
  const horizon = h * (HORIZON[kind] ?? (portrait ? 0.6 : 0.66));
  const f: Frame = { w, h, horizon, s, p, rnd: seeded(`${kind}-${palette}-${w}x${h}`) };
  const id = `${kind.slice(0, 3)}${palette.slice(0, 2)}`;
  const seaScene = !['classroom', 'boardroom', 'stage', 'reports', 'growth'].includes(kind);
  const body = backdrop(f, id) + (seaScene ? water(f, id) : kind === 'growth' ? ground(f, p.sea[1]) : '') + motif(f, kind);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

export interface ChartBar {
  label: string;
  value: number;
  note?: string;
}

/**
 * An infographic: a headline, a bar chart of `bars` and a few captions, in one language (the
 * direction follows it). 1600 x 1000.
 */
export function infographicSvg(lang: 'en' | 'ar', palette: PaletteName, title: string, unit: string, bars: ChartBar[], captions: string[]): string {
  const p: Palette = PALETTES[palette];
  const W = 1600;
  const H = 1000;
  const rtl = lang === 'ar';
  const font = rtl ? 'Tahoma, Arial, sans-serif' : 'Helvetica, Arial, sans-serif';
  const max = Math.max(...bars.map((b) => b.value));
  const slot = 1000 / bars.length;
  // Right to left mirrors the layout: the chart reads from the right, the captions sit on the left.
  const X = (x: number): number => (rtl ? W - x : x);
  const start = rtl ? 'end' : 'start';
  const chart = bars
    .map((b, i) => {
      const bh = (b.value / max) * 420;
      const centre = X(120 + i * slot + slot * 0.5);
      return (
        `<rect x="${r1(centre - slot * 0.3)}" y="${r1(760 - bh)}" width="${r1(slot * 0.6)}" height="${r1(bh)}" rx="6" fill="${b.note ? p.accent : p.light}" opacity="${b.note ? 1 : 0.85}"/>` +
        `<text x="${r1(centre)}" y="${r1(740 - bh)}" text-anchor="middle" font-size="34" font-weight="700" fill="${p.light}">${escapeXml(b.value.toLocaleString('en-GB'))}</text>` +
        `<text x="${r1(centre)}" y="810" text-anchor="middle" font-size="30" fill="${p.light}">${escapeXml(b.label)}</text>`
      );
    })
    .join('');
  const caps = captions
    .map(
      (c, i) =>
        `<circle cx="${X(1170)}" cy="${330 + i * 130}" r="12" fill="${p.accent}"/>` +
        wrap(c, 24)
          .map(
            (line, l) =>
              `<text x="${X(1200)}" y="${r1(340 + i * 130 + l * 36)}" text-anchor="${start}" font-size="28" fill="${p.light}">${escapeXml(line)}</text>`,
          )
          .join(''),
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(title)}" font-family="${font}">` +
    `<title>${escapeXml(title)}</title><rect width="${W}" height="${H}" fill="${p.sky[0]}"/>` +
    `<rect x="0" y="${H - 120}" width="${W}" height="120" fill="${p.sea[1]}"/>` +
    `<text x="${X(100)}" y="130" text-anchor="${start}" font-size="56" font-weight="700" fill="${p.light}">${escapeXml(title)}</text>` +
    `<text x="${X(100)}" y="190" text-anchor="${start}" font-size="30" fill="${p.light}" opacity="0.8">${escapeXml(unit)}</text>` +
    `<path d="M${X(120)} 760 H${X(1120)}" stroke="${p.light}" stroke-opacity="0.5" stroke-width="3"/>` +
    chart +
    caps +
    `<text x="${X(100)}" y="${H - 50}" text-anchor="${start}" font-size="26" fill="${p.light}" opacity="0.85">${escapeXml(rtl ? 'ميريديان للموانئ والخدمات اللوجستية' : 'Meridian Ports & Logistics')}</text></svg>\n`
  );
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A partner's word mark, 240 x 80, in the style of the existing partner logos. */
export function logoSvg(name: string, kind: string, colour: string, mark: 'wave' | 'book' | 'spark'): string {
  const shapes = {
    wave: `<circle cx="37" cy="40" r="24" fill="${colour}"/><path d="M19 42q9-8 18 0t18 0" stroke="#fff" stroke-width="4" fill="none"/><path d="M21 52q8-7 16 0t16 0" stroke="#fff" stroke-width="3" fill="none" opacity="0.7"/>`,
    book: `<path d="M14 24l23 6 23-6v34l-23 6-23-6z" fill="${colour}"/><path d="M37 30v34" stroke="#fff" stroke-width="3"/>`,
    spark: `<path d="M40 12l-18 32h14l-6 24 22-34h-14z" fill="${colour}"/>`,
  }[mark];
  const label = escapeXml(`${name} ${kind.toLowerCase()} logo`.replace(/^(\S+)/, (w) => w));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${label}"><title>${label}</title><rect width="240" height="80" fill="#fff"/>${shapes}` +
    `<text x="76" y="38" font-family="Inter, Arial, sans-serif" font-size="19" font-weight="700" fill="#0a1e3c">${escapeXml(name)}</text>` +
    `<text x="76" y="58" font-family="Inter, Arial, sans-serif" font-size="13" letter-spacing="1.5" fill="${colour}">${escapeXml(kind)}</text></svg>\n`
  );
}
