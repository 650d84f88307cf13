import { API_BASE_PATH, AUTH_HEADER, CHAT_EVENTS, routes, type RouteName } from '@drisk/contract';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import type { BenchServer } from '../lib/apiServer';
import { POSTGRES_ADMIN_URL, postgresUnreachable } from '../lib/benchDatabase';
import { startPlainChatPeer } from '../lib/plainPeer';
import { formatMs, summarize } from '../lib/stats';
import type { BenchRow } from '../lib/table';

export const CHAT_P99_BUDGET_MS = 30;
const RECEIVERS = 1_000;
/** The sender stays under the chat's flood limit (20 messages in 10 s). */
const MESSAGES = 16;
const INTERVAL_MS = 300;
const MESSAGE_BYTES = 200;
/**
 * The receiving sockets live in one child process (BENCH_CHAT_RECEIVER_PROCESSES spreads them over more, to
 * compare), speaking the protocol through the lean client of lib/chatWireSocket.ts. The 1,000 members share
 * the machine's 2 cores with the server they measure, so what they cost is taken from it: the fewer cycles
 * per frame, the closer the figure is to the server's own. One process reads many sockets per wake-up:
 * on 2026-11-27 it took 14-16 µs of CPU per frame, 2 processes 21-22 µs, and socket.io-client in 2
 * processes (the setting before) 42 µs.
 */
const RECEIVER_PROCESSES = Number(process.env.BENCH_CHAT_RECEIVER_PROCESSES) || 1;
const PEER_LABEL = 'the same on a plain socket.io server (peer)';
const ALPHA = 'DRA-100001';
const GROUP = 'Alpha team';

const DEMO = {
  owner: ['owner@example.com', 'Owner#12345'],
  admin: ['admin@example.com', 'Admin#12345'],
  guest: ['guest@example.com', 'Guest#12345'],
} as const;

async function call<T>(url: string, name: RouteName, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}${API_BASE_PATH}/${routes[name].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [AUTH_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { statusCode: number; message: string; result: T };
  if (reply.statusCode !== 200) throw new Error(`${name}: ${reply.statusCode} ${reply.message}`);
  return reply.result;
}

const signIn = (url: string, [email, password]: readonly [string, string]) =>
  call<{ token: string }>(url, 'login', { email_address: email, password }).then((result) => result.token);

async function chatSocket(url: string, token: string, room: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const joined = (await socket
    .timeout(20_000)
    .emitWithAck(CHAT_EVENTS.join, { username: 'bench', room })) as {
    ok: boolean;
    message?: string;
  };
  if (!joined.ok) throw new Error(`join refused: ${joined.message}`);
  return socket;
}

type FromReceiver =
  | { type: 'ready'; count: number }
  | { type: 'report'; latencies: (number[] | null)[]; burstCpuUs: number; burstFrames: number }
  | { type: 'error'; message: string };

/** A child process holding a share of the receiving sockets (lib/chatReceiverChild.ts). */
function receiverProcess() {
  const child = fork(path.join(import.meta.dirname, '../lib/chatReceiverChild.ts'), [], {
    execArgv: ['--conditions=source', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends FromReceiver['type']>(type: T) =>
    new Promise<Extract<FromReceiver, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FromReceiver) => {
        if (message.type === 'error') reject(new Error(`chat receiver: ${message.message}`));
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<FromReceiver, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`chat receiver exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return {
    async connect(room: string, sockets: { url: string; token: string }[]) {
      const ready = next('ready');
      child.send({ type: 'connect', room, sockets });
      return (await ready).count;
    },
    async report() {
      const report = next('report');
      child.send({ type: 'report' });
      return await report;
    },
    stop() {
      if (child.exitCode === null && child.connected) child.send({ type: 'stop' });
      setTimeout(() => child.kill(), 2000).unref();
    },
  };
}

/**
 * A 200-byte message from one member to 1,000 sockets of members in the room (the demo group 'Alpha team',
 * the owner's and the guest's sessions, 500 sockets each), `MESSAGES` times; the time from the sender's emit
 * (in this process) to each receiver's handler. The receivers live in `RECEIVER_PROCESSES` child processes
 * (one by default: see there), apart from the process that sends and measures; every process stamps with
 * the same monotonic clock. `receiverUrls` spreads the receivers over api nodes; the sender is on the first.
 */
export async function measureChatFanout(
  id: string,
  label: string,
  receiverUrls: string[],
): Promise<BenchRow & { p99: number }> {
  const senderUrl = receiverUrls[0];
  const [ownerToken, adminToken, guestToken] = await Promise.all([
    signIn(senderUrl, DEMO.owner),
    signIn(senderUrl, DEMO.admin),
    signIn(senderUrl, DEMO.guest),
  ]);
  const details = await call<{ groupList: { group_id: number; group_name: string }[] }>(
    senderUrl,
    'getGroupDetails',
    { device_id: ALPHA },
    ownerToken,
  );
  const group = details.groupList.find((candidate) => candidate.group_name === GROUP);
  if (!group) throw new Error(`the demo group '${GROUP}' is missing`);
  return fanOut(id, label, {
    receiverUrls,
    room: String(group.group_id),
    senderToken: adminToken,
    receiverTokens: [ownerToken, guestToken],
  });
}

/**
 * The measurement itself, on any server speaking the chat's events: `MESSAGES` messages from a sender on
 * the first of `receiverUrls` to `RECEIVERS` sockets in `room`, spread over the urls and the tokens.
 */
async function fanOut(
  id: string,
  label: string,
  {
    receiverUrls,
    room,
    senderToken,
    receiverTokens,
  }: { receiverUrls: string[]; room: string; senderToken: string; receiverTokens: string[] },
): Promise<BenchRow & { p99: number }> {
  const senderUrl = receiverUrls[0];
  const receivers = Array.from({ length: RECEIVER_PROCESSES }, receiverProcess);
  let sender: Socket | null = null;
  try {
    // Receiver n: on node n % nodes, with the owner's or the guest's session, in process n % processes.
    const shares = receivers.map(() => [] as { url: string; token: string }[]);
    for (let n = 0; n < RECEIVERS; n += 1) {
      shares[n % receivers.length].push({
        url: receiverUrls[n % receiverUrls.length],
        token: receiverTokens[n % receiverTokens.length],
      });
    }
    const connected = await Promise.all(receivers.map((receiver, i) => receiver.connect(room, shares[i])));
    if (connected.reduce((a, b) => a + b, 0) !== RECEIVERS) throw new Error('not every receiver joined');
    sender = await chatSocket(senderUrl, senderToken, room);

    for (let seq = 0; seq < MESSAGES; seq += 1) {
      const head = `bench:${process.hrtime.bigint()}:${seq}:`;
      sender.emit(CHAT_EVENTS.chatMessage, { room, msg: head.padEnd(MESSAGE_BYTES, 'x') });
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
    const expected = MESSAGES * RECEIVERS;
    const deadline = Date.now() + 15_000;
    let bySeq: number[][] = [];
    let cpuPerFrameUs = Number.NaN;
    for (;;) {
      const reports = await Promise.all(receivers.map((receiver) => receiver.report()));
      bySeq = Array.from({ length: MESSAGES }, (_, seq) =>
        reports.flatMap((report) => report.latencies[seq] ?? []),
      );
      cpuPerFrameUs =
        reports.reduce((sum, report) => sum + report.burstCpuUs, 0) /
        reports.reduce((sum, report) => sum + report.burstFrames, 0);
      if (bySeq.flat().length >= expected || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const latencies = bySeq.flat();
    const delivered = latencies.length;
    const summary = summarize(latencies);
    const complete = delivered === expected;
    // The first and the last receiver of each message: the server path alone, and the whole fan-out.
    const first = summarize(bySeq.filter((list) => list.length).map((list) => Math.min(...list)));
    const last = summarize(bySeq.filter((list) => list.length).map((list) => Math.max(...list)));
    const spread =
      `first receiver of a message p50 ${formatMs(first.p50)}, last p50 ${formatMs(last.p50)} ` +
      `(max ${formatMs(last.max)}); receivers in ${receivers.length} processes, ` +
      `${cpuPerFrameUs.toFixed(0)} µs of CPU per frame`;
    return {
      p99: summary.p99,
      id,
      measurement: label,
      figures: `${delivered.toLocaleString('en-US')}/${expected.toLocaleString('en-US')} delivered; p50 ${formatMs(summary.p50)}; p99 ${formatMs(summary.p99)}`,
      budget: `p99 < ${CHAT_P99_BUDGET_MS} ms`,
      verdict: complete && summary.p99 < CHAT_P99_BUDGET_MS ? 'PASS' : 'FAIL',
      note: complete ? spread : `${expected - delivered} deliveries missing after 15 s; ${spread}`,
    };
  } finally {
    sender?.disconnect();
    for (const receiver of receivers) receiver.stop();
  }
}

const REDIS = { host: '127.0.0.1', port: 6379 };

function redisUnreachable(): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(REDIS);
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.end();
      resolve(null);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('no answer within 2 s');
    });
    socket.once('error', (error) => resolve(error.message));
  });
}

/**
 * Rows 6a to 6c: the fan-out on one api node (fresh demo data on PGlite), then on two nodes sharing a
 * fresh PostgreSQL database and Redis (receivers spread over both, the sender on the first), each node in
 * its own process, then on the plain socket.io peer. 6b is skipped with a note when PostgreSQL or Redis
 * does not answer.
 */
export async function measureChatRows(
  startServer: (env: Record<string, string>) => Promise<BenchServer>,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const single = await startServer({});
  let ours: number;
  try {
    const { p99, ...row } = await measureChatFanout('6a', 'chat fan-out, 200 B to 1,000 sockets, one node', [
      single.url,
    ]);
    ours = p99;
    rows.push(row);
  } finally {
    await single.stop();
  }
  const label = 'chat fan-out, 200 B to 1,000 sockets, two nodes over Redis';
  const missing = (await postgresUnreachable()) ?? (await redisUnreachable());
  if (missing) {
    rows.push({ id: '6b', measurement: label, figures: '-', budget: '', verdict: 'SKIP', note: missing });
  } else {
    rows.push(await orError('6b', label, () => measureOnTwoNodes(label, startServer)));
  }
  rows.push(await orError('6c', PEER_LABEL, () => measurePlainPeer(ours)));
  return rows;
}

/** A row measured after 6a: its failure is its own ERROR row, and 6a's figures stay in the table. */
async function orError(id: string, label: string, work: () => Promise<BenchRow>): Promise<BenchRow> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { id, measurement: label, figures: '-', budget: '', verdict: 'ERROR', note: message };
  }
}

/** Row 6b: two api nodes sharing a fresh PostgreSQL database and Redis. */
async function measureOnTwoNodes(
  label: string,
  startServer: (env: Record<string, string>) => Promise<BenchServer>,
): Promise<BenchRow> {
  const name = `drisk_bench_chat_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), REDIS_URL: `redis://${REDIS.host}:${REDIS.port}` };
  const nodes: BenchServer[] = [];
  try {
    // One after the other: the first migrates and seeds, the second finds the data in place.
    nodes.push(await startServer(env));
    nodes.push(await startServer(env));
    const { p99: _p99, ...row } = await measureChatFanout(
      '6b',
      label,
      nodes.map((node) => node.url),
    );
    return row;
  } finally {
    for (const node of nodes) await node.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

/**
 * Row 6c, the floor on this machine: the same load, receivers and sender on a socket.io server that does
 * nothing else (lib/plainChatPeerServer.ts), beside 6a's p99 (`ours`).
 */
async function measurePlainPeer(ours: number): Promise<BenchRow> {
  const peer = await startPlainChatPeer();
  try {
    const { p99, ...row } = await fanOut('6c', PEER_LABEL, {
      receiverUrls: [peer.url],
      room: 'bench',
      senderToken: 'unused',
      receiverTokens: ['unused'],
    });
    return {
      ...row,
      budget: 'information',
      verdict: 'INFO',
      note: p99 > 0 ? `${row.note}; 6a's p99 is ${(ours / p99).toFixed(2)}× the peer's` : row.note,
    };
  } finally {
    await peer.stop();
  }
}
