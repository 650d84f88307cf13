import { AUTH_HEADER, UI_TEXT, fillPath } from '@drisk/contract/client';
import type { FileEntry, LocalServerRouteName } from '@drisk/contract';

/** Route paths of the gateway's own file server (spec 3 §7), as the contract's localServerRoutes name them. */
const LOCAL_PATHS = {
  fileStructure: 'fileStructure',
  createDirectory: 'createDirectory',
  renameFiles: 'renameFiles',
  moveFiles: 'moveFiles',
  copyFiles: 'copyFiles',
  deleteFile: 'deleteFile',
  getFolders: 'getFolders',
  validatingDeviceSize: 'validatingDeviceSize',
  uploadFiles: 'uploadFiles',
  downloadFiles: 'downloadFiles/{path}',
  downloadFoldersWeb: 'downloadFoldersWeb/{path}',
} as const satisfies Record<LocalServerRouteName, string>;

/**
 * The browser as a client of the gateway's file server, at the address Data Sharing gave
 * (localStorageServer), with the session token. Any failure to reach it reads as the spec's offline message.
 */
export class GatewayFileServer {
  constructor(
    private readonly base: string,
    private readonly token: string | null,
  ) {}

  url(route: keyof typeof LOCAL_PATHS, params?: Record<string, string>): string {
    return `${this.base.replace(/\/+$/, '')}/${fillPath(LOCAL_PATHS[route], params)}`;
  }

  get authToken() {
    return this.token;
  }

  async call<T = unknown>(
    route: keyof typeof LOCAL_PATHS,
    body: unknown,
  ): Promise<{ message: string; result: T }> {
    const reply = await fetch(this.url(route), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(this.token ? { [AUTH_HEADER]: this.token } : {}) },
      body: JSON.stringify(body),
    }).catch(() => null);
    if (!reply) throw new Error(UI_TEXT.deviceUnreachable);
    const envelope = (await reply.json().catch(() => null)) as {
      statusCode?: number;
      message?: string;
      result?: T;
    } | null;
    if (!envelope || typeof envelope.message !== 'string') throw new Error(UI_TEXT.deviceUnreachable);
    if (envelope.statusCode !== 200 || !reply.ok) throw new Error(envelope.message);
    return { message: envelope.message, result: envelope.result as T };
  }

  async list(path: string): Promise<FileEntry[]> {
    return (await this.call<FileEntry[]>('fileStructure', { path })).result;
  }
}
