import { STORAGE_MESSAGES, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { readToken } from '../../auth/authenticate';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';
import { cloudStorageOf } from '../../storage/cloudStorageOf';
import { GatewayFiles } from './gatewayFiles';

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * POST fileSharing/copyToCloud (spec 3 §7): copy_cloud copies files of the gateway's storage (internal or
 * an external drive) into the device's cloud folder; copy_drive copies cloud files onto the gateway's
 * storage, e.g. an external drive. filename and desPath name one file and its destination folder; source
 * and dest name several. Every path is checked before the gateway is called; bytes stream through, and
 * the cloud side keeps its quota and its all-or-nothing writes.
 */
export const copyToCloud = (ctx: AppContext) =>
  sessionRoute(routes.copyToCloud, async ({ body, grant, session, request }) => {
    const deviceId = grant.device!.deviceId;
    const cloud = cloudStorageOf(ctx);
    const single = body.filename !== undefined && body.desPath !== undefined;
    const sources = single ? [body.filename!] : body.source!;
    const dest = single ? body.desPath! : body.dest!;
    const sourceField = single ? 'filename' : 'source';
    const destField = single ? 'desPath' : 'dest';

    if (body.module === 'copy_cloud') {
      const from = sources.map((path, index) =>
        GatewayFiles.check(deviceId, path, single ? sourceField : `${sourceField}.${index}`),
      );
      const to = cloud.check(deviceId, dest, destField);
      await cloud.checkUpload(deviceId, to, from.map(nameOf), 0);
      const gateway = await GatewayFiles.of(ctx, deviceId, readToken(request)!);
      for (const path of from) {
        const { body: bytes, contentType } = await gateway.read(path);
        await cloud.upload(deviceId, to, nameOf(path), bytes, contentType, session.userId);
      }
    } else {
      const to = GatewayFiles.check(deviceId, dest, destField);
      const { named } = await cloud.entries(deviceId, sources);
      const files = named.filter((row) => row.type === 'file' && row.storageKey);
      if (files.length !== named.length)
        throw new HttpError(400, `${sourceField}: must name files, not folders`);
      const gateway = await GatewayFiles.of(ctx, deviceId, readToken(request)!);
      for (const file of files) await gateway.write(to, file.name, await cloud.read(file.storageKey!));
    }
    return { message: STORAGE_MESSAGES.copied, result: {} };
  });
