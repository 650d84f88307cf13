import { PROFILE_PICTURE_MAX_BYTES } from '@drisk/contract';

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image format by its first bytes (not by what the client claims), or null. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The picture as stored (normalised base64), or null when it is not an image of an accepted kind and size. */
export function decodeProfilePicture(base64: string): { type: ImageType; base64: string } | null {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > PROFILE_PICTURE_MAX_BYTES) return null;
  const type = detectImageType(bytes);
  return type ? { type, base64: bytes.toString('base64') } : null;
}
