/** The signed-in shell: menu, top bar, skip link and its dialogs. */
export const SHELL_TEXT = {
  mainMenu: 'Main menu',
  toggleMenu: 'Toggle menu',
  skipToContent: 'Skip to content',
  connectedDevice: 'Connected device',
  /** The top bar's device line, e.g. 'Lobby Gateway (Active)'. */
  deviceLine: (name: string, status: string) => `${name} (${status})`,
  notifications: 'Notifications',
  notificationsWaiting: (count: number) => `Notifications, ${count} waiting`,
  inviteTitle: 'Invite',
  inviteText: (deviceName: string) => `Invite someone to ${deviceName} by e-mail.`,
  inviteEmailLabel: 'Email ID',
  inviteRoleLabel: 'Select a Role',
  inviteButton: 'Invite',
  close: 'Close',
  logoutButton: 'Logout',
  cancel: 'Cancel',
  save: 'Save',
  /** A device's status as the wire says it ('Active' or 'Inactive'), shown in brackets. */
  deviceStatus: { Active: 'Active', Inactive: 'Inactive' },
  /** The roles an invitation offers (INVITE_ROLES). */
  inviteRoles: { Admin: 'Admin', Guest: 'Guest' },
} as const;

/**
 * A device's status in words: its entry in `words` (SHELL_TEXT.deviceStatus, in the active language), or the
 * status as the wire said it when it has none (a status from a newer gateway, or any other text).
 */
export function deviceStatusText(words: Readonly<Record<string, string>>, status: string): string {
  return Object.prototype.hasOwnProperty.call(words, status) ? words[status] : status;
}
