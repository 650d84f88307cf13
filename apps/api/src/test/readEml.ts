import addressparser from 'nodemailer/lib/addressparser';

/** A message of the .eml outbox, as tests read it. */
export interface OutboxMail {
  file: string;
  /** The addresses of the To header, comma-separated. */
  to: string;
  /** The To header as a mail program reads it: each recipient's name and address. */
  recipients: { name: string; address: string }[];
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Header block to a map; folded lines are joined. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

/** Just enough MIME for our own mails: the headers and the text/plain part. */
export function readEml(file: string, raw: string): OutboxMail {
  const { headers, body } = splitMessage(raw);
  let text = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const { headers: partHeaders, body: partBody } = boundary
      ? splitMessage(part.replace(/^\r?\n/, ''))
      : { headers, body };
    if ((partHeaders.get('content-type') ?? 'text/plain').startsWith('text/plain')) {
      text = decodeBody(partBody, (partHeaders.get('content-transfer-encoding') ?? '7bit').toLowerCase());
      break;
    }
  }
  const recipients = addressparser(headers.get('to') ?? '', { flatten: true });
  return {
    file,
    to: recipients.map((recipient) => recipient.address).join(', '),
    recipients,
    subject: headers.get('subject') ?? '',
    text: text.trimEnd(),
  };
}
