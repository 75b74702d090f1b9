import type { IconDefinition } from '../icon-names.ts';

export default {
  strokes: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
    'M3.6 9h16.8',
    'M3.6 15h16.8',
    'M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9s1.2-6.4 3.7-9z',
  ],
} satisfies IconDefinition;
