import { SCAN_SEVERITIES, SERVER, type TelemetryEvent, type TelemetryScanRun } from '@drisk/contract';
import { describe, expect, it } from 'vitest';
import type { EndpointKind } from './catalogue';
import type { Endpoint } from './endpoints';
import { SCAN_HOST_MS, SCAN_QUEUED_MS, findingsFor } from './scanRunner';
import { MINUTE, createTestModel, send, telemetry } from './testing';

const SECOND = 1000;

const startScan = (targets: string[], config = 'base', taskId = 't-1') => ({
  type: 'start_scan' as const,
  payload: { unique_id: 'scan-1', task_id: taskId, scan_config: config, targets, quarantine: 'none' },
});

/** Every state of the run the telemetry reported while the clock moved on in steps. */
function watch(
  model: ReturnType<typeof createTestModel>['model'],
  clock: { advance(ms: number): void },
  ms: number,
  events: TelemetryEvent[] = [],
) {
  const states: TelemetryScanRun[] = [];
  for (let t = 0; t < ms; t += SECOND) {
    clock.advance(SECOND);
    const message = telemetry(model);
    states.push(...(message.scans ?? []));
    events.push(...(message.events ?? []));
  }
  return states;
}

const host = (kind: EndpointKind, mac: string) => ({ ip: '192.168.1.50', name: `${kind} 1`, mac, kind });
const worst = (findings: { cvss_score: number }[]) => Math.max(0, ...findings.map((f) => f.cvss_score));

describe('a scan run on the gateway', () => {
  it('goes Queued, then Running with a rising percentage, then Done with its findings and severity', () => {
    const { model, clock } = createTestModel();
    const targets = model
      .onlineEndpoints()
      .filter((e) => e.nextMoveAt === null || e.nextMoveAt > clock.now() + 10 * MINUTE);
    const ack = send(model, startScan(targets.slice(0, 2).map((e) => e.ip_address)));
    expect(ack).toMatchObject({ ok: true, message: 'Scan queued' });

    const states = watch(model, clock, 2 * MINUTE);
    const statuses = states.map((s) => s.status);
    expect(statuses[0]).toBe('Queued');
    const running = statuses.filter((s) => s.startsWith('Running ')).map((s) => Number(/(\d+)%/.exec(s)![1]));
    expect(running.length).toBeGreaterThan(3);
    expect(running).toEqual([...running].sort((a, b) => a - b));
    const last = states.at(-1)!;
    expect(last.status).toBe('Done');
    expect(last.findings!.length).toBeGreaterThan(0);
    expect(SCAN_SEVERITIES).toContain(last.severity);
    expect(last.summary!.endpoints.map((e) => e.status)).toEqual(['Done', 'Done']);
    // Reported once, then nothing more for this run.
    expect(watch(model, clock, 5 * SECOND)).toEqual([]);
  });

  it('stops a host that leaves; the run is Stopped with the reason when no host finished', () => {
    const { model, clock } = createTestModel();
    const visitor = model.joinUnknownEndpoint('phone');
    send(model, startScan([visitor.ip_address], 'full_and_fast'));
    clock.advance(SCAN_QUEUED_MS + SECOND);
    expect(telemetry(model).scans![0].status).toMatch(/^Running \d+%$/);

    // The visitor goes home: the model forgets it.
    model.endpoints.delete(visitor.mac_address);
    clock.advance(SECOND);
    const [stopped] = telemetry(model).scans!;
    expect(stopped).toMatchObject({
      status: 'Stopped',
      message: SERVER.scanStoppedEndpointLeft,
      findings: [],
    });
    expect(stopped.summary!.endpoints[0].status).toBe('Stopped');
  });

  it('runs a task once even when the command arrives twice', () => {
    const { model } = createTestModel();
    const ip = model.onlineEndpoints()[0].ip_address;
    send(model, startScan([ip]));
    expect(send(model, startScan([ip]))).toMatchObject({ ok: true, message: 'Scan already queued' });
  });

  it('ends a run on cancel_scan', () => {
    const { model, clock } = createTestModel();
    send(model, startScan([model.onlineEndpoints()[0].ip_address]));
    clock.advance(SCAN_QUEUED_MS + SECOND);
    telemetry(model);
    expect(send(model, { type: 'cancel_scan', payload: { unique_id: 'scan-1' } }).message).toBe(
      'Scan cancelled',
    );
    expect(telemetry(model).scans![0].status).toBe('Stopped');
  });
});

describe('findings', () => {
  it('depend on the configuration: discovery finds open ports only, base more, full_and_fast the most', () => {
    for (const kind of ['camera', 'laptop', 'tv', 'other'] as const) {
      const target = host(kind, 'BC:AD:28:00:00:01');
      const discovery = findingsFor('seed', target, 'discovery');
      const base = findingsFor('seed', target, 'base');
      const full = findingsFor('seed', target, 'full_and_fast');
      expect(discovery.length).toBeGreaterThan(0);
      expect(discovery.every((f) => f.severity === 'None' && f.name.startsWith('Open port'))).toBe(true);
      // Each deeper configuration sees what the shallower one saw, and more over many endpoints.
      expect(base.slice(0, discovery.length)).toEqual(discovery);
      expect(full.slice(0, discovery.length)).toEqual(discovery);
      expect(base.every((f) => full.some((g) => g.name === f.name))).toBe(true);
    }
    const total = (config: 'discovery' | 'base' | 'full_and_fast') =>
      Array.from(
        { length: 50 },
        (_, i) => findingsFor('seed', host('laptop', `AA:00:00:00:00:${i}`), config).length,
      ).reduce((a, b) => a + b);
    expect(total('discovery')).toBeLessThan(total('base'));
    expect(total('base')).toBeLessThan(total('full_and_fast'));
  });

  it('depend on the kind: cameras are the most exposed, phones the least', () => {
    const meanWorst = (kind: EndpointKind) =>
      Array.from({ length: 60 }, (_, i) =>
        worst(findingsFor('s', host(kind, `AA:00:00:00:01:${i}`), 'full_and_fast')),
      ).reduce((a, b) => a + b) / 60;
    const count = (kind: EndpointKind) =>
      Array.from(
        { length: 60 },
        (_, i) => findingsFor('s', host(kind, `AA:00:00:00:02:${i}`), 'full_and_fast').length,
      ).reduce((a, b) => a + b);
    expect(meanWorst('camera')).toBeGreaterThan(meanWorst('phone'));
    expect(count('camera')).toBeGreaterThan(count('phone'));
    // Every camera exposes a cleartext admin page: a base scan always reaches Medium.
    for (let i = 0; i < 20; i++)
      expect(worst(findingsFor('x', host('camera', `AA:00:00:00:03:${i}`), 'base'))).toBeGreaterThanOrEqual(
        4,
      );
  });

  it('carry a reference, a CVSS score and vector, a port, a description and a remedy', () => {
    const findings = findingsFor('seed', host('camera', 'BC:AD:28:00:00:09'), 'full_and_fast');
    for (const finding of findings.filter((f) => f.cvss_score > 0)) {
      expect(finding.ref).toMatch(/^(CVE-\d{4}-\d+|CWE-\d+)$/);
      expect(finding.cvss_vector).toMatch(/AV:[NALP]/);
      expect(finding.description.length).toBeGreaterThan(20);
      expect(finding.remedy.length).toBeGreaterThan(10);
    }
  });

  it('are the same for the same seed, and differ between seeds', () => {
    const run = (seed: number) => {
      const { model, clock } = createTestModel({ seed });
      send(
        model,
        startScan(
          model.onlineEndpoints().map((e) => e.ip_address),
          'full_and_fast',
        ),
      );
      const states = watch(model, clock, 3 * MINUTE);
      return states.at(-1)!;
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7).findings).not.toEqual(run(8).findings);
  });
});

describe('Auto Scan', () => {
  const joinCamera = (quarantine: 'high' | 'medium' | 'low' | 'none', autoscan: 0 | 1 = 1) => {
    const { model, clock } = createTestModel({
      settings: { openvas_autoscan_flag: autoscan, openvas_autoscan_value: quarantine, auto_block: 0 },
    });
    const camera: Endpoint = model.joinUnknownEndpoint('camera');
    camera.nextMoveAt = null; // it stays for the whole scan
    const events: TelemetryEvent[] = [];
    const states = watch(model, clock, SCAN_QUEUED_MS + 2 * SCAN_HOST_MS.base, events);
    return { model, camera, states, events };
  };

  it('scans an endpoint that joins with the base configuration and quarantines it at the chosen level', () => {
    const { model, camera, states } = joinCamera('medium');
    const final = states.at(-1)!;
    expect(final).toMatchObject({ status: 'Done', auto: { mac_address: camera.mac_address } });
    expect(['High', 'Medium']).toContain(final.severity);
    expect(model.isBlocked(camera.mac_address)).toBe(true);
  });

  it('reports the quarantine as an event and leaves the endpoint alone below the level or when off', () => {
    const { camera, events, states } = joinCamera('medium');
    expect(events).toEqual([
      {
        type: 'quarantined',
        mac_address: camera.mac_address,
        name: camera.name,
        ip_address: camera.ip_address,
        severity: states.at(-1)!.severity,
        at: expect.any(Number),
      },
    ]);

    const none = joinCamera('none');
    expect(none.states.at(-1)!.status).toBe('Done');
    expect(none.model.isBlocked(none.camera.mac_address)).toBe(false);

    const off = joinCamera('medium', 0);
    expect(off.states).toEqual([]);
    expect(off.model.isBlocked(off.camera.mac_address)).toBe(false);
  });
});
