/** A mobile data plan runs this long; it renews for the same term when it ends (as the gateways do). */
export const DATA_PLAN_TERM_MS = 30 * 24 * 60 * 60 * 1000;

/** The term a plan ending at `expiresAt` counts usage over. */
export const dataPlanTerm = (expiresAt: Date) => ({
  start: new Date(expiresAt.getTime() - DATA_PLAN_TERM_MS),
  end: expiresAt,
});
