import type { IconDefinition } from '../icon-names.ts';

export default { fills: ['M7 6h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z'] } satisfies IconDefinition;
