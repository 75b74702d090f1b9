import type { IconDefinition } from '../icon-names.ts';

/** LinkedIn: the "in" mark in a rounded square. */
export default {
  fills: [
    'M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm1.8 7.4V18h2.8V9.4zM7.2 5.2a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zM10.6 9.4V18h2.8v-4.6c0-1.2.4-2.1 1.6-2.1 1.1 0 1.4.9 1.4 2.1V18h2.8v-5.2c0-2.6-1.2-3.6-3.1-3.6-1.3 0-2.2.6-2.6 1.3V9.4z',
  ],
} satisfies IconDefinition;
