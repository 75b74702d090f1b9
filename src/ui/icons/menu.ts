import type { IconDefinition } from '../icon-names.ts';

export default { strokes: ['M4 7h16', 'M4 12h16', 'M4 17h16'] } satisfies IconDefinition;
