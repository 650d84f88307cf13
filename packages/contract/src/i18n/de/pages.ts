import type {
  ABOUT_TEXT,
  COMING_SOON_TEXT,
  FEEDBACK_TEXT,
  HELP_TEXT,
  MAP_TEXT,
  MORE_TEXT,
  NOT_FOUND_TEXT,
} from '../../screenTexts';
import type { Translation } from '../language';

export const MAP_TEXT_DE: Translation<typeof MAP_TEXT> = {
  loadingLocations: 'Gerätestandorte werden geladen',
  loadingDevice: 'Gerät wird geladen',
  name: 'Name',
  deviceStatus: { Active: 'Aktiv', Inactive: 'Inaktiv' },
};

export const MORE_TEXT_DE: Translation<typeof MORE_TEXT> = {
  loadingDetails: 'Gerätedetails werden geladen',
  deviceInformation: 'Geräteinformationen',
  aboutUs: 'Über uns',
  privacyNotice: 'Datenschutzhinweis',
  manufacture: 'Hersteller',
  model: 'Modell',
  serialNumber: 'Seriennummer',
  softwareVersion: 'Softwareversion',
  wifiTitle: 'WLAN',
  ssidName: 'SSID-Name',
  ssidPassword: 'SSID-Passwort',
  hidePassword: 'Passwort verbergen',
  showPassword: 'Passwort anzeigen',
};

export const ABOUT_TEXT_DE: Translation<typeof ABOUT_TEXT> = {
  back: 'Zurück',
  logo: (productName) => `${productName}-Logo`,
  version: (version) => `Version ${version}`,
  visitWebsite: 'Besuchen Sie unsere Website',
};

export const HELP_TEXT_DE: Translation<typeof HELP_TEXT> = {
  loading: 'Hilfe wird geladen',
};

export const FEEDBACK_TEXT_DE: Translation<typeof FEEDBACK_TEXT> = {
  feedbackLabel: 'Feedback eingeben',
  submit: 'Senden',
  ok: 'OK',
};

export const NOT_FOUND_TEXT_DE: Translation<typeof NOT_FOUND_TEXT> = {
  backToHome: 'Zurück zur Startseite',
};

export const COMING_SOON_TEXT_DE: Translation<typeof COMING_SOON_TEXT> = {
  description: (title) =>
    `„${title}“ kommt in einer der nächsten Versionen des Dashboards; bis dahin funktionieren die anderen Bildschirme im Menü wie gewohnt.`,
};
