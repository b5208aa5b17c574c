/** The nearest-rank percentile `p` (0-100) of ascending samples: the benches' p50, p95, p99. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
