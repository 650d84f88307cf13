import { tooLongText } from './limitTexts';

/** Trusted: the Circle of Trust groups and their dialogs (spec 3 §2.1). */
export const TRUSTED_TEXT = {
  loadingGroups: 'Loading groups',
  groupsTitle: 'Groups',
  groupsTable: 'Groups',
  groupName: 'Group name',
  users: 'Users',
  devices: 'Devices',
  actions: 'Actions',
  devicesOf: (groupName: string) => `Devices of ${groupName}`,
  membersOf: (groupName: string) => `Members of ${groupName}`,
  deleteGroup: (groupName: string) => `Delete ${groupName}`,
  delete: 'Delete',
  searchMembers: 'Search members',
  loadingMembers: 'Loading members',
  membersList: 'Members',
  removeMember: (fullName: string) => `Remove ${fullName}`,
  remove: 'Remove',
  cancel: 'Cancel',
  close: 'Close',
  searchingUsers: 'Searching users',
  registeredUsers: 'Registered users',
  nameTooLong: tooLongText,
} as const;
