import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_BASE_PATH,
  CHAT_EVENTS,
  CHAT_HISTORY_PAGE_SIZE,
  CLOUD_LISTING_MAX_PAGE_SIZE,
  routes,
  wireDateOf,
  type AllDriskDevicesResult,
  type ChatMessage,
  type DashboardData,
  type DeviceSettings,
  type FileEntry,
  type GroupDetails,
} from '@drisk/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { chatClient } from '../../chat/chatTestClients';
import { DEMO_ACCOUNTS } from '../../db/seed/demoAccounts';
import { createTestDatabase, writeSeededPgliteDataDir, type TestDatabase } from '../testDatabase';
import {
  freePort,
  startApi,
  startSimulator,
  type ApiPlace,
  type ApiProcess,
  type Simulator,
} from './processes';
import {
  apiClient,
  Ledger,
  seededRandom,
  sha256,
  WRITE_KINDS,
  writeRound,
  type SentFiles,
  type Target,
} from './writeStream';

/**
 * Crash safety (README "Durability"): the api, started as its own process from its production entry, is
 * killed with SIGKILL while a stream of writes is in flight, then started again on the same DATA_DIR and
 * database. Every write it acknowledged must be read back through the API; a write it did not acknowledge
 * may be there or not, never half; the database must open cleanly; no half-written upload may be listed,
 * downloaded or lie in the data folder under its final name. On PGlite always, on PostgreSQL when
 * DATABASE_URL is set. CRASH_SEED replays a schedule (when to kill, what to write).
 */
const SEED = Number(process.env.CRASH_SEED ?? 15_2026);
const DEVICE = 'DRA-100001';
const ROOT = `/dRisk/${DEVICE}`;
const ON = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
/** A database coming back from a crash must not say any of this (recovery itself is normal). */
const DATABASE_TROUBLE =
  /PANIC|FATAL|corrupt|invalid (record|page|checkpoint)|could not (open|read)|Database connection error|Aborted/i;

const random = seededRandom(SEED);
/**
 * How many writes are acknowledged in each round before the kill: a few (early, while the first writes
 * of each kind are in flight), then more. Two kills, as each restart takes seconds on a loaded machine.
 */
const KILL_AFTER = [random.int(5, 15), random.int(25, 45)];
const KIND_WAIT_MS = 4_000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function signIn(url: string, email: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
  const reply = await fetch(`${url}${API_BASE_PATH}/${routes.login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email_address: account.email, password: account.password }),
  });
  expect(reply.status, `sign-in of ${email}`).toBe(200);
  return ((await reply.json()) as { result: { token: string } }).result.token;
}

let dataDir = '';
let database: TestDatabase | null = null;
let api: ApiProcess | null = null;
let simulator: Simulator | null = null;

afterAll(async () => {
  await simulator?.stop();
  await api?.stop();
  await database?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe(`crash safety on ${ON} (CRASH_SEED=${SEED})`, () => {
  it(`keeps every acknowledged write when the api is killed after ${KILL_AFTER.join(', ')} of them`, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-crash-'));
    if (ON === 'PostgreSQL') database = await createTestDatabase();
    else await writeSeededPgliteDataDir(path.join(dataDir, 'pglite'));
    const place: ApiPlace = {
      dataDir,
      port: await freePort(),
      mqttPort: await freePort(),
      databaseUrl: database?.url ?? null,
    };
    // The simulator waits for the credentials file and the broker the api brings.
    simulator = startSimulator(place, DEVICE);
    const starting = Date.now();
    api = await startApi(place);
    console.log(`the api answered after ${Date.now() - starting} ms`);
    const url = api.url;
    const [ownerToken, adminToken] = await Promise.all([
      signIn(url, 'owner@example.com'),
      signIn(url, 'admin@example.com'),
    ]);
    const owner = apiClient(() => url, ownerToken);

    // What the stream works on, and the state before it.
    const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const blockState = async () => {
      const home = await owner.call<DashboardData>(routes.getDashboardData.path, {
        device_id: DEVICE,
        startDate: wireDateOf(day),
        endDate: wireDateOf(day + 86_400_000),
        type: 'day',
        network: 'AllNetworks',
      });
      expect(home.status).toBe(200);
      return home.result;
    };
    const home = await blockState();
    const macs = home.iotdevice.slice(0, 3).map((e) => e.mac_address);
    expect(macs.length).toBeGreaterThan(0);
    const groups = await owner.call<GroupDetails>(routes.getGroupDetails.path, { device_id: DEVICE });
    const groupId = groups.result.groupList.find((g) => g.group_name === 'Alpha team')!.group_id;
    const gatewayName = async () =>
      (await owner.get<AllDriskDevicesResult>(routes.getAllDriskDevices.path)).result.device_details.find(
        (d) => d.device_id === DEVICE,
      )!.name;
    const attenuation = async () =>
      (await owner.call<DeviceSettings[]>(routes.getSettings.path, { device_id: DEVICE })).result[0]
        .wifi_attenuation;
    const initial = { name: await gatewayName(), attenuation: await attenuation() };
    // The seed's files: whole, and the only bytes in the store besides what the test sends.
    const known = new Set<string>();
    for (const file of await filesUnder(path.join(dataDir, 'cloud'))) known.add(sha256(await readFile(file)));

    const ledger = new Ledger();
    const sent: SentFiles = new Map();
    const folders: string[] = [];
    const trickles: string[] = [];

    for (const [index, killAfter] of KILL_AFTER.entries()) {
      const round = index + 1;
      const folder = `${ROOT}/crash-r${round}`;
      const created = await owner.call(routes.cloudCreateDirectory.path, { device_id: DEVICE, path: folder });
      expect(created.status).toBe(200);
      folders.push(folder);
      // Blocks and settings are stored once the gateway acknowledges them: it must be connected.
      await simulator.connected(round);

      const target: Target = { url, deviceId: DEVICE, owner, ownerToken, adminToken, macs, groupId, folder };
      const before = ledger.acked().length;
      let killed: Promise<void> | null = null;
      let inFlight = 0;
      const running = api;
      // The kill comes once `killAfter` writes of this round are acknowledged, at least one of each kind
      // (a write waiting for the gateway can take seconds on a loaded machine: after KIND_WAIT_MS, any kind).
      const started = Date.now();
      ledger.onAck(() => {
        if (killed || ledger.acked().length - before < killAfter) return;
        const kinds = new Set(
          ledger
            .acked()
            .slice(before)
            .map((w) => w.kind),
        );
        if (kinds.size < WRITE_KINDS.length && Date.now() - started < KIND_WAIT_MS) return;
        inFlight = ledger.writes.filter((w) => w.outcome === 'pending').length;
        killed = running.kill();
      });
      const stream = writeRound(round, target, ledger, random, sent, () => killed !== null);
      // Were the writes to stall, the kill still comes (and the count below fails the test).
      const watchdog = setTimeout(() => (killed ??= running.kill()), 30_000);
      const { trickled, trickleName } = await stream;
      clearTimeout(watchdog);
      await killed;
      trickles.push(trickleName);
      const thisRound = ledger.writes.filter((w) => w.round === round);
      const count = (outcome: string) => thisRound.filter((w) => w.outcome === outcome).length;
      const kinds = [...new Set(thisRound.map((w) => w.kind))].map(
        (kind) => `${kind} ${thisRound.filter((w) => w.kind === kind && w.outcome === 'acked').length}`,
      );
      console.log(
        `round ${round}: killed after ${Date.now() - started} ms with ${inFlight} writes in flight ` +
          `(${trickled} bytes of a large upload sent); ${count('acked')} acknowledged (${kinds.join(', ')}), ` +
          `${count('cut')} cut, ${count('refused')} refused`,
      );
      for (const refused of thisRound.filter((w) => w.outcome === 'refused'))
        console.log(`round ${round}: refused ${refused.kind} ${String(refused.value)}: ${refused.refusal}`);
      expect(count('acked')).toBeGreaterThanOrEqual(killAfter);
      expect(inFlight).toBeGreaterThan(0);

      // Restarted on the same DATA_DIR and database, the api opens cleanly and answers.
      const restarting = Date.now();
      api = await startApi(place);
      console.log(`round ${round}: the api answered again after ${Date.now() - restarting} ms`);
      expect(api.log()).not.toMatch(DATABASE_TROUBLE);
      if (process.env.CRASH_LOG) console.log(api.log(), simulator.log());

      // Sessions were acknowledged writes too: the tokens still work.
      for (const token of [ownerToken, adminToken])
        expect((await apiClient(() => url, token).get(routes.getAllDriskDevices.path)).status).toBe(200);
      expect(await gatewayName()).toBeOneOf(ledger.allowedValues('gateway name', initial.name));
      expect(await attenuation()).toBeOneOf(ledger.allowedValues('wifi_attenuation', initial.attenuation));
      const blocked = new Set((await blockState()).blocked_devices.map((e) => e.mac_address));
      for (const mac of macs)
        expect(blocked.has(mac), mac).toBeOneOf(ledger.allowedValues(`block ${mac}`, false));

      // Every acknowledged chat message is in the history, once.
      const socket = await chatClient(url, ownerToken);
      const history: ChatMessage[] = [];
      try {
        let page = (await socket.timeout(10_000).emitWithAck(CHAT_EVENTS.join, {
          username: 'owner',
          room: String(groupId),
        })) as { result: ChatMessage[] };
        while (page.result.length > 0) {
          history.unshift(...page.result);
          if (page.result.length < CHAT_HISTORY_PAGE_SIZE) break;
          page = (await socket.timeout(10_000).emitWithAck(CHAT_EVENTS.loadOlder, {
            room: String(groupId),
            before: page.result[0].id!,
          })) as { result: ChatMessage[] };
        }
      } finally {
        socket.disconnect();
      }
      const clientIds = history.map((m) => m.client_id).filter((id) => id !== undefined);
      const ackedChats = ledger
        .acked()
        .filter((w) => w.kind === 'chat')
        .map((w) => w.value);
      expect(ackedChats.filter((id) => !clientIds.includes(id as string))).toEqual([]);
      expect(new Set(clientIds).size).toBe(clientIds.length);

      // Every file listed is whole (its bytes are those sent); every acknowledged upload is listed; the
      // large upload cut mid-transfer is not.
      const listed: FileEntry[] = [];
      for (const at of folders) {
        const listing = await owner.call<FileEntry[]>(routes.cloudFileStructure.path, {
          device_id: DEVICE,
          path: at,
          limit: CLOUD_LISTING_MAX_PAGE_SIZE,
        });
        expect(listing.status, at).toBe(200);
        listed.push(...listing.result);
      }
      const listedNames = listed.map((entry) => entry.filename);
      expect(listedNames.filter((name) => trickles.includes(name))).toEqual([]);
      const ackedUploads = ledger
        .acked()
        .filter((w) => w.kind === 'upload')
        .map((w) => w.value as string);
      expect(ackedUploads.filter((name) => !listedNames.includes(name))).toEqual([]);
      for (const entry of listed) {
        const content = sent.get(entry.filename);
        expect(content, `${entry.filename} was never sent`).toBeDefined();
        expect(entry.size, entry.filename).toBe(content!.length);
        const download = await owner.download(DEVICE, entry.filename);
        expect(download.status, entry.filename).toBe(200);
        expect(sha256(download.content), entry.filename).toBe(sha256(content!));
      }

      // On disk, a file under its final name holds whole content; only temporary (.partial) names may be cut.
      const whole = new Set([...known, ...[...sent.values()].map(sha256)]);
      let temporary = 0;
      for (const file of await filesUnder(path.join(dataDir, 'cloud'))) {
        if (file.endsWith('.partial')) {
          temporary++;
          continue;
        }
        const bytes = await readFile(file);
        expect(whole.has(sha256(bytes)), `${file} (${(await stat(file)).size} bytes) is not whole`).toBe(
          true,
        );
      }
      console.log(
        `round ${round}: after restart ${listed.length} files listed, ${history.length} messages, ` +
          `${temporary} temporary files left in the store`,
      );
    }
  }, 360_000);
});
