/** Latency figures of one measurement, in milliseconds. */
export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
function nearestRank(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank];
}

export function summarize(samples: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  return {
    count: sorted.length,
    p50: nearestRank(sorted, 0.5),
    p99: nearestRank(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}

/** Milliseconds since an arbitrary origin, from the monotonic clock (the same clock in every process). */
export const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

export const formatMs = (ms: number) =>
  Number.isNaN(ms)
    ? 'n/a'
    : ms < 10
      ? `${ms.toFixed(2)} ms`
      : ms < 100
        ? `${ms.toFixed(1)} ms`
        : `${Math.round(ms)} ms`;

export const formatRate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')}`;

/** Sizes in kB of 1,000 bytes, as Vite prints them. */
export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
