/**
 * Where a realtime connection stands, as the shell shows it:
 * - `idle`: nobody is signed in, or the connection was released;
 * - `connecting`: the first attempt (or an attempt after a credentials change) is under way;
 * - `online`: the broker accepted us and every subscription has been sent;
 * - `offline`: the link dropped or could not be made; a retry is scheduled;
 * - `unauthorized`: the broker refused the credentials; no retry until they change.
 */
export const CONNECTION_STATES = ['idle', 'connecting', 'online', 'offline', 'unauthorized'] as const;

export type ConnectionState = (typeof CONNECTION_STATES)[number];
