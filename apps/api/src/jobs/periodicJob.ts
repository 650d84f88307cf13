import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob<A extends unknown[], R> {
  /** Runs the job now, or joins the run under way (never two at once); resolves with its result. */
  runOnce(...args: A): Promise<R>;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * The shape of every scheduled job of the api: `run` every `intervalMs` (the timer does not keep the
 * process alive), at most one run at a time, a failed run logged as `failure` and tried again next time.
 */
export function startPeriodicJob<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  options: { intervalMs: number; log: FastifyBaseLogger; failure: string },
): PeriodicJob<A, R> {
  let running: Promise<R> | null = null;
  const runOnce = (...args: A) => {
    running ??= run(...args).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    (runOnce as () => Promise<R>)().catch((error: unknown) =>
      options.log.warn({ err: error }, options.failure),
    );
  }, options.intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
