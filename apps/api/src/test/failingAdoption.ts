import type { TestServer } from './testServer';

/**
 * Runs `work` while `server` cannot store a finished resumable upload (CloudFiles.adoptUpload throws, as
 * when the disk went away or the api stopped at that moment): its bytes stay staged, complete.
 */
export async function withFailingAdoption<T>(server: TestServer, work: () => Promise<T>): Promise<T> {
  const cloud = (
    server.app.resumableUploads as unknown as {
      cloud: { adoptUpload: (...args: unknown[]) => Promise<void> };
    }
  ).cloud;
  const adopt = cloud.adoptUpload;
  cloud.adoptUpload = async () => {
    throw new Error('the disk went away');
  };
  try {
    return await work();
  } finally {
    cloud.adoptUpload = adopt;
  }
}
