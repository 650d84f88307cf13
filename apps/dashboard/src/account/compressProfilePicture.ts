import imageCompression from 'browser-image-compression';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MAX_PX } from '@drisk/contract/client';
import { stripDataUrlPrefix } from './profileImage';

/**
 * Shrinks a chosen picture to the upload limits (at most 4 MB and 1920 px on the longer side, spec 2 §5)
 * and returns it as bare base64. onProgress receives 0 to 100.
 */
export async function compressProfilePicture(
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const compressed = await imageCompression(file, {
    maxSizeMB: PROFILE_PICTURE_MAX_BYTES / (1024 * 1024),
    maxWidthOrHeight: PROFILE_PICTURE_MAX_PX,
    useWebWorker: true,
    onProgress,
  });
  return stripDataUrlPrefix(await imageCompression.getDataUrlFromFile(compressed));
}
