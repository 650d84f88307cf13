import type {
  CONNECTED_USERS_TEXT,
  IOT_DETAILS_TEXT,
  REGISTRATION_TEXT,
  SWITCH_DEVICE_TEXT,
} from '../../screenTexts';
import type { Translation } from '../language';

export const SWITCH_DEVICE_TEXT_DE: Translation<typeof SWITCH_DEVICE_TEXT> = {
  loadingDevices: 'Geräte werden geladen',
  none: 'Keine',
  status: { Active: 'Aktiv', Inactive: 'Inaktiv' },
  switchTo: (name, status) => `Zu ${name} wechseln (${status})`,
  ok: 'OK',
};

export const REGISTRATION_TEXT_DE: Translation<typeof REGISTRATION_TEXT> = {
  loadingDevices: 'Geräte werden geladen',
  none: 'Keine',
  renameLabel: (name) => `${name} umbenennen`,
  unregisterLabel: (name) => `Registrierung von ${name} aufheben`,
  usersOf: (name) => `Benutzer von ${name}`,
  update: 'Aktualisieren',
};

export const CONNECTED_USERS_TEXT_DE: Translation<typeof CONNECTED_USERS_TEXT> = {
  back: 'Zurück',
  loadingUsers: 'Benutzer werden geladen',
  usersOf: (name) => `Benutzer von ${name}`,
  removeLabel: (name) => `${name} entfernen`,
  roles: { Owner: 'Eigentümer', Admin: 'Admin', Guest: 'Gast' },
};

export const IOT_DETAILS_TEXT_DE: Translation<typeof IOT_DETAILS_TEXT> = {
  back: 'Zurück',
  noDeviceChosen: 'Kein Gerät ausgewählt',
  noDeviceChosenText:
    'Öffnen Sie ein Endgerät aus der Liste „Verbundene Geräte“ auf der Startseite, um seine Details zu sehen.',
  goHome: 'Zur Startseite',
  renameButton: 'Gerät umbenennen',
  addresses: 'Adressen',
  ipAddress: 'IP-Adresse',
  mac: 'MAC',
  issuesTitle: 'Vorfälle',
  exportIssues: 'Vorfälle exportieren',
  date: 'Datum',
  loadingIssues: 'Vorfälle werden geladen',
  blocked: 'Blockiert',
  renameTitle: 'Gerät umbenennen',
  deviceName: 'Gerätename',
  update: 'Aktualisieren',
  exportTitle: 'Vorfälle exportieren',
  download: 'Herunterladen',
  startDate: 'Startdatum',
  endDate: 'Enddatum',
};
