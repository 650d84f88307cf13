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
      mailFrom: 'dRisk <no-reply@drisk.local>',
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      loginMaxFailures: 5,
      loginLockMinutes: 15,
      rateLimitPerMinute: 300,
      authRateLimitPerMinute: 20,
      trustProxy: false,
      googleClientId: null,
      logLevel: 'info',
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
      googleClientId: 'abc.apps.googleusercontent.com',
      staticDir: path.resolve('/srv/www'),
      logLevel: 'warn',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://drisk.example.com/' }).publicUrl).toBe(
      'https://drisk.example.com',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', PORT: undefined }).databaseUrl).toBeNull();
  });

  it('refuses bad values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SESSION_IDLE_MINUTES: '-1', LOG_LEVEL: 'loud' })).toThrowError(
      /PORT: .*\n.*SESSION_IDLE_MINUTES: must be more than 0\n.*LOG_LEVEL: must be one of/,
    );
  });
});
