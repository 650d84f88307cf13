import type { ThreatAlert, ThreatHostCount, ThreatTimelineDay } from '@drisk/contract';

/** Sample figures of the threat dashboard for stories and tests (the shape of admin/threat-summary). */
export const SAMPLE_SEVERITY = { Critical: 19, High: 57, Medium: 41, Low: 88 } as const;

export const SAMPLE_TIMELINE: ThreatTimelineDay[] = Array.from({ length: 14 }, (_, index) => {
  const threats = 6 + ((index * 7) % 11);
  return {
    date: `11/${String(index + 10).padStart(2, '0')}/2026`,
    threats,
    mitigated: threats - 2 - (index % 3),
    quarantined: index % 3,
  };
});

export const SAMPLE_DEVICE_TYPES = [
  { label: 'Server', value: 21 },
  { label: 'Desktop', value: 64 },
  { label: 'Mobile', value: 48 },
  { label: 'IoT', value: 72 },
];

export const SAMPLE_HOSTS: ThreatHostCount[] = [
  { host: "Adam's ThinkPad", count: 42 },
  { host: 'Lobby Camera', count: 35 },
  { host: 'Warehouse Scanner', count: 31 },
  { host: 'HP LaserJet Pro', count: 18 },
  { host: "Olivia's iPhone 15", count: 12 },
];

export const SAMPLE_ALERTS: ThreatAlert[] = Array.from({ length: 5 }, (_, index) => ({
  id: `blocked:${100 - index}`,
  alert_type: 'Malware',
  impact: 'Critical',
  action: 'Blocked',
  device_type: index % 2 ? 'IoT' : 'Desktop',
  date_time: new Date(Date.UTC(2026, 10, 22 - index, 9 + index, 15)).toISOString(),
  organization: 'Example Corp',
  device_name: index % 2 ? 'Lobby Camera' : "Adam's ThinkPad",
  detail: 'update-check.example-c2.net/beacon',
}));
