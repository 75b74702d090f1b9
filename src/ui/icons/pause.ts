import type { IconDefinition } from '../icon-names.ts';

export default { fills: ['M6.5 5h3.5v14H6.5z', 'M14 5h3.5v14H14z'] } satisfies IconDefinition;
