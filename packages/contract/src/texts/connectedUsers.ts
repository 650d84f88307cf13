/** User List (/dashboard/connectedUsers, spec 2): what UI_TEXT and TWO_FACTOR_TEXT do not already hold. */
export const CONNECTED_USERS_TEXT = {
  back: 'Back',
  loadingUsers: 'Loading users',
  usersOf: (name: string) => `Users of ${name}`,
  removeLabel: (name: string) => `Remove ${name}`,
  /** A user's role on the device, by roleLabel. */
  roles: { Owner: 'Owner', Admin: 'Admin', Guest: 'Guest' },
} as const;
