/** The widgets' own words (@drisk/ui), each a default a prop may replace. */
export const WIDGET_TEXT = {
  retry: 'Retry',
  /** Our own: the button over a map's static preview that turns it into the map one can pan and zoom. */
  mapExplore: 'Explore the map',
  /** Our own: the preview's interactive map could not be fetched (offline, say); the preview stays. */
  mapLoadFailed: 'The interactive map could not load. Try again when you are back online.',
  cancel: 'Cancel',
  ok: 'OK',
  period: 'Period',
  network: 'Network',
  block: 'Block',
  unblock: 'Unblock',
  blockTitle: (name: string) => `Block ${name}`,
  duration: 'Duration',
  dataUsage: 'Data usage',
  date: 'Date',
  time: 'Time',
  download: 'Download',
  upload: 'Upload',
  total: 'Total',
  loadingBandwidth: 'Loading bandwidth',
  used: 'Used',
  left: 'Left',
  expiryDate: 'Expiry date',
  cellularUsage: 'Cellular usage',
  lanUsage: 'LAN usage',
  inMegabytes: (label: string) => `${label}, in MB`,
  chartName: (label: string, download: string, upload: string) =>
    `${label}: download ${download}, upload ${upload}`,
  loadingChart: (label: string) => `Loading ${label.toLowerCase()}`,
  usedCaption: 'used',
  bandwidthSummary: (used: string, left: string) => `Bandwidth: ${used} used, ${left} left`,
  connection: {
    idle: 'Offline',
    connecting: 'Connecting…',
    online: 'Online',
    offline: 'Offline',
    unauthorized: 'Sign-in needed',
  },
  /** The period selector's choices (PERIODS), by id. */
  periods: {
    day: 'Today',
    yesterday: 'Yesterday',
    weekly: 'Week',
    monthly: 'Current Month',
    lastmonth: 'Last Month',
  },
  previousStep: { day: 'Previous day', month: 'Previous month' },
  nextStep: { day: 'Next day', month: 'Next month' },
  /** The network filter's choices (NETWORKS): the API's names, shown as they are in English. */
  networks: { AllNetworks: 'AllNetworks', LAN: 'LAN', Cellular: 'Cellular' },
  /** Block durations (BLOCK_DURATIONS) as the dialog offers them. */
  durations: {
    '15 Minutes': '15 Minutes',
    '30 Minutes': '30 Minutes',
    '1 Hour': '1 Hour',
    '2 Hours': '2 Hours',
    Permanent: 'Permanent',
  },
  loadingList: (title: string) => `Loading ${title}`,
  actionOn: (action: string, name: string) => `${action} ${name}`,
  mac: (address: string) => `MAC: ${address}`,
  connectedFor: (hours: string) => `Connected: ${hours}`,
  dataUsed: (amount: string) => `Data used: ${amount}`,
  hours: (hours: string) => `${hours} h`,
  submit: 'Submit',
  confirm: 'Confirm',
  update: 'Update',
  pairedDevices: 'Paired IOT Devices',
  close: 'Close',
  accept: 'Accept',
  reject: 'Reject',
  accepted: 'Accepted',
  battery: {
    charging: 'Battery charging',
    unknown: 'Battery level unknown',
    empty: 'Battery empty',
    level: (percent: string) => `Battery ${percent}`,
    chargingShort: 'Charging',
  },
  /** Day names by WEEK_DAYS spelling (the wire's), full and short. */
  weekDays: {
    Monday: 'Monday',
    Tuesday: 'Tuesday',
    Wednesday: 'Wednesday',
    Thursday: 'Thursday',
    Friday: 'Friday',
    Saturday: 'Saturday',
    Sunday: 'Sunday',
  },
  weekDaysShort: {
    Monday: 'Mon',
    Tuesday: 'Tue',
    Wednesday: 'Wed',
    Thursday: 'Thu',
    Friday: 'Fri',
    Saturday: 'Sat',
    Sunday: 'Sun',
  },
  rejected: 'Rejected',
  /** StorageDonut: its accessible name ('dRisk-Alpha: 25% used, 1.24 GB / 5 GB, 3.76 GB available'). */
  storageSummary: (label: string, percent: string, used: string, total: string, available: string) =>
    `${label}: ${percent} used, ${used} / ${total}, ${available} available`,
  storageUsedCaption: 'used',
  loadingStorage: (label: string) => `Loading ${label}`,
  /** ChatComposer. */
  attachFiles: 'Attach files',
  message: 'Message',
  send: 'Send',
  typeMessage: 'Type a message',
  /** SignalStrengthSlider's label. */
  signalStrength: 'Wi-Fi signal strength',
  /** PasswordField's toggle. */
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** ToggleCard: a setting's help button and its spinner while it is being changed. */
  aboutSetting: (label: string) => `About ${label}`,
  updatingSetting: (label: string) => `Updating ${label}`,
  /** ChatPanel, ChatMessageBubble and ChatFileChip. */
  messages: 'Messages',
  noMessages: 'No messages yet.',
  newMessages: 'New messages',
  loadOlderMessages: 'Load older messages',
  sending: 'Sending…',
  uploadingFile: (name: string) => `Uploading ${name}`,
  /** DayPicker's label. */
  days: 'Days',
  /**
   * The RecurrenceEditor's controls. The choices repeat, by value, the labels of SCAN_TYPE_LABELS,
   * REPEAT_OPTION_LABELS, MONTH_DAY_MODES and WEEK_OCCURRENCES (labelsAgree.test.ts keeps them equal).
   */
  recurrence: {
    scanTypes: { quick_scan: 'Quick Scan', schedule_scan: 'Schedule Scan' },
    repeatOptions: {
      every_weekday: 'Every Weekday',
      daily: 'Daily',
      weekly: 'Weekly',
      monthly: 'Monthly',
      yearly: 'Yearly',
    },
    /** The unit after 'Repeat every', by repeat option. */
    units: { every_weekday: '', daily: 'day(s)', weekly: 'week(s)', monthly: 'month(s)', yearly: 'year(s)' },
    monthDayModes: { on_day: 'On day', on_the: 'On the' },
    /** WEEK_OCCURRENCES' labels, by value. */
    occurrences: { '1': 'First', '2': 'Second', '3': 'Third', '4': 'Fourth', '-1': 'Last' },
    /** MONTHS (the wire's spelling) as shown. */
    months: {
      january: 'January',
      february: 'February',
      march: 'March',
      april: 'April',
      may: 'May',
      june: 'June',
      july: 'July',
      august: 'August',
      september: 'September',
      october: 'October',
      november: 'November',
      december: 'December',
    },
    month: 'Month',
    dayOfMonth: 'Day of the month',
    day: 'Day',
    occurrence: 'Occurrence',
    weekday: 'Weekday',
    /** Between the weekday and the month of a yearly 'On the' ('First Monday of January'). */
    of: 'of',
  },
} as const;
