import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface Mail {
  file: string;
  to: string;
  subject: string;
  body: string;
}

export interface Stack {
  url: string;
  /** The api's process id (its memory can be read from /proc). */
  pid: number;
  /** The embedded broker, MQTT over WebSocket. */
  mqttUrl: string;
  dataDir: string;
  /** Every e-mail the server wrote to its outbox, oldest first. */
  outbox(): Promise<Mail[]>;
  /** Output of the server so far, for failure messages. */
  log(): string;
  /** Stops the virtual gateways (their file servers go with them), as if they went offline. */
  stopSimulator(): Promise<void>;
  /**
   * Types a line on the simulator's standard input (apps/gateway-sim/src/controlCommands.ts), e.g. a device
   * joining a gateway now, and resolves with the first line it then logs that matches `answer`.
   */
  simulatorCommand(line: string, answer: RegExp): Promise<string>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Decodes a quoted-printable part, so links in such a part can be read back. */
function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The body with only its quoted-printable parts decoded (the api sends the text part as 8bit). */
function readableBody(body: string) {
  return body
    .split(/(?=^--)/m)
    .map((part) =>
      /^Content-Transfer-Encoding: quoted-printable/im.test(part) ? decodeQuotedPrintable(part) : part,
    )
    .join('');
}

/**
 * Starts the built api (which serves the built dashboard) on a free port with its own data folder and a fresh
 * embedded database. `npm run build` must have run.
 */
export interface StackOptions {
  /** Also run the virtual gateways (apps/gateway-sim) against the api's broker. */
  simulator?: SimulatorOptions;
  /**
   * The host name of `url` and PUBLIC_URL (the api still listens on 127.0.0.1). 'localhost' for passkeys:
   * WebAuthn takes no IP address as relying-party id, and localhost is a secure context over plain http.
   */
  publicHost?: '127.0.0.1' | 'localhost';
  /**
   * A data folder shared with other api nodes of one cluster (e2e/two-nodes.e2e.ts), kept on stop; by
   * default the stack makes its own and removes it on stop.
   */
  dataDir?: string;
}

export interface SimulatorOptions {
  tickMs?: number;
  visitorAfterMs?: number;
  scanTimeScale?: number;
}

export interface Simulator {
  /** See Stack.simulatorCommand. */
  command(line: string, answer: RegExp): Promise<string>;
  stop(): Promise<void>;
}

/** Sends SIGTERM, then SIGKILL after 10 s if the process is still there. */
async function stopChild(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Runs the built virtual gateways (apps/gateway-sim) with the credentials in `dataDir`, against the broker at
 * ws://127.0.0.1:`mqttWsPort`; their file servers check tokens with `apiUrl` and let only its origin in.
 */
export function startSimulator(
  {
    dataDir,
    mqttWsPort,
    apiUrl,
    ...options
  }: SimulatorOptions & {
    dataDir: string;
    mqttWsPort: number;
    apiUrl: string;
  },
  onOutput: (text: string) => void,
): Simulator {
  const args = [join(root, 'apps/gateway-sim/dist/main.js'), '--tick-ms', String(options.tickMs ?? 1000)];
  if (options.visitorAfterMs) args.push('--visitor-after', String(options.visitorAfterMs));
  if (options.scanTimeScale) args.push('--scan-time-scale', String(options.scanTimeScale));
  const simulator = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      MQTT_WS_PORT: String(mqttWsPort),
      API_URL: apiUrl,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  simulator.stdout.on('data', (chunk) => onOutput(`[sim] ${chunk}`));
  simulator.stderr.on('data', (chunk) => onOutput(`[sim] ${chunk}`));
  return {
    stop: () => stopChild(simulator),
    command(line, answer) {
      const { stdout } = simulator;
      let pending = '';
      let onData: (chunk: Buffer) => void = () => {};
      const answered = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          stdout.off('data', onData);
          reject(new Error(`The simulator did not answer '${line}' with ${answer}`));
        }, 10_000);
        onData = (chunk) => {
          const lines = (pending + String(chunk)).split('\n');
          pending = lines.pop() ?? '';
          const found = lines.find((l) => answer.test(l));
          if (found === undefined) return;
          clearTimeout(timer);
          stdout.off('data', onData);
          resolve(found);
        };
        stdout.on('data', onData);
      });
      simulator.stdin.write(`${line}\n`);
      return answered;
    },
  };
}

export async function startStack(
  env: Record<string, string> = {},
  options: StackOptions = {},
): Promise<Stack> {
  const port = await freePort();
  const mqttPort = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'drisk-e2e-')));
  const url = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;
  // Readiness is asked over IPv4, where the api listens, whatever name the browser uses.
  const listenUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Every test signs in several times from the same address, and a file's browsers all call from it:
      // the accessibility pass walks every screen twice a minute, past the product's 300 calls a minute,
      // and a sign-in then answered 429 (CI, when the machine ran fast). The limits have their own tests.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      MQTT_WS_PORT: String(mqttPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  // On a shared, loaded machine the first start (migrations, seed) can take minutes; E2E_STACK_START_MS overrides.
  const startMs = Number(process.env.E2E_STACK_START_MS) || 180_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The api exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${listenUrl}/api/3.0/user/googleConfig`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`The api did not start within ${startMs / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  const simulator = options.simulator
    ? startSimulator(
        { ...options.simulator, dataDir, mqttWsPort: mqttPort, apiUrl: url },
        (text) => (output += text),
      )
    : null;

  return {
    url,
    pid: child.pid ?? 0,
    mqttUrl: `ws://127.0.0.1:${mqttPort}/mqtt`,
    dataDir,
    log: () => output,
    stopSimulator: async () => simulator?.stop(),
    async simulatorCommand(line, answer) {
      if (!simulator) throw new Error('The stack runs no simulator');
      return simulator.command(line, answer);
    },
    async outbox() {
      const folder = join(dataDir, 'outbox');
      const names = (await readdir(folder).catch(() => [] as string[]))
        .filter((n) => n.endsWith('.eml'))
        .sort();
      return Promise.all(
        names.map(async (file) => {
          const raw = await readFile(join(folder, file), 'utf8');
          const [head, ...rest] = raw.split(/\r?\n\r?\n/);
          const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
          return {
            file,
            to: header('To'),
            subject: header('Subject'),
            body: readableBody(rest.join('\n\n')),
          };
        }),
      );
    },
    async stop() {
      await simulator?.stop();
      await stopChild(child);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
