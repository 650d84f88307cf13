import { DATA_PLAN_TERM_DAYS, DATA_PLAN_TERM_MS, DAY_MS } from '@drisk/contract';
import type { Random } from './random';

const GIB = 1024 ** 3;
export const PLAN_CAPS_GIB = [50, 100, 200] as const;

/** The mobile data plan: cellular traffic consumes it; it renews with the same cap when it expires. */
export interface DataPlan {
  capBytes: number;
  usedBytes: number;
  expiresAt: number;
}

export function createDataPlan(random: Random, now: number): DataPlan {
  const capBytes = random.pick(PLAN_CAPS_GIB) * GIB;
  const daysLeft = random.between(5, DATA_PLAN_TERM_DAYS - 2);
  const elapsedShare = 1 - daysLeft / DATA_PLAN_TERM_DAYS;
  return {
    capBytes,
    usedBytes: Math.round(capBytes * elapsedShare * random.between(0.3, 0.7)),
    expiresAt: now + Math.round(daysLeft * DAY_MS),
  };
}

/** Starts a new period when the current one has ended. */
export function renewIfExpired(plan: DataPlan, now: number): void {
  while (now >= plan.expiresAt) {
    plan.expiresAt += DATA_PLAN_TERM_MS;
    plan.usedBytes = 0;
  }
}

export function planBytesLeft(plan: DataPlan): number {
  return Math.max(0, plan.capBytes - plan.usedBytes);
}
