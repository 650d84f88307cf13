/**
 * CONNACK codes that mean "these credentials will not do": MQTT 3.1.1 return codes 4 (bad user name or
 * password) and 5 (not authorized), MQTT 5 reason codes 0x86 and 0x87 with the same meanings.
 * Retrying with the same credentials cannot succeed, so the connection waits for new ones.
 */
const CREDENTIAL_REFUSALS = new Set([4, 5, 0x86, 0x87]);

export function isCredentialRefusal(code: unknown): boolean {
  return typeof code === 'number' && CREDENTIAL_REFUSALS.has(code);
}
