/** Small numeric helpers the benchmarks share. */

/** The middle value (the mean of the two middle ones for an even count); undefined when empty. */
export function median(values: readonly number[]): number | undefined {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** current / baseline, or undefined when either is missing or the baseline is zero. */
export function ratio(baseline: number | undefined, current: number | undefined): number | undefined {
  if (baseline === undefined || current === undefined || baseline === 0) return undefined;
  return current / baseline;
}
