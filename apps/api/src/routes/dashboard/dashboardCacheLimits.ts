import type { UsagePeriod } from './usagePeriod';

/**
 * Size and lifetime of the dashboard's caches (DeviceDataCache). The TTL is a safety net under the
 * change reports of DataVersions (for a writer outside this process, such as another api node).
 */
export const DASHBOARD_CACHE_LIMITS = { maxEntries: 5_000, ttlMs: 30_000 };

/** The part of a cache key that says which UTC hours a request covers and how they are bucketed. */
export const periodKey = (period: Pick<UsagePeriod, 'start' | 'end' | 'step'>) =>
  `${period.start.getTime()}-${period.end.getTime()}-${period.step}`;
