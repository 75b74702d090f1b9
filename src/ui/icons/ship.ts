import type { IconDefinition } from '../icon-names.ts';

/** A container ship: hull, three stacked containers and the bridge. */
export default {
  strokes: [
    'M2.5 14.5h19l-2.6 4.7a1.5 1.5 0 0 1-1.3.8H6.4a1.5 1.5 0 0 1-1.3-.8z',
    'M5.5 14.5v-4h5v4',
    'M10.5 14.5v-4h5v4',
    'M8 10.5v-3.5h5v3.5',
    'M17.5 14.5V7.5H20v7',
  ],
} satisfies IconDefinition;
