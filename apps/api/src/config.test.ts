import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, PRODUCTION_PASSWORD_HASHING } from './config';

describe('loadConfig', () => {
  it('has a default for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      publicUrl: 'http://localhost:8080',
      smtpUrl: null,
      mailFrom: { name: 'dRisk', address: 'no-reply@drisk.local' },
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      loginMaxFailures: 5,
      loginLockMinutes: 15,
      rateLimitPerMinute: 300,
      authRateLimitPerMinute: 20,
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      trustProxy: false,
      googleClientId: null,
      serveSourceMaps: false,
      logLevel: 'info',
      endedBlockCleanupMs: 10 * 60_000,
    });
    expect(config.staticDir.endsWith(path.join('apps', 'dashboard', 'dist'))).toBe(true);
  });

  it('always hashes passwords with at least 19 MiB and 2 passes', () => {
    const { passwordHashing } = loadConfig({});
    expect(passwordHashing).toEqual(PRODUCTION_PASSWORD_HASHING);
    expect(passwordHashing.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(passwordHashing.timeCost).toBeGreaterThanOrEqual(2);
  });

  it('reads the environment; PUBLIC_URL follows PORT unless set', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://db/drisk',
      SMTP_URL: 'smtp://mail:25',
      SESSION_IDLE_MINUTES: '5',
      RATE_LIMIT_PER_MINUTE: '50',
      TRUST_PROXY: 'true',
      SERVE_SOURCE_MAPS: '1',
      GOOGLE_CLIENT_ID: ' abc.apps.googleusercontent.com ',
      STATIC_DIR: '/srv/www',
      LOG_LEVEL: 'warn',
      VITEST: '',
    });
    expect(config).toMatchObject({
      port: 9000,
      publicUrl: 'http://localhost:9000',
      databaseUrl: 'postgres://db/drisk',
      smtpUrl: 'smtp://mail:25',
      sessionIdleMinutes: 5,
      rateLimitPerMinute: 50,
      trustProxy: true,
      serveSourceMaps: true,
      googleClientId: 'abc.apps.googleusercontent.com',
      staticDir: path.resolve('/srv/www'),
      logLevel: 'warn',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://drisk.example.com/' }).publicUrl).toBe(
      'https://drisk.example.com',
    );
  });

  it('reads MAIL_FROM once into a name and an address, and refuses what is not one address', () => {
    expect(loadConfig({ MAIL_FROM: '"Alerts" <alerts@example.com>' }).mailFrom).toEqual({
      name: 'Alerts',
      address: 'alerts@example.com',
    });
    expect(loadConfig({ MAIL_FROM: ' alerts@example.com ' }).mailFrom).toEqual({
      name: '',
      address: 'alerts@example.com',
    });
    for (const bad of ['dRisk', 'a@example.com, b@example.com', 'x <a@b>', 'x <a@example.com> y']) {
      expect(() => loadConfig({ MAIL_FROM: bad }), bad).toThrowError(/MAIL_FROM: must be an address/);
    }
  });

  it('reads the timeouts in seconds; the headers must not get longer than the whole request', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '20',
      HEADERS_TIMEOUT_SECONDS: '2.5',
      KEEP_ALIVE_TIMEOUT_SECONDS: '5',
    });
    expect(config).toMatchObject({
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 2_500,
      keepAliveTimeoutMs: 5_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' })).toThrowError(
      /HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrowError(
      /REQUEST_TIMEOUT_SECONDS: must be more than 0/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', PORT: undefined }).databaseUrl).toBeNull();
  });

  it('refuses an external broker (MQTT_URL) without MQTT_AUTH_SECRET, which guards its auth calls', () => {
    expect(() => loadConfig({ MQTT_URL: 'mqtt://broker.example.com:1883' })).toThrowError(
      /^Invalid configuration:\n {2}MQTT_AUTH_SECRET: must be set when MQTT_URL is set/,
    );
    expect(() =>
      loadConfig({ MQTT_URL: 'mqtt://broker.example.com:1883', MQTT_AUTH_SECRET: 'guessable' }),
    ).toThrowError(/MQTT_AUTH_SECRET: must be at least 16 characters/);
    const external = loadConfig({
      MQTT_URL: 'mqtt://broker.example.com:1883',
      MQTT_AUTH_SECRET: ' 0123456789abcdef ',
    });
    expect(external).toMatchObject({
      mqttUrl: 'mqtt://broker.example.com:1883',
      mqttAuthSecret: '0123456789abcdef',
    });
    // The embedded broker needs no secret: its auth calls are not mounted.
    expect(loadConfig({}).mqttAuthSecret).toBeNull();
  });

  it('refuses bad values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SESSION_IDLE_MINUTES: '-1', LOG_LEVEL: 'loud' })).toThrowError(
      /PORT: .*\n.*SESSION_IDLE_MINUTES: must be more than 0\n.*LOG_LEVEL: must be one of/,
    );
  });
});

describe('payments and map settings', () => {
  const STRIPE = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
  };

  it('uses the demo provider without keys and Stripe with all three', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig(STRIPE).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: null,
    });
  });

  it('refuses some Stripe keys without the others', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrowError(/must be set together/);
  });

  it("defaults the map tiles to OpenStreetMap's and refuses a URL without {z}", () => {
    expect(loadConfig({}).mapTileUrl).toContain('tile.openstreetmap.org/{z}/{x}/{y}');
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrowError(
      /MAP_TILE_URL/,
    );
  });
});

describe('cloud file storage (S3)', () => {
  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads an S3-compatible server with path-style addressing when S3_ENDPOINT is set', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'drisk-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: ' minio-secret ',
      }).s3,
    ).toEqual({
      bucket: 'drisk-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
  });

  it('uses AWS itself, virtual-host style and the SDK credential chain with only a bucket and region', () => {
    expect(loadConfig({ S3_BUCKET: 'drisk-files', S3_REGION: 'eu-west-2' }).s3).toEqual({
      bucket: 'drisk-files',
      endpoint: null,
      region: 'eu-west-2',
      credentials: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'drisk-files',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses half an S3 set-up and bad values, naming each variable', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrowError(
      /S3_BUCKET: must be set when S3_ENDPOINT, S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'drisk-files', S3_ACCESS_KEY_ID: 'minio' })).toThrowError(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Drisk_Files' })).toThrowError(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'drisk-files', S3_ENDPOINT: 'ftp://files' })).toThrowError(
      /S3_ENDPOINT: must be an http\(s\) address/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'drisk-files', S3_FORCE_PATH_STYLE: 'maybe' })).toThrowError(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });
});
