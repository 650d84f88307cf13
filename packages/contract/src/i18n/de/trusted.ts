import { formatLimit } from '../../messages';
import type { CHAT_TEXT, TRUSTED_TEXT } from '../../screenTexts';
import type { Translation } from '../language';

export const TRUSTED_TEXT_DE: Translation<typeof TRUSTED_TEXT> = {
  loadingGroups: 'Gruppen werden geladen',
  groupsTitle: 'Gruppen',
  groupsTable: 'Gruppen',
  groupName: 'Gruppenname',
  users: 'Benutzer',
  devices: 'Geräte',
  actions: 'Aktionen',
  devicesOf: (groupName) => `Geräte von ${groupName}`,
  membersOf: (groupName) => `Mitglieder von ${groupName}`,
  deleteGroup: (groupName) => `${groupName} löschen`,
  delete: 'Löschen',
  searchMembers: 'Mitglieder suchen',
  loadingMembers: 'Mitglieder werden geladen',
  membersList: 'Mitglieder',
  removeMember: (fullName) => `${fullName} entfernen`,
  remove: 'Entfernen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  searchingUsers: 'Benutzer werden gesucht',
  registeredUsers: 'Registrierte Benutzer',
  nameTooLong: (max) => `Höchstens ${max} Zeichen`,
};

export const CHAT_TEXT_DE: Translation<typeof CHAT_TEXT> = {
  fileTooLarge: (fileName, maxBytes) =>
    `${fileName} ist zu groß zum Senden: Jede Datei darf höchstens ${formatLimit(maxBytes)} groß sein`,
};
