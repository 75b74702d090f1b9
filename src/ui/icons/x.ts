import type { IconDefinition } from '../icon-names.ts';

/** X (formerly Twitter): the crossed X mark. */
export default {
  fills: ['M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z'],
} satisfies IconDefinition;
