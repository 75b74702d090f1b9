import type { IconDefinition } from '../icon-names.ts';

export default {
  strokes: ['M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z', 'M4 10h16', 'M8 3v4', 'M16 3v4'],
} satisfies IconDefinition;
