import type { IconDefinition } from '../icon-names.ts';

/** Facebook: the "f" in a circle. */
export default {
  fills: [
    'M12 2a10 10 0 0 0-1.6 19.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 12 2z',
  ],
} satisfies IconDefinition;
