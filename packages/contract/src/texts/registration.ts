/** Registration (spec 2, Registration): what UI_TEXT does not already hold. */
export const REGISTRATION_TEXT = {
  loadingDevices: 'Loading devices',
  /** A group without devices. */
  none: 'None',
  renameLabel: (name: string) => `Rename ${name}`,
  unregisterLabel: (name: string) => `Unregister ${name}`,
  usersOf: (name: string) => `Users of ${name}`,
  /** The rename dialog's button. */
  update: 'Update',
} as const;
