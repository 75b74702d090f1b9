/**
 * The art of the contact and country pages (our own SVG, flat like the rest of the site's art):
 * a banner per country, drawn once on a 1600 x 1000 scene and framed twice (1600 x 900 for
 * desktop, 750 x 1000 for phones), and the contact cards' pictures (640 x 400).
 */

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  sea: string;
  seaDeep: string;
  quay: string;
  crane: string;
  boxes: string[];
}

export type Landmark = 'towers' | 'dunes' | 'hills' | 'turbines' | 'mountains';

export interface Scene {
  title: string;
  palette: Palette;
  landmark: Landmark;
  /** A freight train along the quay (rail-served ports). */
  train?: boolean;
}

const W = 1600;
const H = 1000;
const SEA_Y = 640;

function landmark(kind: Landmark, colour: string): string {
  switch (kind) {
    case 'towers': {
      const towers = [
        [120, 70, 250],
        [210, 50, 190],
        [280, 90, 320],
        [395, 60, 230],
        [470, 40, 390],
        [540, 80, 270],
        [640, 55, 210],
        [1180, 60, 220],
        [1260, 90, 300],
        [1370, 50, 250],
        [1440, 70, 180],
        [1520, 60, 240],
      ];
      const blocks = towers.map(([x, w, h]) => `<rect x="${x}" y="${SEA_Y - h!}" width="${w}" height="${h}" fill="${colour}"/>`).join('');
      // One needle tower, the skyline's landmark.
      return `${blocks}<path d="M492 ${SEA_Y - 390} L502 ${SEA_Y - 520} L512 ${SEA_Y - 390} Z" fill="${colour}"/>`;
    }
    case 'dunes':
      return (
        `<path d="M0 ${SEA_Y - 60} Q200 ${SEA_Y - 170} 420 ${SEA_Y - 80} T860 ${SEA_Y - 90} T1300 ${SEA_Y - 120} T1600 ${SEA_Y - 70} V${SEA_Y} H0 Z" fill="${colour}"/>` +
        `<path d="M0 ${SEA_Y - 20} Q300 ${SEA_Y - 90} 640 ${SEA_Y - 30} T1600 ${SEA_Y - 40} V${SEA_Y} H0 Z" fill="${colour}" opacity="0.7"/>`
      );
    case 'hills':
      return (
        `<path d="M0 ${SEA_Y - 90} Q260 ${SEA_Y - 160} 520 ${SEA_Y - 100} T1040 ${SEA_Y - 110} T1600 ${SEA_Y - 130} V${SEA_Y} H0 Z" fill="${colour}"/>` +
        [150, 330, 1250, 1420]
          .map(
            (x) =>
              `<path d="M${x} ${SEA_Y - 60} q12 -70 24 0 z M${x + 10} ${SEA_Y - 100} q-30 10 -44 30 M${x + 14} ${SEA_Y - 100} q30 10 44 30" fill="${colour}" stroke="${colour}" stroke-width="6"/>`,
          )
          .join('')
      );
    case 'turbines':
      return (
        `<path d="M0 ${SEA_Y - 50} Q400 ${SEA_Y - 90} 800 ${SEA_Y - 60} T1600 ${SEA_Y - 70} V${SEA_Y} H0 Z" fill="${colour}"/>` +
        [180, 300, 420, 1200, 1330, 1460]
          .map((x, i) => {
            const top = SEA_Y - 230 + (i % 2) * 30;
            return `<rect x="${x - 3}" y="${top}" width="6" height="${SEA_Y - top}" fill="${colour}"/><g transform="translate(${x} ${top}) rotate(${i * 23})" fill="${colour}"><path d="M0 0 L-4 -70 L4 -70 Z"/><path d="M0 0 L-4 -70 L4 -70 Z" transform="rotate(120)"/><path d="M0 0 L-4 -70 L4 -70 Z" transform="rotate(240)"/></g>`;
          })
          .join('')
      );
    case 'mountains':
      return `<path d="M0 ${SEA_Y - 80} L180 ${SEA_Y - 260} L330 ${SEA_Y - 140} L520 ${SEA_Y - 320} L700 ${SEA_Y - 150} L880 ${SEA_Y - 240} L1060 ${SEA_Y - 120} L1260 ${SEA_Y - 300} L1440 ${SEA_Y - 170} L1600 ${SEA_Y - 230} V${SEA_Y} H0 Z" fill="${colour}"/>`;
  }
}

function waves(colour: string): string {
  const rows = [SEA_Y + 30, SEA_Y + 80, SEA_Y + 140, SEA_Y + 210];
  return rows
    .map((y, i) => {
      let d = `M0 ${y}`;
      for (let x = 0; x < W; x += 80) d += ` Q${x + 40} ${y - 8} ${x + 80} ${y}`;
      return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2" opacity="${(0.5 - i * 0.08).toFixed(2)}"/>`;
    })
    .join('');
}

/** A ship-to-shore crane: legs on the quay, boom out over the water. */
function crane(x: number, colour: string, scale = 1): string {
  const s = (n: number) => (n * scale).toFixed(1);
  const base = SEA_Y + 40;
  return (
    `<g fill="none" stroke="${colour}" stroke-width="${s(10)}" stroke-linecap="square">` +
    `<path d="M${x} ${base} V${base - +s(300)} M${x + +s(90)} ${base} V${base - +s(300)} M${x} ${base - +s(150)} H${x + +s(90)} M${x} ${base} L${x + +s(90)} ${base - +s(150)}"/>` +
    `<path d="M${x - +s(260)} ${base - +s(300)} H${x + +s(150)}" stroke-width="${s(14)}"/>` +
    `<path d="M${x + +s(45)} ${base - +s(300)} V${base - +s(390)} L${x - +s(260)} ${base - +s(300)} M${x + +s(45)} ${base - +s(390)} L${x + +s(150)} ${base - +s(300)}" stroke-width="${s(5)}"/>` +
    `</g><rect x="${x - +s(200)}" y="${base - +s(290)}" width="${s(34)}" height="${s(24)}" fill="${colour}"/>` +
    `<path d="M${x - +s(183)} ${base - +s(266)} V${base - +s(200)}" stroke="${colour}" stroke-width="${s(3)}"/>`
  );
}

function stacks(x0: number, y0: number, columns: number, rows: number, colours: string[], seed: number): string {
  let out = '';
  for (let c = 0; c < columns; c += 1) {
    const height = 1 + ((c * 7 + seed) % rows);
    for (let r = 0; r < height; r += 1) {
      const fill = colours[(c * 3 + r * 5 + seed) % colours.length];
      out += `<rect x="${x0 + c * 58}" y="${y0 - (r + 1) * 26}" width="56" height="24" fill="${fill}"/>`;
    }
  }
  return out;
}

function ship(x: number, palette: Palette): string {
  const deck = SEA_Y + 36;
  return (
    `<path d="M${x} ${deck} H${x + 620} L${x + 580} ${deck + 70} H${x + 40} Z" fill="${palette.crane}"/>` +
    `<rect x="${x + 520}" y="${deck - 90}" width="60" height="90" fill="#f4f1ea"/><rect x="${x + 530}" y="${deck - 80}" width="40" height="10" fill="${palette.seaDeep}"/>` +
    stacks(x + 30, deck, 8, 3, palette.boxes, 2)
  );
}

function train(palette: Palette): string {
  const y = SEA_Y + 255;
  let cars = '';
  for (let i = 0; i < 9; i += 1) {
    cars += `<rect x="${880 + i * 78}" y="${y - 30}" width="72" height="26" fill="${palette.boxes[i % palette.boxes.length]}"/><rect x="${878 + i * 78}" y="${y - 4}" width="76" height="6" fill="${palette.crane}"/>`;
  }
  return (
    `<rect x="0" y="${y + 4}" width="${W}" height="5" fill="${palette.crane}" opacity="0.6"/>` +
    `<path d="M800 ${y + 2} V${y - 34} H860 L874 ${y - 14} V${y + 2} Z" fill="${palette.crane}"/>${cars}`
  );
}

function scene(s: Scene): string {
  const p = s.palette;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>` +
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sea}"/><stop offset="1" stop-color="${p.seaDeep}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${SEA_Y}" fill="url(#sky)"/><circle cx="1120" cy="260" r="110" fill="${p.sun}" opacity="0.85"/>` +
    landmark(s.landmark, p.far) +
    `<rect y="${SEA_Y}" width="${W}" height="${H - SEA_Y}" fill="url(#sea)"/>${waves('#ffffff')}` +
    ship(120, p) +
    `<rect x="760" y="${SEA_Y + 40}" width="${W - 760}" height="${H - SEA_Y - 40}" fill="${p.quay}"/>` +
    crane(850, p.crane) +
    crane(1080, p.crane) +
    crane(1320, p.crane, 0.9) +
    stacks(820, SEA_Y + 220, 13, 4, p.boxes, 1) +
    (s.train ? train(p) : '')
  );
}

function svg(width: number, height: number, viewBox: string, title: string, body: string): string {
  const label = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" role="img" aria-label="${label}"><title>${label}</title>${body}</svg>\n`;
}

/** The desktop banner: the scene's upper 900 of its 1000 rows, less the top 50. */
export function bannerSvg(s: Scene): string {
  return svg(1600, 900, '0 60 1600 900', s.title, scene(s));
}

/** The phone banner: a 750-wide slice over the quay and cranes, full height. */
export function mobileBannerSvg(s: Scene): string {
  return svg(750, 1000, '720 0 750 1000', s.title, scene(s));
}

export type CardArt = 'tower' | 'terminal' | 'warehouse' | 'harbour-office' | 'media-desk';

/** A contact card's picture: a building or place in the site's flat style. */
export function cardSvg(kind: CardArt, title: string, p: Palette): string {
  const ground = `<rect y="330" width="640" height="70" fill="${p.quay}"/>`;
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs><rect width="640" height="400" fill="url(#sky)"/><circle cx="500" cy="110" r="50" fill="${p.sun}" opacity="0.85"/>`;
  const windows = (x: number, y: number, cols: number, rows: number, w: number, h: number) => {
    let out = '';
    for (let c = 0; c < cols; c += 1)
      for (let r = 0; r < rows; r += 1)
        out += `<rect x="${x + c * (w + 8)}" y="${y + r * (h + 8)}" width="${w}" height="${h}" fill="#f4f1ea" opacity="${0.5 + ((c + r) % 3) * 0.15}"/>`;
    return out;
  };
  let body = '';
  switch (kind) {
    case 'tower':
      body =
        `<rect x="230" y="60" width="180" height="270" fill="${p.crane}"/>${windows(246, 76, 6, 9, 18, 18)}<path d="M230 60 L320 20 L410 60 Z" fill="${p.far}"/>` +
        `<rect x="100" y="180" width="110" height="150" fill="${p.far}"/>${windows(112, 194, 4, 5, 16, 16)}<rect x="430" y="150" width="120" height="180" fill="${p.far}"/>${windows(442, 164, 4, 6, 18, 16)}`;
      break;
    case 'terminal':
      body =
        `<rect y="230" width="640" height="70" fill="${p.sea}"/><rect y="300" width="640" height="100" fill="${p.quay}"/>` +
        `<g stroke="${p.crane}" stroke-width="8" fill="none"><path d="M150 300 V140 M210 300 V140 M150 230 H210 M40 140 H280 M180 140 V100 L40 140 M180 100 L280 140"/>` +
        `<path d="M400 300 V160 M460 300 V160 M400 240 H460 M300 160 H530 M430 160 V124 L300 160 M430 124 L530 160"/></g>` +
        [0, 1, 2, 3, 4, 5, 6, 7]
          .map((i) => {
            const height = 1 + ((i * 5) % 3);
            return Array.from(
              { length: height },
              (_, r) => `<rect x="${30 + i * 74}" y="${366 - r * 24}" width="70" height="22" fill="${p.boxes[(i + r * 2) % p.boxes.length]}"/>`,
            ).join('');
          })
          .join('');
      break;
    case 'warehouse':
      body =
        `<path d="M60 330 V190 L200 140 L340 190 V330 Z" fill="${p.crane}"/><path d="M320 330 V200 L450 160 L580 200 V330 Z" fill="${p.far}"/>` +
        [90, 150, 210, 270, 350, 420, 490].map((x) => `<rect x="${x}" y="260" width="44" height="70" fill="#f4f1ea" opacity="0.7"/>`).join('') +
        `<rect x="40" y="340" width="140" height="34" fill="${p.boxes[0]}"/><rect x="180" y="352" width="40" height="22" fill="${p.crane}"/>`;
      break;
    case 'harbour-office':
      body =
        `<rect y="260" width="640" height="70" fill="${p.sea}"/><rect x="170" y="130" width="300" height="200" fill="${p.crane}"/>${windows(188, 150, 8, 4, 24, 26)}` +
        `<rect x="300" y="70" width="40" height="60" fill="${p.far}"/><circle cx="320" cy="62" r="14" fill="${p.sun}"/><path d="M40 300 H150 L140 320 H50 Z" fill="${p.far}"/>`;
      break;
    case 'media-desk':
      body =
        `<rect x="80" y="90" width="480" height="220" rx="10" fill="${p.crane}"/><rect x="100" y="110" width="280" height="180" fill="${p.sea}"/>` +
        `<path d="M100 250 L170 190 L230 230 L300 160 L380 210 V290 H100 Z" fill="${p.far}"/>` +
        [0, 1, 2, 3, 4].map((i) => `<rect x="400" y="${120 + i * 32}" width="${140 - (i % 2) * 40}" height="14" fill="#f4f1ea" opacity="0.8"/>`).join('');
      break;
  }
  return svg(640, 400, '0 0 640 400', title, sky + ground + body);
}
