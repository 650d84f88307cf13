import {
  gatewayCommandAck,
  gatewayTelemetryMessage,
  type GatewayCommandAck,
  type GatewayCommandMessage,
  type GatewayTelemetryMessage,
} from '@drisk/contract';
import { createManualClock, type ManualClock } from './clock';
import { handleCommand } from './commands';
import { GatewayModel, type GatewayModelOptions } from './gatewayModel';

/** Test helpers: a model on a manual clock in UTC, commands that must be acknowledged, checked telemetry. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** Monday 5 January 2026, midnight UTC. */
export const MONDAY = Date.UTC(2026, 0, 5);

export function createTestModel(options: Partial<GatewayModelOptions> & { startAt?: number } = {}): {
  model: GatewayModel;
  clock: ManualClock;
} {
  const clock = createManualClock(options.startAt ?? MONDAY + 18 * HOUR);
  const model = new GatewayModel({
    deviceId: 'DRT-000001',
    seed: 42,
    utcOffsetMinutes: 0,
    timeZone: 'UTC',
    visitorMeanHours: 0,
    ...options,
    clock,
  });
  return { model, clock };
}

type CommandInput = {
  [T in GatewayCommandMessage['type']]: { type: T; payload: unknown };
}[GatewayCommandMessage['type']];

let commandCounter = 0;

/** Sends one command as the api would and returns its ack, checked against the contract. */
export function send(
  model: GatewayModel,
  command: CommandInput | Record<string, unknown>,
): GatewayCommandAck {
  const handled = handleCommand(model, {
    command_id: `c-${++commandCounter}`,
    ts: model.clock.now(),
    ...command,
  });
  if (!handled) throw new Error('the command was not acknowledged');
  return gatewayCommandAck.parse(handled.ack);
}

/** The next telemetry message, checked against the contract. */
export function telemetry(model: GatewayModel): GatewayTelemetryMessage {
  model.advance();
  return gatewayTelemetryMessage.parse(model.takeTelemetry());
}

/** Bytes (download + upload) an endpoint moved in a telemetry message. */
export function bytesOf(message: GatewayTelemetryMessage, mac: string): number {
  return (message.endpoint_usage ?? [])
    .filter((u) => u.mac_address === mac)
    .reduce((sum, u) => sum + u.download_bytes + u.upload_bytes, 0);
}

/** Moves the clock on in steps, collecting the telemetry of each step. */
export function run(model: GatewayModel, clock: ManualClock, totalMs: number, stepMs = MINUTE) {
  const messages: GatewayTelemetryMessage[] = [];
  for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) {
    clock.advance(Math.min(stepMs, totalMs - elapsed));
    messages.push(telemetry(model));
  }
  return messages;
}
