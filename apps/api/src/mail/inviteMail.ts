import { escapeHtml } from './escapeHtml';
import type { OutgoingMail } from './mailer';

/**
 * The invitation e-mail. A person with an account is asked to sign in and accept the invitation under
 * Notifications; a new person is asked to register with this address first.
 */
export function inviteMail(input: {
  /** The invitee's address, checked by the contract's e-mail rule; we know no name for it yet. */
  to: string;
  inviterName: string;
  deviceName: string;
  roleLabel: string;
  link: string;
  hasAccount: boolean;
}) {
  const { to, inviterName, deviceName, roleLabel, link, hasAccount } = input;
  const steps = hasAccount
    ? 'Sign in, open Notifications and accept the invitation:'
    : 'Create your account with this e-mail address, then accept the invitation under Notifications:';
  const text = [
    'Hello,',
    '',
    `${inviterName} invited you to use the dRisk gateway "${deviceName}" as ${roleLabel}.`,
    steps,
    '',
    link,
    '',
    'If you do not know this person, ignore this e-mail.',
    '',
    'The dRisk team',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(inviterName)} invited you to use the dRisk gateway "${escapeHtml(deviceName)}" as ${escapeHtml(roleLabel)}.</p>
<p>${escapeHtml(steps)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you do not know this person, ignore this e-mail.</p>
<p>The dRisk team</p>`;
  const mail: OutgoingMail = {
    kind: 'invite',
    to: { name: '', address: to },
    subject: `${inviterName} invited you to ${deviceName} on dRisk`,
    text,
    html,
  };
  return mail;
}
