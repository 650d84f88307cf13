/** Leading base64 characters of the image types the server accepts, and their MIME types. */
const IMAGE_SIGNATURES: ReadonlyArray<readonly [prefix: string, mime: string]> = [
  ['/9j/', 'image/jpeg'],
  ['iVBORw0KGgo', 'image/png'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
];

/**
 * The profile picture travels as bare base64 (no data: prefix, spec 2 §7); an <img> needs a data URL,
 * so the MIME type is read from the image's own signature. Empty means the default picture.
 */
export function profileImageSrc(base64: string): string | undefined {
  if (!base64) return undefined;
  const mime = IMAGE_SIGNATURES.find(([prefix]) => base64.startsWith(prefix))?.[1] ?? 'image/jpeg';
  return `data:${mime};base64,${base64}`;
}

/** 'data:image/png;base64,iVBOR...' -> 'iVBOR...' (the form user/profilePic expects). */
export function stripDataUrlPrefix(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma === -1 ? dataUrl : dataUrl.slice(comma + 1);
}

/** Image types the server accepts for a profile picture. */
export const PROFILE_PICTURE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';
