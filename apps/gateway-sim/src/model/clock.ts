/** Where the model reads the time; tests inject a manual clock and move it themselves. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ManualClock extends Clock {
  set(epochMs: number): void;
  advance(ms: number): void;
}

export function createManualClock(start: number): ManualClock {
  let current = start;
  return {
    now: () => current,
    set: (epochMs) => {
      current = epochMs;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
