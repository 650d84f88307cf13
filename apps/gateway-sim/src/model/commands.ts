import {
  GATEWAY_ACK_MESSAGES,
  GATEWAY_COMMAND_TYPES,
  SSID_MAX_LENGTH,
  VALIDATION,
  WIFI_PASSWORD_MAX_LENGTH,
  WIFI_PASSWORD_MIN_LENGTH,
  gatewayCommandMessage,
  type GatewayCommandAck,
  type GatewayCommandMessage,
} from '@drisk/contract';
import type { GatewayModel } from './gatewayModel';
import { applySetting } from './settingsRules';
import { connectToNetwork, connectedNetwork, scanNetworks } from './wifiNetworks';
import { createRandom } from './random';

export type ScanCommand = Extract<GatewayCommandMessage, { type: 'start_scan' | 'cancel_scan' }>;

/** What carrying out a command produced; `changed` asks for a telemetry message at once. */
export interface CommandOutcome {
  ok: boolean;
  message: string;
  result?: unknown;
  changed: boolean;
}

export interface CommandHooks {
  /** Answers start_scan and cancel_scan instead of the gateway's scanner (tests of refusals). */
  onScanCommand?(command: ScanCommand): Omit<CommandOutcome, 'changed'>;
}

export interface HandledCommand {
  ack: GatewayCommandAck;
  changed: boolean;
}

const done = (message: string, result?: unknown, changed = true): CommandOutcome => ({
  ok: true,
  message,
  changed,
  ...(result === undefined ? {} : { result }),
});
const refused = (message: string): CommandOutcome => ({ ok: false, message, changed: false });

/**
 * Carries out one command message as the gateway firmware would and builds its acknowledgement.
 * Unknown or malformed commands are refused with a message; nothing a sender puts in a command throws.
 * Returns null only when the message has no usable command_id, since an ack could not be matched.
 */
export function handleCommand(
  model: GatewayModel,
  raw: unknown,
  hooks: CommandHooks = {},
): HandledCommand | null {
  const commandId =
    typeof raw === 'object' && raw !== null ? (raw as { command_id?: unknown }).command_id : undefined;
  if (typeof commandId !== 'string' || commandId.length === 0 || commandId.length > 64) return null;

  // Account for everything up to now under the old state before the command changes it.
  model.advance();
  let outcome: CommandOutcome;
  try {
    outcome = carryOut(model, raw as Record<string, unknown>, hooks);
  } catch (error) {
    outcome = refused(
      `The gateway could not carry out the command: ${(error as Error).message}`.slice(0, 500),
    );
  }
  const ack: GatewayCommandAck = {
    command_id: commandId,
    device_id: model.deviceId,
    ok: outcome.ok,
    message: outcome.message.slice(0, 500),
    ts: model.clock.now(),
    ...(outcome.result === undefined ? {} : { result: outcome.result }),
  };
  return { ack, changed: outcome.changed };
}

function carryOut(model: GatewayModel, raw: Record<string, unknown>, hooks: CommandHooks): CommandOutcome {
  const type = raw.type;
  if (typeof type !== 'string' || !(GATEWAY_COMMAND_TYPES as string[]).includes(type))
    return refused(`Unknown command type '${String(type).slice(0, 40)}'`);
  const parsed = gatewayCommandMessage.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refused(`Invalid ${type} command: ${issue.path.join('.') || 'message'}: ${issue.message}`);
  }
  const command = parsed.data;

  switch (command.type) {
    case 'update_settings': {
      const applied = applySetting(model.settings, command.payload.setting, command.payload.value);
      if (!applied.ok) return refused(applied.message);
      model.applySettings(applied.settings);
      return done(applied.message, { settings: model.settings });
    }
    case 'update_ssid': {
      const { type: field, value } = command.payload;
      if (field === 'wifi_name_ssid') {
        const ssid = value.trim();
        if (!ssid) return refused(VALIDATION.ssidRequired);
        if (ssid.length > SSID_MAX_LENGTH)
          return refused(`The SSID must be at most ${SSID_MAX_LENGTH} characters`);
        model.applySettings({ ...model.settings, wifi_name_ssid: ssid });
        return done(`Wi-Fi name changed to ${ssid}`, { settings: model.settings });
      }
      if (!value) return refused(VALIDATION.wifiPasswordRequired);
      if (value.length < WIFI_PASSWORD_MIN_LENGTH) return refused(VALIDATION.wifiPasswordTooShort);
      if (value.length > WIFI_PASSWORD_MAX_LENGTH)
        return refused(`The Wi-Fi password must be at most ${WIFI_PASSWORD_MAX_LENGTH} characters`);
      model.wifiPassword = value;
      return done('Wi-Fi password changed', { settings: model.settings }, false);
    }
    case 'scan_wifi': {
      // Each scan reads signals afresh; a generator per scan keeps the model's own sequence untouched.
      const result = scanNetworks(model.wifi, createRandom(`${model.deviceId}:${command.command_id}`));
      return done(`${result.networks.length} networks found`, result, false);
    }
    case 'connect_wifi': {
      if (model.settings.wifi_mode !== 1) return refused(GATEWAY_ACK_MESSAGES.wifiModeOff);
      const current = connectedNetwork(model.wifi);
      const connected = connectToNetwork(model.wifi, command.payload);
      if (!connected.ok)
        return refused(
          connected.reason === 'wrong_password'
            ? GATEWAY_ACK_MESSAGES.incorrectWifiPassword
            : GATEWAY_ACK_MESSAGES.networkNotInRange,
        );
      if (current?.bssid === connected.network.bssid)
        return done(`Already connected to ${connected.network.ssid}`, undefined, false);
      return done(`Connected to ${connected.network.ssid}`);
    }
    case 'disconnect_wifi': {
      const current = connectedNetwork(model.wifi);
      if (!current) return done('Not connected to any Wi-Fi network', undefined, false);
      model.wifi.connectedBssid = null;
      return done(`Disconnected from ${current.ssid}`);
    }
    case 'block_endpoint': {
      const { mac_address, interval, until } = command.payload;
      model.block(mac_address, interval, until);
      const name = model.findEndpoint(mac_address)?.name ?? mac_address;
      return done(interval === 'Permanent' ? `${name} blocked` : `${name} blocked for ${interval}`);
    }
    case 'extend_block': {
      const { mac_address, until } = command.payload;
      const name = model.findEndpoint(mac_address)?.name ?? mac_address;
      if (!model.extendBlock(mac_address, until)) return refused(GATEWAY_ACK_MESSAGES.blockEnded);
      return done(`${name} blocked until ${new Date(until).toISOString()}`);
    }
    case 'unblock_endpoint': {
      const { mac_address } = command.payload;
      const name = model.findEndpoint(mac_address)?.name ?? mac_address;
      const wasBlocked = model.unblock(mac_address);
      return done(wasBlocked ? `${name} unblocked` : `${name} was not blocked`, undefined, wasBlocked);
    }
    case 'parental_settings':
      model.parental = command.payload;
      return done('Access controls applied');
    case 'sync_state':
      model.syncState(command.payload);
      return done('State synchronised', { settings: model.settings });
    case 'start_scan':
    case 'cancel_scan': {
      if (hooks.onScanCommand) return { ...hooks.onScanCommand(command), changed: false };
      const now = model.clock.now();
      if (command.type === 'cancel_scan')
        return model.scans.cancel(command.payload.unique_id, now)
          ? done('Scan cancelled')
          : done('No scan of it is under way', undefined, false);
      const { unique_id, task_id, scan_config, targets } = command.payload;
      // A repeated command (another api node sent it after a lease expired) is acknowledged, not run twice.
      const queued = model.scans.start(
        { uniqueId: unique_id, taskId: task_id, config: scan_config, targets },
        now,
      );
      return queued ? done('Scan queued') : done('Scan already queued', undefined, false);
    }
  }
}
