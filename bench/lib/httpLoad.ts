import { Agent, request } from 'node:http';
import { nowMs } from './stats';

/** One HTTP call of a load test: method, path below the server, headers and a JSON body. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadResult {
  /** Latencies of the measured calls (after the warm-up), in ms. */
  latencies: number[];
  /** Calls completed in the measured window per second. */
  throughput: number;
  /** Measured calls that failed (network error or a status other than 200), and the first failure. */
  errors: number;
  firstError: string | null;
  /** Open loop only: calls still unanswered at the end (counted in latencies with the time they waited). */
  unanswered?: number;
  /** Open loop only: calls the generator could not even start on time (behind by more than 1 s). */
  late?: number;
  /**
   * Open loop only: set when the server fell so far behind that the run stopped early (a call waited
   * longer than maxBacklogMs); the calls not sent by then are not counted.
   */
  overloadedAfterMs?: number;
}

/** A keep-alive HTTP client on loopback with at most `sockets` connections. */
export function createHttpClient(baseUrl: string, sockets: number) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });

  /** Resolves with the status and body; never rejects (a network error is status 0). */
  function send(call: LoadRequest): Promise<{ status: number; body: string }> {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve) => {
      const req = request(
        { agent, host: url.hostname, port: url.port, method: call.method, path: call.path, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', (error) => resolve({ status: 0, body: error.message }));
        },
      );
      req.on('error', (error) => resolve({ status: 0, body: error.message }));
      req.end(payload);
    });
  }

  return { send, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * Closed loop: `concurrency` clients each send the next call as soon as the previous one answered, for
 * `warmupMs` (not recorded) and then `durationMs` (recorded). Throughput at this concurrency.
 */
export async function closedLoop(options: {
  client: HttpClient;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** The call of client number `worker`. */
  call: (worker: number) => LoadRequest;
}): Promise<LoadResult> {
  const { client, concurrency, warmupMs, durationMs, call } = options;
  const started = nowMs();
  const measureFrom = started + warmupMs;
  const stopAt = measureFrom + durationMs;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;

  const worker = async (index: number) => {
    for (;;) {
      const sent = nowMs();
      if (sent >= stopAt) return;
      const reply = await client.send(call(index));
      const done = nowMs();
      if (sent < measureFrom || done > stopAt) continue;
      latencies.push(done - sent);
      if (reply.status !== 200) {
        errors += 1;
        firstError ??= `${reply.status} ${reply.body.slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)));
  return { latencies, throughput: latencies.length / (durationMs / 1000), errors, firstError };
}

/**
 * Open loop at a constant arrival rate: call i is due at start + i / rate whatever happened to the
 * earlier ones, and its latency runs from that scheduled time (not from when it could be sent), so a
 * stalled server shows up in the figures instead of slowing the generator down (coordinated omission).
 */
export async function openLoop(options: {
  client: HttpClient;
  ratePerSecond: number;
  warmupMs: number;
  durationMs: number;
  call: (index: number) => LoadRequest;
  /** How long to wait for stragglers after the last scheduled call. @default 10000 */
  drainMs?: number;
  /** Stop sending once a call has waited this long: the server cannot keep up with the rate. @default 5000 */
  maxBacklogMs?: number;
}): Promise<LoadResult> {
  const { client, ratePerSecond, warmupMs, durationMs, call } = options;
  const intervalMs = 1000 / ratePerSecond;
  const total = Math.round(((warmupMs + durationMs) / 1000) * ratePerSecond);
  const measuredFrom = Math.round((warmupMs / 1000) * ratePerSecond);
  const latencies: number[] = [];
  /** Scheduled send time of every call not answered yet, by index. */
  const pending = new Map<number, number>();
  let errors = 0;
  let late = 0;
  let firstError: string | null = null;
  const start = nowMs() + 5;
  let next = 0;
  let overloadedAfterMs: number | undefined;
  const maxBacklogMs = options.maxBacklogMs ?? 5_000;
  let allAnswered: () => void = () => {};
  const answered = new Promise<void>((resolve) => (allAnswered = resolve));

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = nowMs();
      while (next < total && start + next * intervalMs <= now) {
        const index = next++;
        const scheduled = start + index * intervalMs;
        if (now - scheduled > 1000 && index >= measuredFrom) late += 1;
        pending.set(index, scheduled);
        void client.send(call(index)).then((reply) => {
          if (!pending.delete(index)) return; // given up on after the drain
          if ((next >= total || overloadedAfterMs !== undefined) && pending.size === 0) allAnswered();
          if (index < measuredFrom) return;
          latencies.push(nowMs() - scheduled);
          if (reply.status !== 200) {
            errors += 1;
            firstError ??= `${reply.status} ${reply.body.slice(0, 200)}`;
          }
        });
      }
      const oldest = pending.values().next();
      if (!oldest.done && now - oldest.value > maxBacklogMs) {
        overloadedAfterMs = now - start;
        resolve();
      } else if (next >= total) resolve();
      // setImmediate would spin a core; a 1 ms timer keeps the generator light and is precise enough
      // here, because latency is measured from the schedule, not from the timer.
      else setTimeout(tick, Math.max(0, Math.min(1, start + next * intervalMs - nowMs())));
    };
    tick();
  });
  if (pending.size > 0) {
    // After an overload the backlog is the answer already: no long wait for it.
    if (overloadedAfterMs !== undefined) options.drainMs ??= 1_000;
    const timeout = new Promise((r) => setTimeout(r, options.drainMs ?? 10_000).unref());
    await Promise.race([answered, timeout]);
  }
  // Calls still unanswered count with the time they have waited so far, so they weigh on p99.
  const unanswered = [...pending].filter(([index]) => index >= measuredFrom);
  for (const [, scheduled] of unanswered) latencies.push(nowMs() - scheduled);
  pending.clear();
  const measuredMs = overloadedAfterMs === undefined ? durationMs : Math.max(1, overloadedAfterMs - warmupMs);
  return {
    overloadedAfterMs,
    latencies,
    throughput: (latencies.length - unanswered.length) / (measuredMs / 1000),
    errors,
    firstError,
    unanswered: unanswered.length,
    late,
  };
}
