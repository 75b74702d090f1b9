import type { IconDefinition } from '../icon-names.ts';

export default { strokes: ['M6 6l12 12', 'M18 6L6 18'] } satisfies IconDefinition;
