import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, UsageError } from './config';
import {
  chooseCredentials,
  CredentialsError,
  readClaimCodes,
  readCredentials,
  stickerLine,
} from './credentials';

describe('command line and environment', () => {
  it('defaults to every gateway, 5 s telemetry, the embedded broker and ./data', () => {
    expect(readConfig([], {})).toEqual({
      devices: null,
      tickMs: 5000,
      brokerUrl: 'ws://127.0.0.1:8083/mqtt',
      credentialsFile: resolve('./data/gateway-credentials.json'),
      claimCodesFile: resolve('./data/gateway-claim-codes.json'),
      visitorAfterMs: null,
      scanTimeScale: 1,
      storageDir: resolve('./data/gateway-storage'),
      apiUrl: 'http://127.0.0.1:8080',
      dashboardOrigin: 'http://127.0.0.1:8080',
    });
  });

  it('reads --devices, --tick-ms, --visitor-after, --scan-time-scale, MQTT_URL, MQTT_WS_PORT and DATA_DIR', () => {
    expect(
      readConfig(['--devices', '2', '--tick-ms=250', '--visitor-after', '3000', '--scan-time-scale=0.1'], {
        MQTT_WS_PORT: '9001',
        DATA_DIR: '/srv/drisk',
        API_URL: 'http://api.test:8080',
        PUBLIC_URL: 'https://drisk.example.com/dashboard',
      }),
    ).toEqual({
      devices: 2,
      tickMs: 250,
      brokerUrl: 'ws://127.0.0.1:9001/mqtt',
      credentialsFile: '/srv/drisk/gateway-credentials.json',
      claimCodesFile: '/srv/drisk/gateway-claim-codes.json',
      visitorAfterMs: 3000,
      scanTimeScale: 0.1,
      storageDir: '/srv/drisk/gateway-storage',
      apiUrl: 'http://api.test:8080',
      dashboardOrigin: 'https://drisk.example.com',
    });
    expect(readConfig([], { MQTT_URL: 'mqtt://broker:1883', MQTT_WS_PORT: '9001' }).brokerUrl).toBe(
      'mqtt://broker:1883',
    );
  });

  it('explains a wrong option', () => {
    expect(() => readConfig(['--devices', 'many'], {})).toThrow(
      new UsageError("--devices needs a whole number of at least 1, got 'many'"),
    );
    expect(() => readConfig(['--device', '3'], {})).toThrow(/^Unknown option '--device'/);
    expect(() => readConfig(['--scan-time-scale', '0'], {})).toThrow(
      new UsageError("--scan-time-scale needs a number above 0, got '0'"),
    );
  });
});

describe('gateway credentials file', () => {
  async function file(content: string) {
    const path = join(await mkdtemp(join(tmpdir(), 'gateway-sim-')), 'gateway-credentials.json');
    await writeFile(path, content);
    return path;
  }

  it('reads { device_id: secret } in file order and picks the first N', async () => {
    const path = await file('{"DRA-100001":"a","DRB-100002":"b","DRS-100003":"c"}');
    const all = (await readCredentials(path))!;
    expect(all).toEqual([
      { deviceId: 'DRA-100001', secret: 'a' },
      { deviceId: 'DRB-100002', secret: 'b' },
      { deviceId: 'DRS-100003', secret: 'c' },
    ]);
    expect(chooseCredentials(path, all, 2).map((c) => c.deviceId)).toEqual(['DRA-100001', 'DRB-100002']);
    expect(chooseCredentials(path, all, null)).toHaveLength(3);
  });

  it('names the file, what it holds and how to provision more when fewer gateways exist than asked', async () => {
    const path = await file('{"DRA-100001":"a"}');
    const run = () => chooseCredentials(path, [{ deviceId: 'DRA-100001', secret: 'a' }], 50);
    expect(run).toThrow(CredentialsError);
    expect(run).toThrow(
      `--devices 50 asks for 50 gateways, but ${path} holds credentials for only 1 (DRA-100001).`,
    );
    expect(run).toThrow(/provision them on the api/);
  });

  it('is null while the file does not exist, and refuses a file of the wrong shape', async () => {
    expect(await readCredentials(join(tmpdir(), 'no-such-dir', 'gateway-credentials.json'))).toBeNull();
    await expect(readCredentials(await file('not json'))).rejects.toThrow(/is not valid JSON/);
    await expect(readCredentials(await file('["a"]'))).rejects.toThrow(/must hold an object/);
    await expect(readCredentials(await file('{"DRA-100001": 5}'))).rejects.toThrow(
      /the secret of DRA-100001 must be a non-empty string/,
    );
  });
});

describe('stickers', () => {
  it("prints each gateway's id and claim code from the api's file, and says when a code is missing", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sim-claim-'));
    const file = join(dir, 'gateway-claim-codes.json');
    await writeFile(file, JSON.stringify({ 'DRN-200001': '7KQ2-M9XD-R4TB', broken: 3 }));
    const codes = await readClaimCodes(file);
    expect(codes).toEqual({ 'DRN-200001': '7KQ2-M9XD-R4TB' });
    expect(stickerLine('DRN-200001', codes['DRN-200001'])).toContain('claim code 7KQ2-M9XD-R4TB');
    expect(stickerLine('DRN-200002', codes['DRN-200002'])).toContain('no claim code yet');
    expect(await readClaimCodes(join(dir, 'missing.json'))).toEqual({});
  });
});
