import { Upload, type DetailedError, type HttpStack } from 'tus-js-client';
import { API_BASE_PATH, AUTH_HEADER, RESUMABLE_UPLOAD, UI_TEXT } from '@drisk/contract/client';

export interface ResumableUploadRequest {
  token: string | null;
  deviceId: string;
  /** The cloud folder the file goes to (desPath). */
  folder: string;
  file: File;
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
  /** How requests are sent; the browser's XMLHttpRequest unless a test gives its own. */
  httpStack?: HttpStack;
}

const KEYS = RESUMABLE_UPLOAD.metadata;
/** Waits before each new try of a failed request (a dropped connection, the api restarting). */
export const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
/** Refusals that another try may get past: timeout, offset conflict, locked, rate limit. */
const RETRY_STATUSES = new Set([408, 409, 423, 429]);

/** The server's message of a refusal (the 3.0 envelope), else the generic one. */
function messageOf(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  if (body) {
    try {
      const envelope = JSON.parse(body) as { message?: unknown };
      if (typeof envelope.message === 'string' && envelope.message) return envelope.message;
    } catch {
      // not an envelope
    }
  }
  return UI_TEXT.uploadFailed;
}

/**
 * Sends one file to the cloud with the tus protocol (RESUMABLE_UPLOAD of the contract), in chunks of
 * RESUMABLE_UPLOAD.chunkBytes, reporting bytes the api holds. A dropped connection or a restarting api is
 * tried again from the api's offset; the upload's address is kept in localStorage under a fingerprint of the
 * device, folder and file, so a retry, or the same file chosen again after a reload, resumes where it stopped.
 * Resolves once the file is stored; rejects with the server's message, or with an AbortError when `signal`
 * aborts (the partial upload is then deleted on the api).
 */
export function resumableUpload(request: ResumableUploadRequest): Promise<void> {
  const { file, deviceId, folder, signal } = request;
  return new Promise((resolve, reject) => {
    const canceled = () => reject(new DOMException('Upload canceled', 'AbortError'));
    if (signal.aborted) return canceled();
    const upload = new Upload(file, {
      endpoint: `${API_BASE_PATH}/${RESUMABLE_UPLOAD.path}`,
      chunkSize: RESUMABLE_UPLOAD.chunkBytes,
      retryDelays: RETRY_DELAYS_MS,
      headers: request.token ? { [AUTH_HEADER]: request.token } : {},
      metadata: {
        [KEYS.deviceId]: deviceId,
        [KEYS.folder]: folder,
        [KEYS.fileName]: file.name,
        [KEYS.fileType]: file.type,
      },
      // The same file to another folder or device is another upload.
      fingerprint: async () =>
        ['drisk-upload', deviceId, folder, file.name, file.type, file.size, file.lastModified].join('/'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      ...(request.httpStack ? { httpStack: request.httpStack } : {}),
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        // No reply at all (network down, connection dropped) is worth another try, as are 5xx.
        return status === 0 || status >= 500 || RETRY_STATUSES.has(status);
      },
      onProgress: (sent, total) => request.onProgress(sent, total),
      onSuccess: () => resolve(),
      onError: (error) => reject(new Error(messageOf(error))),
    });
    signal.addEventListener(
      'abort',
      () => {
        // Stops the request under way and deletes what the api holds (and the stored address).
        upload.abort(true).catch(() => {});
        canceled();
      },
      { once: true },
    );
    upload.findPreviousUploads().then(
      (previous) => {
        if (signal.aborted) return;
        if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      },
      () => {
        if (!signal.aborted) upload.start();
      },
    );
  });
}
