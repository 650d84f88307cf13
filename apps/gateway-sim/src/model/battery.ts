import type { Random } from './random';

const HOUR_MS = 3_600_000;

/** Percent per hour: about nine hours on a full battery, two and a half to charge. */
export const DRAIN_PER_HOUR = 11;
export const CHARGE_PER_HOUR = 40;
/** Below this the owner plugs the gateway in, whatever the plan was. */
const PLUG_IN_BELOW = 4;

export type PowerSource = 'battery' | 'plugged';

/** The gateway's battery: it drains on battery, charges when plugged, and the owner switches now and then. */
export interface BatteryState {
  /** 0 to 100, fractional. */
  level: number;
  power: PowerSource;
  /** When the owner next plugs in or unplugs. */
  switchAt: number;
}

function nextSwitch(power: PowerSource, now: number, random: Random): number {
  const hours = power === 'battery' ? random.between(1, 5) : random.between(2, 10);
  return now + hours * HOUR_MS;
}

export function createBattery(random: Random, now: number): BatteryState {
  const power: PowerSource = random.chance(0.6) ? 'plugged' : 'battery';
  return { level: random.between(45, 95), power, switchAt: nextSwitch(power, now, random) };
}

/** Moves the battery on by `dt` ms ending at `now`. */
export function stepBattery(battery: BatteryState, dt: number, now: number, random: Random): void {
  const hours = dt / HOUR_MS;
  if (battery.power === 'battery') battery.level = Math.max(0, battery.level - DRAIN_PER_HOUR * hours);
  else battery.level = Math.min(100, battery.level + CHARGE_PER_HOUR * hours);

  const flat = battery.power === 'battery' && battery.level < PLUG_IN_BELOW;
  if (now >= battery.switchAt || flat) {
    battery.power = battery.power === 'battery' ? 'plugged' : 'battery';
    battery.switchAt = nextSwitch(battery.power, now, random);
  }
}

/** What the gateway reports: 'charging' while plugged and not full, else the whole percentage. */
export function batteryReading(battery: BatteryState): number | 'charging' {
  if (battery.power === 'plugged' && battery.level < 100) return 'charging';
  return Math.min(100, Math.max(0, Math.round(battery.level)));
}
