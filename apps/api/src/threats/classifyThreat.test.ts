import { describe, expect, it } from 'vitest';
import { classifyThreat, deviceTypeOf } from './classifyThreat';

describe('classifyThreat', () => {
  it.each([
    ['laptop', 'Desktop'],
    ['phone', 'Mobile'],
    ['tablet', 'Mobile'],
    ['camera', 'IoT'],
    ['tv', 'IoT'],
    ['other', 'IoT'],
    ['printer', 'Server'],
    [null, 'Server'],
    ['toaster', 'IoT'],
  ] as const)('counts an endpoint of kind %s as %s', (kind, type) => {
    expect(deviceTypeOf(kind)).toBe(type);
  });

  it.each([
    ["Blocked by access controls: keyword 'casino'", 'Admin', 'Low'],
    ['Blocked by protect mode: known malicious host', 'Malware', 'Critical'],
    ['Blocked by protect mode: phishing site', 'Malware', 'High'],
    ['Blocked by protect mode: port scan from 203.0.113.45', 'Intrusion', 'High'],
    ['Blocked by protect mode: repeated failed sign-ins', 'Auth', 'Medium'],
    ['Blocked by protect mode: unsigned firmware download', 'System', 'Medium'],
    ['', 'System', 'Medium'],
  ])('reads a block for %j as %s, %s', (description, alertType, impact) => {
    expect(classifyThreat({ kind: 'blocked', description, endpointKind: 'laptop' })).toEqual({
      deviceType: 'Desktop',
      alertType,
      impact,
      action: 'Blocked',
    });
  });

  it('counts an auto-block as a quarantined High intrusion', () => {
    expect(classifyThreat({ kind: 'autoBlock', endpointKind: 'iot' })).toEqual({
      deviceType: 'IoT',
      alertType: 'Intrusion',
      impact: 'High',
      action: 'Quarantined',
    });
  });

  it.each([
    ['Default credentials on the web console', 'CWE-798', 9.8, 'Auth', 'Critical'],
    ['OpenSSH user enumeration', 'CVE-2018-15473', 5.3, 'System', 'Medium'],
    ['Weak password policy', 'CWE-521', 7.5, 'Auth', 'High'],
    ['TLS 1.0 enabled', 'CVE-2011-3389', 3.7, 'System', 'Low'],
  ] as const)('reads the finding %j (%s, CVSS %s) as %s, %s', (name, ref, cvssScore, alertType, impact) => {
    expect(classifyThreat({ kind: 'finding', name, ref, cvssScore, endpointKind: 'camera' })).toEqual({
      deviceType: 'IoT',
      alertType,
      impact,
      action: 'Detected',
    });
  });
});
