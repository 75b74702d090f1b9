import type { IconDefinition } from '../icon-names.ts';

export default { fills: ['M8 5.3v13.4a.8.8 0 0 0 1.2.7l10.6-6.7a.8.8 0 0 0 0-1.4L9.2 4.6A.8.8 0 0 0 8 5.3z'] } satisfies IconDefinition;
