import { UPLOAD_MAX_FILE_BYTES } from '../constants';
import { routePaths } from './paths';

/**
 * Resumable uploads into a device's cloud storage with the tus protocol (tus.io, version 1.0.0, extensions
 * creation and termination). Added: the spec uploads with one multipart request (fileSharing/uploadFiles),
 * which starts again from zero after any interruption.
 *
 * - `POST {path}` with `Upload-Length` and `Upload-Metadata` (the keys of `metadata`, base64 values as tus
 *   sends them) creates an upload and answers 201 with its address in `Location` ({path}/{id}).
 * - `HEAD {path}/{id}` answers the bytes the api holds (`Upload-Offset`); `PATCH {path}/{id}` with
 *   `Upload-Offset` and `Content-Type: application/offset+octet-stream` sends bytes from there; the PATCH
 *   that brings the last byte answers once the file is in the folder, listed like any uploaded file.
 * - `DELETE {path}/{id}` abandons an upload and deletes what was sent.
 *
 * Not in the route table: requests and successful replies are tus's own (headers, no JSON body). Refusals
 * still carry the 3.0 envelope `{ statusCode, message, result }`, with the same messages as uploadFiles.
 * zod-free, so the browser reads it from `@drisk/contract/client`.
 */
export const RESUMABLE_UPLOAD = {
  /** Below /api/3.0. */
  path: 'fileSharing/resumableUploads',
  /**
   * Who may upload: the declaration of fileSharing/uploadFiles itself (Owner or Admin of the device named by
   * `device_id`), checked when the upload is created and again at every later request of it. An upload
   * belongs to the user who created it; anyone else is answered as if it did not exist.
   */
  access: routePaths.cloudUploadFiles.access,
  /** Upload-Metadata keys: the fields of uploadFiles (`device_id`, `desPath`) and the file's name and type. */
  metadata: {
    deviceId: 'device_id',
    folder: 'desPath',
    fileName: 'filename',
    fileType: 'filetype',
  },
  /** Largest upload (Upload-Length), the same as one file of uploadFiles. */
  maxBytes: UPLOAD_MAX_FILE_BYTES,
  /**
   * Bytes per PATCH the dashboard sends. Each PATCH must arrive within the api's request timeout
   * (REQUEST_TIMEOUT_SECONDS, 60 s by default: at least 140 kB/s); an interrupted PATCH keeps what arrived.
   */
  chunkBytes: 8 * 1024 * 1024,
  /** A partial upload that received no byte for this long is deleted by the api (then 404: start again). */
  abandonedAfterHours: 24,
} as const;
