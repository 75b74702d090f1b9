/**
 * Options for `vi.waitFor` on a state that is reached in milliseconds: ten seconds, as
 * `expect.poll` has (vitest.config.ts), instead of vitest's default of one. A worker shares the two
 * cores with two others and their Chromiums, and one second of starvation is not a failure.
 */
export const UNDER_LOAD = { timeout: 10_000 } as const;
