import { MULTIPART_TEXT, STORAGE_MESSAGES, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { HttpError } from '../../http/HttpError';
import { withFileLimits } from '../../http/multipartBody';
import { sessionRoute } from '../../http/registerRoute';
import { cloudStorageOf } from '../../storage/cloudStorageOf';

/**
 * POST fileSharing/uploadFiles (multipart: device_id, desPath, then files). Each file streams into the
 * store as it arrives and is stopped past the quota left; files completed before a refusal stay (each was
 * acknowledged as whole), the refused one leaves nothing.
 */
export const cloudUploadFiles = (ctx: AppContext) =>
  sessionRoute(routes.cloudUploadFiles, async ({ body, grant, session, files }) => {
    const deviceId = grant.device!.deviceId;
    const cloud = cloudStorageOf(ctx);
    const { dest } = await cloud.checkUpload(deviceId, body.desPath, [], 0);
    let count = 0;
    for await (const part of files) {
      // A form cut off inside a file fails while the file streams: the client's 400, not our 500.
      await withFileLimits(routes.cloudUploadFiles.multipart!, () =>
        cloud.upload(deviceId, dest, part.filename, part.file, part.mimetype || null, session.userId),
      );
      count++;
    }
    if (count === 0) throw new HttpError(400, MULTIPART_TEXT.noFiles('files'));
    return { message: STORAGE_MESSAGES.uploaded, result: {} };
  });
