import type { IconDefinition } from '../icon-names.ts';

export default { strokes: ['M5 12.5l4.5 4.5L19 7.5'] } satisfies IconDefinition;
