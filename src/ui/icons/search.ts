import type { IconDefinition } from '../icon-names.ts';

export default { strokes: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M20 20l-4-4'] } satisfies IconDefinition;
