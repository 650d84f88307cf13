import { FILE_NAME_MAX_LENGTH } from '../../constants';
import type { VALIDATION } from '../../messages';
import { PASSKEY_NAME_MAX } from '../../passkeys';
import type { Translation } from '../language';

export const VALIDATION_DE: Translation<typeof VALIDATION> = {
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein',

  firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein',
  phoneLength: 'Bitte geben Sie eine 10-stellige Telefonnummer ein',
  registrationEmailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  registrationEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  confirmPasswordRequired: 'Bitte bestätigen Sie Ihr Passwort',
  passwordsDiffer: 'Passwort und Passwortbestätigung stimmen nicht überein',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein',

  selectDuration: 'Wählen Sie eine Dauer',
  selectExtension: 'Wählen Sie 15 Minuten oder 1 Stunde',
  folderNameRequired: 'Bitte geben Sie einen Ordnernamen ein',
  nameRequired: 'Bitte geben Sie einen Namen ein',
  specialSymbols: 'Sonderzeichen sind nicht erlaubt',
  nameTooLong: `Der Name darf höchstens ${FILE_NAME_MAX_LENGTH} Zeichen lang sein`,
  selectFile: 'Bitte wählen Sie eine Datei aus',

  ssidRequired: 'Bitte geben Sie die SSID ein',
  wifiPasswordRequired: 'Bitte geben Sie das Passwort ein',
  wifiPasswordTooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein',
  wifiPasswordsDiffer: 'Passwort und Passwortbestätigung stimmen nicht überein',
  oldPasswordRequired: 'Bitte geben Sie Ihr bisheriges Passwort ein',
  invalidPhone: 'Ungültige Telefonnummer',
  firstNameMandatory: 'Der Vorname ist erforderlich',
  deviceNameRequiredRegistration: 'Geben Sie einen Namen ein',
  deviceNameRequired: 'Bitte geben Sie einen Gerätenamen ein',
  claimDeviceIdRequired: 'Bitte geben Sie die Geräte-ID ein',
  claimCodeRequired: 'Bitte geben Sie den Aktivierungscode ein',
  endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen',
  feedbackRequired: 'Bitte geben Sie Ihr Feedback ein',
  selectDeviceForScan: 'Wählen Sie ein Gerät für den Scan',
  scanNameEmpty: 'Der Scan-Name darf nicht leer sein',

  invalidGroupName: 'Ungültiger Gruppenname',
  profileFirstNameRequired: 'Bitte geben Sie den Vornamen ein',
  profileLastNameRequired: 'Bitte geben Sie den Nachnamen ein',
  validCellNumber: 'Bitte geben Sie eine gültige Mobilnummer ein',
  validProfilePassword: 'Bitte geben Sie ein gültiges Passwort ein',
  employeeIdRequired: 'ID erforderlich',
  selectRole: 'Wählen Sie eine Rolle',
  selectDevice: 'Wählen Sie ein Gerät',
  selectMembers: 'Wählen Sie mindestens ein Mitglied',
  customerNameRequired: 'Bitte geben Sie den Kundennamen ein',

  totpCodeInvalid: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein',
  recoveryCodeInvalid: 'Geben Sie einen Ihrer Wiederherstellungscodes ein',
  challengeInvalid: 'Die Anmeldeanfrage fehlt oder ist fehlerhaft. Bitte melden Sie sich erneut an.',
  codeOrRecoveryCode: 'Senden Sie entweder einen 6-stelligen Code oder einen Wiederherstellungscode',
  disableNeedsProof:
    'Senden Sie einen aktuellen 6-stelligen Code oder Ihr Passwort zusammen mit einem Wiederherstellungscode',
  passkeyNameRequired: 'Geben Sie einen Namen für den Passkey ein',
  passkeyNameTooLong: `darf höchstens ${PASSKEY_NAME_MAX} Zeichen lang sein`,
  passkeyIdInvalid: 'muss die Nummer eines Ihrer Passkeys sein',
  passkeyResponseInvalid: 'muss die Passkey-Antwort des Browsers sein (ein Public-Key-Credential)',
};
