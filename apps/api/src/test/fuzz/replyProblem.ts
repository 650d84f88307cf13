import { envelope } from '@drisk/contract';
import { z } from 'zod';

const apiEnvelope = envelope(z.unknown()).strict();

export interface FuzzReply {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What is wrong with a reply to a fuzzed request, or null when nothing is: no status of 500 or more, and
 * every reply the 3.0 envelope `{ statusCode, message, result }` with statusCode equal to the HTTP status
 * and a message on every error. A download route's success is the file itself (with its disposition).
 */
export function replyProblem(
  reply: FuzzReply,
  options: { method: string; download: boolean },
): string | null {
  if (reply.statusCode >= 500) return `status ${reply.statusCode}: ${reply.body.slice(0, 300)}`;
  if (options.download && reply.statusCode === 200) {
    return reply.headers['content-disposition'] ? null : 'a download without Content-Disposition';
  }
  // A HEAD reply has the headers of the GET reply and no body.
  if (options.method === 'HEAD') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.body);
  } catch {
    return `status ${reply.statusCode} with a body that is not JSON: ${reply.body.slice(0, 200)}`;
  }
  const checked = apiEnvelope.safeParse(parsed);
  // zod lets an unknown-typed key be absent; the envelope always carries result (null when empty).
  if (!checked.success || !Object.hasOwn(parsed as object, 'result'))
    return `not the envelope: ${reply.body.slice(0, 200)}`;
  if (checked.data.statusCode !== reply.statusCode) {
    return `statusCode ${checked.data.statusCode} differs from the HTTP status ${reply.statusCode}`;
  }
  if (reply.statusCode >= 400 && checked.data.message.trim().length === 0) {
    return `error ${reply.statusCode} without a message`;
  }
  return null;
}
