import type { IconDefinition } from '../icon-names.ts';

export default { strokes: ['M5 12h14', 'M13 6l6 6-6 6'], mirrorInRtl: true } satisfies IconDefinition;
