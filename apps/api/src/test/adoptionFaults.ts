import { setTimeout as sleep } from 'node:timers/promises';
import type { TestServer } from './testServer';

type Adopt = (...args: unknown[]) => Promise<void>;

/** Runs `work` while `server` stores finished resumable uploads through `replace(the real adoptUpload)`. */
async function withAdoption<T>(server: TestServer, replace: (adopt: Adopt) => Adopt, work: () => Promise<T>) {
  const cloud = (server.app.resumableUploads as unknown as { cloud: { adoptUpload: Adopt } }).cloud;
  const adopt = cloud.adoptUpload;
  cloud.adoptUpload = replace(adopt.bind(cloud));
  try {
    return await work();
  } finally {
    cloud.adoptUpload = adopt;
  }
}

/**
 * Runs `work` while `server` cannot store a finished resumable upload (CloudFiles.adoptUpload throws, as
 * when the disk went away or the api stopped at that moment): its bytes stay staged, complete.
 */
export const withFailingAdoption = <T>(server: TestServer, work: () => Promise<T>) =>
  withAdoption(
    server,
    () => async () => {
      throw new Error('the disk went away');
    },
    work,
  );

/**
 * Runs `work` while each commit on `server` pauses for `ms` once the file is stored (its bytes moved out of
 * the staging folder) and before it ends: the moment a client's retry may arrive in.
 */
export const withSlowCommit = <T>(server: TestServer, ms: number, work: () => Promise<T>) =>
  withAdoption(
    server,
    (adopt) =>
      async (...args) => {
        await adopt(...args);
        await sleep(ms);
      },
    work,
  );
