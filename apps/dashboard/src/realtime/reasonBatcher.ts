import type { RefetchReason } from './refetchSignal';

export interface ReasonBatcher {
  /** Adds a reason; the batch is flushed `delayMs` after the first reason of the batch. */
  add(reason: RefetchReason): void;
  /** Drops a pending batch (on unmount). */
  cancel(): void;
}

/**
 * Collects refetch reasons for a short while and hands them over once, so a burst of realtime messages
 * (a gateway reporting several changes at once) costs one round of refetching instead of one per message.
 */
export function createReasonBatcher(
  delayMs: number,
  flush: (reasons: ReadonlySet<RefetchReason>) => void,
): ReasonBatcher {
  let pending: Set<RefetchReason> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    add(reason) {
      if (pending) {
        pending.add(reason);
        return;
      }
      pending = new Set([reason]);
      timer = setTimeout(() => {
        const reasons = pending ?? new Set<RefetchReason>();
        pending = null;
        timer = null;
        flush(reasons);
      }, delayMs);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      pending = null;
      timer = null;
    },
  };
}
