import type { IconDefinition } from '../icon-names.ts';

export default { strokes: ['M15 6l-6 6 6 6'], mirrorInRtl: true } satisfies IconDefinition;
