import path from 'node:path';
import { API_BASE_PATH } from '@drisk/contract';

/** The url of a stored chat file (the chatMediaFile route). */
export const chatMediaUrl = (groupId: number, storedName: string) =>
  `${API_BASE_PATH}/chatMedia/${groupId}/${storedName}`;

/** A file message must point at its own group's media: never another group's, never another site. */
export function isChatMediaUrlOf(url: string, groupId: number): boolean {
  const prefix = chatMediaUrl(groupId, '');
  return url.startsWith(prefix) && /^[A-Za-z0-9_-]{22,64}$/.test(url.slice(prefix.length));
}

/** Where a group's chat files live on disk: DATA_DIR/chat-media/<group id>/. */
export const chatMediaDir = (dataDir: string, groupId: number) =>
  path.join(dataDir, 'chat-media', String(groupId));

/**
 * Types a browser shows inline without running anything. Everything else (SVG, HTML, XML, scripts, PDFs
 * with their own script engines...) is served as an attachment.
 */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'video/mp4',
  'video/webm',
  'text/plain',
]);

export const servedInline = (mimetype: string) => INLINE_TYPES.has(mimetype);

/** A mimetype as declared, reduced to type/subtype in lower case; anything malformed is a plain download. */
export function cleanMimetype(declared: string | undefined): string {
  const base = (declared ?? '').split(';')[0].trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(base)
    ? base
    : 'application/octet-stream';
}

/** A file name safe to show and to put in a header: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const base = path.basename((name ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return base.trim().slice(0, 255) || 'file';
}

/** Content-Disposition with the original name (RFC 6266: an ASCII fallback and the UTF-8 form). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
