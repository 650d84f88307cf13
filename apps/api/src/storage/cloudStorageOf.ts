import type { AppContext } from '../appContext';
import { blobStoreOf } from './blobStoreOf';
import { CloudFiles } from './cloudFiles';

const byContext = new WeakMap<AppContext, CloudFiles>();

/** The app's cloud storage, made on first use, over the configured blob store (blobStoreOf.ts). */
export function cloudStorageOf(ctx: AppContext): CloudFiles {
  let cloud = byContext.get(ctx);
  if (!cloud) {
    cloud = new CloudFiles(ctx.db, blobStoreOf(ctx.config), ctx.versions);
    byContext.set(ctx, cloud);
  }
  return cloud;
}
