// Child-process entry: a share of the chat fan-out's receiving sockets (rows/chatFanout.ts), so that the
// receivers decode their frames in parallel on the machine's cores, not one after the other in the process
// that sends and measures. Driven over IPC:
//   parent -> { type: 'connect', room, sockets: [{ url, token }] }   child -> { type: 'ready', count }
//   parent -> { type: 'report' }   child -> { type: 'report', latencies, burstCpuUs, burstFrames }
//   parent -> { type: 'stop' }
// Each arrival is stamped with process.hrtime.bigint() (CLOCK_MONOTONIC, the same clock in every process
// on the machine) in the receiver's handler, against the sender's stamp in the message.
// The members speak the socket.io protocol through the lean client of chatWireSocket.ts (a few µs of CPU per
// frame); BENCH_CHAT_RECEIVER=socket.io-client uses socket.io-client instead, to compare (about 40 µs).
import { CHAT_EVENTS, type ChatMessage } from '@drisk/contract';
import { io } from 'socket.io-client';
import { openChatWireSocket } from './chatWireSocket';

if (!process.send) throw new Error('Run by bench/rows/chatFanout.ts only');
const send = (message: object) => process.send!(message);

const CONNECT_BATCH = 50;
const sockets: { close(): void }[] = [];
const USE_SOCKET_IO_CLIENT = process.env.BENCH_CHAT_RECEIVER === 'socket.io-client';
/** Latencies in ms, by message sequence number. */
const latencies: number[][] = [];
/**
 * CPU time this process spends from the first to the last arrival of each message (its share of the
 * burst), so the bench can say what decoding a frame costs a socket.io client here.
 */
let burstStart = process.cpuUsage();
let burstCpuUs = 0;
let burstFrames = 0;

function onChatMessage(payload: unknown) {
  const arrived = process.hrtime.bigint();
  const message = payload as ChatMessage;
  if (typeof message.msg !== 'string' || !message.msg.startsWith('bench:')) return;
  const [, sent, seq] = message.msg.split(':');
  const list = (latencies[Number(seq)] ??= []);
  if (list.length === 0) burstStart = process.cpuUsage();
  list.push(Number(arrived - BigInt(sent)) / 1e6);
  if (list.length === sockets.length) {
    const cpu = process.cpuUsage(burstStart);
    burstCpuUs += cpu.user + cpu.system;
    // The first arrival's own cost is before the start mark.
    burstFrames += list.length - 1;
  }
}

type JoinReply = { ok: boolean; message?: string };

/** A member through socket.io-client, joined to `room`. */
async function socketIoClientMember(url: string, token: string, room: string) {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push({ close: () => socket.disconnect() });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const joined = (await socket
    .timeout(20_000)
    .emitWithAck(CHAT_EVENTS.join, { username: 'bench', room })) as JoinReply;
  if (!joined.ok) throw new Error(`join refused: ${joined.message}`);
  socket.on(CHAT_EVENTS.chatMessage, onChatMessage);
}

/** A member through the lean protocol client, joined to `room`. */
async function wireMember(url: string, token: string, room: string) {
  const socket = await openChatWireSocket(url, token, onChatMessage);
  sockets.push(socket);
  const joined = await socket.join(room, 'bench');
  if (!joined.ok) throw new Error(`join refused: ${joined.message}`);
}

const chatSocket = USE_SOCKET_IO_CLIENT ? socketIoClientMember : wireMember;

async function connectAll(room: string, targets: { url: string; token: string }[]) {
  for (let start = 0; start < targets.length; start += CONNECT_BATCH) {
    await Promise.all(
      targets.slice(start, start + CONNECT_BATCH).map(({ url, token }) => chatSocket(url, token, room)),
    );
  }
}

process.on(
  'message',
  (message: { type: string; room: string; sockets: { url: string; token: string }[] }) => {
    if (message.type === 'connect') {
      connectAll(message.room, message.sockets).then(
        () => send({ type: 'ready', count: sockets.length }),
        (error: unknown) =>
          send({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    }
    if (message.type === 'report') send({ type: 'report', latencies, burstCpuUs, burstFrames });
    if (message.type === 'stop') {
      for (const socket of sockets) socket.close();
      process.exit(0);
    }
  },
);
