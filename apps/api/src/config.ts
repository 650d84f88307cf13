import { SCAN_SCHEDULER_TICK_MS } from './scans/scanScheduler';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_RESTRICTIONS_TIME_ZONE_DEFAULT, MQTT_WS_PORT } from '@drisk/contract';
import { z } from 'zod';
import { mailAddressOf, type MailAddress } from './mail/mailAddress';

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

/** Ended timed blocks are forgotten this often: tidiness, not timing, so once in a while is enough. */
export const ENDED_BLOCK_CLEANUP_MS = 10 * 60_000;

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
  /** Sender of e-mails (MAIL_FROM), read once at start-up. */
  mailFrom: MailAddress;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Requests per minute per client address on /api. */
  rateLimitPerMinute: number;
  /** Requests per minute per client address on sign-in, registration and password calls. */
  authRateLimitPerMinute: number;
  /** A request (headers and body) must have arrived this long after it began, or it gets 408. */
  requestTimeoutMs: number;
  /** The headers of a request must have arrived this long after it began, or it gets 408. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Whether X-Forwarded-For is trusted for the client address (behind a load balancer). */
  trustProxy: boolean;
  googleClientId: string | null;
  /** The built dashboard served at /. */
  staticDir: string;
  /** The built admin console served at /admin/. */
  adminStaticDir: string;
  /** The static Storybook of @drisk/ui (npm run build-storybook) served at /storybook/ when it exists. */
  storybookStaticDir: string;
  /** Whether the dashboard's .map files (its full source) are served; off in production. */
  serveSourceMaps: boolean;
  /** IANA time zone in which user-profile access restrictions (months, weekdays, daily window) are read. */
  accessTimeZone: string;
  /** The time access restrictions are checked against; not from the environment (tests set a clock). */
  clock: () => Date;
  logLevel: LogLevel;
  /**
   * Cost of password hashing. Not read from the environment: production always uses
   * PRODUCTION_PASSWORD_HASHING. Tests pass a cheaper cost to buildApp so the suite stays fast.
   */
  passwordHashing: PasswordHashingConfig;
  /** Check every reply against the contract's result schema (tests turn it on to catch drift). */
  validateReplies: boolean;
  /**
   * How often the scheduled job forgets ended timed blocks (jobs/endedBlockCleanup.ts). Not read from the
   * environment: reads already treat an ended block as over, so only tests have a reason to shorten it.
   */
  endedBlockCleanupMs: number;
  /** How often the scan scheduler looks for due scans, in ms; 0 starts no timer (tests drive it with tick()). */
  scanSchedulerTickMs: number;
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
   * loadConfig requires it with MQTT_URL. Without it those calls answer nobody.
   */
  mqttAuthSecret: string | null;
  /**
   * Stripe, when all three keys are set (loadConfig refuses some without the others); null: the built-in demo
   * payment provider takes the payments.
   */
  stripe: StripeConfig | null;
  /** Map tiles the browsers load ({z}/{x}/{y} template) and their attribution. */
  mapTileUrl: string;
  mapTileAttribution: string;
  /** Redis for the chat's socket.io adapter, so several api nodes share rooms; null: this node alone. */
  redisUrl: string | null;
  /**
   * Prefix of the chat's Redis channels: nodes of one deployment share it. Not read from the environment;
   * tests give each cluster its own so that clusters on one Redis never hear each other.
   */
  chatRedisKey: string;
  /**
   * Prefix of the embedded broker's Redis keys and channels (its sessions, subscriptions, retained and
   * in-flight messages, and every message between nodes): nodes of one deployment share it. Not read from
   * the environment; tests give each cluster its own, like chatRedisKey.
   */
  mqttRedisKey: string;
  /** Prefix of the resumable uploads' Redis locks and release requests (storage/uploadLocker.ts), like chatRedisKey. */
  uploadRedisKey: string;
  /** Where cloud files' bytes live: an S3-compatible bucket when S3_BUCKET is set; null: local disk under dataDir/cloud. */
  s3: S3Config | null;
}

/** An S3-compatible object store for cloud files (AWS S3, MinIO, s3rver in tests). */
export interface S3Config {
  bucket: string;
  /** The server's address; null is AWS S3 itself (chosen by region). */
  endpoint: string | null;
  region: string;
  /** null: the SDK's own credential chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Buckets as the first path segment (local servers) instead of a host name. */
  forcePathStyle: boolean;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls; null is Stripe's own api. Tests point it at a local stand-in. */
  apiUrl: string | null;
}

/** OpenStreetMap's standard tiles and the attribution their licence asks for. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';

/** apps/dashboard/dist; the same two levels up from src/config.ts and from the bundled dist/server.js. */
export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../dashboard/dist', import.meta.url));
/** apps/admin/dist, found the same way. */
export const DEFAULT_ADMIN_STATIC_DIR = fileURLToPath(new URL('../../admin/dist', import.meta.url));
/** storybook-static at the repository root, found the same way. */
export const DEFAULT_STORYBOOK_STATIC_DIR = fileURLToPath(
  new URL('../../../storybook-static', import.meta.url),
);

/** Region sent to S3 when S3_REGION is unset (local servers accept any). */
export const DEFAULT_S3_REGION = 'us-east-1';

/** S3's bucket naming rule: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending alphanumeric. */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Shortest MQTT_AUTH_SECRET accepted. */
export const MIN_MQTT_AUTH_SECRET_LENGTH = 16;

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

/** true/1 or false/0; unset or empty is false. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
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
    MAIL_FROM: z
      .string()
      .default('dRisk <no-reply@drisk.local>')
      .transform((value, ctx) => {
        const address = mailAddressOf(value);
        if (!address)
          ctx.addIssue({ code: 'custom', message: 'must be an address, or a name and <address>' });
        return address ?? z.NEVER;
      }),
    SESSION_IDLE_MINUTES: positiveNumber(30),
    SESSION_MAX_HOURS: positiveNumber(12),
    LOGIN_MAX_FAILURES: positiveInt(5),
    LOGIN_LOCK_MINUTES: positiveNumber(15),
    RATE_LIMIT_PER_MINUTE: positiveInt(300),
    AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(20),
    REQUEST_TIMEOUT_SECONDS: positiveNumber(60),
    HEADERS_TIMEOUT_SECONDS: positiveNumber(10),
    // Longer than the idle timeout of common load balancers (60 s), so they never reuse a closed connection.
    KEEP_ALIVE_TIMEOUT_SECONDS: positiveNumber(72),
    TRUST_PROXY: booleanFlag,
    SERVE_SOURCE_MAPS: booleanFlag,
    GOOGLE_CLIENT_ID: optionalText,
    STATIC_DIR: optionalText,
    ADMIN_STATIC_DIR: optionalText,
    STORYBOOK_STATIC_DIR: optionalText,
    ACCESS_RESTRICTIONS_TIME_ZONE: z
      .string()
      .trim()
      .default(ACCESS_RESTRICTIONS_TIME_ZONE_DEFAULT)
      .refine(isTimeZone, { error: 'must be an IANA time zone such as UTC or Europe/London' }),
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
        .regex(/^(mqtts?|wss?):\/\/[^\s]+$/, {
          error: 'must be an mqtt://, mqtts://, ws:// or wss:// address',
        })
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
    MQTT_AUTH_SECRET: optionalText.pipe(
      z
        .string()
        // The broker's calls are not rate limited, so the secret must not be guessable.
        .min(MIN_MQTT_AUTH_SECRET_LENGTH, {
          error: `must be at least ${MIN_MQTT_AUTH_SECRET_LENGTH} characters`,
        })
        .nullable(),
    ),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: optionalText.pipe(z.url({ error: 'must be an http(s) address' }).nullable()),
    MAP_TILE_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/\S*\{z\}\S*$/, { error: 'must be an http(s) address with {z}, {x} and {y}' })
      .default(DEFAULT_MAP_TILE_URL),
    MAP_TILE_ATTRIBUTION: z.string().trim().default(DEFAULT_MAP_TILE_ATTRIBUTION),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\/[^\s]+$/, { error: 'must be a redis:// or rediss:// address' })
        .nullable(),
    ),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(S3_BUCKET_NAME, {
          error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
        })
        .nullable(),
    ),
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).nullable(),
    ),
    S3_REGION: z.string().trim().min(1).default(DEFAULT_S3_REGION),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // Unset: on with S3_ENDPOINT (MinIO, s3rver and most local servers want it), off for AWS itself.
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
      .optional()
      .transform((value) => (value === undefined || value === '' ? null : value === 'true' || value === '1')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .optional(),
  })
  // Half a Stripe set-up would take payments that never change a plan (no webhook secret) or never start.
  .refine(
    (env) =>
      [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET].every((key) => key) ||
      [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET].every((key) => !key),
    {
      path: ['STRIPE_SECRET_KEY'],
      error: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    },
  )
  // Half an S3 set-up would silently keep files on local disk, or sign requests with half a key.
  .refine((env) => !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) || env.S3_BUCKET, {
    path: ['S3_BUCKET'],
    error: 'must be set when S3_ENDPOINT, S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY is set',
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    path: ['S3_ACCESS_KEY_ID'],
    error: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
  })
  // mqtt/auth and mqtt/acl decide who may use the external broker: without a secret anyone could ask them.
  .refine((env) => !env.MQTT_URL || env.MQTT_AUTH_SECRET, {
    path: ['MQTT_AUTH_SECRET'],
    error:
      'must be set when MQTT_URL is set (the external broker sends it with every mqtt/auth and mqtt/acl call)',
  });

/** Reads the configuration from environment variables (see README.md); throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    throw new Error(
      'Invalid configuration:\n  HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  }
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
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
    googleClientId: e.GOOGLE_CLIENT_ID,
    staticDir: e.STATIC_DIR ? path.resolve(e.STATIC_DIR) : DEFAULT_STATIC_DIR,
    adminStaticDir: e.ADMIN_STATIC_DIR ? path.resolve(e.ADMIN_STATIC_DIR) : DEFAULT_ADMIN_STATIC_DIR,
    storybookStaticDir: e.STORYBOOK_STATIC_DIR
      ? path.resolve(e.STORYBOOK_STATIC_DIR)
      : DEFAULT_STORYBOOK_STATIC_DIR,
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    accessTimeZone: e.ACCESS_RESTRICTIONS_TIME_ZONE,
    clock: () => new Date(),
    logLevel: e.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info'),
    passwordHashing: PRODUCTION_PASSWORD_HASHING,
    validateReplies: false,
    endedBlockCleanupMs: ENDED_BLOCK_CLEANUP_MS,
    scanSchedulerTickMs: SCAN_SCHEDULER_TICK_MS,
    mqttWsPort: e.MQTT_WS_PORT,
    mqttTcpPort: e.MQTT_TCP_PORT,
    mqttUrl: e.MQTT_URL,
    mqttApiUsername: e.MQTT_API_USERNAME,
    mqttApiPassword: e.MQTT_API_PASSWORD,
    mqttPublicWsUrl: e.MQTT_PUBLIC_WS_URL,
    mqttAuthSecret: e.MQTT_AUTH_SECRET,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : null,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    redisUrl: e.REDIS_URL,
    chatRedisKey: 'drisk-chat',
    mqttRedisKey: 'drisk-mqtt',
    uploadRedisKey: 'drisk-uploads',
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== null,
        }
      : null,
  };
}
