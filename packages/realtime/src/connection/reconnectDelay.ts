export interface BackoffOptions {
  /** Shortest wait before a retry. @default 1000 */
  minMs?: number;
  /** Longest wait before a retry. @default 30000 */
  maxMs?: number;
}

export const DEFAULT_BACKOFF = { minMs: 1_000, maxMs: 30_000 } as const;

/**
 * How long to wait before retry number `attempt` (0 for the first retry after a drop).
 * The ceiling doubles with each failure up to maxMs, and the wait is drawn at random between minMs and
 * that ceiling ("full jitter"), so a broker restart is not met by every open tab at the same instant.
 */
export function reconnectDelay(attempt: number, options: BackoffOptions = {}, random = Math.random): number {
  const minMs = options.minMs ?? DEFAULT_BACKOFF.minMs;
  const maxMs = Math.max(minMs, options.maxMs ?? DEFAULT_BACKOFF.maxMs);
  const ceiling = Math.min(maxMs, minMs * 2 ** Math.min(attempt, 30));
  return Math.round(minMs + random() * (ceiling - minMs));
}
