/**
 * Business constants of the product (section 9 of the three spec documents).
 * Servers, clients and the simulator read limits from here and never retype them.
 */

/** The API base path; every route of the route table is mounted below it. */
export const API_BASE_PATH = '/api/3.0';

/** Header that carries the session token (the 3.0 convention). `Authorization: Bearer` is accepted too. */
export const AUTH_HEADER = 'Auth';

/** Role ids on a device. */
export const ROLE = { Admin: 1, Guest: 2, Owner: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_IDS = [ROLE.Admin, ROLE.Guest, ROLE.Owner] as const;

/** Label of a role id; anything that is not 1 or 2 reads Owner (spec 2, connected users). */
export function roleLabel(roleId: number): 'Admin' | 'Guest' | 'Owner' {
  if (roleId === ROLE.Admin) return 'Admin';
  if (roleId === ROLE.Guest) return 'Guest';
  return 'Owner';
}

/** Roles that may be given through an invitation; the first is the default. */
export const INVITE_ROLES = ['Admin', 'Guest'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];
export const DEFAULT_INVITE_ROLE: InviteRole = 'Admin';
export const INVITE_ROLE_ID: Record<InviteRole, RoleId> = { Admin: ROLE.Admin, Guest: ROLE.Guest };

/** Registration user types; the first is the default. */
export const USER_TYPES = ['individual', 'corporate'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const DEFAULT_USER_TYPE: UserType = 'individual';

/** Login types. Self-registration sends eRisk; only eRisk users may change their password. */
export const LOGIN_TYPES = ['eRisk', 'google', 'facebook'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const SELF_LOGIN_TYPE: LoginType = 'eRisk';
/** The fixed push token the web dashboard sends as firebase_token when registering (spec 1 §3). */
export const WEB_FIREBASE_TOKEN = 'drisk-web-dashboard';

/** Value of is_connected that marks the active device. */
export const CONNECTED = 'connected';
export const DISCONNECTED = 'disconnected';

/** Device status values. */
export const DEVICE_STATUS = ['Active', 'Inactive'] as const;

/** Notification statuses; Pending with input_required 1 needs an answer. */
export const NOTIFICATION_STATUS = ['Pending', 'Accepted', 'Rejected'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUS)[number];

/** Paging. Notification pages are one-based on the wire (screen index + 1). */
export const NOTIFICATION_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const ADMIN_PAGE_SIZES = [5, 10, 25] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 5;

/** Display and timing. */
export const TOAST_DURATION_MS = 3000;
export const POST_LOGIN_RELOAD_MS = 5000;
export const DEVICE_SWITCH_RELOAD_MS = 5000;
export const SLIDER_DEBOUNCE_MS = 2000;
export const CHAT_HEARTBEAT_MS = 30000;
/** The bell's notification count is polled this often while the dashboard is open. */
export const NOTIFICATION_COUNT_POLL_MS = 30000;
/** The Home dashboard refetches its usage, endpoints and settings this often while it is open. */
export const DASHBOARD_REFRESH_MS = 30000;

/** Block durations offered when blocking an endpoint, in minutes; null is permanent. */
export const BLOCK_DURATIONS = ['15 Minutes', '30 Minutes', '1 Hour', '2 Hours', 'Permanent'] as const;
export type BlockDuration = (typeof BLOCK_DURATIONS)[number];
export const BLOCK_DURATION_MINUTES: Record<BlockDuration, number | null> = {
  '15 Minutes': 15,
  '30 Minutes': 30,
  '1 Hour': 60,
  '2 Hours': 120,
  Permanent: null,
};
/** What a timed block can be extended by from the Blocked Devices list (user/extendBlock), added to its end. */
export const BLOCK_EXTENSIONS = ['15 Minutes', '1 Hour'] as const satisfies readonly BlockDuration[];
export type BlockExtension = (typeof BLOCK_EXTENSIONS)[number];

/** Home dashboard periods: label shown and the type sent (spec 1 §4: only lastmonth is sent as monthly). */
export const PERIODS = [
  { id: 'day', label: 'Today', type: 'day' },
  { id: 'yesterday', label: 'Yesterday', type: 'yesterday' },
  { id: 'weekly', label: 'Week', type: 'weekly' },
  { id: 'monthly', label: 'Current Month', type: 'monthly' },
  { id: 'lastmonth', label: 'Last Month', type: 'monthly' },
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'];
export const GRAPH_TYPES = ['day', 'yesterday', 'weekly', 'monthly', 'lastmonth'] as const;
export type GraphType = (typeof GRAPH_TYPES)[number];

export const NETWORKS = ['AllNetworks', 'LAN', 'Cellular'] as const;
export type Network = (typeof NETWORKS)[number];

/** Dates and times as shown (wire dates and times: wireDate.ts, wireTime.ts). */
export const DISPLAY_DATE_TIME_FORMAT = 'MMM, DD YYYY HH:mm';
export const REPORT_DATE_FORMAT = 'MM-DD-YYYY';

/** Battery bands: the lower bound of each band in percent (spec 1 section 9). */
export const BATTERY_BANDS = [0, 1, 15, 30, 45, 60, 75, 90] as const;
export const BATTERY_CHARGING = 'charging';

/** Phone numbers: ten digits, or twelve characters as ddd-ddd-dddd. */
export const PHONE_DIGITS = 10;
export const PHONE_DASHED_LENGTH = 12;

/** Largest record id (companies, users, groups...): ids are PostgreSQL `integer` columns. */
export const RECORD_ID_MAX = 2_147_483_647;

/** Passwords of accounts (server rule, also checked in forms). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** User-profile passwords of the admin console: 8 to 20 of letters, digits and !@#$%^&*, one digit, one special. */
export const PROFILE_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,20}$/;
/** Wi-Fi passwords. */
export const WIFI_PASSWORD_MIN_LENGTH = 10;
export const WIFI_PASSWORD_MAX_LENGTH = 63;
export const SSID_MAX_LENGTH = 32;

/**
 * Access-control keywords or websites (a comma list on the wire): each at most the length of a domain
 * name (253), and the whole list at most 2000 characters.
 */
export const KEYWORD_MAX_LENGTH = 253;
export const KEYWORD_LIST_MAX_LENGTH = 2000;

/** Profile pictures are compressed in the browser to these limits before upload. */
export const PROFILE_PICTURE_MAX_BYTES = 4 * 1024 * 1024;
export const PROFILE_PICTURE_MAX_PX = 1920;

/** Text limits the server enforces. */
export const FEEDBACK_MAX_LENGTH = 5000;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Settings toggles: wire field, the id of spec 2, and the label shown. */
export const SETTING_TOGGLES = [
  { field: 'mobile_data', id: 1, label: 'Mobile Data' },
  { field: 'wifi_service', id: 3, label: 'Wi-Fi Services' },
  { field: 'ethernet_host', id: 4, label: 'Network Tethering' },
  { field: 'wifi_mode', id: 5, label: 'Wi-Fi Mode' },
  { field: 'notification', id: 6, label: 'Notifications' },
  { field: 'remote_mgt', id: 7, label: 'Remote Management' },
  { field: 'software_update', id: 8, label: 'Software Update' },
  { field: 'protect_mode', id: 9, label: 'Protect Mode' },
  { field: 'monitoring_mode', id: 10, label: 'Monitoring Mode' },
  { field: 'ghost_mode', id: 11, label: 'Ghost Mode' },
  { field: 'auto_block', id: 12, label: 'Auto Block' },
] as const;
export type SettingToggleField = (typeof SETTING_TOGGLES)[number]['field'];
/** The only toggle a Guest (role 2) may change. */
export const GUEST_EDITABLE_TOGGLE: SettingToggleField = 'notification';

/** Wi-Fi profiles: wire value and label. */
export const WIFI_PROFILES = [
  { value: '2.4 GH', label: '2.4 GHz' },
  { value: '5 GH', label: '5 GHz' },
] as const;

/** Signal strength slider: index 0 to 8 and its label. */
export const SIGNAL_LABELS = [
  '0dB',
  '0.25dB',
  '0.5dB',
  '1dB',
  '2dB',
  '4dB',
  '8dB',
  '16dB',
  '31.75dB',
] as const;
export const SIGNAL_MIN = 0;
export const SIGNAL_MAX = 8;

/** Access controls. */
export const LIMITED_ACCESS_TYPES = [
  { field: 'limited_access_1', label: 'Block websites and embedded keywords' },
  { field: 'limited_access_3', label: 'Blocking all internet access' },
] as const;
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** At most this many access windows per rule, the first one included (accessWindows.ts). */
export const ACCESS_WINDOWS_MAX = 28;
/** The access-window timeline moves and sizes windows in steps of this many minutes. */
export const ACCESS_WINDOW_STEP_MINUTES = 15;

/** Vulnerability scans. */
export const SCAN_CONFIGS = [
  { value: 'full_and_fast', label: 'Full and Fast' },
  { value: 'discovery', label: 'Discovery' },
  { value: 'base', label: 'Base' },
] as const;
export const QUARANTINE_VALUES = ['high', 'medium', 'low', 'none'] as const;
/** What a scan's Status column shows: waiting for its time, handed to the gateway, then running ('Running 40%'). */
export const SCAN_STATUS = {
  scheduled: 'Scheduled',
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  stopped: 'Stopped',
} as const;
/** Severity of a finding and of a run (its worst finding), from the CVSS base score as OpenVAS rates it. */
export const SCAN_SEVERITIES = ['High', 'Medium', 'Low', 'None'] as const;
export type ScanSeverity = (typeof SCAN_SEVERITIES)[number];
export const severityOfScore = (cvss: number): ScanSeverity =>
  cvss >= 7 ? 'High' : cvss >= 4 ? 'Medium' : cvss > 0 ? 'Low' : 'None';
/** The worst of several severities ('None' for none). */
export const worstSeverity = (severities: readonly ScanSeverity[]): ScanSeverity =>
  SCAN_SEVERITIES.find((s) => severities.includes(s)) ?? 'None';
/**
 * Whether a run's worst severity reaches the Auto Scan quarantine level: 'medium' quarantines Medium and
 * High, 'high' only High, 'low' anything found with a score; 'none' never quarantines.
 */
export function reachesQuarantine(
  severity: ScanSeverity | '',
  level: (typeof QUARANTINE_VALUES)[number],
): boolean {
  if (level === 'none' || severity === '' || severity === 'None') return false;
  const rank = (s: ScanSeverity) => SCAN_SEVERITIES.length - SCAN_SEVERITIES.indexOf(s);
  const threshold: ScanSeverity = level === 'high' ? 'High' : level === 'medium' ? 'Medium' : 'Low';
  return rank(severity) >= rank(threshold);
}
/** The Status text of a running scan with its progress. */
export const scanRunningStatus = (percent: number) => `${SCAN_STATUS.running} ${Math.round(percent)}%`;
export const SCAN_TYPES = ['quick_scan', 'schedule_scan'] as const;
export const RECURRENCE_TYPES = ['once', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export const REPEAT_OPTIONS = ['every_weekday', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatOption = (typeof REPEAT_OPTIONS)[number];
/** Labels of the Create Schedule card's choices (spec 2 §4, §9). */
export const SCAN_TYPE_LABELS: Record<(typeof SCAN_TYPES)[number], string> = {
  quick_scan: 'Quick Scan',
  schedule_scan: 'Schedule Scan',
};
export const REPEAT_OPTION_LABELS: Record<RepeatOption, string> = {
  every_weekday: 'Every Weekday',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};
/** The two ways a monthly or yearly scan names its day: a day number, or an occurrence of a weekday. */
export const MONTH_DAY_MODES = [
  { value: 'on_day', label: 'On day' },
  { value: 'on_the', label: 'On the' },
] as const;
/** Labels of the quarantine levels of Auto Scan. */
export const QUARANTINE_LABELS: Record<(typeof QUARANTINE_VALUES)[number], string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  none: 'None',
};
export const WEEK_OCCURRENCES = [
  { value: 1, label: 'First' },
  { value: 2, label: 'Second' },
  { value: 3, label: 'Third' },
  { value: 4, label: 'Fourth' },
  { value: -1, label: 'Last' },
] as const;
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** Storage, groups, maps. */
export const STORAGE_ROOT = (deviceId: string) => `/dRisk/${deviceId}`;
export const BULK_ACTION_MIN_SELECTED = 2;
// eslint-disable-next-line no-control-regex -- control characters are exactly what folder names must not hold
export const FOLDER_NAME_FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f]/;
export const COT_TOPIC_ID = 'drisk-cot';
export const MAP_DEFAULTS = { zoom: 2, minZoom: 3, maxZoom: 18, fallbackCenter: [41.9, 12.5] as const };
/** Our own: Device Details shows the positions and usage of this many past hours. */
export const DEVICE_TRACK_HOURS = 24;
/** Our own: at most this many positions in a track (the newest); a gateway moving all day reports more. */
export const DEVICE_TRACK_MAX_POINTS = 2_000;
/** Our own: positions older than this are deleted as new ones arrive. */
export const DEVICE_POSITION_RETENTION_HOURS = 48;
export const ADMIN_MAP_DEFAULTS = { radius: 8000, zoom: 4, center: [50, 5] as const, height: 450 };
export const DEVICE_STATUS_OPTIONS = ['active', 'in-active'] as const;

/** Realtime broker. */
export const MQTT_WS_PORT = 8083;
export const MQTT_QOS = 2;

/** Week days of the scan recurrence, as sent in days_of_week (lower case). */
export const RECURRENCE_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
/** Repeat-every of a recurrence and day of month: the server accepts these ranges. */
export const RECURRENCE_INTERVAL_MAX = 99;
export const SCAN_NAME_MAX_LENGTH = 100;
/**
 * How far a new repeating schedule runs until, when the user has not chosen: From and Until start at the same
 * minute, which leaves a weekly, monthly or yearly schedule no run at all (a daily one keeps To = From, spec 2 §4).
 */
export const SCAN_SCHEDULE_DEFAULT_SPAN_DAYS = 365;

/** Groups (Circle of Trust). */
export const GROUP_NAME_MAX_LENGTH = 100;

/** Group chat: text length, history page size, and the per-socket flood limit. */
export const CHAT_TEXT_MAX_LENGTH = 4000;
export const CHAT_HISTORY_PAGE_SIZE = 50;
export const CHAT_RATE_LIMIT = { messages: 20, perMs: 10_000 } as const;
/** A client message id (de-duplication of a message resent after a reconnect). */
export const CHAT_CLIENT_ID_MAX_LENGTH = 64;

/** User profiles of the admin console. */
export const USER_PROFILE_ROLES = ['admin', 'guest'] as const;
export type UserProfileRole = (typeof USER_PROFILE_ROLES)[number];
export const YES_NO = ['Yes', 'No'] as const;
/** Months and days as user profiles write them in their comma lists. */
export const PROFILE_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const PROFILE_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Defaults of the create form: active No, restrictions No, every month and day, 12:00 AM to 12:00 PM. */
export const USER_PROFILE_DEFAULTS = {
  user_status: 'No',
  access_restrictions: 'No',
  months: PROFILE_MONTHS.join(','),
  days: PROFILE_DAYS.join(','),
  start_time: '12:00 AM',
  end_time: '12:00 PM',
} as const;
/** The largest page an admin list call serves. */
export const ADMIN_MAX_PAGE_SIZE = 100;
/** Response header carrying the total of a paged admin list (the envelope's result stays the spec's list). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** Response header of ra-data-simple-rest lists (`<resource> <first>-<last>/<total>`), on admin/audit-log. */
export const CONTENT_RANGE_HEADER = 'Content-Range';
/** Time zone in which the months, weekdays and daily window of user-profile access restrictions are read. */
export const ACCESS_RESTRICTIONS_TIME_ZONE_DEFAULT = 'UTC';
/** Roles an admin may give on a device in the user-profile and company screens (never Owner). */
export const ASSIGNABLE_ROLE_IDS = [ROLE.Admin, ROLE.Guest] as const;

/** Files. Paths on the device and in the cloud stay below this length. */
export const STORAGE_PATH_MAX_LENGTH = 1024;
export const FILE_NAME_MAX_LENGTH = 255;
/**
 * Cloud folder listings come in pages (a folder may hold 100,000 entries): the browser asks for this many
 * at a time, and a page holds at most CLOUD_LISTING_MAX_PAGE_SIZE.
 */
export const CLOUD_LISTING_PAGE_SIZE = 200;
export const CLOUD_LISTING_MAX_PAGE_SIZE = 1000;
/** Chat media and device uploads: files per request and bytes per file. */
export const CHAT_MEDIA_MAX_FILES = 10;
export const CHAT_MEDIA_MAX_FILE_BYTES = 25 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 50;
export const UPLOAD_MAX_FILE_BYTES = 2 * 1024 * 1024 * 1024;

/** Cloud storage a device has without a paid plan, or once its plan has expired (files are never deleted). */
export const FREE_STORAGE_BYTES = 1_000_000_000;
/** Test card numbers of the built-in demo payment provider (the same numbers as Stripe's test mode). */
export const DEMO_TEST_CARDS = {
  succeeds: '4242424242424242',
  requiresAuthentication: '4000002500003155',
  declined: '4000000000000002',
} as const;
/** Payment intent statuses the payment dialog reads after confirming a card (Stripe's names). */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];
/** Who takes the card payments: Stripe when its keys are set, otherwise the built-in demo provider. */
export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Reply messages of stripe/payment-sheet that decide what the screen does (spec 3 §4): normal opens the card
 * dialog with the client secret; upgrade shows the result type; no client secret means paid from credit.
 */
export const PAYMENT_SHEET_MESSAGES = { normal: 'normal', upgrade: 'upgrade' } as const;
/** How a plan is paid: by card (a payment intent to confirm) or wholly from the credit balance. */
export const PAYMENT_TYPES = { card: 'card', credit: 'credit' } as const;

/**
 * Unregistering a gateway (device/unRegisterDevice) removes every mapping at once; its data (endpoints,
 * usage, logs, scans, files) is kept this many days, so its owner can claim it again and find it, and is
 * then purged by the api's scheduled job.
 */
export const UNREGISTERED_DATA_RETENTION_DAYS = 30;
/**
 * A gateway's claim code, as printed on its sticker: groups of four of Crockford's base-32 letters (no I,
 * L, O, U), e.g. 7KQ2-M9XD-R4TB. Typed with or without the dashes, in any case.
 */
export const CLAIM_CODE_GROUPS = 3;
export const CLAIM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Wrong claim codes allowed per user, and per device id, within CLAIM_LOCK_MINUTES before more are refused. */
export const CLAIM_MAX_FAILURES = 5;
export const CLAIM_LOCK_MINUTES = 15;
/** The longest claim code accepted on the wire (dashes and spaces included). */
export const CLAIM_CODE_MAX_LENGTH = 32;

/** A claim code as stored and compared: upper case, without dashes or spaces. */
export const normalizeClaimCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/**
 * The colour scheme a user chose for both apps, kept per browser in localStorage under this key (the
 * dashboard's Account screen writes it; the admin console reads it). 'system' follows prefers-color-scheme.
 */
export const COLOR_MODE_STORAGE_KEY = 'drisk.colorMode';
export const COLOR_MODE_CHOICES = ['system', 'light', 'dark'] as const;
export type ColorModeChoice = (typeof COLOR_MODE_CHOICES)[number];
export const DEFAULT_COLOR_MODE_CHOICE: ColorModeChoice = 'system';
