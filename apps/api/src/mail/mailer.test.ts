import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEml } from '../test/readEml';
import { inviteMail } from './inviteMail';
import { createMailer, outboxDir } from './mailer';
import { resetPasswordMail } from './resetPasswordMail';

let dataDir: string | null = null;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the .eml outbox (no SMTP_URL)', () => {
  it('writes one file per mail, named <time>-<to>-<kind>.eml, with the link on its own line', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-mail-'));
    const mailer = createMailer({
      smtpUrl: null,
      mailFrom: { name: 'dRisk', address: 'no-reply@drisk.local' },
      dataDir,
    });
    const link = 'http://localhost:8080/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    await mailer.send(
      resetPasswordMail({
        to: { name: 'Ann Smith', address: 'ann@example.com' },
        firstName: 'Ann',
        link,
        validMinutes: 60,
      }),
    );
    await mailer.send(
      inviteMail({
        to: 'ann@example.com',
        inviterName: 'Olivia <Owner>',
        deviceName: 'dRisk-Alpha',
        roleLabel: 'Guest',
        link: 'http://localhost:8080/',
        hasAccount: true,
      }),
    );
    mailer.close();

    const files = (await readdir(outboxDir(dataDir))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-ann@example\.com-reset-password\.eml$/,
    );
    expect(files[1]).toMatch(/-ann@example\.com-invite\.eml$/);

    const raw = await readFile(path.join(outboxDir(dataDir), files[0]), 'utf8');
    // Readable as it is on disk: an e2e test or a person can copy the link straight from the file.
    expect(raw.split('\n')).toContain(link);
    const mail = readEml(files[0], raw);
    expect(mail).toMatchObject({ to: 'ann@example.com', subject: 'Reset your dRisk password' });
    expect(mail.recipients).toEqual([{ name: 'Ann Smith', address: 'ann@example.com' }]);
    expect(raw).toMatch(/^From: dRisk <no-reply@drisk\.local>$/m);
    expect(mail.text).toContain('expires in 60 minutes');
  });
});

describe('mail bodies', () => {
  it('escape what users typed in the HTML part', () => {
    const mail = inviteMail({
      to: 'ann@example.com',
      inviterName: 'Olivia <script>',
      deviceName: 'Alpha "&" Co',
      roleLabel: 'Guest',
      link: 'http://localhost:8080/register?email=ann%40example.com',
      hasAccount: false,
    });
    expect(mail.html).toContain('Olivia &lt;script&gt;');
    expect(mail.html).toContain('Alpha &quot;&amp;&quot; Co');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text.split('\n')).toContain('http://localhost:8080/register?email=ann%40example.com');
  });
});
