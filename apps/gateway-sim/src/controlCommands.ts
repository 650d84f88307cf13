import { BATTERY_CHARGING, BATTERY_PERCENT_MAX } from '@drisk/contract';
import { ENDPOINT_KINDS, type EndpointKind } from './model';

/**
 * Lines an operator (or an end-to-end test) types on the simulator's standard input to make something
 * happen now instead of waiting for the model's random events.
 */
export type ControlCommand =
  | { kind: 'join'; deviceId: string; endpointKind?: EndpointKind }
  | { kind: 'block'; deviceId: string; mac: string; seconds: number }
  | { kind: 'battery'; deviceId: string; reading: number | typeof BATTERY_CHARGING }
  | { kind: 'help' };

export const CONTROL_HELP = `Commands on standard input:
  join <device_id> [${ENDPOINT_KINDS.join('|')}]   a device never seen before joins that gateway now
  block <device_id> <mac> <seconds>               that gateway blocks an endpoint for a few seconds (the api
                                                  is not told: it is for tests that set the api's end too)
  battery <device_id> <0-100|charging>            that gateway's battery reads so now (unplugged at that level,
                                                  or plugged in) and is published at once
  help                                            this list`;

export class ControlCommandError extends Error {}

const isKind = (word: string): word is EndpointKind => (ENDPOINT_KINDS as readonly string[]).includes(word);

/** One line of input as a command; null for a blank line. Throws ControlCommandError with a message. */
export function parseControlCommand(line: string): ControlCommand | null {
  const words = line.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const [name, ...args] = words;
  if (name === 'help') return { kind: 'help' };
  if (name === 'join') {
    const [deviceId, endpointKind, extra] = args;
    if (!deviceId || extra !== undefined)
      throw new ControlCommandError(`'join' needs a device id and at most a kind: ${line.trim()}`);
    if (endpointKind === undefined) return { kind: 'join', deviceId };
    if (!isKind(endpointKind))
      throw new ControlCommandError(`Unknown kind '${endpointKind}'; one of ${ENDPOINT_KINDS.join(', ')}`);
    return { kind: 'join', deviceId, endpointKind };
  }
  if (name === 'block') {
    const [deviceId, mac, seconds, extra] = args;
    if (!deviceId || !mac || seconds === undefined || extra !== undefined)
      throw new ControlCommandError(`'block' needs a device id, a MAC address and seconds: ${line.trim()}`);
    if (!/^([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$/.test(mac))
      throw new ControlCommandError(`'${mac}' is not a MAC address like AA:BB:CC:DD:EE:FF`);
    const count = Number(seconds);
    if (!Number.isInteger(count) || count < 1 || count > 86_400)
      throw new ControlCommandError(`Seconds must be a whole number from 1 to 86400: ${seconds}`);
    return { kind: 'block', deviceId, mac: mac.toUpperCase(), seconds: count };
  }
  if (name === 'battery') {
    const [deviceId, value, extra] = args;
    if (!deviceId || value === undefined || extra !== undefined)
      throw new ControlCommandError(`'battery' needs a device id and a level or 'charging': ${line.trim()}`);
    if (value === BATTERY_CHARGING) return { kind: 'battery', deviceId, reading: BATTERY_CHARGING };
    const level = Number(value);
    if (!/^\d+$/.test(value) || level > BATTERY_PERCENT_MAX)
      throw new ControlCommandError(
        `The battery level must be a whole number from 0 to ${BATTERY_PERCENT_MAX}, or 'charging': ${value}`,
      );
    return { kind: 'battery', deviceId, reading: level };
  }
  throw new ControlCommandError(`Unknown command '${name}'. Type 'help' for the list.`);
}
