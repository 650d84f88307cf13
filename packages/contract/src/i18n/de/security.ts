import type { PASSKEY_TEXT, TWO_FACTOR_TEXT } from '../../messages';
import type { Translation } from '../language';

export const TWO_FACTOR_TEXT_DE: Translation<typeof TWO_FACTOR_TEXT> = {
  codeStepTitle: 'Zwei-Faktor-Anmeldung',
  codeStepHint: 'Öffnen Sie Ihre Authenticator-App und geben Sie den 6-stelligen Code für dRisk ein.',
  recoveryStepHint:
    'Geben Sie einen der Wiederherstellungscodes ein, die Sie beim Aktivieren der Zwei-Faktor-Anmeldung gespeichert haben.',
  codeLabel: '6-stelliger Code',
  recoveryCodeLabel: 'Wiederherstellungscode',
  useRecoveryCode: 'Stattdessen einen Wiederherstellungscode verwenden',
  useAuthenticatorCode: 'Stattdessen einen Code aus der Authenticator-App verwenden',
  verify: 'Bestätigen',
  backToSignIn: 'Zurück zur Anmeldung',

  cardTitle: 'Zwei-Faktor-Anmeldung',
  statusOn: 'Aktiviert: Bei der Anmeldung wird ein Code aus Ihrer Authenticator-App abgefragt.',
  statusOff: 'Deaktiviert: Bei der Anmeldung wird nur Ihr Passwort abgefragt.',
  recoveryCodesLeft: (count) =>
    count === 1
      ? 'Noch 1 unbenutzter Wiederherstellungscode'
      : `Noch ${count} unbenutzte Wiederherstellungscodes`,
  turnOn: 'Aktivieren',
  setupPasswordHint: 'Geben Sie Ihr Passwort ein, um die Zwei-Faktor-Anmeldung einzurichten.',
  continue: 'Weiter',
  turnOff: 'Deaktivieren',
  cancel: 'Abbrechen',
  scanQr:
    'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel unten ein. Der Schlüssel wird nur jetzt angezeigt.',
  qrAlt: 'QR-Code für Ihre Authenticator-App',
  secretLabel: 'Schlüssel',
  confirmHint: 'Geben Sie zum Abschluss den 6-stelligen Code ein, den die App anzeigt.',
  confirm: 'Bestätigen',
  recoveryCodesTitle: 'Ihre Wiederherstellungscodes',
  recoveryCodesHint:
    'Mit jedem Code können Sie sich einmal anmelden, falls Sie Ihr Telefon verlieren. Sie werden nur jetzt angezeigt: Kopieren oder laden Sie sie herunter und bewahren Sie sie sicher auf.',
  recoveryCodesListLabel: 'Wiederherstellungscodes',
  copyCodes: 'Kopieren',
  copied: 'Kopiert',
  downloadCodes: 'Herunterladen',
  recoveryCodesFileName: 'drisk-wiederherstellungscodes.txt',
  savedCodes: 'Ich habe sie gespeichert',
  disableTitle: 'Zwei-Faktor-Anmeldung deaktivieren',
  disableHint: 'Geben Sie einen aktuellen Code aus Ihrer Authenticator-App ein.',
  disableWithRecovery: 'Telefon verloren? Mit Passwort und Wiederherstellungscode',
  disableWithCode: 'Einen Code aus der Authenticator-App verwenden',
  passwordLabel: 'Passwort',
  regenerateCodes: 'Neue Wiederherstellungscodes',
  regenerateTitle: 'Neue Wiederherstellungscodes erstellen',
  regenerateHint:
    'Geben Sie einen aktuellen Code aus Ihrer Authenticator-App ein. Ihre bisherigen Wiederherstellungscodes werden ungültig.',
  regenerate: 'Neue Codes erstellen',

  requiredTitle: 'Zwei-Faktor-Anmeldung einrichten',
  requiredByCompany: 'Ihr Unternehmen verlangt die Zwei-Faktor-Anmeldung.',
  requiredByDevice: 'Der Eigentümer eines Geräts, das Sie nutzen, verlangt die Zwei-Faktor-Anmeldung.',
  requiredHint:
    'Richten Sie jetzt eine Authenticator-App ein, um fortzufahren. Sie brauchen bei jeder Anmeldung mit Passwort einen Code daraus.',
  requiredCannotTurnOff: 'Für Ihr Konto vorgeschrieben: Sie kann nicht deaktiviert werden.',
  requiredContinue: 'Zur Startseite',
  deviceRequireLabel: 'Zwei-Faktor-Anmeldung verlangen',
  deviceRequireHint:
    'Die Admins und Gäste dieses Geräts müssen bei der Anmeldung mit Passwort eine Authenticator-App verwenden. Wer noch keine hat, wird bei der nächsten Anmeldung gebeten, sie einzurichten.',
  companyRequireLabel: 'Zwei-Faktor-Anmeldung verlangen',
  companyRequireHint:
    'Die Benutzer des Unternehmens müssen bei der Anmeldung mit Passwort eine Authenticator-App verwenden; wer noch keine hat, richtet sie bei der nächsten Anmeldung ein.',
  adminColumn: 'Zwei-Faktor',
  adminOn: 'An',
  adminOff: 'Aus',
};

export const PASSKEY_TEXT_DE: Translation<typeof PASSKEY_TEXT> = {
  cardTitle: 'Passkeys',
  cardHint:
    'Melden Sie sich mit Fingerabdruck, Gesicht oder Bildschirmsperre statt mit einem Passwort an. Ein Passkey bleibt auf Ihrem Gerät und braucht keinen Code.',
  none: 'Noch keine Passkeys.',
  listLabel: 'Ihre Passkeys',
  add: 'Passkey hinzufügen',
  nameLabel: 'Name des Passkeys',
  nameHint: 'Ein Name, an dem Sie ihn erkennen, etwa das Gerät, auf dem er liegt.',
  passwordLabel: 'Ihr Passwort',
  passwordHint: 'Wird erneut abgefragt, bevor ein neuer Zugang zu Ihrem Konto hinzukommt.',
  create: 'Passkey erstellen',
  cancel: 'Abbrechen',
  rename: 'Umbenennen',
  renameTitle: 'Passkey umbenennen',
  save: 'Speichern',
  remove: 'Entfernen',
  removeTitle: 'Passkey entfernen?',
  removeText: (name) =>
    `„${name}“ meldet Sie nicht mehr an. Sie können sich weiterhin mit Ihrem Passwort anmelden.`,
  createdOn: (date) => `Hinzugefügt am ${date}`,
  lastUsedOn: (date) => `zuletzt verwendet am ${date}`,
  neverUsed: 'nie verwendet',
  renameLabel: (name) => `${name} umbenennen`,
  removeLabel: (name) => `${name} entfernen`,
  unsupported: 'Dieser Browser kann keine Passkeys erstellen.',
  cancelled: 'Der Passkey wurde nicht erstellt: Die Anfrage wurde abgebrochen oder ist abgelaufen.',
  signInWithPasskey: 'Mit einem Passkey anmelden',
  signInCancelled: 'Die Anmeldung mit Passkey wurde abgebrochen oder ist abgelaufen.',
  signInUnsupported: 'Dieser Browser kann sich nicht mit einem Passkey anmelden.',
};
