/** Who is on the other end of an MQTT connection, once its credentials are checked. */
export type MqttIdentity =
  /** A browser or app: username = its user_id, password = a live session token. */
  | { kind: 'user'; userId: number; sessionId?: number }
  /** A dRisk gateway: username = its device_id, password = its device secret. */
  | { kind: 'gateway'; deviceId: string }
  /** The api itself (in-process with the embedded broker, or its client at an external broker). */
  | { kind: 'api' };

/** Short text for logs (never the credentials). */
export function describeIdentity(identity: MqttIdentity): string {
  if (identity.kind === 'user') return `user ${identity.userId}`;
  if (identity.kind === 'gateway') return `gateway ${identity.deviceId}`;
  return 'api';
}
