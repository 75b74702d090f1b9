import type { IconDefinition } from '../icon-names.ts';

export default { strokes: ['M6 9l6 6 6-6'] } satisfies IconDefinition;
