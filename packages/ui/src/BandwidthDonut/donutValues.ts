import type { DashboardData } from '@drisk/contract';

/** The bandwidth figures of the user/getDashboardData reply. */
export type BandwidthData = DashboardData['bandwidthdata'];

/** The two slices of the bandwidth donut, in GB. */
export interface DonutValues {
  used: number;
  left: number;
  /** True when both figures are 0 and the donut shows the spec's stand-in 100 and 0. */
  placeholder: boolean;
}

// The graph figures are megabytes: divided by 1024 and kept to 2 decimals, as spec 1 §9 says.
function toGigabytes(megabytes: number): number {
  return Number.isFinite(megabytes) && megabytes > 0 ? Math.round((megabytes / 1024) * 100) / 100 : 0;
}

/**
 * The used and left slices of the bandwidth donut: `used_data_graph` and `left_data_graph` divided by 1024,
 * to 2 decimals. When both are 0 (no plan yet) the donut shows 100 and 0 (spec 1 §9), so it is still drawn.
 */
export function donutValues(
  bandwidth: Pick<BandwidthData, 'used_data_graph' | 'left_data_graph'>,
): DonutValues {
  const used = toGigabytes(bandwidth.used_data_graph);
  const left = toGigabytes(bandwidth.left_data_graph);
  if (used === 0 && left === 0) return { used: 100, left: 0, placeholder: true };
  return { used, left, placeholder: false };
}
