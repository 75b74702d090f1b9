import type { IconDefinition } from '../icon-names.ts';

export default { strokes: ['M12 4v11', 'M7 10l5 5 5-5', 'M5 19h14'] } satisfies IconDefinition;
