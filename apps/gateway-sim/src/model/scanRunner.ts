import {
  SCAN_STATUS,
  SERVER,
  scanRunningStatus,
  severityOfScore,
  worstSeverity,
  type ScanConfig,
  type ScanEndpointResult,
  type ScanFinding,
  type ScanSeverity,
  type TelemetryScanRun,
} from '@drisk/contract';
import type { EndpointKind } from './catalogue';
import type { Endpoint } from './endpoints';
import { createRandom } from './random';
import { KNOWN_WEAKNESSES, OPEN_PORTS, SCAN_DEPTH } from './vulnerabilityCatalogue';

/** A run waits this long in the scanner's queue before its first host starts. */
export const SCAN_QUEUED_MS = 2_000;
/** Mean time to scan one host, per configuration (each host varies by its kind and ±20%). */
export const SCAN_HOST_MS: Record<ScanConfig, number> = {
  discovery: 6_000,
  base: 15_000,
  full_and_fast: 30_000,
};
/** Hosts scanned at the same time within one run, as OpenVAS's max_hosts. */
export const SCAN_PARALLEL_HOSTS = 4;
/** Devices with more services take longer. */
const KIND_SCAN_FACTOR: Record<EndpointKind, number> = {
  phone: 0.7,
  tablet: 0.7,
  laptop: 1.3,
  tv: 1,
  camera: 1.1,
  console: 0.9,
  other: 1,
};

/** Runs in one telemetry message (the contract's limit); the rest go in the next. */
const MAX_UPDATES = 64;

export const SCAN_CANCELLED_MESSAGE = 'The scan was cancelled';

interface HostScan {
  ip: string;
  name: string;
  mac: string | null;
  kind: EndpointKind;
  status: ScanEndpointResult['status'];
  startedAt: number | null;
  durationMs: number;
  progress: number;
  findings: ScanFinding[];
}

export interface ScanRun {
  uniqueId: string;
  taskId: string;
  config: ScanConfig;
  queuedAt: number;
  hosts: HostScan[];
  status: string;
  severity: ScanSeverity | '';
  message?: string;
  finishedAt: number | null;
  auto?: { mac_address: string; name: string; ip_address: string };
}

export interface StartScan {
  uniqueId: string;
  taskId: string;
  config: ScanConfig;
  /** IP addresses of the endpoints to scan. */
  targets: readonly string[];
  auto?: ScanRun['auto'];
}

/**
 * The findings a scan of `config` reports for one endpoint. What an endpoint has is drawn once from the
 * gateway's seed and the endpoint's MAC (the same device shows the same weaknesses every time it is
 * scanned); the configuration only decides how much of it the scan sees, so base finds a superset of
 * discovery and full_and_fast of base.
 */
export function findingsFor(
  seed: string,
  host: { ip: string; name: string; mac: string | null; kind: EndpointKind },
  config: ScanConfig,
): ScanFinding[] {
  const random = createRandom(`${seed}:weaknesses:${host.mac ?? host.ip}`);
  const depth = SCAN_DEPTH[config];
  const base = { endpoint_ip: host.ip, endpoint_name: host.name.slice(0, 100) };
  const findings: ScanFinding[] = OPEN_PORTS[host.kind].map((open) => ({
    ...base,
    name: `Open port ${open.port}/${open.protocol}: ${open.service}`,
    ref: 'CWE-200',
    cvss_score: 0,
    cvss_vector: '',
    severity: 'None',
    port: open.port,
    protocol: open.protocol,
    description: `The host answers on ${open.port}/${open.protocol} (${open.service}).`,
    remedy: 'None needed if the service is in use; otherwise turn it off on the device.',
  }));
  for (const weakness of KNOWN_WEAKNESSES) {
    // Every weakness is drawn whatever the configuration, so the draws (and what the endpoint has) never shift.
    const has = random.next() < (weakness.prevalence[host.kind] ?? 0);
    if (!has || SCAN_DEPTH[weakness.config] > depth) continue;
    findings.push({
      ...base,
      name: weakness.name,
      ref: weakness.ref,
      cvss_score: weakness.cvss_score,
      cvss_vector: weakness.cvss_vector,
      severity: severityOfScore(weakness.cvss_score),
      port: weakness.port,
      protocol: weakness.protocol,
      description: weakness.description,
      remedy: weakness.remedy,
    });
  }
  return findings;
}

const isFinal = (status: HostScan['status']) => status === 'Done' || status === 'Stopped';

/**
 * The gateway's vulnerability scanner: each run waits Queued, then scans its hosts a few at a time
 * (Running with the run's percentage), and ends Done, or Stopped when every host left the network before
 * its scan finished (a host that leaves is Stopped; the others go on). Time moves only in `advance(now)`.
 */
export class ScanRunner {
  private readonly runs = new Map<string, ScanRun>();
  private readonly changed = new Set<string>();

  /**
   * @param seed the gateway's seed: same seed, same weaknesses and durations
   * @param lookup the endpoint holding an address now (undefined when none does)
   * @param timeScale multiplies every duration (tests and demos shorten scans)
   */
  constructor(
    private readonly seed: string,
    private readonly lookup: (ip: string) => Endpoint | undefined,
    private readonly timeScale = 1,
  ) {}

  /** Queues a run; false when the task is already known (a command sent twice). */
  start(request: StartScan, now: number): boolean {
    if (this.runs.has(request.taskId)) return false;
    const random = createRandom(`${this.seed}:scan:${request.taskId}`);
    const hosts = request.targets.map((ip): HostScan => {
      const endpoint = this.lookup(ip);
      const kind = endpoint?.kind ?? 'other';
      return {
        ip,
        name: endpoint?.name ?? ip,
        mac: endpoint?.mac_address ?? null,
        kind,
        status: 'Queued',
        startedAt: null,
        durationMs: Math.round(
          SCAN_HOST_MS[request.config] * KIND_SCAN_FACTOR[kind] * random.between(0.8, 1.2) * this.timeScale,
        ),
        progress: 0,
        findings: [],
      };
    });
    this.runs.set(request.taskId, {
      uniqueId: request.uniqueId,
      taskId: request.taskId,
      config: request.config,
      queuedAt: now,
      hosts,
      status: SCAN_STATUS.queued,
      severity: '',
      finishedAt: null,
      ...(request.auto ? { auto: request.auto } : {}),
    });
    this.changed.add(request.taskId);
    return true;
  }

  /** Stops the runs of a scan that are under way; true when there was one. */
  cancel(uniqueId: string, now: number): boolean {
    let found = false;
    for (const run of this.runs.values()) {
      if (run.uniqueId !== uniqueId || run.finishedAt !== null) continue;
      for (const host of run.hosts) if (!isFinal(host.status)) host.status = 'Stopped';
      this.finish(run, now, SCAN_STATUS.stopped, SCAN_CANCELLED_MESSAGE);
      found = true;
    }
    return found;
  }

  get(taskId: string): ScanRun | undefined {
    return this.runs.get(taskId);
  }

  active(): boolean {
    return [...this.runs.values()].some((run) => run.finishedAt === null);
  }

  /** Moves every run on to `now`. Returns the runs that ended in this step. */
  advance(now: number): ScanRun[] {
    const ended: ScanRun[] = [];
    for (const run of this.runs.values()) {
      if (run.finishedAt !== null) continue;
      if (this.step(run, now)) ended.push(run);
    }
    return ended;
  }

  /** The runs that changed since the last call, as telemetry carries them (findings once a run has ended). */
  takeUpdates(): TelemetryScanRun[] {
    const updates = [...this.changed].slice(0, MAX_UPDATES).flatMap((taskId) => {
      const run = this.runs.get(taskId);
      return run ? [this.toTelemetry(run)] : [];
    });
    for (const update of updates) this.changed.delete(update.task_id);
    // A run's final state has been handed over: it is only kept to ignore a repeated start_scan.
    for (const [taskId, run] of this.runs)
      if (run.finishedAt !== null && !this.changed.has(taskId)) run.hosts = [];
    return updates;
  }

  private step(run: ScanRun, now: number): boolean {
    const before = `${run.status}|${run.severity}`;
    const queuedMs = SCAN_QUEUED_MS * this.timeScale;
    if (now - run.queuedAt < queuedMs) return false;
    const firstStart = run.queuedAt + queuedMs;
    // A queued host takes the slot of a host that ended in this step from its end, else from now.
    let freedAt: number | null = null;
    for (const host of run.hosts) {
      if (isFinal(host.status)) continue;
      const endpoint = this.lookup(host.ip);
      if (!endpoint || !endpoint.online || (host.mac !== null && endpoint.mac_address !== host.mac)) {
        host.status = 'Stopped';
        continue;
      }
      if (host.status === 'Queued') {
        const running = run.hosts.filter((h) => h.status === 'Running').length;
        if (running >= SCAN_PARALLEL_HOSTS) continue;
        const anyStarted = run.hosts.some((h) => h.startedAt !== null);
        host.status = 'Running';
        host.startedAt = anyStarted ? (freedAt ?? now) : firstStart;
      }
      const elapsed = now - host.startedAt!;
      host.progress = Math.min(100, (elapsed / host.durationMs) * 100);
      if (elapsed >= host.durationMs) {
        host.status = 'Done';
        host.progress = 100;
        host.findings = findingsFor(this.seed, host, run.config);
        freedAt = host.startedAt! + host.durationMs;
      }
    }
    const done = run.hosts.filter((h) => h.status === 'Done');
    run.severity = done.length ? worstSeverity(done.flatMap((h) => h.findings.map((f) => f.severity))) : '';
    let ended = false;
    if (run.hosts.every((h) => isFinal(h.status))) {
      if (done.length > 0) this.finish(run, now, SCAN_STATUS.done);
      else this.finish(run, now, SCAN_STATUS.stopped, SERVER.scanStoppedEndpointLeft);
      ended = true;
    } else {
      const progress = run.hosts.reduce((sum, h) => sum + (isFinal(h.status) ? 100 : h.progress), 0);
      run.status = scanRunningStatus(progress / run.hosts.length);
    }
    if (`${run.status}|${run.severity}` !== before) this.changed.add(run.taskId);
    return ended;
  }

  private finish(run: ScanRun, now: number, status: string, message?: string) {
    run.status = status;
    run.finishedAt = now;
    if (message) run.message = message;
    this.changed.add(run.taskId);
  }

  private toTelemetry(run: ScanRun): TelemetryScanRun {
    const final = run.finishedAt !== null;
    return {
      unique_id: run.uniqueId,
      task_id: run.taskId,
      status: run.status,
      severity: run.severity,
      ...(run.message ? { message: run.message } : {}),
      ...(run.auto ? { auto: run.auto } : {}),
      ...(final
        ? {
            findings: run.hosts.flatMap((h) => h.findings),
            summary: {
              started_at: run.queuedAt,
              finished_at: run.finishedAt!,
              endpoints: run.hosts.map((h) => ({
                ip_address: h.ip,
                name: h.name.slice(0, 100),
                status: h.status,
                progress: Math.round(h.progress),
              })),
            },
          }
        : {}),
    };
  }
}
