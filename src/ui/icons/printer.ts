import type { IconDefinition } from '../icon-names.ts';

export default {
  strokes: ['M7 9V4h10v5', 'M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2', 'M7 14h10v6H7z'],
} satisfies IconDefinition;
