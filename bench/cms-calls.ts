/**
 * What a site asked the fake CMS while it was loaded: the difference of the fake CMS's call
 * counts (`GET /__stats`: `layout:/sxa`, `dictionary`, `graphql-other`…) before and after each
 * load, summed over the loads, and put per page request.
 */

export type CallCounts = Record<string, number>;

/** Adds `after - before`, key by key, to `total`. */
export function addCallsBetween(total: Map<string, number>, before: CallCounts, after: CallCounts): void {
  for (const [key, n] of Object.entries(after)) {
    const added = n - (before[key] ?? 0);
    if (added > 0) total.set(key, (total.get(key) ?? 0) + added);
  }
}

/** `2 CMS calls for 4321 requests (0.0005 per request: layout:/sxa 2)`. */
export function describeCmsCalls(total: ReadonlyMap<string, number>, requests: number): string {
  const calls = [...total.values()].reduce((sum, n) => sum + n, 0);
  const per = (n: number) => {
    if (requests === 0) return 'n/a';
    const value = n / requests;
    return value === 0 || value >= 0.1 ? value.toFixed(2) : value.toPrecision(1);
  };
  const kinds = [...total].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `${key} ${per(n)}`);
  return `${calls} CMS calls for ${requests} requests (${per(calls)} per request${kinds.length ? `: ${kinds.join(', ')}` : ''})`;
}
