import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeBlobStore } from './blobStoreContract';
import { LocalDiskBlobStore } from './localDiskBlobStore';

describeBlobStore('LocalDiskBlobStore', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'drisk-blobs-'));
  return {
    store: new LocalDiskBlobStore(dir),
    async everything() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    },
    stop: () => rm(dir, { recursive: true, force: true }),
  };
});
