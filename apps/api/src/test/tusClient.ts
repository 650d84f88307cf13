import http from 'node:http';
import { API_BASE_PATH, RESUMABLE_UPLOAD, type ApiReply } from '@drisk/contract';

/**
 * A bare tus 1.0.0 client for API tests, one request per call, so a test decides exactly what is sent: a
 * creation, a HEAD, a PATCH of some bytes at some offset, or a PATCH whose connection drops half-way.
 */

export interface TusReply {
  status: number;
  headers: Headers;
  /** The reply envelope of a refusal; null for tus's empty successful replies. */
  body: ApiReply<unknown> | null;
}

/** Upload-Metadata: keys with base64 values, as tus-js-client sends them. */
export const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');

async function replyOf(response: Response): Promise<TusReply> {
  const text = await response.text();
  let body: ApiReply<unknown> | null;
  try {
    body = JSON.parse(text) as ApiReply<unknown>;
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body };
}

export function tusClient(baseUrl: string, token: string | null) {
  const endpoint = `${baseUrl}${API_BASE_PATH}/${RESUMABLE_UPLOAD.path}`;
  const auth: Record<string, string> = token ? { Auth: token } : {};
  const tus = { 'Tus-Resumable': '1.0.0' };
  const urlOf = (location: string) => new URL(location, baseUrl).toString();

  /** A PATCH announcing all of `bytes` of which only the first `sent` are written, the request left open. */
  async function partialPatch(location: string, offset: number, bytes: Uint8Array, sent: number) {
    const request = http.request(location, {
      method: 'PATCH',
      agent: false,
      headers: {
        ...tus,
        ...auth,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      },
    });
    const ended = new Promise<void>((resolve) => {
      request.on('response', (response) => {
        response.resume();
        resolve();
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
    });
    await new Promise<void>((resolve) => request.write(bytes.subarray(0, sent), () => resolve()));
    return { ended, drop: () => request.destroy() };
  }

  return {
    endpoint,
    /** POST: creates an upload; `location` is its address (absolute) when the reply is 201. */
    async create(fields: Record<string, string>, length: number, headers: Record<string, string> = {}) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          ...tus,
          ...auth,
          'Upload-Length': String(length),
          'Upload-Metadata': tusMetadata(fields),
          ...headers,
        },
      });
      const location = response.headers.get('location');
      return { ...(await replyOf(response)), location: location ? urlOf(location) : null };
    },
    /** HEAD: the offset the api holds (null when the reply is not 200). */
    async head(location: string) {
      const response = await fetch(location, { method: 'HEAD', headers: { ...tus, ...auth } });
      const offset = response.headers.get('upload-offset');
      return {
        status: response.status,
        headers: response.headers,
        offset: offset === null ? null : Number(offset),
      };
    },
    /** PATCH: `bytes` at `offset`; resolves with the new offset when accepted. */
    async patch(location: string, offset: number, bytes: Uint8Array) {
      const response = await fetch(location, {
        method: 'PATCH',
        headers: {
          ...tus,
          ...auth,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: bytes,
      });
      const newOffset = response.headers.get('upload-offset');
      return { ...(await replyOf(response)), offset: newOffset === null ? null : Number(newOffset) };
    },
    async remove(location: string) {
      return replyOf(await fetch(location, { method: 'DELETE', headers: { ...tus, ...auth } }));
    },
    /**
     * A PATCH announcing all of `bytes` that sends only the first `sent` of them, then loses its connection
     * (the socket is destroyed), as a client whose network drops mid-upload. Resolves once it is gone.
     */
    async patchAndDrop(location: string, offset: number, bytes: Uint8Array, sent: number) {
      const partial = await partialPatch(location, offset, bytes, sent);
      // Let the bytes reach the api before the connection drops.
      await new Promise((resolve) => setTimeout(resolve, 300));
      partial.drop();
      await partial.ended;
    },
    /**
     * The same PATCH with its connection left open after the first `sent` bytes: a client whose network
     * changed mid-upload, its old connection not yet dropped. `ended` resolves once the api ends that
     * request (answers it or closes its connection).
     */
    patchAndStall: partialPatch,
  };
}

export type TusClient = ReturnType<typeof tusClient>;
