import type { ThreatAction, ThreatAlertType, ThreatDeviceType, ThreatImpact } from '@drisk/contract';

/**
 * The one place that decides how a stored event counts on the threat dashboard. The gateways store three
 * kinds of events, none of which carries the dashboard's categories, so they are derived here:
 *
 * - Device type comes from the endpoint's kind. Laptops are Desktop; phones and tablets Mobile; single-purpose
 *   and unknown devices (TV, camera, speaker, IoT, other) IoT, because they cannot run protection of their
 *   own; printers, and events with no endpoint (the gateway itself), Server: they serve other devices.
 * - Alert type and impact of a blocked access come from why it was blocked (its description): a rule an
 *   administrator set (access-control keyword) is Admin and Low, because the rule worked as intended; the
 *   protect mode's reasons are matched in the table below. An auto-block (a device the gateway held back
 *   until someone approves it) is an Intrusion of High impact. A scan finding is Auth when it concerns
 *   credentials, System otherwise, with the impact of its CVSS score (9 and up Critical, as CVSS rates it).
 * - Action: blocked accesses were Blocked (mitigated), auto-blocks Quarantined, findings only Detected.
 *
 * The severity counters are the impact counts: a threat has one severity, shown both ways.
 */

/** A stored event, as the dashboard reads it. */
export type ThreatSource =
  | { kind: 'blocked'; description: string; endpointKind: string | null }
  | { kind: 'autoBlock'; endpointKind: string | null }
  | { kind: 'finding'; name: string; ref: string; cvssScore: number; endpointKind: string | null };

export interface ThreatClass {
  deviceType: ThreatDeviceType;
  alertType: ThreatAlertType;
  impact: ThreatImpact;
  action: ThreatAction;
}

const DEVICE_TYPE_OF_KIND: Record<string, ThreatDeviceType> = {
  laptop: 'Desktop',
  phone: 'Mobile',
  tablet: 'Mobile',
  tv: 'IoT',
  camera: 'IoT',
  speaker: 'IoT',
  iot: 'IoT',
  other: 'IoT',
  printer: 'Server',
};

export const deviceTypeOf = (endpointKind: string | null): ThreatDeviceType =>
  endpointKind === null ? 'Server' : (DEVICE_TYPE_OF_KIND[endpointKind] ?? 'IoT');

/** Why the protect mode blocked an access, first match wins; anything unmatched is a System alert. */
const BLOCK_REASONS: readonly { pattern: RegExp; alertType: ThreatAlertType; impact: ThreatImpact }[] = [
  { pattern: /access controls/i, alertType: 'Admin', impact: 'Low' },
  {
    pattern: /malicious|malware|ransomware|botnet|command.and.control/i,
    alertType: 'Malware',
    impact: 'Critical',
  },
  { pattern: /phishing/i, alertType: 'Malware', impact: 'High' },
  { pattern: /port scan|exploit|intrusion/i, alertType: 'Intrusion', impact: 'High' },
  { pattern: /sign-in|login|password|credential|brute/i, alertType: 'Auth', impact: 'Medium' },
];

const CREDENTIAL_FINDING = /password|credential|authenticat|login|CWE-(798|287|521|307)/i;

const impactOfScore = (score: number): ThreatImpact =>
  score >= 9 ? 'Critical' : score >= 7 ? 'High' : score >= 4 ? 'Medium' : 'Low';

export function classifyThreat(source: ThreatSource): ThreatClass {
  const deviceType = deviceTypeOf(source.endpointKind);
  switch (source.kind) {
    case 'blocked': {
      const reason = BLOCK_REASONS.find((r) => r.pattern.test(source.description));
      return {
        deviceType,
        alertType: reason?.alertType ?? 'System',
        impact: reason?.impact ?? 'Medium',
        action: 'Blocked',
      };
    }
    case 'autoBlock':
      return { deviceType, alertType: 'Intrusion', impact: 'High', action: 'Quarantined' };
    case 'finding':
      return {
        deviceType,
        alertType: CREDENTIAL_FINDING.test(`${source.name} ${source.ref}`) ? 'Auth' : 'System',
        impact: impactOfScore(source.cvssScore),
        action: 'Detected',
      };
  }
}
