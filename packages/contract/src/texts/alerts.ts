/** Notifications (spec 1 §2.6). */
export const ALERTS_TEXT = {
  loading: 'Loading notifications',
  list: 'Notifications',
  pages: 'Notification pages',
} as const;
