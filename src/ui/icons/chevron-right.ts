import type { IconDefinition } from '../icon-names.ts';

export default { strokes: ['M9 6l6 6-6 6'], mirrorInRtl: true } satisfies IconDefinition;
