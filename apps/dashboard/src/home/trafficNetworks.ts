import { parseMegabytes } from '@drisk/ui';
import type { DashboardData } from '@drisk/contract';

export interface TrafficSplit {
  /** Which networks carried traffic in the period: 'Cellular and LAN', 'Cellular', 'LAN' or 'None'. */
  carriedBy: 'Cellular and LAN' | 'Cellular' | 'LAN' | 'None';
  /** Cellular's share of the period's traffic, 0 to 100 (0 when there was none). */
  cellularPercent: number;
}

/** Reads the cellular and LAN figures of the bandwidth data ('12.34 MB') into which network carried traffic. */
export function trafficSplit(
  bandwidth: Pick<DashboardData['bandwidthdata'], 'cellular_data_usage' | 'lan_data_usage'>,
): TrafficSplit {
  const cellular = parseMegabytes(bandwidth.cellular_data_usage);
  const lan = parseMegabytes(bandwidth.lan_data_usage);
  const total = cellular + lan;
  const carriedBy =
    cellular > 0 && lan > 0 ? 'Cellular and LAN' : cellular > 0 ? 'Cellular' : lan > 0 ? 'LAN' : 'None';
  return { carriedBy, cellularPercent: total > 0 ? Math.round((cellular / total) * 100) : 0 };
}
