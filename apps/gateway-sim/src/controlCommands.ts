import { ENDPOINT_KINDS, type EndpointKind } from './model';

/**
 * Lines an operator (or an end-to-end test) types on the simulator's standard input to make something
 * happen now instead of waiting for the model's random events.
 */
export type ControlCommand =
  { kind: 'join'; deviceId: string; endpointKind?: EndpointKind } | { kind: 'help' };

export const CONTROL_HELP = `Commands on standard input:
  join <device_id> [${ENDPOINT_KINDS.join('|')}]   a device never seen before joins that gateway now
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
  throw new ControlCommandError(`Unknown command '${name}'. Type 'help' for the list.`);
}
