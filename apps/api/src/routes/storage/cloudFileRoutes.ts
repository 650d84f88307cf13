import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import { STORAGE_MESSAGES, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { sessionRoute } from '../../http/registerRoute';
import { cloudStorageOf } from '../../storage/cloudStorageOf';
import { attachment } from './attachment';

/*
 * The cloud file browser's calls (/dashboard/fileSharing): every one acts on the device the access
 * declaration verified (grant.device) and on paths inside its root /dRisk/{device_id}/.
 */

export const cloudFileStructure = (ctx: AppContext) =>
  sessionRoute(routes.cloudFileStructure, async ({ body, grant }) => ({
    message: STORAGE_MESSAGES.listed,
    result: await cloudStorageOf(ctx).list(grant.device!.deviceId, body.path, {
      page: { limit: body.limit, after: body.after },
    }),
  }));

export const cloudGetFolders = (ctx: AppContext) =>
  sessionRoute(routes.cloudGetFolders, async ({ body, grant }) => {
    const deviceId = grant.device!.deviceId;
    return {
      message: STORAGE_MESSAGES.listed,
      result: await cloudStorageOf(ctx).list(deviceId, body.path ?? `/dRisk/${deviceId}`, {
        foldersOnly: true,
      }),
    };
  });

export const cloudCreateDirectory = (ctx: AppContext) =>
  sessionRoute(routes.cloudCreateDirectory, async ({ body, grant, session }) => {
    await cloudStorageOf(ctx).createFolder(grant.device!.deviceId, body.path, session.userId);
    return { message: STORAGE_MESSAGES.folderCreated, result: {} };
  });

export const cloudRenameFiles = (ctx: AppContext) =>
  sessionRoute(routes.cloudRenameFiles, async ({ body, grant }) => {
    await cloudStorageOf(ctx).rename(grant.device!.deviceId, body.source, body.newName);
    return { message: STORAGE_MESSAGES.renamed, result: {} };
  });

export const cloudMoveFiles = (ctx: AppContext) =>
  sessionRoute(routes.cloudMoveFiles, async ({ body, grant, session }) => {
    await cloudStorageOf(ctx).transfer(grant.device!.deviceId, body.source, body.dest, 'move', session.userId);
    return { message: STORAGE_MESSAGES.moved, result: {} };
  });

export const cloudCopyFiles = (ctx: AppContext) =>
  sessionRoute(routes.cloudCopyFiles, async ({ body, grant, session }) => {
    await cloudStorageOf(ctx).transfer(grant.device!.deviceId, body.source, body.dest, 'copy', session.userId);
    return { message: STORAGE_MESSAGES.copied, result: {} };
  });

export const cloudDeleteFile = (ctx: AppContext) =>
  sessionRoute(routes.cloudDeleteFile, async ({ body, grant }) => {
    await cloudStorageOf(ctx).remove(grant.device!.deviceId, body.path);
    return { message: STORAGE_MESSAGES.deleted, result: {} };
  });

export const cloudValidatingDeviceSize = (ctx: AppContext) =>
  sessionRoute(routes.cloudValidatingDeviceSize, async ({ body, grant }) => {
    const space = await cloudStorageOf(ctx).checkUpload(
      grant.device!.deviceId,
      body.desPath,
      body.file_names,
      body.file_size,
    );
    return { message: STORAGE_MESSAGES.sizeOk, result: { available: space.available } };
  });

/** A zip of the named entries, streamed: archiver reads one stored file at a time. */
function zipOf(ctx: AppContext, deviceId: string, items: { key: string; name: string }[]) {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (error) => out.destroy(error));
  zip.pipe(out);
  void (async () => {
    for (const item of items) {
      const stream = await cloudStorageOf(ctx).read(item.key);
      zip.append(stream, { name: item.name });
      await new Promise<void>((resolve, reject) => {
        stream.once('end', resolve);
        stream.once('close', resolve);
        stream.once('error', reject);
      });
    }
    await zip.finalize();
  })().catch((error: unknown) => {
    ctx.log.warn({ err: error, deviceId }, 'cloud zip download stopped');
    zip.abort();
    out.destroy(error as Error);
  });
  return out;
}

function downloadRoute(route: typeof routes.cloudDownloadFiles | typeof routes.cloudDownloadFolders, asArchive: boolean) {
  return (ctx: AppContext) =>
    sessionRoute(route, async ({ params, grant }) => {
      const deviceId = grant.device!.deviceId;
      const { named, below } = await cloudStorageOf(ctx).entries(deviceId, params.path);
      if (!asArchive && named.length === 1 && named[0].type === 'file' && named[0].storageKey) {
        return {
          result: {},
          download: {
            body: await cloudStorageOf(ctx).read(named[0].storageKey),
            contentType: 'application/octet-stream',
            disposition: attachment(named[0].name),
          },
        };
      }
      const items: { key: string; name: string }[] = [];
      for (const row of named) {
        if (row.type === 'file' && row.storageKey) items.push({ key: row.storageKey, name: row.name });
        const base = row.path.slice(0, row.path.length - row.name.length);
        for (const file of below)
          if (file.storageKey && file.path.startsWith(`${row.path}/`))
            items.push({ key: file.storageKey, name: file.path.slice(base.length) });
      }
      const archiveName = named.length === 1 ? `${named[0].name}.zip` : `${deviceId}.zip`;
      return {
        result: {},
        download: { body: zipOf(ctx, deviceId, items), contentType: 'application/zip', disposition: attachment(archiveName) },
      };
    });
}

export const cloudDownloadFiles = downloadRoute(routes.cloudDownloadFiles, false);
export const cloudDownloadFolders = downloadRoute(routes.cloudDownloadFolders, true);
