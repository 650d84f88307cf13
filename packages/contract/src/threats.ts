/**
 * The admin console's threat dashboard (spec 3 §2.9): the categories its counters and charts count, the
 * texts it shows and the limits of its queries. Zod-free, so the widgets and the admin app can import it
 * from `@drisk/contract/client`. How a stored event falls into these categories is decided in one place,
 * on the server (apps/api/src/threats/classifyThreat.ts).
 */

/** The four severity counters, worst first; also the slices of the impact pie. */
export const THREAT_IMPACTS = ['Critical', 'High', 'Medium', 'Low'] as const;
export type ThreatImpact = (typeof THREAT_IMPACTS)[number];

/** The slices of the device-type pie. */
export const THREAT_DEVICE_TYPES = ['Server', 'Desktop', 'Mobile', 'IoT'] as const;
export type ThreatDeviceType = (typeof THREAT_DEVICE_TYPES)[number];

/** The slices of the alert-type pie. */
export const THREAT_ALERT_TYPES = ['Malware', 'System', 'Auth', 'Admin', 'Intrusion'] as const;
export type ThreatAlertType = (typeof THREAT_ALERT_TYPES)[number];

/**
 * What the gateway did about a threat (the alert table's Threat Action): it refused the traffic, it held
 * a device back until someone approves it, or a scan found a weakness that is still there.
 */
export const THREAT_ACTIONS = ['Blocked', 'Quarantined', 'Detected'] as const;
export type ThreatAction = (typeof THREAT_ACTIONS)[number];

/** The pies and what their slices are; the alert table is asked for one slice of one of them. */
export const THREAT_DIMENSIONS = ['device_type', 'alert_type', 'impact'] as const;
export type ThreatDimension = (typeof THREAT_DIMENSIONS)[number];

/** The values of each pie's slices, in the order the pies show them. */
export const THREAT_DIMENSION_VALUES: Record<ThreatDimension, readonly string[]> = {
  device_type: THREAT_DEVICE_TYPES,
  alert_type: THREAT_ALERT_TYPES,
  impact: THREAT_IMPACTS,
};

/** The longest date range one query covers (a quarter), so a query reads a bounded number of events. */
export const THREAT_MAX_RANGE_DAYS = 92;
/** The days the dashboard shows first: the last 30, today included. */
export const THREAT_DEFAULT_RANGE_DAYS = 30;
/** The hosts of the top-threats chart. */
export const THREAT_TOP_HOSTS = 5;
/** Rows per page of the Threat Alerts table, and the choices offered. */
export const THREAT_ALERTS_PAGE_SIZES = [5, 10, 25] as const;
export const THREAT_ALERTS_MAX_PAGE_SIZE = 100;

/** The timeline's series, by wire field. */
export const THREAT_TIMELINE_SERIES = {
  threats: 'Threats',
  mitigated: 'Mitigated',
  quarantined: 'Quarantined',
} as const;

/** Texts of the threat dashboard. */
export const THREAT_TEXT = {
  title: 'Threat Dashboard',
  from: 'From',
  to: 'To',
  search: 'Search',
  /** The calendar button of a date field (as MUI X's pickers name it). */
  chooseDate: 'Choose date',
  countersLabel: 'Threats by severity',
  timelineTitle: 'Threats Timeline',
  deviceTypeTitle: 'Device Type',
  alertTypeTitle: 'Alert Type',
  impactTitle: 'Impact',
  topHostsTitle: 'Top Threats by Host',
  alertsTitle: 'Threat Alerts',
  close: 'Close',
  noThreats: 'No threats in this period.',
  noAlerts: 'No threat alerts.',
  columns: {
    alert_type: 'Alert Type',
    impact: 'Threat Impact',
    action: 'Threat Action',
    device_type: 'Device Type',
    date_time: 'Date Time',
    organization: 'Organization',
    device_name: 'Device Name',
  },
  threatsUnit: 'threats',
} as const;
