import { AUTH_HEADER, UI_TEXT } from '@drisk/contract/client';

/** The file name a reply's Content-Disposition gives (RFC 6266 filename* first), or `fallback`. */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : fallback;
}

/**
 * Fetches a download with the session token (a navigation cannot send the Auth header) and hands it to the
 * browser as a file. A refusal rejects with the server's message.
 */
export async function saveDownload(url: string, token: string | null, fallbackName: string): Promise<void> {
  const reply = await fetch(url, { headers: token ? { [AUTH_HEADER]: token } : {} }).catch(() => null);
  if (!reply) throw new Error(UI_TEXT.serverUnreachable);
  if (!reply.ok) {
    const envelope = (await reply.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof envelope?.message === 'string' ? envelope.message : UI_TEXT.serverUnexpectedReply);
  }
  const blob = await reply.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = dispositionName(reply.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
