import type { IconDefinition } from '../icon-names.ts';

/** Instagram: camera outline with lens and flash dot. */
export default {
  strokes: [
    'M7 2.8h10A4.2 4.2 0 0 1 21.2 7v10a4.2 4.2 0 0 1-4.2 4.2H7A4.2 4.2 0 0 1 2.8 17V7A4.2 4.2 0 0 1 7 2.8z',
    'M12 8.2a3.8 3.8 0 1 1 0 7.6 3.8 3.8 0 0 1 0-7.6z',
  ],
  fills: ['M17.4 5.4a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z'],
} satisfies IconDefinition;
