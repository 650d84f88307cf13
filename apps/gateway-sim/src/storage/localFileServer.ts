import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  localServerRoutes,
  SERVER,
  STORAGE_MESSAGES,
  VALIDATION,
  checkEntryName,
  type LocalServerRouteName,
} from '@drisk/contract';
import type { z } from 'zod';
import { DeviceDisk, refusalOf, type Located } from './deviceDisk';
import type { TokenCheck } from './tokenCheck';
import { zipStream } from './zipStream';

export interface LocalFileServerOptions {
  deviceId: string;
  disk: DeviceDisk;
  /** Whether a token was issued by the api to a user mapped to this device. */
  checkToken: TokenCheck;
  /** The dashboard's origin, the only one CORS lets in (e.g. http://localhost:8080). */
  allowedOrigin: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface LocalFileServer {
  readonly server: Server;
  /** e.g. http://127.0.0.1:41234, what the api hands browsers as localStorageServer. */
  readonly url: string;
  close(): Promise<void>;
}

const JSON_BODY_LIMIT = 1024 * 1024;

class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

function send(response: ServerResponse, statusCode: number, message: string, result: unknown = null) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(statusCode, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ statusCode, message, result }));
}

/** The first zod problem as `field: message`, like the api. */
function problem(error: z.ZodError, part: string) {
  const issue = error.issues[0];
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  const message = /received undefined$/.test(issue.message) ? 'is required' : issue.message;
  return `${field}: ${message}`;
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, part: string): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Refusal(400, problem(parsed.error, part));
  return parsed.data;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > JSON_BODY_LIMIT) throw new Refusal(413, 'body: is too large');
    chunks.push(chunk);
  }
  if (size === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new Refusal(400, 'body: must be JSON');
  }
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const tokenOf = (request: IncomingMessage, url: URL) => {
  const header = request.headers.auth ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.replace(/^Bearer\s+/i, '') || url.searchParams.get('token') || undefined;
};

/**
 * The gateway's own file server (spec 3 §7, "Local device server"), over HTTP as the hardware serves it:
 * the calls of the contract's localServerRoutes on a real directory per storage (internal storage and the
 * external drives). Every path goes through the contract's path rule and the on-disk link check.
 */
export function startLocalFileServer(options: LocalFileServerOptions): Promise<LocalFileServer> {
  const { deviceId, disk, checkToken, allowedOrigin } = options;
  const routeByKey = new Map<string, LocalServerRouteName>();
  for (const [name, route] of Object.entries(localServerRoutes))
    routeByKey.set(`${route.method} ${route.path.split('/')[0]}`, name as LocalServerRouteName);

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const origin = request.headers.origin;
    if (origin === allowedOrigin) {
      response.setHeader('Access-Control-Allow-Origin', allowedOrigin);
      response.setHeader('Vary', 'Origin');
      response.setHeader('Access-Control-Allow-Headers', 'Auth, Authorization, Content-Type');
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    }
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method === 'OPTIONS') {
      response.writeHead(origin === allowedOrigin ? 204 : 403).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    const [first, ...rest] = url.pathname.replace(/^\/+/, '').split('/');
    const name = routeByKey.get(`${request.method} ${first}`);
    if (!name) throw new Refusal(404, STORAGE_MESSAGES.notFoundRoute);
    const route = localServerRoutes[name];

    const token = tokenOf(request, url);
    if (!token) throw new Refusal(401, SERVER.unauthorized);
    if (!(await checkToken(token, deviceId))) throw new Refusal(403, STORAGE_MESSAGES.tokenRefused);

    switch (name) {
      case 'fileStructure': {
        const body = parse(route.body, await readJson(request), 'body') as { path: string };
        return send(response, 200, STORAGE_MESSAGES.listed, await disk.list(body.path));
      }
      case 'getFolders': {
        const body = parse(route.body, await readJson(request), 'body') as { path?: string };
        const path = body.path ?? `/dRisk/${deviceId}`;
        return send(response, 200, STORAGE_MESSAGES.listed, await disk.list(path, true));
      }
      case 'createDirectory': {
        const body = parse(route.body, await readJson(request), 'body') as { path: string };
        await disk.createFolder(body.path);
        return send(response, 200, STORAGE_MESSAGES.folderCreated, {});
      }
      case 'renameFiles': {
        const body = parse(route.body, await readJson(request), 'body') as {
          source: string;
          newName: string;
        };
        await disk.rename(body.source, body.newName);
        return send(response, 200, STORAGE_MESSAGES.renamed, {});
      }
      case 'moveFiles':
      case 'copyFiles': {
        const body = parse(route.body, await readJson(request), 'body') as { source: string[]; dest: string };
        await disk.transfer(body.source, body.dest, name === 'moveFiles' ? 'move' : 'copy');
        return send(
          response,
          200,
          name === 'moveFiles' ? STORAGE_MESSAGES.moved : STORAGE_MESSAGES.copied,
          {},
        );
      }
      case 'deleteFile': {
        const body = parse(route.body, await readJson(request), 'body') as { path: string[] };
        await disk.remove(body.path);
        return send(response, 200, STORAGE_MESSAGES.deleted, {});
      }
      case 'validatingDeviceSize': {
        const body = parse(route.body, await readJson(request), 'body') as {
          file_size: number;
          file_names: string[];
          desPath: string;
        };
        for (const fileName of body.file_names) {
          const refusal = checkEntryName(fileName);
          if (refusal) throw new Refusal(400, `file_names: ${refusal}`);
        }
        const { available } = await disk.available(body.desPath);
        if (body.file_size > available) throw new Refusal(400, STORAGE_MESSAGES.notEnoughSpace);
        return send(response, 200, STORAGE_MESSAGES.sizeOk, { available });
      }
      case 'uploadFiles':
        return upload(request, response);
      case 'downloadFiles':
      case 'downloadFoldersWeb': {
        const params = parse(route.params, { path: decodeURIComponent(rest.join('/')) }, 'path') as {
          path: string[];
        };
        return download(response, params.path, name === 'downloadFoldersWeb');
      }
    }
  }

  /** multipart: desPath and files; checked for space before and while writing. */
  async function upload(request: IncomingMessage, response: ServerResponse) {
    const type = request.headers['content-type'] ?? '';
    if (!type.startsWith('multipart/form-data')) throw new Refusal(400, 'body: must be multipart/form-data');
    const declared = Number(request.headers['content-length'] ?? 0);
    const multipart = localServerRoutes.uploadFiles.multipart!;
    if (declared > multipart.maxFileBytes) throw new Refusal(400, STORAGE_MESSAGES.notEnoughSpace);
    // The simulator reads the parts with the platform's parser (undici); the hardware streams them.
    const form = await new Request('http://gateway.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: Readable.toWeb(request) as ReadableStream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' })
      .formData()
      .catch(() => {
        throw new Refusal(400, 'body: must be multipart/form-data');
      });
    const fields = parse(
      localServerRoutes.uploadFiles.body,
      { desPath: form.get('desPath') ?? undefined },
      'body',
    );
    const files = form.getAll(multipart.fileField).filter((part): part is File => typeof part !== 'string');
    if (files.length === 0) throw new Refusal(400, `${multipart.fileField}: ${VALIDATION.selectFile}`);
    if (files.length > multipart.maxFiles)
      throw new Refusal(400, `${multipart.fileField}: must be at most ${multipart.maxFiles} files`);
    for (const file of files) {
      const refusal = checkEntryName(file.name);
      if (refusal) throw new Refusal(400, `${multipart.fileField}: ${refusal}`);
    }
    let { available } = await disk.available(fields.desPath);
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > available) throw new Refusal(400, STORAGE_MESSAGES.notEnoughSpace);
    for (const file of files) {
      await disk.writeFile(fields.desPath, file.name, Readable.fromWeb(file.stream() as never), available);
      available -= file.size;
    }
    send(response, 200, STORAGE_MESSAGES.uploaded, {});
  }

  async function download(response: ServerResponse, paths: string[], asArchive: boolean) {
    const located: Located[] = [];
    for (const path of paths) located.push(await disk.existing(path));
    if (!asArchive && located.length === 1) {
      const { at, stream, size } = await disk.openFile(located[0].path);
      response.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Length': size,
        'Content-Disposition': attachment(at.relative.at(-1) ?? 'file'),
      });
      await pipeline(stream, response);
      return;
    }
    const archiveName =
      located.length === 1 ? `${located[0].relative.at(-1) ?? deviceId}.zip` : `${deviceId}.zip`;
    async function* everything() {
      for (const at of located) yield* disk.walkFiles(at);
    }
    response.writeHead(200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': attachment(archiveName),
    });
    await pipeline(zipStream(everything()), response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const refusal = error instanceof Refusal ? error : refusalOf(error);
      if (refusal) send(response, refusal.statusCode, refusal.message);
      else {
        console.error(`[gateway-sim] ${deviceId} file server:`, error);
        send(response, 503, STORAGE_MESSAGES.deviceFailed);
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
