import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The dashboard the bench serves: built fresh on every run, outside the repository (apps/dashboard/dist is left alone). */
export const DASHBOARD_OUT = path.join(tmpdir(), 'drisk-bench-dashboard');
/** The admin console the bench serves at /admin/, built the same way. */
export const ADMIN_OUT = path.join(tmpdir(), 'drisk-bench-admin');
const API_DIST = path.join(ROOT, 'apps/api/dist/server.js');

/** Runs a command in the repository root; rejects with its output when it fails. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

async function newestMtime(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  let newest = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/**
 * apps/api/dist/server.js, rebuilt only when a source it bundles is newer: the end-to-end tests use the
 * same file, and rebuilding it while they run would pull it from under them.
 */
export async function ensureApiBuild(): Promise<'fresh' | 'rebuilt'> {
  const built = (await stat(API_DIST).catch(() => null))?.mtimeMs ?? 0;
  const sources = await Promise.all(
    ['apps/api/src', 'apps/api/drizzle', 'packages/contract/src'].map((dir) =>
      newestMtime(path.join(ROOT, dir)),
    ),
  );
  if (built > Math.max(...sources)) return 'fresh';
  await run('npm', ['run', 'build', '-w', '@drisk/api']);
  return 'rebuilt';
}

/**
 * Whether a previous run left a whole build in `outDir` (--no-build serves it; without one it builds
 * anyway): `lastFile` is the one its build writes last (the dashboard's prerendered.json comes after index.html).
 */
export async function hasBuild(outDir: string, lastFile = 'index.html'): Promise<boolean> {
  return (await stat(path.join(outDir, lastFile)).catch(() => null)) !== null;
}

/** The production build of the dashboard, into DASHBOARD_OUT. */
export async function buildDashboard(): Promise<void> {
  await run('npx', [
    'vite',
    'build',
    'apps/dashboard',
    '--mode',
    'production',
    '--outDir',
    DASHBOARD_OUT,
    '--emptyOutDir',
  ]);
}

/** The production build of the admin console, into ADMIN_OUT. */
export async function buildAdmin(): Promise<void> {
  await run('npx', [
    'vite',
    'build',
    'apps/admin',
    '--mode',
    'production',
    '--outDir',
    ADMIN_OUT,
    '--emptyOutDir',
  ]);
}
