// A chat member's socket for the fan-out bench, speaking the socket.io protocol (Engine.IO 4 over a plain
// WebSocket from `ws`) with nothing else on top. The bench runs 1,000 members on the 2 cores the api also
// uses; socket.io-client spends about 40 µs of CPU per received frame here (its engine, decoder and event
// emitters), so 1,000 of them took about 40 ms of the machine for every message, which is the
// receivers' cost, not the server's. This client reads a frame with one string test and one JSON.parse.
//
// What it does of the protocol, as the api's socket.io server expects it:
//   server `0{...}` (Engine.IO open)      -> client `40{"token":...}` (connect to "/" with the session token)
//   server `40{...}` connected, `44{...}` refused (the auth middleware's message)
//   client `42<id>["join",{...}]`         -> server `43<id>[{ok,...}]` (the join's acknowledgement)
//   server `2` (ping)                     -> client `3` (pong), or the server closes the socket
//   server `42["chat message",{...}]`     -> the handler
import { CHAT_EVENTS } from '@drisk/contract';
import WebSocket from 'ws';

const OPEN = '0';
const PING = '2';
const PONG = '3';
const CONNECT = '40';
const CONNECT_ERROR = '44';
const EVENT = '42';
const ACK = '43';
/** As long as the socket.io-client receivers wait for a join's acknowledgement. */
const JOIN_TIMEOUT_MS = 20_000;

export interface ChatWireSocket {
  /** Emits `join` and resolves with its acknowledgement. */
  join(room: string, username: string): Promise<{ ok: boolean; message?: string }>;
  close(): void;
}

/**
 * Opens a socket to the api's chat at `url` with `token`, resolved once socket.io has accepted it;
 * `onChatMessage` receives every `chat message` payload, as parsed from its frame.
 */
export function openChatWireSocket(
  url: string,
  token: string,
  onChatMessage: (payload: unknown) => void,
): Promise<ChatWireSocket> {
  const address = new URL('/socket.io/?EIO=4&transport=websocket', url);
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(address, { perMessageDeflate: false });
  const acks = new Map<number, { settle: (reply: unknown) => void; fail: (error: Error) => void }>();
  let nextAckId = 0;
  /** A socket that ends (or errs) after connecting fails the joins still waiting, so no caller hangs. */
  const failPending = (error: Error) => {
    for (const ack of acks.values()) ack.fail(error);
    acks.clear();
  };

  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      ws.terminate();
      reject(error);
    };
    ws.once('error', fail);
    ws.on('message', (data: Buffer) => {
      const frame = data.toString();
      if (frame.startsWith(EVENT)) {
        // The api sends events without an ack id (`42[...]`), which is all this client reads.
        const [event, payload] = JSON.parse(frame.slice(EVENT.length)) as [string, unknown];
        if (event === CHAT_EVENTS.chatMessage) onChatMessage(payload);
      } else if (frame === PING) {
        ws.send(PONG);
      } else if (frame.startsWith(ACK)) {
        const bracket = frame.indexOf('[');
        const id = Number(frame.slice(ACK.length, bracket));
        const [reply] = JSON.parse(frame.slice(bracket)) as [unknown];
        acks.get(id)?.settle(reply);
        acks.delete(id);
      } else if (frame.startsWith(CONNECT_ERROR)) {
        const { message } = JSON.parse(frame.slice(CONNECT_ERROR.length)) as { message?: string };
        fail(new Error(`chat connection refused: ${message}`));
      } else if (frame.startsWith(CONNECT)) {
        ws.off('error', fail);
        ws.on('error', failPending);
        ws.on('close', () => failPending(new Error('chat socket closed')));
        resolve({
          join(room, username) {
            const id = nextAckId++;
            const reply = new Promise<{ ok: boolean; message?: string }>((settle, reject) => {
              const timer = setTimeout(() => {
                acks.delete(id);
                reject(new Error(`no answer to join within ${JOIN_TIMEOUT_MS} ms`));
              }, JOIN_TIMEOUT_MS);
              acks.set(id, {
                settle: (value) => {
                  clearTimeout(timer);
                  settle(value as { ok: boolean; message?: string });
                },
                fail: (error) => {
                  clearTimeout(timer);
                  reject(error);
                },
              });
            });
            ws.send(`${EVENT}${id}${JSON.stringify([CHAT_EVENTS.join, { username, room }])}`);
            return reply;
          },
          close: () => ws.close(),
        });
      } else if (frame.startsWith(OPEN)) {
        ws.send(`${CONNECT}${JSON.stringify({ token })}`);
      }
    });
    ws.once('close', () => reject(new Error('chat socket closed before it connected')));
  });
}
