import path from 'node:path';
import type { AppContext } from '../appContext';
import { CloudFiles } from './cloudFiles';
import { LocalDiskBlobStore } from './localDiskBlobStore';

const byContext = new WeakMap<AppContext, CloudFiles>();

/** The app's cloud storage, made on first use: local disk under DATA_DIR/cloud. */
export function cloudStorageOf(ctx: AppContext): CloudFiles {
  let cloud = byContext.get(ctx);
  if (!cloud) {
    cloud = new CloudFiles(ctx.db, new LocalDiskBlobStore(path.join(ctx.config.dataDir, 'cloud')));
    byContext.set(ctx, cloud);
  }
  return cloud;
}
