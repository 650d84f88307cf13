import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blobStore';
import { LocalDiskBlobStore } from './localDiskBlobStore';
import { S3BlobStore } from './s3BlobStore';

const byConfig = new WeakMap<Pick<Config, 'dataDir' | 's3'>, BlobStore>();

/**
 * The store of cloud files' bytes for a configuration, made once: an S3-compatible bucket when S3_BUCKET
 * is set, local disk under DATA_DIR/cloud otherwise. Every user of the bytes (the storage routes, the
 * purge of unregistered gateways, the demo seed) takes it from here, so they all agree.
 */
export function blobStoreOf(config: Pick<Config, 'dataDir' | 's3'>): BlobStore {
  let store = byConfig.get(config);
  if (!store) {
    store = config.s3
      ? new S3BlobStore(config.s3, path.join(config.dataDir, 'cloud-spool'))
      : new LocalDiskBlobStore(path.join(config.dataDir, 'cloud'));
    byConfig.set(config, store);
  }
  return store;
}
