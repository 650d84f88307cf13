import { escapeHtml } from './escapeHtml';
import type { MailAddress } from './mailAddress';
import type { OutgoingMail } from './mailer';

/** The forgot-password e-mail with its one-time link. */
export function resetPasswordMail(input: {
  /** The account's address and full name. */
  to: MailAddress;
  firstName: string;
  link: string;
  validMinutes: number;
}) {
  const { to, firstName, link, validMinutes } = input;
  const text = [
    `Hello ${firstName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your dRisk account.',
    'Open this link to choose a new password:',
    '',
    link,
    '',
    `The link works once and expires in ${validMinutes} minutes.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    'The dRisk team',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone (hopefully you) asked to reset the password of your dRisk account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and expires in ${validMinutes} minutes.<br>
If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>The dRisk team</p>`;
  const mail: OutgoingMail = { kind: 'reset-password', to, subject: 'Reset your dRisk password', text, html };
  return mail;
}
