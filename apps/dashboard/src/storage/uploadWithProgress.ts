import { AUTH_HEADER, UI_TEXT } from '@drisk/contract/client';

export interface UploadRequest {
  url: string;
  token: string | null;
  /** Text fields, sent before the file (servers read them first). */
  fields: Record<string, string>;
  file: File;
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
}

/**
 * Sends one file as multipart/form-data (`files`), reporting bytes sent. XMLHttpRequest, because fetch
 * reports no upload progress. Resolves on statusCode 200; rejects with the server's message otherwise, or
 * with an AbortError when `signal` aborts.
 */
export function uploadWithProgress(request: UploadRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
    form.append('files', request.file, request.file.name);
    xhr.open('POST', request.url);
    if (request.token) xhr.setRequestHeader(AUTH_HEADER, request.token);
    xhr.upload.onprogress = (event) =>
      request.onProgress(event.loaded, event.lengthComputable ? event.total : request.file.size);
    xhr.onload = () => {
      let message: string = UI_TEXT.uploadFailed;
      try {
        const envelope = JSON.parse(xhr.responseText) as { statusCode?: number; message?: string };
        if (envelope.statusCode === 200 && xhr.status === 200) return resolve();
        if (envelope.message) message = envelope.message;
      } catch {
        // not an envelope: the generic message
      }
      reject(new Error(message));
    };
    xhr.onerror = () => reject(new Error(UI_TEXT.uploadFailed));
    xhr.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
