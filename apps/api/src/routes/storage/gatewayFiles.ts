import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { PATH_REFUSAL, STORAGE_MESSAGES, UI_TEXT, checkStoragePath } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { devices } from '../../db/schema';
import { HttpError } from '../../http/HttpError';

/** How long the api waits for the gateway to start answering. */
const GATEWAY_TIMEOUT_MS = 15_000;

/**
 * The api as a client of a gateway's own file server (spec 3 §7 "Local device server"), for copies between
 * the cloud and the gateway's storage. It calls with the user's own session token, so the gateway grants
 * exactly what it would grant the user's browser.
 */
export class GatewayFiles {
  private constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  static async of(ctx: AppContext, deviceId: string, token: string): Promise<GatewayFiles> {
    const [device] = await ctx.db
      .select({ url: devices.localFileServer })
      .from(devices)
      .where(eq(devices.deviceId, deviceId));
    if (!device?.url) throw new HttpError(503, UI_TEXT.deviceUnreachable);
    return new GatewayFiles(device.url.replace(/\/+$/, ''), token);
  }

  /** Checks a path on the gateway: inside its internal storage (/dRisk/{id}) or one of its drives (/dRisk/{id}-…). */
  static check(deviceId: string, value: unknown, field: string): string {
    const checked = checkStoragePath(value);
    if (!checked.ok) throw new HttpError(400, `${field}: ${checked.message}`);
    const [top, mount] = checked.segments;
    if (top !== 'dRisk' || !(mount === deviceId || mount?.startsWith(`${deviceId}-`)))
      throw new HttpError(400, `${field}: ${PATH_REFUSAL.outsideRoot}`);
    return checked.path;
  }

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    const reply = await fetch(`${this.base}/${path}`, {
      ...init,
      headers: { ...init.headers, Auth: this.token },
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    }).catch(() => null);
    if (!reply) throw new HttpError(503, UI_TEXT.deviceUnreachable);
    if (!reply.ok) {
      const envelope = (await reply.json().catch(() => null)) as { message?: unknown } | null;
      const message =
        typeof envelope?.message === 'string' ? envelope.message : STORAGE_MESSAGES.deviceFailed;
      throw new HttpError(reply.status === 404 ? 404 : 400, message);
    }
    return reply;
  }

  /** The bytes of one file on the gateway, streamed. */
  async read(path: string): Promise<{ body: Readable; contentType: string | null }> {
    const reply = await this.call(`downloadFiles/${encodeURIComponent(JSON.stringify([path]))}`);
    if (!reply.body) throw new HttpError(400, STORAGE_MESSAGES.deviceFailed);
    return { body: Readable.fromWeb(reply.body as never), contentType: reply.headers.get('content-type') };
  }

  /** Streams one file into a folder of the gateway (multipart, as a browser would send it). */
  async write(desPath: string, name: string, content: Readable): Promise<void> {
    const boundary = `drisk-${randomUUID()}`;
    // Quotes would end the filename parameter; the HTML form encoding writes them as %22.
    const filename = name.replace(/"/g, '%22');
    async function* parts() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="desPath"\r\n\r\n${desPath}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      for await (const chunk of content) yield chunk as Buffer;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    await this.call('uploadFiles', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(Readable.from(parts())) as never,
      duplex: 'half',
    } as RequestInit);
  }
}
