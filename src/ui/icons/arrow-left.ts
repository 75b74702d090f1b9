import type { IconDefinition } from '../icon-names.ts';

export default { strokes: ['M19 12H5', 'M11 6l-6 6 6 6'], mirrorInRtl: true } satisfies IconDefinition;
