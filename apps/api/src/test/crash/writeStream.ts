import { createHash } from 'node:crypto';
import { request } from 'node:http';
import {
  API_BASE_PATH,
  BLOCK_DURATIONS,
  CHAT_EVENTS,
  SIGNAL_MAX,
  SIGNAL_MIN,
  routes,
  type ChatSendPayload,
} from '@drisk/contract';
import { chatClient } from '../../chat/chatTestClients';

/** mulberry32: the same seed gives the same schedule, so a failing run can be replayed with CRASH_SEED. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    bytes(count: number): Buffer {
      const out = Buffer.alloc(count);
      for (let i = 0; i < count; i += 4)
        out.writeUInt32LE((next() * 4294967296) >>> 0, Math.min(i, count - 4));
      return out;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

export const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * 'acked': the api answered 200 (or the chat acknowledged); it must survive. 'refused': another answer. 'cut':
 * the api died before answering. Only 'acked' writes are promised; the others may be there or not, never half.
 */
export type Outcome = 'pending' | 'acked' | 'refused' | 'cut';

export const WRITE_KINDS = ['gateway name', 'setting', 'block', 'chat', 'upload'] as const;

export interface Write {
  kind: (typeof WRITE_KINDS)[number];
  /** Writes of one lane run one after the other, as one user's clicks do; lanes run at the same time. */
  lane: string;
  /** What the write sets: a name, a number, blocked or not, a message's client id, a file's path. */
  value: string | number | boolean;
  outcome: Outcome;
  round: number;
  /** Why a refused write was refused (status and message), for the round's report. */
  refusal?: string;
}

/** Every write sent, in the order sent, with what became of it. */
export class Ledger {
  readonly writes: Write[] = [];
  private listeners: (() => void)[] = [];

  acked(): Write[] {
    return this.writes.filter((w) => w.outcome === 'acked');
  }

  onAck(listener: () => void) {
    this.listeners.push(listener);
  }

  /** Records a write and runs it; `send` resolves true for an acknowledgement, or the refusal. */
  async run(write: Omit<Write, 'outcome'>, send: () => Promise<true | string>): Promise<void> {
    const entry: Write = { ...write, outcome: 'pending' };
    this.writes.push(entry);
    try {
      const answer = await send();
      entry.outcome = answer === true ? 'acked' : 'refused';
      if (answer !== true) entry.refusal = answer;
    } catch {
      entry.outcome = 'cut';
    }
    if (entry.outcome === 'acked') this.listeners.forEach((listener) => listener());
  }

  /**
   * The values a lane may show after a crash: its last acknowledged value (or `initial` when none was),
   * or the value of any write sent after that one, which may or may not have been stored.
   */
  allowedValues(lane: string, initial: Write['value']): Write['value'][] {
    const writes = this.writes.filter((w) => w.lane === lane);
    const last = writes.map((w) => w.outcome).lastIndexOf('acked');
    const base = last < 0 ? initial : writes[last].value;
    return [base, ...writes.slice(last + 1).map((w) => w.value)];
  }
}

interface Answer {
  status: number;
  message: string;
}
/** true for a 200, else the status and message: what a refused write is recorded with. */
const ok = (answer: Answer): true | string => answer.status === 200 || `${answer.status} ${answer.message}`;

/** The calls of a client signed in with `token`, over real HTTP. */
export function apiClient(url: () => string, token: string) {
  return {
    async call<T = unknown>(
      path: string,
      body: unknown,
    ): Promise<{ status: number; result: T; message: string }> {
      const reply = await fetch(`${url()}${API_BASE_PATH}/${path}`, {
        method: 'POST',
        headers: { Auth: token, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await reply.json()) as { result: T; message: string };
      return { status: reply.status, result: json.result, message: json.message };
    },
    async get<T = unknown>(path: string): Promise<{ status: number; result: T }> {
      const reply = await fetch(`${url()}${API_BASE_PATH}/${path}`, { headers: { Auth: token } });
      const json = (await reply.json()) as { result: T };
      return { status: reply.status, result: json.result };
    },
    async upload(deviceId: string, folder: string, name: string, content: Buffer): Promise<Answer> {
      const form = new FormData();
      form.append('device_id', deviceId);
      form.append('desPath', folder);
      form.append('files', new Blob([new Uint8Array(content)]), name);
      const reply = await fetch(`${url()}${API_BASE_PATH}/${routes.cloudUploadFiles.path}`, {
        method: 'POST',
        headers: { Auth: token },
        body: form,
      });
      const json = (await reply.json()) as { message: string };
      return { status: reply.status, message: json.message };
    },
    async download(deviceId: string, file: string): Promise<{ status: number; content: Buffer }> {
      const path = routes.cloudDownloadFiles.path.replace(
        '{path}',
        encodeURIComponent(JSON.stringify([file])),
      );
      const reply = await fetch(`${url()}${API_BASE_PATH}/${path}?device_id=${deviceId}`, {
        headers: { Auth: token },
      });
      return { status: reply.status, content: Buffer.from(await reply.arrayBuffer()) };
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** What one round of writes works on. */
export interface Target {
  url: string;
  deviceId: string;
  owner: ApiClient;
  ownerToken: string;
  adminToken: string;
  /** Endpoints whose block is switched on and off, one lane each. */
  macs: string[];
  /** The chat group the messages go to. */
  groupId: number;
  /** The cloud folder this round uploads into (created beforehand). */
  folder: string;
}

/** The content of every file an upload sent whole, by its path; what a listing may show. */
export type SentFiles = Map<string, Buffer>;

/**
 * A large upload whose bytes trickle in, so it is mid-transfer when the api dies: a multipart form
 * announced as a file and never finished. Resolves when the connection ends (with the api).
 */
function trickleUpload(target: Target, name: string, random: Random): Promise<number> {
  const boundary = `----crash${random.int(0, 1e9)}`;
  const field = (key: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const head =
    field('device_id', target.deviceId) +
    field('desPath', target.folder) +
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return new Promise((resolve) => {
    let sent = 0;
    const req = request(`${target.url}${API_BASE_PATH}/${routes.cloudUploadFiles.path}`, {
      method: 'POST',
      headers: { Auth: target.ownerToken, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    const chunk = random.bytes(64 * 1024);
    const timer = setInterval(() => {
      if (req.destroyed) return;
      req.write(chunk);
      sent += chunk.length;
    }, 20);
    const done = () => {
      clearInterval(timer);
      resolve(sent);
    };
    req.on('error', done);
    req.on('response', (response) => {
      response.resume();
      response.on('end', done);
    });
    req.write(head);
  });
}

/** Runs `step` again and again until `stopped()`; a lane is one client doing one thing at a time. */
async function lane(stopped: () => boolean, step: (i: number) => Promise<void>, pauseMs: number) {
  for (let i = 0; !stopped(); i++) {
    await step(i);
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * One round: concurrent lanes of writes a real client makes (the gateway's name, a setting, endpoint
 * blocks and unblocks, chat messages from two users, small uploads, and one large upload kept in flight)
 * until `stopped()` (the api was killed). Resolves once every lane has ended.
 */
export async function writeRound(
  round: number,
  target: Target,
  ledger: Ledger,
  random: Random,
  sent: SentFiles,
  stopped: () => boolean,
): Promise<{ trickled: number; trickleName: string }> {
  const { owner, deviceId } = target;
  const lanes: Promise<unknown>[] = [];

  lanes.push(
    lane(
      stopped,
      (i) => {
        const name = `Crash r${round} #${i}`;
        return ledger.run({ kind: 'gateway name', lane: 'gateway name', value: name, round }, async () =>
          ok(await owner.call(routes.updateDriskDevices.path, { device_id: deviceId, device_name: name })),
        );
      },
      0,
    ),
  );
  lanes.push(
    lane(
      stopped,
      () => {
        const value = random.int(SIGNAL_MIN, SIGNAL_MAX);
        return ledger.run({ kind: 'setting', lane: 'wifi_attenuation', value, round }, async () =>
          ok(
            await owner.call(routes.updateSettings.path, {
              device_id: deviceId,
              type: 'wifi_attenuation',
              wifi_attenuation: value,
            }),
          ),
        );
      },
      0,
    ),
  );
  for (const mac of target.macs) {
    let blocked = false;
    lanes.push(
      lane(
        stopped,
        () => {
          blocked = !blocked;
          const block = blocked;
          return ledger.run({ kind: 'block', lane: `block ${mac}`, value: block, round }, async () => {
            const reply = block
              ? await owner.call(routes.denyDevice.path, {
                  device_id: deviceId,
                  mac_address: mac,
                  interval: BLOCK_DURATIONS[BLOCK_DURATIONS.length - 1],
                })
              : await owner.call(routes.unblockIOT.path, { device_id: deviceId, mac_address: mac });
            return ok(reply);
          });
        },
        0,
      ),
    );
  }
  const sockets = await Promise.all([
    chatClient(target.url, target.ownerToken),
    chatClient(target.url, target.adminToken),
  ]);
  sockets.forEach((socket, who) =>
    lanes.push(
      // Under the chat's flood limit (CHAT_RATE_LIMIT): a person typing, not a script.
      lane(
        stopped,
        (i) => {
          const clientId = `crash-r${round}-u${who}-${i}`;
          const payload: ChatSendPayload = {
            msg: `Message ${clientId}`,
            room: String(target.groupId),
            client_id: clientId,
          };
          return ledger.run({ kind: 'chat', lane: clientId, value: clientId, round }, async () => {
            const ack = (await socket.timeout(15_000).emitWithAck(CHAT_EVENTS.chatMessage, payload)) as {
              ok: boolean;
              message?: string;
            };
            return ack.ok || `chat: ${ack.message}`;
          });
        },
        550,
      ).finally(() => socket.disconnect()),
    ),
  );
  lanes.push(
    lane(
      stopped,
      (i) => {
        const name = `r${round}-${i}.bin`;
        const content = random.bytes(random.int(1, 128) * 1024);
        const file = `${target.folder}/${name}`;
        return ledger.run({ kind: 'upload', lane: file, value: file, round }, async () => {
          sent.set(file, content);
          return ok(await owner.upload(deviceId, target.folder, name, content));
        });
      },
      0,
    ),
  );
  const trickleName = `r${round}-large.bin`;
  const trickle = trickleUpload(target, trickleName, random);
  await Promise.all(lanes);
  return { trickled: await trickle, trickleName: `${target.folder}/${trickleName}` };
}
