import { FILE_NAME_MAX_LENGTH, STORAGE_PATH_MAX_LENGTH } from '../../constants';
import { formatLimit } from '../../messages';
import type { MULTIPART_TEXT, PATH_REFUSAL, STORAGE_MESSAGES, STORAGE_TEXT } from '../../messages';
import type { PLANS_TEXT } from '../../screenTexts';
import type { Translation } from '../language';
import { VALIDATION_DE } from './validation';

export const STORAGE_TEXT_DE: Translation<typeof STORAGE_TEXT> = {
  dataSharingTitle: 'Datenfreigabe',
  backToCotGroups: 'Zurück zu den CoT-Gruppen',
  selectDevice: 'ARMIA-Gerät auswählen',
  loading: 'Wird geladen …',
  upgrade: 'Erweitern',
  dataStorageTitle: 'Datenspeicher',
  externalDriveTitle: 'Externes Laufwerk',
  internalStorage: 'Interner Speicher',
  cloudStorage: 'Cloud-Speicher',
  currentPlan: 'Aktueller Tarif',
  expiryDate: 'Ablaufdatum',
  used: 'Belegt',
  available: 'Verfügbar',
  total: 'Gesamt',
  newMenu: 'Neu',
  addFile: 'Datei hinzufügen',
  chooseFiles: 'Dateien auswählen',
  selectedCount: (count) => `${count} ausgewählt`,
  createFolder: 'Neuen Ordner erstellen',
  downloadAll: 'Alle herunterladen',
  moveCopyAll: 'Alle verschieben/kopieren',
  deleteAll: 'Alle löschen',
  rename: 'Umbenennen',
  download: 'Herunterladen',
  moveCopyTo: 'Verschieben/Kopieren nach',
  delete: 'Löschen',
  copyToExternalDrive: 'Auf externes Laufwerk kopieren',
  copyToCloud: 'In die Cloud kopieren',
  back: 'Zurück',
  move: 'Verschieben',
  copy: 'Kopieren',
  create: 'Erstellen',
  upload: 'Hochladen',
  cancel: 'Abbrechen',
  retry: 'Erneut versuchen',
  moveCopyTitle: 'Verschieben oder kopieren',
  selectDrive: 'Laufwerk auswählen',
  folderName: 'Ordnername',
  newName: 'Neuer Name',
  deleteTitle: 'Löschen?',
  deleteQuestion: (count) =>
    count === 1
      ? 'Möchten Sie dieses Element wirklich löschen?'
      : `Möchten Sie diese ${count} Elemente wirklich löschen?`,
  uploadsTitle: 'Uploads',
  uploadDone: 'Hochgeladen',
  uploadCanceled: 'Abgebrochen',
  name: 'Name',
  modified: 'Geändert',
  size: 'Größe',
  listView: 'Listenansicht',
  gridView: 'Kachelansicht',
  selectAll: 'Alle auswählen',
  files: 'Dateien',
  folders: 'Ordner',
  folderPath: 'Ordnerpfad',
  view: 'Ansicht',
  folder: 'Ordner',
  file: 'Datei',
  selectEntry: (name) => `${name} auswählen`,
  actionsFor: (name) => `Aktionen für ${name}`,
  uploadOf: (name) => `Upload von ${name}`,
  cancelUploadOf: (name) => `Upload von ${name} abbrechen`,
  retryUploadOf: (name) => `Upload von ${name} erneut versuchen`,
};

export const MULTIPART_TEXT_DE: Translation<typeof MULTIPART_TEXT> = {
  notMultipart: 'Senden Sie die Dateien als multipart/form-data',
  fileTooLarge: (field, maxBytes) => `${field}: Jede Datei darf höchstens ${formatLimit(maxBytes)} groß sein`,
  tooManyFiles: (field, maxFiles) => `${field}: Senden Sie höchstens ${maxFiles} Dateien auf einmal`,
  noFiles: (field) => `${field}: ${VALIDATION_DE.selectFile}`,
  fieldsFirst: (field) => `${field}: Die übrigen Felder des Formulars müssen vor den Dateien stehen`,
};

/** The file calls' replies, shown in the toasts of the storage screens. */
export const STORAGE_MESSAGES_DE: Translation<typeof STORAGE_MESSAGES> = {
  listed: 'Dateien aufgelistet',
  folderCreated: 'Ordner erstellt',
  renamed: 'Umbenannt',
  moved: 'Verschoben',
  copied: 'Kopiert',
  deleted: 'Gelöscht',
  uploaded: 'Dateien hochgeladen',
  sizeOk: 'Für diese Dateien ist genug Platz vorhanden',
  notEnoughSpace:
    'Nicht genug Speicherplatz für diese Dateien. Geben Sie Speicherplatz frei oder erweitern Sie Ihren Tarif.',
  alreadyExists: 'Hier gibt es bereits eine Datei oder einen Ordner mit diesem Namen',
  notFound: 'Diese Datei oder dieser Ordner existiert nicht mehr',
  notAFolder: 'Das Ziel ist kein Ordner',
  intoItself: 'Ein Ordner kann nicht in sich selbst verschoben oder kopiert werden',
  rootUntouchable: 'Der oberste Ordner eines Speichers kann nicht umbenannt, verschoben oder gelöscht werden',
  tokenRefused: 'Dieses Zugriffstoken ist für dieses Gerät nicht gültig',
  notFoundRoute: 'Diesen Aufruf gibt es auf diesem Gerät nicht',
  deviceFailed: 'Das Gerät konnte diese Anfrage nicht ausführen. Bitte versuchen Sie es erneut',
  uploadGone: 'Diesen Upload gibt es nicht mehr. Bitte laden Sie die Datei erneut hoch.',
  uploadLengthRequired: 'Upload-Length: ist erforderlich',
  uploadMetadataInvalid: 'Upload-Metadata: muss eine Liste von Schlüsseln mit Base64-Werten sein',
  uploadOffsetMismatch: 'Upload-Offset: stimmt nicht mit den bisher empfangenen Bytes überein',
};

/** Why a path or file name is refused, read as "path: <reason>". */
export const PATH_REFUSAL_DE: Translation<typeof PATH_REFUSAL> = {
  notText: 'muss ein Text sein',
  tooLong: `darf höchstens ${STORAGE_PATH_MAX_LENGTH} Zeichen lang sein`,
  notRooted: 'muss ein absoluter Pfad sein, der mit / beginnt',
  emptySegment: 'darf keine leeren Abschnitte (//) enthalten',
  dotSegment: 'darf keine Abschnitte . oder .. enthalten',
  backslash: 'muss Ordner mit / trennen, nie mit \\',
  control: 'darf keine Steuerzeichen oder NUL enthalten',
  encoded: 'darf keine prozentkodierten Trennzeichen, Punkte oder Steuerzeichen enthalten',
  invalidUnicode: 'muss gültiges UTF-8 sein (keine überlangen oder fehlerhaften Sequenzen)',
  driveLetter: 'darf kein Laufwerk (C:) und keinen Stream (:) benennen',
  reservedName: 'darf keinen reservierten Namen verwenden (CON, PRN, AUX, NUL, COM1-9, LPT1-9)',
  trailingDotOrSpace: 'darf einen Namen nicht mit einem Punkt oder Leerzeichen beenden',
  nameTooLong: `muss jeden Namen auf höchstens ${FILE_NAME_MAX_LENGTH} Zeichen (und ${FILE_NAME_MAX_LENGTH} Bytes) begrenzen`,
  outsideRoot: 'muss innerhalb des Gerätespeichers bleiben',
  symlink: 'darf nicht durch eine Verknüpfung führen',
};

export const PLANS_TEXT_DE: Translation<typeof PLANS_TEXT> = {
  back: 'Zurück',
  loadingPlans: 'Speichertarife werden geladen',
  planLabel: (name, price, active) => `${name}, ${price}${active ? ', aktiver Tarif' : ''}`,
  confirmTitle: 'Bestätigen',
  buyQuestion: (name, price) => `${name} für ${price} kaufen?`,
  paymentTitle: 'Zahlung',
  close: 'Schließen',
  loadingCardForm: 'Kartenformular wird geladen',
  cardNumber: 'Kartennummer',
  testCards: (succeeds, authentication, declined) =>
    `Erfolgreich: ${succeeds} · Authentifizierung: ${authentication} · Abgelehnt: ${declined}`,
  completeAuthentication: 'Authentifizierung abschließen',
  failAuthentication: 'Authentifizierung fehlschlagen lassen',
  payNow: 'Jetzt bezahlen',
};
