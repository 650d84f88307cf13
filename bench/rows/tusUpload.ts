import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { API_BASE_PATH, AUTH_HEADER, RESUMABLE_UPLOAD, routes, STORAGE_ROOT } from '@drisk/contract';
import type { BenchServer } from '../lib/apiServer';
import type { BenchRow } from '../lib/table';

/** 200 MB (10^6 bytes, as the table's other sizes). */
export const UPLOAD_BYTES = 200_000_000;
export const RSS_ABOVE_IDLE_BUDGET_MB = 150;
const DEVICE = 'DRA-100001';
const OWNER = { email_address: 'owner@example.com', password: 'Owner#12345' };
const MB = 1_000_000;

/** The api process's resident memory now and at its peak (VmHWM), in bytes. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Resets the process's peak resident memory to what it holds now (Linux: clear_refs 5); false when refused. */
const resetPeak = (pid: number) =>
  writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );

async function call(
  server: BenchServer,
  name: 'login' | 'cloudFileStructure' | 'cloudDeleteFile',
  token: string | null,
  body: unknown,
) {
  const response = await fetch(`${server.url}${API_BASE_PATH}/${routes[name].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [AUTH_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { statusCode: number; message: string; result: unknown };
  if (response.status !== 200) throw new Error(`${name} answered ${response.status}: ${reply.message}`);
  return reply.result;
}

/** One file through tus-js-client (as the dashboard sends it: the contract's chunk size) from a file on disk. */
function tusUpload(server: BenchServer, token: string, file: string, name: string, size: number) {
  return new Promise<void>((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${server.url}${API_BASE_PATH}/${RESUMABLE_UPLOAD.path}`,
      chunkSize: RESUMABLE_UPLOAD.chunkBytes,
      uploadSize: size,
      retryDelays: null,
      headers: { [AUTH_HEADER]: token },
      metadata: {
        [RESUMABLE_UPLOAD.metadata.deviceId]: DEVICE,
        [RESUMABLE_UPLOAD.metadata.folder]: STORAGE_ROOT(DEVICE),
        [RESUMABLE_UPLOAD.metadata.fileName]: name,
        [RESUMABLE_UPLOAD.metadata.fileType]: 'application/octet-stream',
      },
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
}

async function writeRandomFile(file: string, size: number) {
  const handle = await open(file, 'w');
  try {
    for (let written = 0; written < size;) {
      const piece = randomBytes(Math.min(8 * MB, size - written));
      await handle.write(piece);
      written += piece.length;
    }
  } finally {
    await handle.close();
  }
}

/**
 * Row 11: a 200 MB file through tus (RESUMABLE_UPLOAD) on loopback into the built api's cloud storage on
 * local disk, as the dashboard sends it (8 MiB PATCHes, one after the other), from creation to the reply
 * of the last PATCH, which answers once the file is stored and listed. Beside the throughput, the api
 * process's resident memory: its peak during the upload (VmHWM after a reset, and samples every 50 ms)
 * above its idle level just before.
 */
export async function measureTusUpload(server: BenchServer): Promise<BenchRow> {
  const dir = await mkdtemp(path.join(tmpdir(), 'drisk-bench-upload-'));
  try {
    const token = (await call(server, 'login', null, OWNER)) as { token: string };
    const file = path.join(dir, 'upload.bin');
    // Warm-up: a small upload first, so the first chunk's code paths are compiled before idle is read.
    await writeRandomFile(file, 2 * MB);
    await tusUpload(server, token.token, file, 'warm-up.bin', 2 * MB);
    await call(server, 'cloudDeleteFile', token.token, {
      device_id: DEVICE,
      path: [`${STORAGE_ROOT(DEVICE)}/warm-up.bin`],
    });
    await writeRandomFile(file, UPLOAD_BYTES);

    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleSamples: number[] = [];
    for (let i = 0; i < 10; i++) {
      idleSamples.push((await memoryOf(server.stack.pid)).rss);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const idle = idleSamples.sort((a, b) => a - b)[Math.floor(idleSamples.length / 2)];
    const peakReset = await resetPeak(server.stack.pid);
    let sampledPeak = 0;
    const sampler = setInterval(() => {
      memoryOf(server.stack.pid).then(
        ({ rss }) => (sampledPeak = Math.max(sampledPeak, rss)),
        () => {},
      );
    }, 50);
    const started = performance.now();
    try {
      await tusUpload(server, token.token, file, 'bench-200MB.bin', UPLOAD_BYTES);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await memoryOf(server.stack.pid);
    const peak = Math.max(sampledPeak, peakReset ? after.peak : 0);

    const listing = (await call(server, 'cloudFileStructure', token.token, {
      device_id: DEVICE,
      path: STORAGE_ROOT(DEVICE),
    })) as { name: string; size: number }[];
    const stored = listing.find((entry) => entry.name === 'bench-200MB.bin');
    if (stored?.size !== UPLOAD_BYTES)
      throw new Error(`The uploaded file is not listed whole: ${JSON.stringify(stored)}`);

    const aboveIdle = (peak - idle) / MB;
    return {
      id: '11',
      measurement: `upload of a ${UPLOAD_BYTES / MB} MB file through tus (${RESUMABLE_UPLOAD.chunkBytes / 1024 / 1024} MiB PATCHes) on loopback: throughput, api peak RSS above idle`,
      figures: `${(UPLOAD_BYTES / MB / seconds).toFixed(1)} MB/s (${seconds.toFixed(1)} s); peak RSS +${aboveIdle.toFixed(1)} MB above idle ${(idle / MB).toFixed(0)} MB`,
      budget: `RSS < +${RSS_ABOVE_IDLE_BUDGET_MB} MB`,
      verdict: aboveIdle < RSS_ABOVE_IDLE_BUDGET_MB ? 'PASS' : 'FAIL',
      note:
        `peak from ${peakReset ? 'VmHWM reset before the upload and ' : ''}RSS samples every 50 ms; ` +
        `the file is committed by a rename into the local-disk store, then listed with its full size`,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
