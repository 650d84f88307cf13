import { describe, expect, it } from 'vitest';
import type { GatewayModel, SyncStatePayload } from './gatewayModel';
import { HOUR, MINUTE, bytesOf, createTestModel, run, send, telemetry } from './testing';

type Listed = NonNullable<SyncStatePayload['endpoints']>;

/** Three endpoints as the api stores them for a gateway. */
const THREE: Listed = [
  { name: "Sam's Pixel 8", mac_address: '58:24:29:30:00:01', ip_address: '192.168.10.21' },
  { name: 'Living Room TV', mac_address: '70:2A:D5:30:00:02', ip_address: '192.168.10.22' },
  { name: 'Lobby Camera', mac_address: '9C:8E:CD:30:00:03', ip_address: '192.168.10.23' },
];

/** Phones, laptops and tablets come and go; the list is long enough for some of them to leave. */
const EIGHT: Listed = [
  ...THREE,
  { name: "Olivia's iPhone 15", mac_address: 'A4:83:E7:30:00:04', ip_address: '192.168.10.24' },
  { name: "Adam's ThinkPad", mac_address: '3C:52:82:30:00:05', ip_address: '192.168.10.25' },
  { name: "Olivia's iPad", mac_address: '00:1B:63:30:00:06', ip_address: '192.168.10.26' },
  { name: 'Galaxy S24', mac_address: '8C:79:F5:30:00:07', ip_address: '192.168.10.27' },
  { name: 'Echo Dot', mac_address: '08:A6:BC:30:00:08', ip_address: '192.168.10.28' },
];

function sync(model: GatewayModel, extra: Partial<SyncStatePayload> = {}) {
  return send(model, {
    type: 'sync_state',
    payload: { settings: model.settings, parental: null, blocked: [], ...extra },
  });
}

/** The endpoints a telemetry message reports, as the api would store them. */
const reported = (message: ReturnType<typeof telemetry>) =>
  message
    .endpoints!.map(({ name, mac_address, ip_address }) => ({ name, mac_address, ip_address }))
    .sort((a, b) => a.mac_address.localeCompare(b.mac_address));

const sorted = (list: Listed) => [...list].sort((a, b) => a.mac_address.localeCompare(b.mac_address));

/** Docked on LAN for good, so traffic never depends on the battery or the data plan. */
function dock(model: GatewayModel) {
  model.battery.power = 'plugged';
  model.battery.switchAt = Infinity;
}

describe('sync_state with the endpoints the api knows', () => {
  it('adopts them as the household: telemetry reports exactly those, and they move data', () => {
    const { model, clock } = createTestModel();
    dock(model);
    const generated = [...model.endpoints.keys()];
    expect(sync(model, { endpoints: THREE })).toMatchObject({ ok: true, message: 'State synchronised' });

    const messages = run(model, clock, 6 * HOUR, 10 * MINUTE);
    for (const message of messages) {
      expect(reported(message)).toEqual(sorted(THREE));
      for (const usage of message.endpoint_usage!)
        expect(THREE.map((e) => e.mac_address)).toContain(usage.mac_address);
    }
    for (const { mac_address } of THREE)
      expect(messages.reduce((sum, m) => sum + bytesOf(m, mac_address), 0)).toBeGreaterThan(0);
    // The seed's own household is gone, and the LAN is the api's.
    for (const mac of generated) expect(model.findEndpoint(mac)).toBeUndefined();
    expect(model.lan.prefix).toBe('192.168.10');
  });

  it('still auto-blocks a visitor, on the adopted LAN, but never a MAC the api listed', () => {
    const { model } = createTestModel();
    sync(model, { settings: { ...model.settings, auto_block: 1 }, endpoints: THREE });
    telemetry(model);

    const visitor = model.joinUnknownEndpoint('phone');
    expect(model.isBlocked(visitor.mac_address)).toBe(true);
    expect(visitor.ip_address).toMatch(/^192\.168\.10\.\d+$/);
    expect(THREE.map((e) => e.ip_address)).not.toContain(visitor.ip_address);
    const message = telemetry(model);
    expect(message.events).toEqual([expect.objectContaining({ mac_address: visitor.mac_address })]);
    expect(message.endpoints!.filter((e) => e.blocked).map((e) => e.mac_address)).toEqual([
      visitor.mac_address,
    ]);
    for (const { mac_address } of THREE) expect(model.isBlocked(mac_address)).toBe(false);
  });

  it('lets listed endpoints leave and come back with Auto Block on without ever blocking them', () => {
    const { model, clock } = createTestModel({ visitorMeanHours: 2 });
    sync(model, { settings: { ...model.settings, auto_block: 1 }, endpoints: EIGHT });
    const listed = new Set(EIGHT.map((e) => e.mac_address));
    const seenAway = new Set<string>();
    const seenBack = new Set<string>();
    const events = [];
    for (const message of run(model, clock, 24 * HOUR, 10 * MINUTE)) {
      const online = new Set(message.endpoints!.filter((e) => !e.blocked).map((e) => e.mac_address));
      for (const mac of listed)
        if (!online.has(mac)) seenAway.add(mac);
        else if (seenAway.has(mac)) seenBack.add(mac);
      events.push(...(message.events ?? []));
      for (const endpoint of message.endpoints!)
        if (listed.has(endpoint.mac_address)) expect(endpoint.blocked).toBe(false);
    }
    expect(seenBack.size).toBeGreaterThan(0);
    // Visitors kept arriving and were blocked; none of them was a listed device.
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(listed.has(event.mac_address)).toBe(false);
  });

  it('keeps a visitor the api does not know, and welcomes one it lists into the household', () => {
    const { model } = createTestModel();
    const stranger = model.joinUnknownEndpoint('laptop');
    const guest = model.joinUnknownEndpoint('phone');
    sync(model, {
      endpoints: [
        ...THREE,
        { name: "Jack's phone", mac_address: guest.mac_address, ip_address: '192.168.10.40' },
      ],
    });
    expect(model.findEndpoint(stranger.mac_address)).toMatchObject({ known: false, online: true });
    expect(model.findEndpoint(guest.mac_address)).toMatchObject({
      known: true,
      name: "Jack's phone",
      ip_address: '192.168.10.40',
    });
  });

  it('takes the names of a later sync_state, and the listed endpoints keep their place', () => {
    const { model, clock } = createTestModel();
    sync(model, { endpoints: THREE });
    const tv = THREE[1].mac_address;
    const connectedSince = telemetry(model).endpoints!.find((e) => e.mac_address === tv)!.connected_since;

    clock.advance(HOUR);
    sync(model, {
      endpoints: THREE.map((e) => (e.mac_address === tv ? { ...e, name: "Sam's big TV" } : e)),
    });
    const after = telemetry(model).endpoints!.find((e) => e.mac_address === tv);
    expect(after).toMatchObject({ name: "Sam's big TV", connected_since: connectedSince });
    expect(model.findEndpoint(tv)?.kind).toBe('tv');
  });

  it('keeps its household when a sync_state lists no endpoints (an older api)', () => {
    const { model } = createTestModel();
    const before = [...model.endpoints.keys()];
    sync(model);
    sync(model, { endpoints: [] });
    expect([...model.endpoints.keys()]).toEqual(before);
  });

  it('takes lower-case MACs as the upper-case ones telemetry reports', () => {
    const { model } = createTestModel();
    sync(model, { endpoints: THREE.map((e) => ({ ...e, mac_address: e.mac_address.toLowerCase() })) });
    expect(reported(telemetry(model))).toEqual(sorted(THREE));
  });
});

describe('sync_state with the home location', () => {
  it('reports positions around the api’s home, with its address', () => {
    const { model, clock } = createTestModel();
    sync(model, {
      location: {
        latitude: 51.5072,
        longitude: -0.1276,
        location: '1 Example Street, London, United Kingdom',
      },
    });
    for (const { location } of run(model, clock, 2 * HOUR, 10 * MINUTE)) {
      expect(location!.latitude).toBeCloseTo(51.5072, 2);
      expect(location!.longitude).toBeCloseTo(-0.1276, 2);
      expect(location!.location).toBe('1 Example Street, London, United Kingdom');
    }
  });

  it('leaves the address out rather than name another city when the api gives only a position', () => {
    const { model } = createTestModel();
    sync(model, { location: { latitude: 48.8566, longitude: 2.3522 } });
    const { location } = telemetry(model);
    expect(location).toEqual({ latitude: expect.closeTo(48.8566, 2), longitude: expect.closeTo(2.3522, 2) });
  });
});
