/**
 * Our own SVG art for the tools: a logo (200 x 100, a badge with the tool's glyph) and a card
 * picture (640 x 400, a quay at dusk in the tool's palette) per tool, from six palettes.
 */
import type { Glyph } from './tools-data.ts';

const PALETTES = [
  { sky: ['#0A1E3C', '#1B4075'], sea: '#0E2C52', accent: '#2EC4C7', crane: '#F2A541' },
  { sky: ['#12305A', '#00778A'], sea: '#0B3D4F', accent: '#8FE3D8', crane: '#E4572E' },
  { sky: ['#1F4E79', '#5B8DB8'], sea: '#163A5C', accent: '#FFD166', crane: '#F2F5F8' },
  { sky: ['#0A1E3C', '#5A3E85'], sea: '#1A1F45', accent: '#F7A072', crane: '#2EC4C7' },
  { sky: ['#004E5A', '#2EC4C7'], sea: '#003B45', accent: '#FFFFFF', crane: '#F2A541' },
  { sky: ['#3A1F3D', '#B8470A'], sea: '#231A33', accent: '#FFD166', crane: '#F2F5F8' },
] as const;

/** The glyphs, drawn in white strokes on a 48 x 48 grid. */
const GLYPHS: Record<Glyph, string> = {
  ship: '<path d="M8 30h32l-5 8H13z"/><path d="M14 30v-8h20v8"/><path d="M20 22v-6h8v6"/>',
  container: '<rect x="8" y="14" width="32" height="20" rx="2"/><path d="M14 18v12M20 18v12M26 18v12M32 18v12"/>',
  calculator: '<rect x="12" y="8" width="24" height="32" rx="3"/><path d="M17 14h14v6H17z"/><path d="M17 26h2M23 26h2M29 26h2M17 32h2M23 32h2M29 32h2"/>',
  berth: '<path d="M6 34h36"/><path d="M12 34V20h24v14"/><path d="M18 20v-8l6-4 6 4v8"/>',
  card: '<rect x="7" y="13" width="34" height="22" rx="3"/><path d="M7 20h34M13 29h8"/>',
  shield: '<path d="M24 7l14 5v10c0 9-6 15-14 19C16 37 10 31 10 22V12z"/><path d="M18 24l4 4 8-9"/>',
  scale: '<path d="M24 8v30M14 38h20M10 14h28"/><path d="M10 14l-5 11h10zM38 14l-5 11h10z"/>',
  snow: '<path d="M24 6v36M8.4 15l31.2 18M8.4 33l31.2-18"/><path d="M20 9l4 4 4-4M20 39l4-4 4 4"/>',
  truck: '<rect x="6" y="14" width="22" height="16" rx="1"/><path d="M28 19h8l6 6v5H28z"/><circle cx="14" cy="34" r="3"/><circle cx="34" cy="34" r="3"/>',
  network: '<circle cx="24" cy="12" r="4"/><circle cx="11" cy="34" r="4"/><circle cx="37" cy="34" r="4"/><path d="M22 16l-9 14M26 16l9 14M15 34h18"/>',
  hazard: '<path d="M24 7l18 32H6z"/><path d="M24 19v10M24 33v1"/>',
  rail: '<rect x="12" y="7" width="24" height="26" rx="4"/><path d="M12 21h24M18 27h1M29 27h1M16 40l4-7M32 40l-4-7"/>',
  gate: '<path d="M8 40V12h6v28M34 40V12h6v28"/><path d="M14 18h20M14 26h20"/>',
  tug: '<path d="M6 32h36l-4 7H10z"/><path d="M12 32v-8h16v8M28 26h8v6"/><path d="M18 24v-8h5v8"/>',
  leaf: '<path d="M10 38C10 20 20 10 40 8c-2 20-12 30-30 30z"/><path d="M10 38l18-18"/>',
  document: '<path d="M13 6h16l8 8v28H13z"/><path d="M29 6v8h8M18 24h14M18 30h14M18 36h8"/>',
  phone: '<rect x="15" y="6" width="18" height="36" rx="3"/><path d="M21 36h6"/>',
  box: '<path d="M8 16l16-8 16 8v16l-16 8-16-8z"/><path d="M8 16l16 8 16-8M24 24v16"/>',
};

function glyph(name: Glyph, x: number, y: number, size: number, width: number): string {
  const scale = size / 48;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#FFFFFF" stroke-width="${width / scale}" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[name]}</g>`;
}

export function logoSvg(name: Glyph, palette: number): string {
  const p = PALETTES[palette % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect x="62" y="12" width="76" height="76" rx="18" fill="url(#g)"/>
<circle cx="124" cy="26" r="5" fill="${p.accent}"/>
${glyph(name, 76, 26, 48, 3.2)}
</svg>
`;
}

export function cardSvg(palette: number, seed: number): string {
  const p = PALETTES[palette % PALETTES.length]!;
  const stacks: string[] = [];
  const colours = ['#C8553D', '#2E86AB', '#F2A541', '#3C6E71', '#E4E6EB', '#8D6A9F'];
  for (let i = 0; i < 9; i += 1) {
    const h = 2 + ((seed + i * 7) % 4);
    for (let j = 0; j < h; j += 1) {
      const c = colours[(seed + i + j * 3) % colours.length];
      stacks.push(`<rect x="${300 + i * 34}" y="${300 - (j + 1) * 14}" width="32" height="13" fill="${c}" opacity="0.92"/>`);
    }
  }
  const craneX = 90 + (seed % 3) * 30;
  const crane = (x: number) =>
    `<g stroke="${p.crane}" stroke-width="5" fill="none" stroke-linejoin="round"><path d="M${x} 300V140M${x + 40} 300V140M${x - 10} 140h120M${x} 180h40M${x} 140l20-40 20 40"/><path d="M${x + 95} 140v60" stroke-width="2"/></g><rect x="${x + 85}" y="200" width="22" height="12" fill="${p.crane}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sea}"/><stop offset="1" stop-color="${p.sky[0]}"/></linearGradient>
</defs>
<rect width="640" height="400" fill="url(#sky)"/>
<circle cx="${520 - (seed % 4) * 40}" cy="90" r="34" fill="${p.accent}" opacity="0.35"/>
${crane(craneX)}
${crane(craneX + 130)}
${stacks.join('')}
<rect y="300" width="640" height="100" fill="url(#sea)"/>
<path d="M0 330h640M0 352h640M0 374h640" stroke="#FFFFFF" stroke-opacity="0.08" stroke-width="2"/>
</svg>
`;
}
