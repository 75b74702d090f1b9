/**
 * The server's memory from the outside: resident memory from /proc/{pid}/status (what the kernel
 * and a container's memory limit count), and where it goes from the server's own Prometheus
 * metrics (prom-client's default process metrics): V8 heap used and reserved, memory outside the
 * heap (Buffers: the page cache's compressed pages, the block memo's HTML).
 */

export interface MemoryBreakdown {
  rssMb: number | undefined;
  heapUsedMb: number | undefined;
  heapTotalMb: number | undefined;
  externalMb: number | undefined;
}

const MB = 1024 * 1024;

/** VmRSS of a process in MiB from the text of /proc/{pid}/status; undefined when absent. */
export function rssMbFromStatus(status: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) / 1024 : undefined;
}

/** One unlabelled sample of a Prometheus text exposition, in MiB; undefined when absent. */
export function metricMb(text: string, name: string): number | undefined {
  const match = new RegExp(`^${name}(?:\\{\\})?\\s+([0-9.eE+-]+)\\s*$`, 'm').exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  return Number.isFinite(value) ? value / MB : undefined;
}

export function heapFromMetrics(text: string): Omit<MemoryBreakdown, 'rssMb'> {
  return {
    heapUsedMb: metricMb(text, 'nodejs_heap_size_used_bytes'),
    heapTotalMb: metricMb(text, 'nodejs_heap_size_total_bytes'),
    externalMb: metricMb(text, 'nodejs_external_memory_bytes'),
  };
}

export function describeMemory(m: MemoryBreakdown): string {
  const f = (v: number | undefined) => (v === undefined ? '?' : v.toFixed(0));
  return `RSS ${f(m.rssMb)} MB (V8 heap ${f(m.heapUsedMb)} used of ${f(m.heapTotalMb)} MB reserved, outside the heap ${f(m.externalMb)} MB)`;
}
