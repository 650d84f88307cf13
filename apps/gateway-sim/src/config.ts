import { resolve } from 'node:path';
import { MQTT_WS_PORT } from '@drisk/contract';
import { DEFAULT_TICK_MS } from './gateway';

export const CREDENTIALS_FILE_NAME = 'gateway-credentials.json';
/** The gateways' claim codes (their stickers), written by the api beside the credentials. */
export const CLAIM_CODES_FILE_NAME = 'gateway-claim-codes.json';

export interface SimulatorConfig {
  /** How many credentialed gateways to run; null = all of them. */
  devices: number | null;
  tickMs: number;
  brokerUrl: string;
  credentialsFile: string;
  claimCodesFile: string;
  /** An unknown device joins each gateway this long after it connects; null = only random visitors. */
  visitorAfterMs: number | null;
  /** Multiplies every scan duration: 0.1 runs scans ten times faster (demos and end-to-end tests). */
  scanTimeScale: number;
  /** Where each gateway keeps its own storage (internal and external drives): DATA_DIR/gateway-storage. */
  storageDir: string;
  /** The api, which the file servers ask whether a token belongs to a user mapped to their device. */
  apiUrl: string;
  /** The one origin the file servers answer in CORS: the dashboard's. */
  dashboardOrigin: string;
}

export const USAGE = `Usage: gateway-sim [--devices N] [--tick-ms MS] [--visitor-after MS] [--scan-time-scale X]

Runs virtual dRisk gateways against the MQTT broker.
  --devices N          run the first N gateways of the credentials file (default: all of them)
  --tick-ms MS         telemetry period in milliseconds (default ${DEFAULT_TICK_MS})
  --visitor-after MS   a device never seen before joins each gateway MS after it connects
                       (Auto Block then blocks it and the owner is asked about it)
  --scan-time-scale X  multiplies how long scans take (default 1; 0.1 is ten times faster)

On standard input, 'join <device_id> [kind]' makes a device never seen before join that gateway now
('help' lists the commands).

Environment:
  DATA_DIR       folder of ${CREDENTIALS_FILE_NAME}, ${CLAIM_CODES_FILE_NAME} and gateway-storage/
                 (default ./data)
  API_URL        the api, which checks file-server tokens (default http://127.0.0.1:8080)
  PUBLIC_URL     the dashboard's origin, the only one the file servers allow (default API_URL)
  MQTT_URL       broker URL (default ws://127.0.0.1:\${MQTT_WS_PORT}/mqtt)
  MQTT_WS_PORT   port of the api's embedded broker (default ${MQTT_WS_PORT})`;

export class UsageError extends Error {}

function positiveNumber(flag: string, text: string | undefined): number {
  const value = Number(text);
  if (!text || !Number.isFinite(value) || value <= 0)
    throw new UsageError(`${flag} needs a number above 0, got '${text ?? ''}'`);
  return value;
}

function positiveInteger(flag: string, text: string | undefined): number {
  const value = Number(text);
  if (!text || !Number.isInteger(value) || value < 1)
    throw new UsageError(`${flag} needs a whole number of at least 1, got '${text ?? ''}'`);
  return value;
}

/** Reads the command line and environment; throws UsageError with a message for the user. */
export function readConfig(argv: readonly string[], env: NodeJS.ProcessEnv): SimulatorConfig {
  let devices: number | null = null;
  let tickMs = DEFAULT_TICK_MS;
  let visitorAfterMs: number | null = null;
  let scanTimeScale = 1;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--devices') devices = positiveInteger('--devices', value());
    else if (flag === '--tick-ms') tickMs = positiveInteger('--tick-ms', value());
    else if (flag === '--visitor-after') visitorAfterMs = positiveInteger('--visitor-after', value());
    else if (flag === '--scan-time-scale') scanTimeScale = positiveNumber('--scan-time-scale', value());
    else if (flag === '--help' || flag === '-h') throw new UsageError(USAGE);
    else throw new UsageError(`Unknown option '${argv[i]}'.\n\n${USAGE}`);
  }
  const port = env.MQTT_WS_PORT || String(MQTT_WS_PORT);
  return {
    devices,
    tickMs,
    brokerUrl: env.MQTT_URL || `ws://127.0.0.1:${port}/mqtt`,
    credentialsFile: resolve(env.DATA_DIR || './data', CREDENTIALS_FILE_NAME),
    claimCodesFile: resolve(env.DATA_DIR || './data', CLAIM_CODES_FILE_NAME),
    visitorAfterMs,
    scanTimeScale,
    storageDir: resolve(env.DATA_DIR || './data', 'gateway-storage'),
    apiUrl: env.API_URL || 'http://127.0.0.1:8080',
    dashboardOrigin: new URL(env.PUBLIC_URL || env.API_URL || 'http://127.0.0.1:8080').origin,
  };
}
