import {
  BATTERY_CHARGING,
  BATTERY_PERCENT_MAX,
  BLOCK_DURATION_MINUTES,
  reachesQuarantine,
  DEFAULT_DEVICE_SETTINGS,
  WIFI_PROFILES,
  type BlockDuration,
  type DeviceSettings,
  type GatewayCommandMessage,
  type GatewayTelemetryMessage,
  type Network,
  type ParentalSettings,
  type TelemetryEndpointUsage,
  type TelemetryEvent,
} from '@drisk/contract';
import { batteryReading, createBattery, stepBattery, type BatteryState } from './battery';
import {
  KIND_PROFILES,
  SITE_PATHS,
  VISITOR_KINDS,
  VISITOR_MEAN_STAY_HOURS,
  VISITOR_NAMES,
} from './catalogue';
import type { EndpointKind } from './catalogue';
import { systemClock, type Clock } from './clock';
import { dailyRhythm, localHour } from './dailyRhythm';
import { wallClockAt } from './wallClock';
import { createDataPlan, planBytesLeft, renewIfExpired, type DataPlan } from './dataPlan';
import { inferEndpointKind } from './endpointKind';
import {
  MAX_ENDPOINTS,
  MIN_ENDPOINTS,
  adoptEndpoint,
  commonLanPrefix,
  createEndpoint,
  createHousehold,
  createLan,
  nextMove,
  randomMac,
  relocateLan,
  releaseIp,
  type Endpoint,
  type Lan,
} from './endpoints';
import { createLocation, driftLocation, moveHome, type GatewayLocation } from './location';
import { blockReason, restrictionFor } from './parentalRules';
import { createRandom, type Random } from './random';
import { ScanRunner, type ScanRun } from './scanRunner';
import { createWifiClient, type WifiClientState } from './wifiNetworks';

export type UsageNetwork = Exclude<Network, 'AllNetworks'>;
export type SyncStatePayload = Extract<GatewayCommandMessage, { type: 'sync_state' }>['payload'];
type ListedEndpoint = NonNullable<SyncStatePayload['endpoints']>[number];
type TelemetryIssue = NonNullable<GatewayTelemetryMessage['issues']>[number];

/** Longest slice of simulated time in one step, so block expiries and joins land close to their moment. */
export const STEP_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Contract limits of one telemetry message. */
const MAX_TELEMETRY_ENDPOINTS = 1024;
const MAX_TELEMETRY_ISSUES = 1024;
const MAX_TELEMETRY_EVENTS = 256;

export interface GatewayModelOptions {
  deviceId: string;
  /** Same seed, same gateway: household, LAN, location, plan and every later draw. Default: the device id. */
  seed?: number | string;
  clock?: Clock;
  /** Offset of the gateway's local time from UTC, for the daily rhythm. Default: the process's now. */
  utcOffsetMinutes?: number;
  /**
   * The gateway's IANA time zone, in which the access windows of parental rules hold (daylight saving
   * time included). Default: the process's zone (TZ).
   */
  timeZone?: string;
  /** Household size (clamped to 5..40). Default: drawn from the seed, 8 to 24. */
  endpointCount?: number;
  /** Mean hours between two unknown endpoints arriving at the evening peak; 0 = none arrive by themselves. */
  visitorMeanHours?: number;
  /** Settings to start from (sync_state replaces them once the api sends the stored ones). */
  settings?: Partial<DeviceSettings>;
  /** Multiplies the duration of vulnerability scans (1: about 15 s per host for base). */
  scanTimeScale?: number;
}

/** The contract's defaults, with the band drawn so that simulated households differ. */
function defaultSettings(deviceId: string, random: Random): DeviceSettings {
  return {
    setting_id: 0,
    device_id: deviceId,
    ...DEFAULT_DEVICE_SETTINGS,
    wifi_profile: random.pick(WIFI_PROFILES).value,
    wifi_name_ssid: `dRisk-${deviceId.slice(-4)}`,
  };
}

/** Bytes not yet reported, per network: [download, upload]. Fractions carry over to the next message. */
type PendingUsage = Record<UsageNetwork, [number, number]>;

/**
 * One virtual gateway. Time moves only when `advance()` is called, up to the injected clock's now, in slices
 * of at most a minute; every random draw comes from the seeded generator, so a test that controls the clock
 * controls everything.
 */
export class GatewayModel {
  readonly deviceId: string;
  readonly clock: Clock;
  readonly utcOffsetMinutes: number;
  readonly timeZone: string;
  settings: DeviceSettings;
  /** The password of the Wi-Fi network the gateway offers. */
  wifiPassword: string;
  parental: ParentalSettings | null = null;
  /** Blocked MACs and when their block ends (null: until unblocked). MACs are upper case. */
  readonly blocks = new Map<string, number | null>();
  readonly endpoints = new Map<string, Endpoint>();
  readonly battery: BatteryState;
  readonly plan: DataPlan;
  readonly location: GatewayLocation;
  readonly wifi: WifiClientState;
  readonly lan: Lan;
  /** Whether the api has sent its stored state (sync_state) since the gateway started. */
  synced = false;
  /** The seed every draw comes from (the device id unless given). */
  readonly seed: string;
  /** Vulnerability scans under way (start_scan, and Auto Scan of endpoints that join). */
  readonly scans: ScanRunner;

  private readonly random: Random;
  private readonly visitorMeanHours: number;
  private readonly names = new Set<string>();
  private lastStepAt: number;
  private readonly pending = new Map<string, PendingUsage>();
  private issues: TelemetryIssue[] = [];
  private events: TelemetryEvent[] = [];
  private endedBlocks: string[] = [];

  constructor(options: GatewayModelOptions) {
    this.deviceId = options.deviceId;
    this.clock = options.clock ?? systemClock;
    const now = this.clock.now();
    this.utcOffsetMinutes = options.utcOffsetMinutes ?? -new Date(now).getTimezoneOffset();
    this.timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    this.seed = String(options.seed ?? options.deviceId);
    this.random = createRandom(options.seed ?? options.deviceId);
    this.scans = new ScanRunner(this.seed, (ip) => this.endpointAt(ip), options.scanTimeScale);
    this.visitorMeanHours = options.visitorMeanHours ?? 6;
    this.settings = { ...defaultSettings(options.deviceId, this.random), ...options.settings };
    this.wifiPassword = 'dRisk-' + this.random.int(10_000_000, 99_999_999);
    this.lan = createLan(this.random);
    const size = options.endpointCount ?? this.random.int(8, 24);
    for (const endpoint of createHousehold(this.random, this.lan, now, size)) {
      this.endpoints.set(endpoint.mac_address, endpoint);
      this.names.add(endpoint.name);
    }
    this.ensureMinimumOnline(now);
    this.battery = createBattery(this.random, now);
    this.plan = createDataPlan(this.random, now);
    this.location = createLocation(this.random);
    this.wifi = createWifiClient(this.random);
    this.lastStepAt = now;
  }

  /** Runs the simulation up to the clock's now. True when something happened that telemetry should report at once. */
  advance(): boolean {
    const now = this.clock.now();
    if (now < this.lastStepAt) this.lastStepAt = now; // the clock went back: start again from here
    let changed = false;
    while (this.lastStepAt < now) {
      const start = this.lastStepAt;
      const end = Math.min(now, start + STEP_MS);
      if (this.step(start, end)) changed = true;
      this.lastStepAt = end;
    }
    for (const run of this.scans.advance(now)) {
      this.quarantineIfNeeded(run, now);
      changed = true;
    }
    return changed;
  }

  /** The endpoint holding an address: the online one first (a visitor may reuse an address). */
  endpointAt(ip: string): Endpoint | undefined {
    const holders = [...this.endpoints.values()].filter((e) => e.ip_address === ip);
    return holders.find((e) => e.online) ?? holders[0];
  }

  /** Auto Scan's own run for an endpoint that joined: the base configuration, as the spec's tooltip says. */
  private autoScan(endpoint: Endpoint, now: number): void {
    const id = `auto-${now.toString(36)}-${this.random.int(0, 0xffffff).toString(16).padStart(6, '0')}`;
    this.scans.start(
      {
        uniqueId: id,
        taskId: id,
        config: 'base',
        targets: [endpoint.ip_address],
        auto: { mac_address: endpoint.mac_address, name: endpoint.name, ip_address: endpoint.ip_address },
      },
      now,
    );
  }

  /** An Auto Scan whose worst finding reaches the quarantine level blocks the endpoint and tells the api. */
  private quarantineIfNeeded(run: ScanRun, now: number): void {
    if (!run.auto || !reachesQuarantine(run.severity, this.settings.openvas_autoscan_value)) return;
    const { mac_address, name, ip_address } = run.auto;
    this.blocks.set(mac_address.toUpperCase(), null);
    this.events.push({
      type: 'quarantined',
      mac_address,
      name,
      ip_address,
      severity: run.severity === '' ? 'None' : run.severity,
      at: now,
    });
    this.events = this.events.slice(-MAX_TELEMETRY_EVENTS);
  }

  /** The network traffic currently leaves by: LAN when docked or a Wi-Fi client, else the cellular plan. */
  uplink(): UsageNetwork | null {
    if (this.settings.wifi_mode === 1 && this.wifi.connectedBssid) return 'LAN';
    if (this.battery.power === 'plugged') return 'LAN';
    if (this.settings.mobile_data === 1 && planBytesLeft(this.plan) > 0) return 'Cellular';
    return null;
  }

  batteryReading(): number | 'charging' {
    return batteryReading(this.battery);
  }

  /**
   * An operator's reading: a level unplugged, or plugged in below full ('charging'). The battery then moves
   * on from there as before.
   */
  setBatteryReading(reading: number | typeof BATTERY_CHARGING): void {
    if (reading === BATTERY_CHARGING) {
      this.battery.power = 'plugged';
      this.battery.level = Math.min(this.battery.level, BATTERY_PERCENT_MAX - 1);
    } else {
      this.battery.power = 'battery';
      this.battery.level = reading;
    }
  }

  isBlocked(mac: string): boolean {
    return this.blocks.has(mac.toUpperCase());
  }

  findEndpoint(mac: string): Endpoint | undefined {
    return this.endpoints.get(mac.toUpperCase());
  }

  onlineEndpoints(): Endpoint[] {
    return [...this.endpoints.values()].filter((e) => e.online);
  }

  /**
   * Blocks an endpoint for one of the block durations; Permanent has no end. `until`, when given, is the end
   * the api decided (null: none), so both count down to the same moment. Unknown MACs are blocked too.
   */
  block(mac: string, interval: BlockDuration, until?: number | null): { until: number | null } {
    const minutes = BLOCK_DURATION_MINUTES[interval];
    const end = until !== undefined ? until : minutes === null ? null : this.clock.now() + minutes * 60_000;
    this.blocks.set(mac.toUpperCase(), end);
    return { until: end };
  }

  /** Blocks an endpoint until `until` (epoch ms), whatever it held before (an operator's short block). */
  blockUntil(mac: string, until: number): void {
    this.blocks.set(mac.toUpperCase(), until);
  }

  /** Moves the end of a timed block that has not ended. False when there is none (ended, lifted or permanent). */
  extendBlock(mac: string, until: number): boolean {
    const key = mac.toUpperCase();
    const current = this.blocks.get(key);
    if (current === undefined || current === null || current <= this.clock.now()) return false;
    this.blocks.set(key, until);
    return true;
  }

  /** The soonest end of a timed block, so the gateway can lift it on time; null without one. */
  nextBlockEnd(): number | null {
    let next: number | null = null;
    for (const until of this.blocks.values())
      if (until !== null && (next === null || until < next)) next = until;
    return next;
  }

  /** MACs whose timed block ended since the previous call (apps are told at once), oldest first. */
  takeEndedBlocks(): string[] {
    return this.endedBlocks.splice(0);
  }

  /** Lifts a block. An unblocked visitor is accepted into the household. True when it was blocked. */
  unblock(mac: string): boolean {
    const key = mac.toUpperCase();
    const endpoint = this.endpoints.get(key);
    if (endpoint && !endpoint.known) {
      endpoint.known = true;
      endpoint.nextMoveAt = nextMove(endpoint.kind, endpoint.online, this.clock.now(), this.random);
    }
    return this.blocks.delete(key);
  }

  /** Replaces settings, keeping the rules that tie other state to them (no Wi-Fi client without Wi-Fi Mode). */
  applySettings(settings: DeviceSettings): void {
    this.settings = { ...settings };
    if (settings.wifi_mode !== 1) this.wifi.connectedBssid = null;
  }

  /**
   * Starts from the state the api stored: settings, parental rules, blocks that have not ended, and, when
   * the api sends them, its endpoints as the household and the home location.
   */
  syncState(state: SyncStatePayload): void {
    this.applySettings(state.settings);
    this.parental = state.parental;
    const now = this.clock.now();
    this.blocks.clear();
    for (const { mac_address, until } of state.blocked)
      if (until === null || until > now) this.blocks.set(mac_address.toUpperCase(), until);
    if (state.endpoints && state.endpoints.length > 0) this.adoptHousehold(state.endpoints);
    if (state.location)
      moveHome(this.location, {
        latitude: state.location.latitude,
        longitude: state.location.longitude,
        label: state.location.location ?? null,
      });
    this.synced = true;
  }

  /**
   * The endpoints the api knows become the household, with the api's names, MACs and addresses: members it
   * does not list are forgotten, listed ones keep their place online or away (a rename just renames), new
   * ones join. Visitors the api does not know stay visitors, so Auto Block still applies to them.
   */
  adoptHousehold(listed: readonly ListedEndpoint[]): void {
    const now = this.clock.now();
    const byMac = new Map(listed.map((entry) => [entry.mac_address.toUpperCase(), entry]));
    for (const [mac, endpoint] of this.endpoints)
      if (endpoint.known && !byMac.has(mac)) {
        this.endpoints.delete(mac);
        releaseIp(this.lan, endpoint.ip_address);
        this.pending.delete(mac); // it never was part of this household: no usage to report for it
      }
    const prefix = commonLanPrefix([...byMac.values()].map((entry) => entry.ip_address));
    if (prefix)
      relocateLan(this.lan, prefix, [
        ...[...this.endpoints.values()].map((e) => e.ip_address),
        ...[...byMac.values()].map((entry) => entry.ip_address),
      ]);

    for (const [mac, entry] of byMac) {
      const endpoint = this.endpoints.get(mac);
      if (!endpoint) {
        this.endpoints.set(
          mac,
          adoptEndpoint(this.random, this.lan, entry, inferEndpointKind(entry.name), now),
        );
        continue;
      }
      const kind = inferEndpointKind(entry.name, endpoint.kind);
      const becameKnown = !endpoint.known;
      endpoint.name = entry.name;
      if (entry.ip_address) endpoint.ip_address = entry.ip_address;
      endpoint.known = true;
      if (kind !== endpoint.kind || becameKnown) {
        endpoint.kind = kind;
        endpoint.nextMoveAt = nextMove(kind, endpoint.online, now, this.random);
      }
    }
    this.names.clear();
    for (const endpoint of this.endpoints.values()) this.names.add(endpoint.name);
    this.ensureMinimumOnline(now);
  }

  /**
   * An endpoint the gateway has never seen joins its LAN (a visitor's phone). With Auto Block on, the
   * gateway blocks it until the api unblocks it, and reports an auto_blocked event.
   */
  joinUnknownEndpoint(kind?: EndpointKind): Endpoint {
    const now = this.clock.now();
    const endpoint = createEndpoint(
      this.random,
      this.lan,
      this.names,
      kind ?? this.random.pick(VISITOR_KINDS),
      now,
      { known: false, online: true, owners: VISITOR_NAMES },
    );
    // A visitor is a device never seen before: never one of the MACs already here (the api's included).
    while (this.endpoints.has(endpoint.mac_address))
      endpoint.mac_address = randomMac(this.random, endpoint.mac_address.slice(0, 8));
    endpoint.connectedSince = now;
    endpoint.nextMoveAt =
      now + Math.max(0.1, -Math.log(1 - this.random.next()) * VISITOR_MEAN_STAY_HOURS) * HOUR_MS;
    this.endpoints.set(endpoint.mac_address, endpoint);
    if (this.settings.auto_block === 1) {
      this.blocks.set(endpoint.mac_address, null);
      this.events.push({
        type: 'auto_blocked',
        mac_address: endpoint.mac_address,
        name: endpoint.name,
        ip_address: endpoint.ip_address,
        at: now,
      });
      this.events = this.events.slice(-MAX_TELEMETRY_EVENTS);
    }
    if (this.settings.openvas_autoscan_flag === 1) this.autoScan(endpoint, now);
    return endpoint;
  }

  /**
   * The telemetry message for everything since the previous one: usage deltas (per network and per
   * endpoint), issues and events are handed over and cleared; the rest is the current state.
   */
  takeTelemetry(): GatewayTelemetryMessage {
    const usage: Record<UsageNetwork, { download: number; upload: number }> = {
      LAN: { download: 0, upload: 0 },
      Cellular: { download: 0, upload: 0 },
    };
    const endpointUsage: TelemetryEndpointUsage[] = [];
    for (const [mac, pending] of this.pending) {
      for (const network of ['LAN', 'Cellular'] as const) {
        const [down, up] = pending[network];
        const download = Math.floor(down);
        const upload = Math.floor(up);
        pending[network] = [down - download, up - upload];
        if (download === 0 && upload === 0) continue;
        usage[network].download += download;
        usage[network].upload += upload;
        endpointUsage.push({ mac_address: mac, network, download_bytes: download, upload_bytes: upload });
      }
      if (!this.endpoints.has(mac)) this.pending.delete(mac); // a visitor that left: its last bytes are out
    }
    const issues = this.issues.splice(0, MAX_TELEMETRY_ISSUES);
    const events = this.events.splice(0, MAX_TELEMETRY_EVENTS);
    const scans = this.scans.takeUpdates();
    const endpoints = [...this.endpoints.values()]
      .filter((e) => e.online || this.blocks.has(e.mac_address))
      .slice(0, MAX_TELEMETRY_ENDPOINTS)
      .map((e) => ({
        name: e.name,
        mac_address: e.mac_address,
        ip_address: e.ip_address,
        connected_since: e.connectedSince,
        blocked: this.blocks.has(e.mac_address),
      }));
    return {
      device_id: this.deviceId,
      ts: this.clock.now(),
      battery: this.batteryReading(),
      endpoints,
      usage: (['LAN', 'Cellular'] as const).map((network) => ({
        network,
        download_bytes: usage[network].download,
        upload_bytes: usage[network].upload,
      })),
      endpoint_usage: endpointUsage,
      ...(issues.length > 0 ? { issues } : {}),
      ...(events.length > 0 ? { events } : {}),
      ...(scans.length > 0 ? { scans } : {}),
      location: {
        // The drift never carries a home near a pole or the date line out of the contract's range.
        latitude: Number(Math.min(90, Math.max(-90, this.location.latitude)).toFixed(6)),
        longitude: Number(Math.min(180, Math.max(-180, this.location.longitude)).toFixed(6)),
        ...(this.location.label === null ? {} : { location: this.location.label }),
      },
      data_plan: {
        cap_bytes: this.plan.capBytes,
        used_bytes: Math.round(this.plan.usedBytes),
        expires_at: this.plan.expiresAt,
      },
    };
  }

  private step(start: number, end: number): boolean {
    const dt = end - start;
    let changed = this.expireBlocks(end);
    stepBattery(this.battery, dt, end, this.random);
    renewIfExpired(this.plan, end);
    driftLocation(this.location, dt, this.random);
    if (this.moveEndpoints(end)) changed = true;
    if (this.maybeVisitorArrives(start, dt)) changed = true;
    this.generateTraffic(start, dt);
    return changed;
  }

  /** Lifts the timed blocks that have ended by `at` (the end of the slice, so a lift is never a slice late). */
  private expireBlocks(at: number): boolean {
    let changed = false;
    for (const [mac, until] of this.blocks)
      if (until !== null && until <= at) {
        this.blocks.delete(mac);
        this.endedBlocks.push(mac);
        changed = true;
      }
    return changed;
  }

  /** Endpoints whose time has come leave or come back; blocked ones stay where they are. */
  private moveEndpoints(now: number): boolean {
    let changed = false;
    let online = this.onlineEndpoints().length;
    for (const endpoint of [...this.endpoints.values()]) {
      if (endpoint.nextMoveAt === null || now < endpoint.nextMoveAt) continue;
      const blocked = this.blocks.has(endpoint.mac_address);
      if (endpoint.online && (blocked || online <= MIN_ENDPOINTS)) {
        endpoint.nextMoveAt = nextMove(endpoint.kind, true, now, this.random);
      } else if (endpoint.online) {
        online--;
        changed = true;
        if (!endpoint.known) {
          // A visitor leaves for good: forget it and free its address.
          this.endpoints.delete(endpoint.mac_address);
          this.names.delete(endpoint.name);
          releaseIp(this.lan, endpoint.ip_address);
          continue;
        }
        endpoint.online = false;
        endpoint.nextMoveAt = nextMove(endpoint.kind, false, now, this.random);
      } else if (online < MAX_ENDPOINTS) {
        online++;
        changed = true;
        endpoint.online = true;
        endpoint.connectedSince = now;
        endpoint.nextMoveAt = nextMove(endpoint.kind, true, now, this.random);
      }
    }
    return changed;
  }

  private ensureMinimumOnline(now: number): void {
    for (const endpoint of this.endpoints.values()) {
      if (this.onlineEndpoints().length >= MIN_ENDPOINTS) return;
      if (endpoint.online) continue;
      endpoint.online = true;
      endpoint.connectedSince = now;
      endpoint.nextMoveAt = nextMove(endpoint.kind, true, now, this.random);
    }
  }

  private maybeVisitorArrives(start: number, dt: number): boolean {
    if (this.visitorMeanHours <= 0 || this.onlineEndpoints().length >= MAX_ENDPOINTS) return false;
    const rate = dailyRhythm(localHour(start, this.utcOffsetMinutes)) / (this.visitorMeanHours * HOUR_MS);
    if (!this.random.chance(1 - Math.exp(-rate * dt))) return false;
    this.joinUnknownEndpoint();
    return true;
  }

  /** Traffic and site visits of every online, unblocked endpoint over one slice. */
  private generateTraffic(start: number, dt: number): void {
    const middle = start + dt / 2;
    const hour = localHour(middle, this.utcOffsetMinutes);
    const rhythm = dailyRhythm(hour);
    const { weekday, minuteOfDay } = wallClockAt(middle, this.timeZone);
    const network = this.uplink();
    const seconds = dt / 1000;

    for (const endpoint of this.endpoints.values()) {
      if (!endpoint.online || this.blocks.has(endpoint.mac_address)) continue;
      const profile = KIND_PROFILES[endpoint.kind];
      const activity = 1 - profile.rhythmWeight + profile.rhythmWeight * rhythm;
      const restriction = restrictionFor(this.parental, endpoint, weekday, minuteOfDay);

      if (profile.meanVisitSeconds !== null && profile.sites.length > 0) {
        const visitChance = 1 - Math.exp((-seconds * activity) / profile.meanVisitSeconds);
        if (this.random.chance(visitChance)) {
          const url = `https://www.${this.random.pick(profile.sites)}${this.random.pick(SITE_PATHS)}`;
          const reason = blockReason(restriction, url);
          if (reason) this.logIssue(endpoint, url, reason, start + Math.floor(this.random.next() * dt));
        }
      }

      if (network === null || restriction?.allInternet) continue;
      const jitter = this.random.between(0.6, 1.4);
      let download = profile.downloadPerSecond * activity * jitter * seconds;
      let upload = profile.uploadPerSecond * activity * jitter * seconds;
      if (network === 'Cellular') {
        const left = planBytesLeft(this.plan);
        if (left <= 0) continue;
        const share = Math.min(1, left / (download + upload));
        download *= share;
        upload *= share;
        this.plan.usedBytes += download + upload;
      }
      const pending = this.pendingOf(endpoint.mac_address);
      pending[network][0] += download;
      pending[network][1] += upload;
    }
  }

  private pendingOf(mac: string): PendingUsage {
    let pending = this.pending.get(mac);
    if (!pending) {
      pending = { LAN: [0, 0], Cellular: [0, 0] };
      this.pending.set(mac, pending);
    }
    return pending;
  }

  private logIssue(endpoint: Endpoint, url: string, description: string, at: number): void {
    this.issues.push({ ip_address: endpoint.ip_address, website_access: url, description, at });
    // Keep the newest when the api has not heard from us for a long time.
    if (this.issues.length > MAX_TELEMETRY_ISSUES * 4)
      this.issues = this.issues.slice(-MAX_TELEMETRY_ISSUES * 4);
  }
}
