import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { SERVER, routes, type ChatFile } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import {
  chatMediaDir,
  chatMediaUrl,
  cleanFileName,
  cleanMimetype,
  contentDisposition,
  servedInline,
} from '../../chat/chatMediaFiles';
import { chatFiles } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { withFileLimits } from '../../http/multipartBody';
import { sessionRoute } from '../../http/registerRoute';

/**
 * POST uploadMediaFile (multipart: group_id, tinode_username, then files): streams each file to disk
 * under a random name, never buffering it whole; a file over the limit is refused with 413 and nothing
 * of that request is kept. Returns the files to send as chat messages.
 */
export const uploadMediaFile = (ctx: AppContext) =>
  sessionRoute(routes.uploadMediaFile, async ({ grant, session, files }) => {
    const groupId = grant.group!.groupId;
    const limits = routes.uploadMediaFile.multipart!;
    const dir = chatMediaDir(ctx.config.dataDir, groupId);
    await mkdir(dir, { recursive: true });
    const written: { storedName: string; originalName: string; mimetype: string; size: number }[] = [];
    try {
      for await (const part of files) {
        const storedName = randomBytes(18).toString('base64url');
        const target = path.join(dir, storedName);
        let size = 0;
        part.file.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        written.push({
          storedName,
          originalName: cleanFileName(part.filename),
          mimetype: cleanMimetype(part.mimetype),
          size: 0,
        });
        await withFileLimits(limits, () => pipeline(part.file, createWriteStream(target)));
        written[written.length - 1].size = size;
      }
    } catch (error) {
      await Promise.all(written.map((file) => rm(path.join(dir, file.storedName), { force: true })));
      throw error;
    }
    await ctx.db.insert(chatFiles).values(
      written.map((file) => ({
        groupId,
        uploaderUserId: session.userId,
        storedName: file.storedName,
        originalName: file.originalName,
        mimetype: file.mimetype,
        sizeBytes: file.size,
      })),
    );
    const result: ChatFile[] = written.map((file) => ({
      url: chatMediaUrl(groupId, file.storedName),
      mimetype: file.mimetype,
      originalFileName: file.originalName,
    }));
    return { result };
  });

/**
 * GET chatMedia/{group_id}/{file}: a chat file, to members only (the route's access). Images and other
 * passive types inline; anything a browser could run (SVG, HTML...) as an attachment. Always nosniff and
 * a sandboxing CSP, so even a mislabelled file cannot run script on this origin.
 */
export const chatMediaFile = (ctx: AppContext) =>
  sessionRoute(routes.chatMediaFile, async ({ params, grant }) => {
    const groupId = grant.group!.groupId;
    const [file] = await ctx.db
      .select()
      .from(chatFiles)
      .where(and(eq(chatFiles.groupId, groupId), eq(chatFiles.storedName, params.file)))
      .limit(1);
    const onDisk = path.join(chatMediaDir(ctx.config.dataDir, groupId), file?.storedName ?? '');
    const present = file
      ? await access(onDisk).then(
          () => true,
          () => false,
        )
      : false;
    if (!file || !present) throw new HttpError(404, SERVER.notFound);
    const inline = servedInline(file.mimetype);
    return {
      result: null,
      headers: {
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, max-age=3600',
      },
      download: {
        body: createReadStream(onDisk),
        contentType: inline ? file.mimetype : 'application/octet-stream',
        disposition: contentDisposition(inline ? 'inline' : 'attachment', file.originalName),
      },
    };
  });
