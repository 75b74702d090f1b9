/**
 * How long a test waits for a state that is reached in milliseconds: ten seconds, instead of
 * vitest's one for `vi.waitFor` (pass it as the options) and for `expect.poll` (vitest.config.ts
 * takes it from here). A worker shares the two cores with two others and their Chromiums, and a
 * second of starvation is not a failure.
 */
export const UNDER_LOAD = { timeout: 10_000 } as const;
