import { SERVER, type GatewayCommandAck } from '@drisk/contract';
import { HttpError } from '../../http/HttpError';
import type { GatewayBus, GatewayCommand } from '../../realtime/gatewayBus';

/** A command the api sent, as the scripted gateway received it. */
export interface SentCommand {
  deviceId: string;
  type: GatewayCommand['type'];
  payload: unknown;
  timeoutMs: number | undefined;
}

/** How the scripted gateway answers one command. */
export type ScriptedAnswer =
  | { ack: 'ok'; message?: string; result?: unknown }
  | { ack: 'refused'; message: string }
  /** No acknowledgement: the bus's 504 (its real timer is tested with real MQTT in src/realtime). */
  | { ack: 'timeout' };

export interface ScriptedGateway {
  /** Every command sent since the script was installed, oldest first. */
  sent: SentCommand[];
  /** Answers the next commands of this type (or of any type) with `answer`, once or until replaced. */
  answerNext(answer: ScriptedAnswer, type?: GatewayCommand['type']): void;
  /** Forgets the commands seen and the queued answers. */
  reset(): void;
  /** Puts the real sendCommand back. */
  restore(): void;
}

/**
 * A test double at the gateway boundary: replaces sendCommand of the app's gateway bus (the object the
 * handlers hold as ctx.gateways) with a script that records each command and answers as the bus would:
 * the ack, HttpError 400 with a refusal's message, or HttpError 504 for no ack. `defaults` gives the
 * result of an ok ack per command type (scan_wifi's networks...).
 */
export function scriptGateway(
  bus: GatewayBus,
  defaults: Partial<Record<GatewayCommand['type'], unknown>> = {},
): ScriptedGateway {
  const original = bus.sendCommand.bind(bus);
  const sent: SentCommand[] = [];
  const queue: { answer: ScriptedAnswer; type?: GatewayCommand['type'] }[] = [];

  bus.sendCommand = async (deviceId, command, options = {}) => {
    sent.push({ deviceId, type: command.type, payload: command.payload, timeoutMs: options.timeoutMs });
    const index = queue.findIndex((entry) => !entry.type || entry.type === command.type);
    const answer: ScriptedAnswer = index >= 0 ? queue.splice(index, 1)[0].answer : { ack: 'ok' };
    if (answer.ack === 'timeout') throw new HttpError(504, SERVER.gatewayTimeout);
    if (answer.ack === 'refused') throw new HttpError(400, answer.message);
    const ack: GatewayCommandAck = {
      command_id: `scripted-${sent.length}`,
      device_id: deviceId,
      ok: true,
      message: answer.message ?? `${command.type} done`,
      ts: Date.now(),
    };
    const result = answer.result ?? defaults[command.type];
    return result === undefined ? ack : { ...ack, result };
  };

  return {
    sent,
    answerNext(answer, type) {
      queue.push({ answer, type });
    },
    reset() {
      sent.length = 0;
      queue.length = 0;
    },
    restore() {
      bus.sendCommand = original;
    },
  };
}
