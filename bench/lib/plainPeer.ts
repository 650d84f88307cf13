import { fork } from 'node:child_process';
import path from 'node:path';

export interface PlainPeer {
  url: string;
  /** The peer's process id (its CPU time can be read from /proc). */
  pid: number;
  /** The peer's read of user `id`: GET /users/<id>. */
  path(id: number): string;
  stop(): Promise<void>;
}

/**
 * Starts the plain Fastify peer (plainPeerServer.ts) in its own process, as the api runs in its own:
 * over PostgreSQL (`databaseUrl`) or over a PGlite folder no other process has open (`pgliteDir`).
 */
export async function startPlainPeer(
  database: { databaseUrl: string } | { pgliteDir: string },
): Promise<PlainPeer> {
  const peer = await forkPeer(
    'plainPeerServer.ts',
    'databaseUrl' in database
      ? { BENCH_PEER_DATABASE_URL: database.databaseUrl }
      : { BENCH_PEER_PGLITE_DIR: database.pgliteDir },
  );
  return { ...peer, path: (id) => `/users/${id}` };
}

/** Starts the plain socket.io peer of row 6c (plainChatPeerServer.ts) in its own process. */
export function startPlainChatPeer(): Promise<Omit<PlainPeer, 'path'>> {
  return forkPeer('plainChatPeerServer.ts', {});
}

/** Forks a peer's entry in this folder and waits for the port it listens on. */
async function forkPeer(entry: string, env: Record<string, string>): Promise<Omit<PlainPeer, 'path'>> {
  const child = fork(path.join(import.meta.dirname, entry), [], {
    execArgv: ['--import', 'tsx', '--conditions=source'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`The plain peer ${entry} exited with ${code}: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
