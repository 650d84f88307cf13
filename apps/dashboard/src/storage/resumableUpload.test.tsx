import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { API_BASE_PATH, AUTH_HEADER, RESUMABLE_UPLOAD, STORAGE_MESSAGES } from '@drisk/contract/client';
import { resumableUpload } from './resumableUpload';

const ENDPOINT = `${API_BASE_PATH}/${RESUMABLE_UPLOAD.path}`;
const KEYS = RESUMABLE_UPLOAD.metadata;
const FOLDER = '/dRisk/DRA-100001/Photos';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  bytes: number;
}

/**
 * A tus server in memory, as the api answers: POST creates, HEAD tells the offset, PATCH appends at the
 * offset, DELETE forgets. `failNextPatch` makes the next PATCH keep some bytes and lose its connection;
 * `hangPatches` leaves PATCHes unanswered (a page closed mid-upload); `refuse` answers a method with an envelope.
 */
function fakeTusServer() {
  const uploads = new Map<string, { length: number; offset: number; metadata: Record<string, string> }>();
  const sent: Sent[] = [];
  const state = {
    failNextPatch: null as null | { keep: number },
    hangPatches: null as null | { keep: number },
    refuse: null as null | { method: string; status: number; message: string },
  };
  let ids = 0;

  const response = (status: number, headers: Record<string, string> = {}, body = ''): HttpResponse => ({
    getStatus: () => status,
    getHeader: (name) =>
      Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
    getBody: () => body,
    getUnderlyingObject: () => null,
  });

  function answer(
    method: string,
    url: string,
    headers: Record<string, string>,
    bytes: number,
  ): HttpResponse | null {
    if (state.refuse?.method === method) {
      const { status, message } = state.refuse;
      return response(status, {}, JSON.stringify({ statusCode: status, message, result: null }));
    }
    if (method === 'POST') {
      const id = `upload-${++ids}`;
      const metadata = Object.fromEntries(
        headers['Upload-Metadata'].split(',').map((pair) => {
          const [key, value = ''] = pair.split(' ');
          return [key, new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))];
        }),
      );
      uploads.set(id, { length: Number(headers['Upload-Length']), offset: 0, metadata });
      return response(201, { Location: `${ENDPOINT}/${id}` });
    }
    const upload = uploads.get(url.split('/').pop()!);
    if (!upload) return response(404);
    if (method === 'HEAD')
      return response(200, {
        'Upload-Offset': String(upload.offset),
        'Upload-Length': String(upload.length),
      });
    if (method === 'DELETE') {
      uploads.delete(url.split('/').pop()!);
      return response(204);
    }
    if (Number(headers['Upload-Offset']) !== upload.offset) return response(409);
    if (state.hangPatches) {
      // A page closing mid-chunk: what arrived so far is kept, no answer ever comes.
      upload.offset += Math.min(bytes, state.hangPatches.keep);
      return null;
    }
    if (state.failNextPatch) {
      upload.offset += state.failNextPatch.keep;
      state.failNextPatch = null;
      throw new Error('connection reset');
    }
    upload.offset += bytes;
    return response(204, { 'Upload-Offset': String(upload.offset) });
  }

  const stack: HttpStack = {
    getName: () => 'fake',
    createRequest(method, url): HttpRequest {
      const headers: Record<string, string> = {};
      let onProgress: (bytes: number) => void = () => {};
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => {
          headers[name] = value;
        },
        getHeader: (name) => headers[name],
        setProgressHandler: (handler) => {
          onProgress = handler;
        },
        async send(body?: Blob | null) {
          const bytes = body?.size ?? 0;
          sent.push({ method, url, headers: { ...headers }, bytes });
          onProgress(bytes);
          const reply = answer(method, url, headers, bytes);
          if (reply === null) return new Promise<HttpResponse>(() => {});
          return reply;
        },
        abort: async () => {},
        getUnderlyingObject: () => null,
      };
    },
  };
  return { stack, sent, uploads, state };
}

const fileOf = (size: number, name = 'holiday.mov') =>
  new File([new Uint8Array(size).fill(7)], name, {
    type: 'video/quicktime',
    lastModified: 1_700_000_000_000,
  });

function start(server: ReturnType<typeof fakeTusServer>, file: File, controller = new AbortController()) {
  const progress: number[] = [];
  const done = resumableUpload({
    token: 'test-token',
    deviceId: 'DRA-100001',
    folder: FOLDER,
    file,
    onProgress: (loaded) => progress.push(loaded),
    signal: controller.signal,
    httpStack: server.stack,
  });
  return { done, progress, controller };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('resumableUpload', () => {
  it('creates the upload with the contract metadata and the session, then sends it in chunks with progress', async () => {
    const server = fakeTusServer();
    const size = RESUMABLE_UPLOAD.chunkBytes * 2 + 1000;
    const { done, progress } = start(server, fileOf(size));
    await done;
    const [create, ...patches] = server.sent;
    expect(create).toMatchObject({ method: 'POST', url: ENDPOINT });
    expect(create.headers[AUTH_HEADER]).toBe('test-token');
    expect(create.headers['Upload-Length']).toBe(String(size));
    expect([...server.uploads.values()][0].metadata).toEqual({
      [KEYS.deviceId]: 'DRA-100001',
      [KEYS.folder]: FOLDER,
      [KEYS.fileName]: 'holiday.mov',
      [KEYS.fileType]: 'video/quicktime',
    });
    expect(patches.map((request) => [request.method, request.bytes])).toEqual([
      ['PATCH', RESUMABLE_UPLOAD.chunkBytes],
      ['PATCH', RESUMABLE_UPLOAD.chunkBytes],
      ['PATCH', 1000],
    ]);
    expect(progress.at(-1)).toBe(size);
    // Finished: nothing left to resume.
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('asks the offset after a dropped connection and sends the rest from there', async () => {
    const server = fakeTusServer();
    server.state.failNextPatch = { keep: 300 };
    const { done } = start(server, fileOf(1000));
    await done;
    expect(server.sent.map((request) => request.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    expect(server.sent[3]).toMatchObject({ headers: { 'Upload-Offset': '300' }, bytes: 700 });
    expect([...server.uploads.values()][0].offset).toBe(1000);
  });

  it('resumes the same file chosen again after the page was closed mid-upload, with no new upload', async () => {
    const server = fakeTusServer();
    server.state.hangPatches = { keep: 400 };
    const first = start(server, fileOf(1000));
    await expect.poll(() => server.sent.some((request) => request.method === 'PATCH')).toBe(true);
    // The page closes: the first upload never ends; the same file is chosen again on a new page.
    void first.done.catch(() => {});
    server.state.hangPatches = null;
    await start(server, fileOf(1000)).done;
    expect(server.sent.map((request) => request.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    expect(server.sent.at(-1)).toMatchObject({ headers: { 'Upload-Offset': '400' }, bytes: 600 });
    // The same file into another folder is an upload of its own.
    await resumableUpload({
      token: 'test-token',
      deviceId: 'DRA-100001',
      folder: `${FOLDER}/Other`,
      file: fileOf(1000),
      onProgress: () => {},
      signal: new AbortController().signal,
      httpStack: server.stack,
    });
    expect(server.sent.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it("rejects with the server's message when the upload is refused", async () => {
    const server = fakeTusServer();
    server.state.refuse = { method: 'POST', status: 400, message: STORAGE_MESSAGES.notEnoughSpace };
    await expect(start(server, fileOf(10)).done).rejects.toThrow(STORAGE_MESSAGES.notEnoughSpace);
    expect(server.sent).toHaveLength(1);
  });

  it('cancels: stops, deletes the partial upload on the api and forgets it', async () => {
    const server = fakeTusServer();
    server.state.hangPatches = { keep: 0 };
    const { done, controller } = start(server, fileOf(1000));
    await expect.poll(() => server.sent.some((request) => request.method === 'PATCH')).toBe(true);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => server.sent.at(-1)?.method).toBe('DELETE');
    expect(server.uploads.size).toBe(0);
    await expect.poll(() => Object.keys(localStorage)).toEqual([]);
  });
});
