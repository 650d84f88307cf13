import {
  DAY_MS,
  THREAT_ALERT_TYPES,
  THREAT_DEVICE_TYPES,
  THREAT_IMPACTS,
  THREAT_TOP_HOSTS,
  wireDateOf,
  type ThreatSummary,
  type ThreatTimelineDay,
} from '@drisk/contract';
import type { ThreatEvent } from './threatEvents';

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** The dashboard's figures of `events`, with a timeline day for every UTC day from `firstDay` to `lastDay`. */
export function summariseThreats(
  events: readonly ThreatEvent[],
  firstDay: number,
  lastDay: number,
): ThreatSummary {
  const impact = zeroes(THREAT_IMPACTS);
  const deviceType = zeroes(THREAT_DEVICE_TYPES);
  const alertType = zeroes(THREAT_ALERT_TYPES);
  const days: ThreatTimelineDay[] = [];
  for (let day = firstDay; day <= lastDay; day += DAY_MS) {
    days.push({ date: wireDateOf(day), threats: 0, mitigated: 0, quarantined: 0 });
  }
  const hosts = new Map<string, number>();
  for (const event of events) {
    impact[event.impact] += 1;
    deviceType[event.deviceType] += 1;
    alertType[event.alertType] += 1;
    const day = days[Math.floor((event.at.getTime() - firstDay) / DAY_MS)];
    if (day) {
      day.threats += 1;
      if (event.action === 'Blocked') day.mitigated += 1;
      if (event.action === 'Quarantined') day.quarantined += 1;
    }
    hosts.set(event.host, (hosts.get(event.host) ?? 0) + 1);
  }
  const topHosts = [...hosts]
    .sort(([hostA, a], [hostB, b]) => b - a || hostA.localeCompare(hostB))
    .slice(0, THREAT_TOP_HOSTS)
    .map(([host, count]) => ({ host, count }));
  return {
    severity: { ...impact },
    timeline: days,
    device_type: deviceType,
    alert_type: alertType,
    impact,
    top_hosts: topHosts,
    total: events.length,
  };
}
