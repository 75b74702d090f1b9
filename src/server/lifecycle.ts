import type { RewriteHandler } from './server-context.ts';

export type Phase = 'starting' | 'ready' | 'stopping';

/** Where the process is in its life: load balancers send traffic only while it is ready. */
export interface Lifecycle {
  phase: Phase;
}

export function createLifecycle(): Lifecycle {
  return { phase: 'starting' };
}

/** `/healthz`: liveness, cheap: the process answers. */
export const healthHandler: RewriteHandler = (_request, reply) =>
  reply.header('cache-control', 'no-store').send({ status: 'ok' });

/** `/readyz`: 200 while ready, 503 while starting or shutting down. */
export function createReadyHandler(lifecycle: Lifecycle): RewriteHandler {
  return (_request, reply) =>
    reply
      .status(lifecycle.phase === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: lifecycle.phase });
}
