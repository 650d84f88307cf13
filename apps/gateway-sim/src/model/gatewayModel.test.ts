import { describe, expect, it } from 'vitest';
import { dailyRhythm } from './dailyRhythm';
import { MAX_ENDPOINTS, MIN_ENDPOINTS } from './endpoints';
import { GatewayModel } from './gatewayModel';
import { HOUR, MINUTE, MONDAY, bytesOf, createTestModel, run, send, telemetry } from './testing';

function alwaysOnEndpoint(model: GatewayModel) {
  const camera = model.onlineEndpoints().find((e) => e.kind === 'camera');
  if (!camera) throw new Error('every household has a camera');
  return camera;
}

describe('household', () => {
  it('is the same gateway for the same seed, and a different one for another seed', () => {
    const macs = (seed: number) => [...createTestModel({ seed }).model.endpoints.keys()];
    expect(macs(7)).toEqual(macs(7));
    expect(macs(7)).not.toEqual(macs(8));
  });

  it('has 5 to 40 endpoints with vendor MACs and addresses on the gateway LAN', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { model } = createTestModel({ seed });
      const endpoints = [...model.endpoints.values()];
      expect(endpoints.length).toBeGreaterThanOrEqual(MIN_ENDPOINTS);
      expect(endpoints.length).toBeLessThanOrEqual(MAX_ENDPOINTS);
      expect(model.onlineEndpoints().length).toBeGreaterThanOrEqual(MIN_ENDPOINTS);
      for (const e of endpoints) {
        expect(e.mac_address).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
        expect(e.ip_address.startsWith(`${model.lan.prefix}.`)).toBe(true);
        expect(model.lan.prefix).toMatch(/^192\.168\.\d+$/);
      }
      expect(new Set(endpoints.map((e) => e.name)).size).toBe(endpoints.length);
      expect(new Set(endpoints.map((e) => e.ip_address)).size).toBe(endpoints.length);
    }
    expect(createTestModel({ endpointCount: 100 }).model.endpoints.size).toBe(MAX_ENDPOINTS);
    expect(createTestModel({ endpointCount: 1 }).model.endpoints.size).toBe(MIN_ENDPOINTS);
  });

  it('sees endpoints leave and come back over a day, never fewer than five online', () => {
    const { model, clock } = createTestModel();
    const seenOffline = new Set<string>();
    const seenBack = new Set<string>();
    for (const message of run(model, clock, 24 * HOUR, 10 * MINUTE)) {
      const online = new Set(message.endpoints!.map((e) => e.mac_address));
      expect(online.size).toBeGreaterThanOrEqual(MIN_ENDPOINTS);
      for (const mac of model.endpoints.keys()) {
        if (!online.has(mac)) seenOffline.add(mac);
        else if (seenOffline.has(mac)) seenBack.add(mac);
      }
    }
    expect(seenOffline.size).toBeGreaterThan(0);
    expect(seenBack.size).toBeGreaterThan(0);
  });
});

describe('blocking', () => {
  it('a blocked endpoint produces no traffic until it is unblocked', () => {
    const { model, clock } = createTestModel();
    const camera = alwaysOnEndpoint(model);
    clock.advance(5 * MINUTE);
    expect(bytesOf(telemetry(model), camera.mac_address)).toBeGreaterThan(0);

    expect(
      send(model, {
        type: 'block_endpoint',
        payload: { mac_address: camera.mac_address, interval: 'Permanent' },
      }),
    ).toMatchObject({ ok: true, message: `${camera.name} blocked` });
    const blocked = run(model, clock, 3 * HOUR);
    for (const message of blocked) {
      expect(bytesOf(message, camera.mac_address)).toBe(0);
      expect(message.endpoints!.find((e) => e.mac_address === camera.mac_address)?.blocked).toBe(true);
    }
    // The rest of the house keeps going.
    expect(blocked.some((m) => m.usage!.some((u) => u.download_bytes > 0))).toBe(true);

    expect(
      send(model, { type: 'unblock_endpoint', payload: { mac_address: camera.mac_address } }),
    ).toMatchObject({
      ok: true,
      message: `${camera.name} unblocked`,
    });
    clock.advance(5 * MINUTE);
    const after = telemetry(model);
    expect(bytesOf(after, camera.mac_address)).toBeGreaterThan(0);
    expect(after.endpoints!.find((e) => e.mac_address === camera.mac_address)?.blocked).toBe(false);
  });

  it('a 15-minute block ends by itself and the traffic resumes', () => {
    const { model, clock } = createTestModel();
    const camera = alwaysOnEndpoint(model);
    send(model, {
      type: 'block_endpoint',
      payload: { mac_address: camera.mac_address, interval: '15 Minutes' },
    });

    const during = run(model, clock, 14 * MINUTE);
    expect(during.every((m) => bytesOf(m, camera.mac_address) === 0)).toBe(true);
    expect(model.isBlocked(camera.mac_address)).toBe(true);

    const after = run(model, clock, 3 * MINUTE);
    expect(model.isBlocked(camera.mac_address)).toBe(false);
    expect(bytesOf(after.at(-1)!, camera.mac_address)).toBeGreaterThan(0);
    expect(after.at(-1)!.endpoints!.find((e) => e.mac_address === camera.mac_address)?.blocked).toBe(false);
  });

  it('blocks a MAC it has not seen yet, and says so in the ack', () => {
    const { model } = createTestModel();
    const ack = send(model, {
      type: 'block_endpoint',
      payload: { mac_address: 'aa:bb:cc:00:00:01', interval: '1 Hour' },
    });
    expect(ack).toMatchObject({ ok: true, message: 'aa:bb:cc:00:00:01 blocked for 1 Hour' });
    expect(model.isBlocked('AA:BB:CC:00:00:01')).toBe(true);
  });
});

describe('auto block', () => {
  it('blocks an unknown endpoint that joins while Auto Block is on, and reports it once', () => {
    const { model, clock } = createTestModel();
    expect(send(model, { type: 'update_settings', payload: { setting: 'auto_block', value: 1 } }).ok).toBe(
      true,
    );
    telemetry(model);

    const visitor = model.joinUnknownEndpoint('phone');
    expect(model.isBlocked(visitor.mac_address)).toBe(true);
    const first = telemetry(model);
    expect(first.events).toEqual([
      {
        type: 'auto_blocked',
        mac_address: visitor.mac_address,
        name: visitor.name,
        ip_address: visitor.ip_address,
        at: clock.now(),
      },
    ]);
    expect(first.endpoints!.find((e) => e.mac_address === visitor.mac_address)?.blocked).toBe(true);

    const later = run(model, clock, 30 * MINUTE);
    expect(later.every((m) => m.events === undefined)).toBe(true);
    expect(later.every((m) => bytesOf(m, visitor.mac_address) === 0)).toBe(true);

    // Accept in the app: the api unblocks it and it becomes part of the household.
    send(model, { type: 'unblock_endpoint', payload: { mac_address: visitor.mac_address } });
    const accepted = run(model, clock, 10 * MINUTE);
    expect(accepted.some((m) => bytesOf(m, visitor.mac_address) > 0)).toBe(true);
    expect(model.findEndpoint(visitor.mac_address)?.known).toBe(true);
  });

  it('lets unknown endpoints in when Auto Block is off, and never blocks known ones coming back', () => {
    const { model, clock } = createTestModel();
    const guest = model.joinUnknownEndpoint('laptop');
    expect(model.isBlocked(guest.mac_address)).toBe(false);
    expect(telemetry(model).events).toBeUndefined();

    send(model, { type: 'update_settings', payload: { setting: 'auto_block', value: 1 } });
    const day = run(model, clock, 24 * HOUR, 10 * MINUTE);
    expect(day.flatMap((m) => m.events ?? [])).toEqual([]);
    expect(model.blocks.size).toBe(0);
  });

  it('visitors arrive by themselves when a visitor rate is set', () => {
    const { model, clock } = createTestModel({ visitorMeanHours: 1 });
    send(model, { type: 'update_settings', payload: { setting: 'auto_block', value: 1 } });
    const events = run(model, clock, 12 * HOUR, 10 * MINUTE).flatMap((m) => m.events ?? []);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(model.isBlocked(event.mac_address)).toBe(true);
  });
});

describe('daily rhythm', () => {
  it('peaks in the evening and is lowest at night', () => {
    expect(dailyRhythm(21)).toBeCloseTo(1, 1);
    expect(dailyRhythm(4)).toBeLessThan(0.1);
    expect(dailyRhythm(13)).toBeGreaterThan(dailyRhythm(4));
    expect(dailyRhythm(21)).toBeGreaterThan(dailyRhythm(13));
    for (let h = 0; h < 24; h += 0.5) {
      expect(dailyRhythm(h)).toBeGreaterThan(0);
      expect(dailyRhythm(h)).toBeLessThanOrEqual(1);
    }
  });

  it('moves several times more data in an evening hour than in a night hour', () => {
    const download = (startHour: number) => {
      const { model, clock } = createTestModel({ startAt: MONDAY + startHour * HOUR });
      // Keep the uplink the same for both hours: docked on LAN.
      model.battery.power = 'plugged';
      model.battery.switchAt = Infinity;
      return run(model, clock, HOUR).reduce(
        (sum, m) => sum + m.usage!.reduce((s, u) => s + u.download_bytes, 0),
        0,
      );
    };
    const evening = download(20);
    const night = download(3);
    expect(night).toBeGreaterThan(0);
    expect(evening).toBeGreaterThan(night * 4);
  });
});

describe('battery', () => {
  it('drains on battery, charges when plugged, and stays within 0..100', () => {
    const { model, clock } = createTestModel();
    let drained = 0;
    let charged = 0;
    for (let i = 0; i < 3 * 24 * 12; i++) {
      const before = { level: model.battery.level, power: model.battery.power };
      clock.advance(5 * MINUTE);
      const message = telemetry(model);
      const reading = message.battery!;
      if (reading !== 'charging') {
        expect(reading).toBeGreaterThanOrEqual(0);
        expect(reading).toBeLessThanOrEqual(100);
      }
      expect(model.battery.level).toBeGreaterThanOrEqual(0);
      expect(model.battery.level).toBeLessThanOrEqual(100);
      // Compare within a stretch with the same power source.
      if (before.power !== model.battery.power) continue;
      if (before.power === 'battery') {
        expect(model.battery.level).toBeLessThan(before.level);
        drained++;
      } else if (before.level < 100) {
        expect(model.battery.level).toBeGreaterThan(before.level);
        expect(reading).toBe(model.battery.level < 100 ? 'charging' : 100);
        charged++;
      }
    }
    expect(drained).toBeGreaterThan(10);
    expect(charged).toBeGreaterThan(10);
  });

  it('is plugged in before it runs flat', () => {
    const { model, clock } = createTestModel();
    model.battery.power = 'battery';
    model.battery.level = 10;
    model.battery.switchAt = Infinity;
    run(model, clock, 2 * HOUR);
    expect(model.battery.power).toBe('plugged');
    expect(model.battery.level).toBeGreaterThan(0);
  });
});

describe('data plan', () => {
  it('is consumed by cellular traffic only, and cellular traffic stops when it runs out', () => {
    const { model, clock } = createTestModel();
    model.battery.power = 'battery';
    model.battery.level = 100;
    model.battery.switchAt = Infinity;
    expect(model.uplink()).toBe('Cellular');
    const usedBefore = model.plan.usedBytes;
    const hour = run(model, clock, HOUR);
    const cellular = hour.reduce((sum, m) => {
      const u = m.usage!.find((x) => x.network === 'Cellular')!;
      return sum + u.download_bytes + u.upload_bytes;
    }, 0);
    expect(cellular).toBeGreaterThan(0);
    expect(model.plan.usedBytes - usedBefore).toBeCloseTo(cellular, -3);
    expect(hour.at(-1)!.data_plan!.used_bytes).toBe(Math.round(model.plan.usedBytes));

    model.plan.usedBytes = model.plan.capBytes;
    expect(model.uplink()).toBeNull();
    const exhausted = run(model, clock, 10 * MINUTE);
    expect(exhausted.every((m) => m.usage!.every((u) => u.download_bytes === 0))).toBe(true);
  });

  it('renews with the same cap when it expires', () => {
    const { model, clock } = createTestModel();
    const { capBytes, expiresAt } = model.plan;
    clock.set(expiresAt + MINUTE);
    const message = telemetry(model);
    expect(message.data_plan!.cap_bytes).toBe(capBytes);
    expect(message.data_plan!.expires_at).toBeGreaterThan(clock.now());
    expect(message.data_plan!.used_bytes).toBeLessThan(capBytes / 10);
  });
});

describe('telemetry', () => {
  it('reports usage as deltas since the previous message, and per endpoint adds up to per network', () => {
    const { model, clock } = createTestModel();
    clock.advance(10 * MINUTE);
    const message = telemetry(model);
    for (const network of ['LAN', 'Cellular'] as const) {
      const total = message.usage!.find((u) => u.network === network)!;
      const parts = message.endpoint_usage!.filter((u) => u.network === network);
      expect(parts.reduce((s, u) => s + u.download_bytes, 0)).toBe(total.download_bytes);
      expect(parts.reduce((s, u) => s + u.upload_bytes, 0)).toBe(total.upload_bytes);
    }
    // Nothing happened since: no new bytes.
    const again = telemetry(model);
    expect(again.usage!.every((u) => u.download_bytes === 0 && u.upload_bytes === 0)).toBe(true);
    expect(again.endpoint_usage).toEqual([]);
  });

  it('reports a GPS position that drifts a little around home', () => {
    const { model, clock } = createTestModel();
    const positions = run(model, clock, 6 * HOUR, 10 * MINUTE).map((m) => m.location!);
    const { homeLatitude, homeLongitude } = model.location;
    expect(new Set(positions.map((p) => `${p.latitude},${p.longitude}`)).size).toBeGreaterThan(1);
    for (const p of positions) {
      expect(Math.abs(p.latitude - homeLatitude)).toBeLessThan(0.01);
      expect(Math.abs(p.longitude - homeLongitude)).toBeLessThan(0.01);
      expect(p.location).toBe(model.location.label);
    }
  });
});
