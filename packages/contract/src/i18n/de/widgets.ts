import { ACCESS_WINDOWS_MAX } from '../../constants';
import type { ACCESS_WINDOWS_TEXT, TIME_LEFT_TEXT } from '../../messages';
import type { COMMON_TEXT, WIDGET_TEXT } from '../../screenTexts';
import type { Translation } from '../language';

const unit = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const TIME_LEFT_TEXT_DE: Translation<typeof TIME_LEFT_TEXT> = {
  left: (clock) => `noch ${clock}`,
  spoken: (hours, minutes) =>
    hours === 0
      ? `noch ${unit(minutes, 'Minute', 'Minuten')}`
      : `noch ${unit(hours, 'Stunde', 'Stunden')}${minutes === 0 ? '' : ` ${unit(minutes, 'Minute', 'Minuten')}`}`,
  underAMinute: 'Noch weniger als eine Minute',
  ended: 'Sperre beendet',
};

export const ACCESS_WINDOWS_TEXT_DE: Translation<typeof ACCESS_WINDOWS_TEXT> = {
  badTime: 'muss eine Uhrzeit im Format HH:mm sein, 00:00 bis 23:59',
  noDays: 'wählen Sie mindestens einen Tag',
  notADay: (text) => `„${text}“ ist kein Wochentag; verwenden Sie Montag bis Sonntag`,
  tooMany: `höchstens ${ACCESS_WINDOWS_MAX} Zeitfenster`,
  needsFirstWindow: 'weitere Zeitfenster brauchen ein erstes Zeitfenster in start_time und end_time',
  merged: 'Überlappende Zeitfenster wurden zusammengeführt.',
  savedMerged: 'Zugriffskontrollen gespeichert; überlappende Zeitfenster wurden zusammengeführt',
  timelineLabel: 'Zeitfenster',
  timelineHelp:
    'Ziehen Sie über einen freien Abschnitt eines Tages, um ein Zeitfenster anzulegen. Ziehen Sie ein Zeitfenster, um es zu verschieben, oder seine Ränder, um die Zeiten zu ändern. Ist ein Zeitfenster ausgewählt, verschieben es die Pfeiltasten, Umschalt mit den Pfeiltasten ändert sein Ende und Entf entfernt es.',
  timelineView: 'Zeitleiste',
  listView: 'Liste',
  viewLabel: 'Zeitfenster anzeigen als',
  addWindow: 'Zeitfenster hinzufügen',
  removeWindow: 'Entfernen',
  noWindows: 'Keine Zeitfenster: Die Regeln gelten an den gewählten Tagen ganztägig.',
  dayColumn: 'Tag',
  startColumn: 'Beginn',
  endColumn: 'Ende',
  nextDay: '(Folgetag)',
  wholeDay: '(24 Stunden)',
  dayLabel: 'Tag des Zeitfensters',
  startLabel: 'Beginn',
  endLabel: 'Ende',
  windowName: (day, start, end, crossesMidnight) =>
    `${day} ${start} bis ${end}${crossesMidnight ? ' am Folgetag' : ''}`,
  removeWindowNamed: (name) => `${name} entfernen`,
  startHandle: 'Beginn des Zeitfensters',
  endHandle: 'Ende des Zeitfensters',
};

export const COMMON_TEXT_DE: Translation<typeof COMMON_TEXT> = {
  loading: 'Wird geladen',
  loadingPage: 'Seite wird geladen',
};

export const WIDGET_TEXT_DE: Translation<typeof WIDGET_TEXT> = {
  retry: 'Erneut versuchen',
  cancel: 'Abbrechen',
  ok: 'OK',
  period: 'Zeitraum',
  network: 'Netzwerk',
  block: 'Sperren',
  unblock: 'Entsperren',
  blockTitle: (name) => `${name} sperren`,
  duration: 'Dauer',
  dataUsage: 'Datenverbrauch',
  date: 'Datum',
  time: 'Uhrzeit',
  download: 'Download',
  upload: 'Upload',
  total: 'Gesamt',
  loadingBandwidth: 'Bandbreite wird geladen',
  used: 'Verbraucht',
  left: 'Verbleibend',
  expiryDate: 'Ablaufdatum',
  cellularUsage: 'Mobilfunkverbrauch',
  lanUsage: 'LAN-Verbrauch',
  inMegabytes: (label) => `${label}, in MB`,
  chartName: (label, download, upload) => `${label}: Download ${download}, Upload ${upload}`,
  loadingChart: (label) => `${label} wird geladen`,
  usedCaption: 'verbraucht',
  bandwidthSummary: (used, left) => `Bandbreite: ${used} verbraucht, ${left} verbleibend`,
  connection: {
    idle: 'Offline',
    connecting: 'Verbinde …',
    online: 'Online',
    offline: 'Offline',
    unauthorized: 'Anmeldung erforderlich',
  },
  periods: {
    day: 'Heute',
    yesterday: 'Gestern',
    weekly: 'Woche',
    monthly: 'Aktueller Monat',
    lastmonth: 'Letzter Monat',
  },
  previousStep: { day: 'Vorheriger Tag', month: 'Vorheriger Monat' },
  nextStep: { day: 'Nächster Tag', month: 'Nächster Monat' },
  networks: { AllNetworks: 'Alle Netzwerke', LAN: 'LAN', Cellular: 'Mobilfunk' },
  durations: {
    '15 Minutes': '15 Minuten',
    '30 Minutes': '30 Minuten',
    '1 Hour': '1 Stunde',
    '2 Hours': '2 Stunden',
    Permanent: 'Dauerhaft',
  },
  loadingList: (title) => `${title} werden geladen`,
  actionOn: (action, name) => `${name}: ${action}`,
  mac: (address) => `MAC: ${address}`,
  connectedFor: (hours) => `Verbunden: ${hours}`,
  dataUsed: (amount) => `Datenverbrauch: ${amount}`,
  hours: (hours) => `${hours} Std.`,
  submit: 'Senden',
  confirm: 'Bestätigen',
  update: 'Übernehmen',
  pairedDevices: 'Gekoppelte IoT-Geräte',
  close: 'Schließen',
  accept: 'Annehmen',
  reject: 'Ablehnen',
  accepted: 'Angenommen',
  battery: {
    charging: 'Akku wird geladen',
    unknown: 'Akkustand unbekannt',
    empty: 'Akku leer',
    level: (percent) => `Akku ${percent}`,
    chargingShort: 'Lädt',
  },
  weekDays: {
    Monday: 'Montag',
    Tuesday: 'Dienstag',
    Wednesday: 'Mittwoch',
    Thursday: 'Donnerstag',
    Friday: 'Freitag',
    Saturday: 'Samstag',
    Sunday: 'Sonntag',
  },
  weekDaysShort: {
    Monday: 'Mo',
    Tuesday: 'Di',
    Wednesday: 'Mi',
    Thursday: 'Do',
    Friday: 'Fr',
    Saturday: 'Sa',
    Sunday: 'So',
  },
  rejected: 'Abgelehnt',
};
