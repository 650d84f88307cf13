import { THREAT_DIMENSION_VALUES, THREAT_TEXT, type ThreatDimension } from '@drisk/contract/client';
import type { ThreatSummary } from '@drisk/contract';

/** The three pies of the dashboard, in the order they are shown, with their titles. */
export const THREAT_PIES: readonly { dimension: ThreatDimension; title: string }[] = [
  { dimension: 'device_type', title: THREAT_TEXT.deviceTypeTitle },
  { dimension: 'alert_type', title: THREAT_TEXT.alertTypeTitle },
  { dimension: 'impact', title: THREAT_TEXT.impactTitle },
];

/** The slices of one pie from the summary, in the contract's order. */
export function slicesOf(summary: ThreatSummary | undefined, dimension: ThreatDimension) {
  const counts = (summary?.[dimension] ?? {}) as Record<string, number>;
  return THREAT_DIMENSION_VALUES[dimension].map((label) => ({ label, value: counts[label] ?? 0 }));
}
