// Child-process entry: the plain peer of row 6c, a socket.io 4 server with nothing added (no session, no
// membership check, no history in a database, no flood limit, no Redis) that puts a socket in the room it
// names and sends every `chat message` to that room, as the api's chat does (the same events, options and
// message fields, so both send frames of the same size). Sends its port over IPC.
import { CHAT_EVENTS, type ChatMessage } from '@drisk/contract';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

if (!process.send) throw new Error('Run by bench/lib/plainPeer.ts only');

const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false, perMessageDeflate: false });
let nextId = 1;

io.on('connection', (socket) => {
  socket.on(CHAT_EVENTS.join, (payload: { room?: unknown }, ack?: (reply: object) => void) => {
    void socket.join(String(payload?.room));
    ack?.({ ok: true });
  });
  socket.on(
    CHAT_EVENTS.chatMessage,
    (payload: { room?: unknown; msg?: unknown }, ack?: (reply: object) => void) => {
      const room = String(payload?.room);
      const message: ChatMessage = {
        sender: 'bench-sender',
        msg: String(payload?.msg),
        created_at: Date.now(),
        id: nextId++,
        room,
      };
      io.to(room).emit(CHAT_EVENTS.chatMessage, message);
      ack?.({ ok: true, result: message });
    },
  );
});

http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
});
