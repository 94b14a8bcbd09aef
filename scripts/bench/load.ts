/** A small closed-loop load generator: `concurrency` workers, each running `task` back to back. */

export interface LoadResult {
  count: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

/** The `p`th percentile of ascending `sorted` values (NaN for none). */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs `task` `requests` times in total across `concurrency` workers, stopping early after
 * `maxSeconds`. Latencies are in milliseconds; a task that throws counts as an error.
 */
export async function runLoad(
  task: () => Promise<void>,
  { requests, concurrency, maxSeconds }: { requests: number; concurrency: number; maxSeconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let started = 0;
  let errors = 0;
  const begin = performance.now();
  const deadline = begin + maxSeconds * 1000;
  async function worker() {
    while (started < requests && performance.now() < deadline) {
      started++;
      const t0 = performance.now();
      try {
        await task();
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    errors,
    seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
  };
}
