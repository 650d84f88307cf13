import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailAddress } from './mailAddress';

/** Which e-mail it is; part of the outbox file name. */
export type MailKind = 'reset-password' | 'invite';

export interface OutgoingMail {
  kind: MailKind;
  /** One recipient, never parsed from a string (see MailAddress). */
  to: MailAddress;
  subject: string;
  /** Plain text; links stand on their own line. */
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The text/plain part, prebuilt as 8bit: nodemailer would choose quoted-printable for lines over 76
 * characters and split the link with soft line breaks. As 8bit each line stays as written, so the link in
 * an .eml file can be copied as is. Our lines are far below the 998-octet limit of 8bit.
 */
const plainTextPart = (text: string) =>
  'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n' +
  text.replace(/\r?\n/g, '\r\n');

/** The folder .eml files are written to when no SMTP server is configured. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** 2025-03-01T10-15-00-123Z: an ISO time that is a valid file name everywhere. */
const fileTime = (date: Date) => date.toISOString().replace(/[:.]/g, '-');
const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 120);

/**
 * SMTP when SMTP_URL is set; otherwise each message is built exactly as it would be sent and written to
 * DATA_DIR/outbox/<time>-<to>-<kind>.eml, so development needs no mail server.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: [mail.to],
        subject: mail.subject,
        text: { raw: plainTextPart(mail.text) },
        html: mail.html,
      });
      if (config.smtpUrl) return;
      const dir = outboxDir(config.dataDir);
      await mkdir(dir, { recursive: true });
      const base = `${fileTime(new Date())}-${fileSafe(mail.to.address)}-${mail.kind}`;
      const message = (info as { message: Buffer }).message;
      // Two mails in the same millisecond get a numbered name instead of overwriting each other.
      for (let attempt = 0; ; attempt += 1) {
        const name = attempt === 0 ? `${base}.eml` : `${base}-${attempt}.eml`;
        try {
          await writeFile(path.join(dir, name), message, { flag: 'wx' });
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 100) throw error;
        }
      }
    },
    close() {
      transport.close();
    },
  };
}
