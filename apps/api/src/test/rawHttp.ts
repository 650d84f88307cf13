import net from 'node:net';

export interface RawReply {
  /** 0 when the server closed the connection without answering. */
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting to the connection's end. */
  elapsed: number;
}

/** Splits what the server sent into the first reply's status, headers and body. */
function parseReply(raw: string, elapsed: number): RawReply {
  const end = raw.indexOf('\r\n\r\n');
  if (!raw.startsWith('HTTP/') || end < 0) return { status: 0, headers: {}, body: raw, elapsed };
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.slice(end + 4), elapsed };
}

/**
 * Sends bytes over a plain TCP connection, exactly as given (malformed HTTP that fetch would refuse to
 * send), then reads until the server closes the connection or `waitMs` passes. `chunks` with
 * `intervalMs` trickle the request in pieces, like a slow client.
 */
export function rawRequest(
  url: string,
  request: string | string[],
  options: { intervalMs?: number; waitMs?: number } = {},
): Promise<RawReply> {
  const { port, hostname } = new URL(url);
  const chunks = typeof request === 'string' ? [request] : request;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      clearInterval(trickle);
      socket.destroy();
      resolve(parseReply(received, performance.now() - started));
    };
    let next = 0;
    const sendNext = () => {
      if (next < chunks.length && socket.writable) socket.write(chunks[next++]);
    };
    let trickle: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      sendNext();
      if (chunks.length > 1) trickle = setInterval(sendNext, options.intervalMs ?? 0);
      timer = setTimeout(finish, options.waitMs ?? 5_000);
    });
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (received += data));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the reply is how some refusals end; the reply is what counts.
      if (received || error.code === 'ECONNRESET' || error.code === 'EPIPE') finish();
      else reject(error);
    });
  });
}
