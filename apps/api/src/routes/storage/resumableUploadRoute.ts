import { Metadata, TUS_RESUMABLE } from '@tus/server';
import {
  API_BASE_PATH,
  FILE_NAME_MAX_LENGTH,
  RESUMABLE_UPLOAD,
  routes,
  SERVER,
  STORAGE_MESSAGES,
  checkEntryName,
  type ApiReply,
} from '@drisk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../appContext';
import { authenticate } from '../../auth/authenticate';
import { enforceAccess } from '../../auth/enforceAccess';
import type { Session } from '../../auth/sessions';
import { sendEnvelope } from '../../http/envelope';
import { HttpError } from '../../http/HttpError';
import { parsePart } from '../../http/registerRoute';
import { cloudStorageOf } from '../../storage/cloudStorageOf';
import type { NewUpload, ResumableUploads, StagedUpload } from '../../storage/resumableUploads';

/*
 * The tus endpoint of RESUMABLE_UPLOAD (@drisk/contract), below /api/3.0. Every request but OPTIONS passes
 * the checks of fileSharing/uploadFiles before tus sees it, in the same order as registerRoute: the session
 * (401), the fields (400), the route's access declaration through enforceAccess (403), then the path rule
 * and the quota. Refusals are the 3.0 envelope; tus's own replies pass through.
 */

const KEYS = RESUMABLE_UPLOAD.metadata;
/** The only methods of the tus protocol we serve (no GET: a partial upload is never downloadable). */
const CREATE_METHODS = ['POST', 'OPTIONS'] as const;
const UPLOAD_METHODS = ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The first value of a header. */
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The device check of uploadFiles, on the device and folder an upload names. */
async function enforceUploadAccess(
  ctx: AppContext,
  session: Session,
  fields: { device_id: string; desPath: string },
) {
  const body = parsePart(routes.cloudUploadFiles.body, fields, 'body') as {
    device_id: string;
    desPath: string;
  };
  const grant = await enforceAccess(ctx, RESUMABLE_UPLOAD.access, session, { body, query: {}, params: {} });
  return { deviceId: grant.device!.deviceId, desPath: body.desPath };
}

/** POST: what the upload will be, once the length, the metadata, the access, the folder and the quota pass. */
async function checkCreation(ctx: AppContext, request: FastifyRequest, session: Session): Promise<NewUpload> {
  const lengthText = header(request, 'upload-length');
  if (lengthText === undefined || !/^\d{1,16}$/.test(lengthText))
    throw new HttpError(400, STORAGE_MESSAGES.uploadLengthRequired);
  const length = Number(lengthText);
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(header(request, 'upload-metadata'));
  } catch {
    throw new HttpError(400, STORAGE_MESSAGES.uploadMetadataInvalid);
  }
  const fileName = metadata[KEYS.fileName] ?? '';
  const nameRefusal = fileName === '' ? 'is required' : checkEntryName(fileName);
  if (nameRefusal) throw new HttpError(400, `${KEYS.fileName}: ${nameRefusal}`);
  const { deviceId, desPath } = await enforceUploadAccess(ctx, session, {
    device_id: metadata[KEYS.deviceId] ?? '',
    desPath: metadata[KEYS.folder] ?? '',
  });
  if (length > RESUMABLE_UPLOAD.maxBytes) throw new HttpError(413, SERVER.bodyTooLarge);
  const { dest } = await cloudStorageOf(ctx).checkNewFile(deviceId, desPath, fileName, length);
  const fileType = metadata[KEYS.fileType];
  return {
    userId: session.userId,
    deviceId,
    folder: dest,
    fileName,
    // Stored as the file's type; a value that is not a plain MIME type is dropped.
    fileType:
      fileType && fileType.length <= FILE_NAME_MAX_LENGTH && /^[\w.+-]+\/[\w.+-]+$/.test(fileType)
        ? fileType
        : null,
  };
}

/** HEAD, PATCH, DELETE: the caller's own upload, on a device they may still upload to. */
async function checkUpload(
  ctx: AppContext,
  uploads: ResumableUploads,
  request: FastifyRequest,
  session: Session,
): Promise<StagedUpload> {
  const { id } = request.params as { id: string };
  const upload = await uploads.find(id);
  // Someone else's upload gets the same answer as none at all.
  if (!upload || upload.userId !== session.userId) throw new HttpError(404, STORAGE_MESSAGES.uploadGone);
  // A stored upload is only there to tell a late HEAD that it is complete.
  if (upload.stored && request.method !== 'HEAD') throw new HttpError(404, STORAGE_MESSAGES.uploadGone);
  await enforceUploadAccess(ctx, session, { device_id: upload.deviceId, desPath: upload.folder });
  if (request.method === 'PATCH') {
    // The quota again at every chunk: the whole upload must still fit the space left now.
    const { available } = await cloudStorageOf(ctx).available(ctx.db, upload.deviceId);
    if (upload.size > available) {
      await uploads.discard(upload.id);
      throw new HttpError(400, STORAGE_MESSAGES.notEnoughSpace);
    }
  }
  return upload;
}

/** tus's reply as Fastify's: refusals as the envelope (ours are already; tus's get a message of the contract). */
async function relay(request: FastifyRequest, reply: FastifyReply, response: Response) {
  if (response.status >= 400) {
    if (response.headers.get('connection') === 'close') reply.header('connection', 'close');
    const text = (await response.text()).trim();
    let envelope: ApiReply<unknown> | null = null;
    try {
      envelope = JSON.parse(text) as ApiReply<unknown>;
    } catch {
      // tus's own plain-text refusal
    }
    if (envelope && typeof envelope.message === 'string')
      return sendEnvelope(reply, response.status, envelope.message, envelope.result);
    const status = response.status;
    // An extension tus does not offer here (concatenation, deferred length): the client's choice, not our fault.
    if (status === 501) return sendEnvelope(reply, status, SERVER.notImplemented);
    if (status >= 500) {
      request.log.error({ status, tus: text }, 'Resumable upload failed');
      return sendEnvelope(reply, status, SERVER.internalError, { request_id: request.id });
    }
    const message =
      status === 404 || status === 410
        ? STORAGE_MESSAGES.uploadGone
        : status === 409
          ? STORAGE_MESSAGES.uploadOffsetMismatch
          : status === 413
            ? SERVER.bodyTooLarge
            : text || SERVER.badRequest;
    return sendEnvelope(reply, status, message);
  }
  for (const [name, value] of response.headers) {
    if (name !== 'content-type' && name !== 'content-length') reply.header(name, value);
  }
  return reply.code(response.status).send();
}

/**
 * Mounts RESUMABLE_UPLOAD.path (POST creates, OPTIONS tells the protocol) and its uploads' addresses
 * (HEAD, PATCH, DELETE). Bodies are left unread for tus; the rate limit is a budget of its own, as many
 * requests as the general one, so a large upload's chunks do not use up the other calls' budget.
 */
export async function registerResumableUploads(
  app: FastifyInstance,
  ctx: AppContext,
  uploads: ResumableUploads,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      let creation: NewUpload | undefined;
      if (request.method !== 'OPTIONS') {
        try {
          const session = await authenticate(ctx, request);
          if (request.method === 'POST') creation = await checkCreation(ctx, request, session);
          else {
            const upload = await checkUpload(ctx, uploads, request, session);
            if (request.method === 'HEAD' && upload.offset === upload.size) {
              // All bytes are here but the file was not stored (the api stopped during the last PATCH):
              // stored now, so the client that sees the offset complete finds its file.
              await uploads.commit(upload.id);
              return reply
                .code(200)
                .headers({
                  'Tus-Resumable': TUS_RESUMABLE,
                  'Upload-Offset': String(upload.size),
                  'Upload-Length': String(upload.size),
                  'Cache-Control': 'no-store',
                })
                .send();
            }
          }
        } catch (error) {
          // A refused request's body is never read: the connection closes after the reply.
          if (request.method === 'POST' || request.method === 'PATCH') reply.header('connection', 'close');
          throw error;
        }
      }
      return relay(request, reply, await uploads.handle(request, reply.raw, creation));
    };
    const base = `${API_BASE_PATH}/${RESUMABLE_UPLOAD.path}`;
    const config = { rateLimit: { max: ctx.config.rateLimitPerMinute, timeWindow: '1 minute' } };
    scope.route({ method: [...CREATE_METHODS], url: base, config, handler });
    scope.route({ method: [...UPLOAD_METHODS], url: `${base}/:id`, config, handler });
  });
}
