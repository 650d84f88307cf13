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

/** The smallest share of the ring a non-zero slice is drawn with, so that it can be seen at all. */
export const MIN_VISIBLE_SHARE = 0.015;

/**
 * The slice sizes to draw: the real values, except that a non-zero slice smaller than MIN_VISIBLE_SHARE of
 * the ring is drawn at that share (0.7 GB used of a 200 GB plan would otherwise be an invisible sliver
 * beside a red 'Used' legend). Only the drawing changes: texts, tooltips and the accessible name keep the
 * real figures.
 */
export function drawnSlices(values: Pick<DonutValues, 'used' | 'left'>): { used: number; left: number } {
  const total = values.used + values.left;
  if (total <= 0) return { used: values.used, left: values.left };
  const floor = total * MIN_VISIBLE_SHARE;
  if (values.used > 0 && values.used < floor) return { used: floor, left: total - floor };
  if (values.left > 0 && values.left < floor) return { used: total - floor, left: floor };
  return { used: values.used, left: values.left };
}
