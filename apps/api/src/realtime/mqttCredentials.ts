import { eq } from 'drizzle-orm';
import { sameSecret } from '../auth/sameSecret';
import { findSession } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { devices } from '../db/schema';
import { verifyDeviceSecret } from './deviceSecrets';
import type { MqttIdentity } from './mqttIdentity';

/** A verified gateway credential is trusted this long without a database read (reconnect storms). */
export const GATEWAY_CREDENTIAL_CACHE_MS = 60_000;
/** Longer usernames or passwords are not ours and are refused without a lookup. */
const MAX_CREDENTIAL_LENGTH = 512;

export interface MqttCredentialChecker {
  /** The identity these credentials prove, or null (unknown user, revoked or expired token, wrong secret). */
  check(username: string | undefined, password: string | undefined): Promise<MqttIdentity | null>;
  /** Forgets cached gateway credentials (after secrets change). */
  clearCache(): void;
}

/**
 * Checks MQTT credentials: username = numeric user_id with password = a live session token of that user
 * (looked up every time, so a revoked token is refused at once), username = device_id with password =
 * the device secret, or the api's own username and password (external broker only).
 */
export function createMqttCredentialChecker(
  db: Database,
  config: Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours' | 'mqttApiUsername' | 'mqttApiPassword'>,
): MqttCredentialChecker {
  /** device_id -> its stored hash, kept after a successful check, and until when it is trusted. */
  const verifiedGateways = new Map<string, { hash: string; until: number }>();

  async function checkGateway(deviceId: string, password: string): Promise<MqttIdentity | null> {
    const cached = verifiedGateways.get(deviceId);
    if (cached && cached.until > Date.now() && verifyDeviceSecret(cached.hash, password)) {
      return { kind: 'gateway', deviceId };
    }
    const [row] = await db
      .select({ hash: devices.credentialHash })
      .from(devices)
      .where(eq(devices.deviceId, deviceId))
      .limit(1);
    if (!row?.hash || !verifyDeviceSecret(row.hash, password)) return null;
    verifiedGateways.set(deviceId, { hash: row.hash, until: Date.now() + GATEWAY_CREDENTIAL_CACHE_MS });
    return { kind: 'gateway', deviceId };
  }

  return {
    async check(username, password) {
      if (!username || !password) return null;
      if (username.length > MAX_CREDENTIAL_LENGTH || password.length > MAX_CREDENTIAL_LENGTH) return null;
      // PostgreSQL text cannot hold U+0000; such a name is no device of ours.
      if (username.includes('\u0000')) return null;
      if (config.mqttApiPassword && username === config.mqttApiUsername) {
        return sameSecret(password, config.mqttApiPassword) ? { kind: 'api' } : null;
      }
      if (/^\d{1,10}$/.test(username)) {
        const session = await findSession(db, config, password);
        // A session held to the two-factor set-up calls (issue 16) gets no live data either.
        return session && !session.twoFactorSetupPending && session.userId === Number(username)
          ? { kind: 'user', userId: session.userId, sessionId: session.sessionId }
          : null;
      }
      return checkGateway(username, password);
    },
    clearCache: () => verifiedGateways.clear(),
  };
}
