import type { RewriteHandler } from './server-context.ts';

export type Phase = 'starting' | 'ready' | 'stopping';

/**
 * One signal `/readyz` reports: `ready: false` takes the instance out of the load balancer (load
 * shedding); a check that only informs (Redis down, the host serving from its own memory) stays
 * ready and says why in its other fields.
 */
export type ReadinessCheck = () => { ready: boolean } & Record<string, unknown>;

/** Where the process is in its life: load balancers send traffic only while it is ready. */
export interface Lifecycle {
  phase: Phase;
  /** Named signals `/readyz` adds to its answer (`redis`, `load`), registered at start. */
  checks: Record<string, ReadinessCheck>;
}

export function createLifecycle(): Lifecycle {
  return { phase: 'starting', checks: {} };
}

/** `/healthz`: liveness, cheap: the process answers. */
export const healthHandler: RewriteHandler = (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' });

/**
 * `/readyz`: 200 while ready and every check is ready, else 503. The answer names the phase and,
 * when checks are registered, each check's details: `{ status, checks: { redis: {…}, load: {…} } }`.
 * `status` is `not-ready` when the phase is ready but a check is not.
 */
export function createReadyHandler(lifecycle: Lifecycle): RewriteHandler {
  return (_request, reply) => {
    const names = Object.keys(lifecycle.checks);
    const checks = Object.fromEntries(names.map((name) => [name, lifecycle.checks[name]!()]));
    const allReady = Object.values(checks).every((check) => check.ready);
    const ready = lifecycle.phase === 'ready' && allReady;
    const status = lifecycle.phase === 'ready' && !allReady ? 'not-ready' : lifecycle.phase;
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(names.length > 0 ? { status, checks } : { status });
  };
}
