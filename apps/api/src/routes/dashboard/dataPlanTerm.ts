/** A mobile data plan runs this long before its expiry; it renews for the same term (as the gateways do). */
export const DATA_PLAN_TERM_MS = 30 * 24 * 60 * 60 * 1000;
