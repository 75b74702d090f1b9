import type { IconDefinition } from '../icon-names.ts';

export default {
  strokes: ['M4 15v-3a8 8 0 0 1 16 0v3', 'M4 15a2 2 0 0 1 2-2h1v7H6a2 2 0 0 1-2-2z', 'M20 15a2 2 0 0 0-2-2h-1v7h1a2 2 0 0 0 2-2z'],
} satisfies IconDefinition;
