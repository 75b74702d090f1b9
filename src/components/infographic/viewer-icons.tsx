/** The viewer's four glyphs, drawn inline (decorative: every button has its own label). */
const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const PlusGlyph = () => (
  <svg {...common}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const MinusGlyph = () => (
  <svg {...common}>
    <path d="M5 12h14" />
  </svg>
);

export const CloseGlyph = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const ExpandGlyph = () => (
  <svg {...common}>
    <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
  </svg>
);
