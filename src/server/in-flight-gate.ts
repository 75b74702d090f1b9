/**
 * A cap on the expensive requests an instance works on at once (SHED_MAX_IN_FLIGHT). The mean
 * event-loop delay does not see a queue: with hundreds of connections each request gets its turn
 * every few milliseconds, yet waits seconds for all the others (bench/soak.ts measured 10–25 ms of
 * delay while requests queued for 0.5–2.7 s). The number of requests in flight is that queue
 * (Little's law: wait = in flight / throughput), so past the cap a new one is shed at once and the
 * ones taken keep a bounded wait.
 */
export interface InFlightGate {
  /** Takes a place; false when all are taken (the request is to be shed). Always true when off. */
  enter(): boolean;
  /** Gives a place back (once per successful enter). */
  leave(): void;
  readonly count: number;
  /** Every place taken: a new request would be shed. */
  readonly full: boolean;
  readonly max: number;
}

/** `max` 0 = no cap. */
export function createInFlightGate(max: number): InFlightGate {
  let count = 0;
  return {
    enter() {
      if (max > 0 && count >= max) return false;
      count++;
      return true;
    },
    leave() {
      if (count > 0) count--;
    },
    get count() {
      return count;
    },
    get full() {
      return max > 0 && count >= max;
    },
    max,
  };
}
