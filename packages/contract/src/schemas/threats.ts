import { z } from 'zod';
import {
  THREAT_ACTIONS,
  THREAT_ALERT_TYPES,
  THREAT_ALERTS_MAX_PAGE_SIZE,
  THREAT_DEVICE_TYPES,
  THREAT_DIMENSION_VALUES,
  THREAT_DIMENSIONS,
  THREAT_IMPACTS,
  THREAT_MAX_RANGE_DAYS,
} from '../threats';
import { VALIDATION } from '../messages';
import { DAY_MS, utcDayStart } from '../wireDate';
import { recordId, wireDate } from './common';

/** The threat dashboard of the admin console (spec 3 §2.9), computed from the company's gateways' events. */

/**
 * from and to: whole UTC days, both included, at most THREAT_MAX_RANGE_DAYS of them. customer_id narrows
 * to one of the caller's companies; without it, all of them.
 */
const dateRangeFields = { from: wireDate, to: wireDate, customer_id: recordId.optional() };

type DateRange = { from: string; to: string };
function checkDateRange(range: DateRange, ctx: z.RefinementCtx) {
  const first = utcDayStart(range.from);
  const last = utcDayStart(range.to);
  if (last < first) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: VALIDATION.endBeforeStart });
  } else if (last - first >= THREAT_MAX_RANGE_DAYS * DAY_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `a range covers at most ${THREAT_MAX_RANGE_DAYS} days`,
    });
  }
}

/** GET admin/threat-summary?from&to */
export const threatSummaryQuery = z.object(dateRangeFields).superRefine(checkDateRange);
export type ThreatSummaryQuery = z.infer<typeof threatSummaryQuery>;

const counts = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int().min(0)])) as {
      [P in K[number]]: z.ZodNumber;
    },
  );

/** One day of the threats timeline (MM/DD/YYYY). */
export const threatTimelineDay = z.object({
  date: z.string(),
  threats: z.number().int().min(0),
  mitigated: z.number().int().min(0),
  quarantined: z.number().int().min(0),
});
export type ThreatTimelineDay = z.infer<typeof threatTimelineDay>;

export const threatHostCount = z.object({ host: z.string(), count: z.number().int().min(0) });
export type ThreatHostCount = z.infer<typeof threatHostCount>;

export const threatSummaryResult = z.object({
  /** The four severity counters (the same figures as the impact pie). */
  severity: counts(THREAT_IMPACTS),
  /** Every day of the range, oldest first, days without threats included. */
  timeline: z.array(threatTimelineDay),
  device_type: counts(THREAT_DEVICE_TYPES),
  alert_type: counts(THREAT_ALERT_TYPES),
  impact: counts(THREAT_IMPACTS),
  /** The hosts with the most threats, most first (THREAT_TOP_HOSTS of them). */
  top_hosts: z.array(threatHostCount),
  total: z.number().int().min(0),
});
export type ThreatSummary = z.infer<typeof threatSummaryResult>;

/** GET admin/threat-alerts?from&to&dimension&value&page&per_page: the events behind one pie slice. */
export const threatAlertsQuery = z
  .object({
    ...dateRangeFields,
    dimension: z.enum(THREAT_DIMENSIONS, { error: `must be one of ${THREAT_DIMENSIONS.join(', ')}` }),
    value: z.string().trim().min(1, { error: 'is required' }).max(20),
    page: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be 1 or more' })
      .default(1),
    per_page: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be 1 or more' })
      .max(THREAT_ALERTS_MAX_PAGE_SIZE, { error: `must be at most ${THREAT_ALERTS_MAX_PAGE_SIZE}` })
      .default(5),
  })
  .superRefine((query, ctx) => {
    checkDateRange(query, ctx);
    const values = THREAT_DIMENSION_VALUES[query.dimension];
    if (values && !values.includes(query.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `must be one of ${values.join(', ')}` });
    }
  });
export type ThreatAlertsQuery = z.infer<typeof threatAlertsQuery>;

/** A row of the Threat Alerts table. date_time is the moment as ISO 8601. */
export const threatAlert = z.object({
  id: z.string(),
  alert_type: z.enum(THREAT_ALERT_TYPES),
  impact: z.enum(THREAT_IMPACTS),
  action: z.enum(THREAT_ACTIONS),
  device_type: z.enum(THREAT_DEVICE_TYPES),
  date_time: z.string(),
  organization: z.string(),
  device_name: z.string(),
  /** What happened, from the stored event (the blocked address, the finding's name). */
  detail: z.string(),
});
export type ThreatAlert = z.infer<typeof threatAlert>;

/** The page of rows; the total travels in the TOTAL_COUNT_HEADER header like the other admin lists. */
export const threatAlertsResult = z.array(threatAlert);
