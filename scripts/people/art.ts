/**
 * The leaders' portraits: abstract illustrated figures (no faces, flat shapes and soft light) on a
 * gradient with a few port-like lines behind, 800 x 1000, each in colours of its own. Our own art,
 * plain SVG, nothing from elsewhere. `portraitSvg(meta)`; `leadershipHeroSvg()` for /about/leadership.
 */
import type { LeaderMeta, PortraitStyle } from './types.ts';

const W = 800;
const H = 1000;

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number): number => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function backdrop(p: PortraitStyle, id: string, seed: number): string {
  const lines = Array.from({ length: 5 }, (_, i) => {
    const y = 180 + i * 90 + (seed % 3) * 14;
    return `<path d="M0 ${y} L${W} ${y - 120 + (seed % 5) * 20}" stroke="${p.halo}" stroke-opacity="0.08" stroke-width="2"/>`;
  }).join('');
  const cx = seed % 2 === 0 ? 610 : 190;
  return (
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.backdrop[0]}"/><stop offset="1" stop-color="${p.backdrop[1]}"/></linearGradient>` +
    `<radialGradient id="${id}-light" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>` +
    `<circle cx="${cx}" cy="300" r="250" fill="${p.halo}" fill-opacity="0.14"/>` +
    `<circle cx="${W - cx}" cy="760" r="170" fill="none" stroke="${p.halo}" stroke-opacity="0.18" stroke-width="3"/>` +
    lines
  );
}

/** Hair behind the head (long hair, bob, headscarf drape). */
function hairBack(p: PortraitStyle): string {
  switch (p.hairStyle) {
    case 'long':
      return `<path d="M262 430 C250 300 320 250 400 250 C480 250 550 300 538 430 L560 760 C500 800 300 800 240 760 Z" fill="${p.hair}"/>`;
    case 'bob':
      return `<path d="M268 440 C255 300 320 255 400 255 C480 255 545 300 532 440 L540 600 C500 630 300 630 260 600 Z" fill="${p.hair}"/>`;
    case 'headscarf':
      return `<path d="M250 470 C240 300 320 240 400 240 C480 240 560 300 550 470 L600 800 C520 840 280 840 200 800 Z" fill="${p.hair}"/>`;
    case 'ghutra':
      return (
        `<path d="M255 440 C250 300 320 250 400 250 C480 250 550 300 545 440 L610 820 C540 850 260 850 190 820 Z" fill="${p.hair}"/>` +
        `<path d="M300 520 L250 820 M500 520 L550 820" stroke="${shade(p.hair, -0.12)}" stroke-width="3" fill="none"/>`
      );
    default:
      return '';
  }
}

/** Hair on top of the head. */
function hairFront(p: PortraitStyle): string {
  switch (p.hairStyle) {
    case 'short':
      return `<path d="M282 440 C270 330 330 292 400 292 C470 292 530 330 518 440 C505 380 470 350 400 352 C340 352 300 380 282 440 Z" fill="${p.hair}"/>`;
    case 'crop':
      return `<path d="M284 420 C285 335 335 305 400 305 C465 305 515 335 516 420 C495 370 460 345 400 345 C340 345 305 370 284 420 Z" fill="${p.hair}" fill-opacity="0.92"/>`;
    case 'long':
      return `<path d="M280 470 C265 320 330 280 400 282 C480 284 535 330 520 470 C500 390 470 350 420 345 C380 380 320 400 280 470 Z" fill="${p.hair}"/>`;
    case 'bob':
      return `<path d="M282 470 C270 320 335 282 400 282 C470 282 532 320 518 470 C510 400 470 360 400 356 C340 356 295 400 282 470 Z" fill="${p.hair}"/>`;
    case 'bun':
      return (
        `<circle cx="400" cy="268" r="62" fill="${p.hair}"/>` +
        `<path d="M282 440 C272 330 335 296 400 296 C465 296 528 330 518 440 C500 375 460 350 400 350 C340 350 300 375 282 440 Z" fill="${p.hair}"/>`
      );
    case 'headscarf':
      return (
        `<path d="M262 500 C250 320 325 268 400 268 C475 268 550 320 538 500 C530 420 500 352 400 350 C300 352 270 420 262 500 Z" fill="${p.hair}"/>` +
        `<path d="M262 500 C280 620 330 680 400 690 C470 680 520 620 538 500 L560 640 C520 720 460 750 400 752 C340 750 280 720 240 640 Z" fill="${p.hair}"/>`
      );
    case 'ghutra':
      return (
        `<path d="M268 480 C258 320 330 268 400 268 C470 268 542 320 532 480 C520 400 490 356 400 354 C310 356 280 400 268 480 Z" fill="${p.hair}"/>` +
        `<path d="M284 352 C320 318 480 318 516 352" stroke="#1b1b1f" stroke-width="14" fill="none" stroke-linecap="round"/>` +
        `<path d="M290 372 C326 340 474 340 510 372" stroke="#1b1b1f" stroke-width="10" fill="none" stroke-linecap="round"/>`
      );
    default:
      return '';
  }
}

function torso(p: PortraitStyle): string {
  const dark = shade(p.jacket, -0.25);
  const collar =
    p.hairStyle === 'ghutra' || p.hairStyle === 'headscarf'
      ? `<path d="M360 760 L400 830 L440 760" stroke="${shade(p.jacket, -0.1)}" stroke-width="4" fill="none"/>`
      : `<path d="M340 752 L400 880 L460 752 L430 740 L400 800 L370 740 Z" fill="${p.shirt}"/>` +
        (p.tie ? `<path d="M392 800 L408 800 L418 900 L400 930 L382 900 Z" fill="${p.tie}"/>` : '') +
        `<path d="M330 760 L400 930 L300 860 L290 790 Z" fill="${dark}" fill-opacity="0.55"/>` +
        `<path d="M470 760 L400 930 L500 860 L510 790 Z" fill="${dark}" fill-opacity="0.55"/>`;
  return `<path d="M80 1000 C90 850 200 770 340 748 L460 748 C600 770 710 850 720 1000 Z" fill="${p.jacket}"/>` + collar;
}

function head(p: PortraitStyle, id: string): string {
  const shadow = shade(p.skin, -0.18);
  const covered = p.hairStyle === 'headscarf';
  const ears =
    covered || p.hairStyle === 'ghutra'
      ? ''
      : `<ellipse cx="282" cy="480" rx="20" ry="34" fill="${shadow}"/><ellipse cx="518" cy="480" rx="20" ry="34" fill="${shadow}"/>`;
  const neck = covered ? '' : `<path d="M352 600 L352 740 C370 770 430 770 448 740 L448 600 Z" fill="${shadow}"/>`;
  const beard = p.beard
    ? `<path d="M292 500 C300 620 350 660 400 662 C450 660 500 620 508 500 C490 560 460 590 400 592 C340 590 310 560 292 500 Z" fill="${p.hairStyle === 'ghutra' ? '#2a211c' : p.hair}" fill-opacity="0.85"/>`
    : '';
  const glasses = p.glasses
    ? `<g fill="none" stroke="#15181d" stroke-width="5" stroke-opacity="0.75"><rect x="318" y="452" width="66" height="44" rx="14"/><rect x="416" y="452" width="66" height="44" rx="14"/><path d="M384 470 L416 470"/></g>`
    : '';
  return (
    neck +
    ears +
    `<ellipse cx="400" cy="480" rx="118" ry="150" fill="${p.skin}"/>` +
    `<ellipse cx="400" cy="480" rx="118" ry="150" fill="url(#${id}-light)"/>` +
    `<path d="M400 330 C470 340 518 400 518 480 C518 560 470 620 400 630 C455 600 480 540 480 480 C480 410 455 350 400 330 Z" fill="${shadow}" fill-opacity="0.35"/>` +
    beard +
    glasses
  );
}

/** A leader's portrait, 800 x 1000. */
export function portraitSvg(meta: LeaderMeta, index: number): string {
  const p = meta.portrait;
  const id = `p-${meta.slug}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    backdrop(p, id, index) +
    hairBack(p) +
    torso(p) +
    head(p, id) +
    hairFront(p) +
    `</svg>\n`
  );
}

/**
 * The /about/leadership hero, 1600 x 900: a group of figures on the quay at dusk, cranes behind,
 * kept to the end side of the picture so the hero's text (on the start side) stays on calm
 * ground; `side` 'left' draws them for right-to-left pages.
 */
export function leadershipHeroSvg(leaders: readonly LeaderMeta[], side: 'right' | 'left' = 'right'): string {
  const group = leaders.slice(0, 6);
  const figures = group.map((meta, i) => {
    // Two rows: the back row (odd) higher and smaller.
    const back = i % 2 === 1;
    const x = 1010 + i * 96;
    const y = back ? 520 : 560;
    const scale = back ? 0.82 : 1;
    const p = meta.portrait;
    const covered = p.hairStyle === 'headscarf' || p.hairStyle === 'ghutra';
    const hair = covered
      ? `<path d="M-58 120 C-60 50 -28 34 0 34 C28 34 60 50 58 120 L70 200 C36 214 -36 214 -70 200 Z" fill="${p.hair}"/>`
      : p.hairStyle === 'long' || p.hairStyle === 'bob'
        ? `<path d="M-52 130 C-56 60 -30 44 0 44 C30 44 56 60 52 130 L56 170 C30 180 -30 180 -56 170 Z" fill="${p.hair}"/>`
        : '';
    const top = covered ? '' : `<path d="M-46 96 C-44 60 -24 48 0 48 C24 48 44 60 46 96 C34 76 20 72 0 72 C-20 72 -34 76 -46 96 Z" fill="${p.hair}"/>`;
    return {
      back,
      svg:
        `<g transform="translate(${x} ${y}) scale(${scale})">${hair}` +
        `<path d="M-80 340 C-76 230 -40 186 0 184 C40 186 76 230 80 340 Z" fill="${p.jacket}"/>` +
        `<circle cx="0" cy="110" r="${covered ? 42 : 46}" fill="${p.skin}"/>` +
        top +
        `</g>`,
    };
  });
  const people = [...figures.filter((f) => f.back), ...figures.filter((f) => !f.back)].map((f) => f.svg).join('');
  const cranes = Array.from({ length: 4 }, (_, i) => {
    const x = 900 + i * 170;
    return `<path d="M${x} 700 L${x} 330 M${x - 20} 330 L${x + 130} 330 M${x} 366 L${x + 96} 330" stroke="#dce8f7" stroke-opacity="0.16" stroke-width="7" fill="none"/>`;
  }).join('');
  const scene =
    `<circle cx="1300" cy="210" r="96" fill="#f2b134" fill-opacity="0.8"/>` +
    cranes +
    `<rect y="700" width="1600" height="200" fill="#0a1a30"/>` +
    Array.from(
      { length: 4 },
      (_, i) =>
        `<path d="M0 ${740 + i * 36} Q400 ${730 + i * 36} 800 ${740 + i * 36} T1600 ${740 + i * 36}" stroke="#dce8f7" stroke-opacity="0.08" stroke-width="3" fill="none"/>`,
    ).join('') +
    `<rect x="900" y="880" width="700" height="20" fill="#050f1e"/>` +
    people;
  const flip = side === 'left' ? ' transform="translate(1600 0) scale(-1 1)"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" role="img">` +
    `<defs><linearGradient id="lh-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2341"/><stop offset="0.7" stop-color="#1f4e89"/><stop offset="1" stop-color="#2a8c8c"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#lh-sky)"/>` +
    `<g${flip}>${scene}</g>` +
    `</svg>\n`
  );
}
