/**
 * The calls Home opens with (homeRequests.ts makes them), in a module of their own so the page's startup
 * code can name them without loading Home's (startupCalls.ts).
 */
export const HOME_OPENING_CALLS = ['getDashboardGraph', 'getDashboardData', 'getSettings'] as const;
