import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MQTT_WS_PORT } from '@drisk/contract';
import { z } from 'zod';

/** Cost of argon2id password hashing. Production uses at least the OWASP minimum (19 MiB, 2 passes). */
export interface PasswordHashingConfig {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over the memory. */
  timeCost: number;
  parallelism: number;
}

/** The OWASP minimum for argon2id; `loadConfig` always returns this. */
export const PRODUCTION_PASSWORD_HASHING: PasswordHashingConfig = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database, the mail outbox and later uploads live. */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database under dataDir/pglite. */
  databaseUrl: string | null;
  /** Address users reach the dashboard at, used in e-mailed links (no trailing slash). */
  publicUrl: string;
  /** SMTP connection string; null writes e-mails as .eml files into dataDir/outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Requests per minute per client address on /api. */
  rateLimitPerMinute: number;
  /** Requests per minute per client address on sign-in, registration and password calls. */
  authRateLimitPerMinute: number;
  /** Whether X-Forwarded-For is trusted for the client address (behind a load balancer). */
  trustProxy: boolean;
  googleClientId: string | null;
  /** The built dashboard served at /. */
  staticDir: string;
  logLevel: LogLevel;
  /**
   * Cost of password hashing. Not read from the environment: production always uses
   * PRODUCTION_PASSWORD_HASHING. Tests pass a cheaper cost to buildApp so the suite stays fast.
   */
  passwordHashing: PasswordHashingConfig;
  /** Check every reply against the contract's result schema (tests turn it on to catch drift). */
  validateReplies: boolean;
  /** Port of the embedded broker's MQTT-over-WebSocket listener (path /mqtt); 0 picks a free port. */
  mqttWsPort: number;
  /** Port of the embedded broker's plain MQTT (TCP) listener; null: no TCP listener. */
  mqttTcpPort: number | null;
  /** An external broker (mqtt://, mqtts://, ws://, wss://); set, the embedded broker does not start. */
  mqttUrl: string | null;
  /** The api's own credentials at the external broker (the broker asks the HTTP auth endpoint about them). */
  mqttApiUsername: string;
  mqttApiPassword: string | null;
  /** The broker URL browsers are told (realtime/config); null: ws://<host the browser used>:<mqttWsPort>/mqtt. */
  mqttPublicWsUrl: string | null;
  /**
   * Shared secret an external broker sends in the X-Mqtt-Auth-Secret header to mqtt/auth and mqtt/acl;
   * null: those endpoints answer only callers on the loopback interface.
   */
  mqttAuthSecret: string | null;
}

/** apps/dashboard/dist; the same two levels up from src/config.ts and from the bundled dist/server.js. */
export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../dashboard/dist', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

const positiveNumber = (fallback: number) =>
  z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be more than 0' }).default(fallback);

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be more than 0' })
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0)
    .max(65_535, { error: 'must be a port from 0 to 65535' })
    .default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url({ error: 'must be an http(s) address' }).nullable()),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(1).default('dRisk <no-reply@drisk.local>'),
  SESSION_IDLE_MINUTES: positiveNumber(30),
  SESSION_MAX_HOURS: positiveNumber(12),
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_LOCK_MINUTES: positiveNumber(15),
  RATE_LIMIT_PER_MINUTE: positiveInt(300),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(20),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  GOOGLE_CLIENT_ID: optionalText,
  STATIC_DIR: optionalText,
  MQTT_WS_PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0)
    .max(65_535, { error: 'must be a port from 0 to 65535' })
    .default(MQTT_WS_PORT),
  MQTT_TCP_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, { error: 'must be a port from 0 to 65535' })
      .transform(Number)
      .refine((port) => port <= 65_535, { error: 'must be a port from 0 to 65535' })
      .nullable(),
  ),
  MQTT_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(mqtts?|wss?):\/\/[^\s]+$/, { error: 'must be an mqtt://, mqtts://, ws:// or wss:// address' })
      .nullable(),
  ),
  MQTT_API_USERNAME: z.string().trim().min(1).default('api'),
  MQTT_API_PASSWORD: optionalText,
  MQTT_PUBLIC_WS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^wss?:\/\/[^\s]+$/, { error: 'must be a ws:// or wss:// address' })
      .nullable(),
  ),
  MQTT_AUTH_SECRET: optionalText,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
});

/** Reads the configuration from environment variables (see README.md); throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    googleClientId: e.GOOGLE_CLIENT_ID,
    staticDir: e.STATIC_DIR ? path.resolve(e.STATIC_DIR) : DEFAULT_STATIC_DIR,
    logLevel: e.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info'),
    passwordHashing: PRODUCTION_PASSWORD_HASHING,
    validateReplies: false,
    mqttWsPort: e.MQTT_WS_PORT,
    mqttTcpPort: e.MQTT_TCP_PORT,
    mqttUrl: e.MQTT_URL,
    mqttApiUsername: e.MQTT_API_USERNAME,
    mqttApiPassword: e.MQTT_API_PASSWORD,
    mqttPublicWsUrl: e.MQTT_PUBLIC_WS_URL,
    mqttAuthSecret: e.MQTT_AUTH_SECRET,
  };
}
