/**
 * CLI: runs the credentialed virtual gateways against the broker until SIGINT or SIGTERM.
 * `node dist/main.js [--devices N] [--tick-ms MS]`; see config.ts for the environment.
 */
import { createInterface } from 'node:readline';
import { readConfig, UsageError } from './config';
import { CONTROL_HELP, ControlCommandError, parseControlCommand } from './controlCommands';
import {
  chooseCredentials,
  CredentialsError,
  PROVISION_HINT,
  readClaimCodes,
  readCredentials,
  stickerLine,
} from './credentials';
import { startGateway, type GatewayHandle, type GatewayStatus } from './gateway';
import { answerFileStructure } from './storage/fileStructureAnswer';
import { startGatewayStorage, type FileServerReport } from './storage/gatewayStorage';

/** How often the gateway measures what its external drives hold. */
const DRIVE_MEASURE_MS = 15_000;
import type { LocalFileServer } from './storage/localFileServer';

/** How long to wait for the api to write the credentials file on a first start. */
const CREDENTIALS_WAIT_MS = 120_000;

const log = (line: string) => console.log(`[gateway-sim] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForCredentials(file: string) {
  const deadline = Date.now() + CREDENTIALS_WAIT_MS;
  let announced = false;
  for (;;) {
    const credentials = await readCredentials(file);
    if (credentials) return credentials;
    if (Date.now() > deadline)
      throw new CredentialsError(`No gateway credentials at ${file}. ${PROVISION_HINT}`);
    if (!announced) log(`Waiting for ${file} (the api writes it on its first start)...`);
    announced = true;
    await sleep(1000);
  }
}

/** One line when a gateway connects; retries stay quiet except the first, and refused credentials. */
function statusLogger(deviceId: string, brokerUrl: string, handle: () => GatewayHandle | undefined) {
  let everConnected = false;
  let reportedDrop = false;
  let reportedError: string | undefined;
  return (status: GatewayStatus) => {
    if (status.state === 'connected') {
      const model = handle()?.model;
      // Before the api's sync_state the household and place are the seed's own; once synced, the api's.
      const detail = model && !model.synced ? ', waiting for the api to send its state' : '';
      log(`${deviceId} ${everConnected ? 'reconnected' : 'connected'} to ${brokerUrl}${detail}`);
      everConnected = true;
      reportedDrop = false;
      reportedError = undefined;
    } else if (status.state === 'synced') {
      const model = handle()?.model;
      const place = model?.location.label ?? 'the position the api gave';
      if (model)
        log(`${deviceId} synchronised: ${status.endpoints} endpoints on ${model.lan.prefix}.0/24, ${place}`);
    } else if (status.state === 'reconnecting') {
      const refused = status.error && /not authori[sz]ed|bad user ?name or password/i.test(status.error);
      if (refused && reportedError !== status.error) {
        reportedError = status.error;
        log(
          `${deviceId}: the broker refused its credentials (${status.error}). The credentials file may ` +
            `belong to another database: check that DATA_DIR is the api's. Retrying quietly.`,
        );
      } else if (everConnected && !reportedDrop) {
        reportedDrop = true;
        log(`${deviceId} lost the broker (${status.error ?? 'connection closed'}); retrying with backoff`);
      }
    }
  };
}

/** Carries out the operator's lines on standard input (see controlCommands.ts); a closed input is fine. */
function listenForCommands(gateways: ReadonlyMap<string, GatewayHandle>) {
  const lines = createInterface({ input: process.stdin, terminal: false });
  lines.on('line', (line) => {
    try {
      const command = parseControlCommand(line);
      if (!command) return;
      if (command.kind === 'help') return log(CONTROL_HELP);
      const gateway = gateways.get(command.deviceId);
      if (!gateway)
        return log(`No gateway ${command.deviceId} runs here (${[...gateways.keys()].join(', ')})`);
      if (command.kind === 'block') {
        const until = gateway.blockFor(command.mac, command.seconds * 1000);
        return log(`${command.deviceId}: ${command.mac} blocked until ${until}`);
      }
      if (command.kind === 'battery') {
        gateway.setBattery(command.reading);
        return log(`${command.deviceId}: battery reads ${command.reading}`);
      }
      const endpoint = gateway.joinVisitor(command.endpointKind);
      log(
        `${command.deviceId}: '${endpoint.name}' (${endpoint.mac_address}) joined at ${endpoint.ip_address}`,
      );
    } catch (error) {
      if (error instanceof ControlCommandError) log(error.message);
      else throw error;
    }
  });
}

async function main() {
  const config = readConfig(process.argv.slice(2), process.env);
  const credentials = chooseCredentials(
    config.credentialsFile,
    await waitForCredentials(config.credentialsFile),
    config.devices,
  );
  log(
    `Starting ${credentials.length} gateway(s) against ${config.brokerUrl}, telemetry every ${config.tickMs} ms`,
  );

  // Each gateway's sticker: its id and claim code, to add it to an account on the Registration screen.
  const claimCodes = await readClaimCodes(config.claimCodesFile);
  for (const { deviceId } of credentials) log(stickerLine(deviceId, claimCodes[deviceId]));

  const gateways: GatewayHandle[] = [];
  const fileServers: LocalFileServer[] = [];
  for (const [index, { deviceId, secret }] of credentials.entries()) {
    // Each gateway serves its own storage; the first one has an external drive plugged in. Storages new
    // on this machine start with demo folders and files.
    const files = await startGatewayStorage({
      deviceId,
      storageDir: config.storageDir,
      externalDrives: index === 0 ? 1 : 0,
      apiUrl: config.apiUrl,
      dashboardOrigin: config.dashboardOrigin,
      demoContent: true,
    });
    fileServers.push(files);
    log(`${deviceId} serves its storage at ${files.url}`);
    // Drive use is measured now and then (a walk of the drive), not on every telemetry tick.
    let fileServer: FileServerReport = await files.report();
    const measure = setInterval(
      () => void files.report().then((report) => (fileServer = report)),
      DRIVE_MEASURE_MS,
    );
    measure.unref();
    // The status logger reads the model once connected, after startGateway has returned.
    const started: { handle?: GatewayHandle } = {};
    const handle = startGateway({
      deviceId,
      secret,
      brokerUrl: config.brokerUrl,
      tickMs: config.tickMs,
      ...(config.visitorAfterMs === null ? {} : { visitorAfterMs: config.visitorAfterMs }),
      scanTimeScale: config.scanTimeScale,
      onStatus: statusLogger(deviceId, config.brokerUrl, () => started.handle),
      fileServer: () => fileServer,
      answerFileStructure: (request) => answerFileStructure(files.disk, deviceId, request),
    });
    started.handle = handle;
    gateways.push(handle);
  }

  listenForCommands(new Map(credentials.map(({ deviceId }, i) => [deviceId, gateways[i]])));

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal: leave at once
    stopping = true;
    log(`${signal}: stopping ${gateways.length} gateway(s)`);
    await Promise.allSettled([...gateways.map((g) => g.stop()), ...fileServers.map((f) => f.close())]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const expected = error instanceof UsageError || error instanceof CredentialsError;
  console.error(expected ? (error as Error).message : error);
  process.exit(error instanceof UsageError && (error as Error).message.startsWith('Usage') ? 0 : 1);
});
