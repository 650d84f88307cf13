/**
 * The e-mail rule, without zod: forms in the browser check it without loading the schemas (the sign-in
 * page stays small), and schemas/common.ts builds every e-mail schema from it.
 *
 * Strict on purpose: an address is the RFC 5321 dot-atom form, `local@domain`, in ASCII, with nothing a
 * mail library could read as a display name, a comment, a group or a second address (`<`, `>`, `"`, `,`,
 * `;`, `:`, `(`, `)`, `[`, `]`, `\`, spaces). So the address we check is the address a mailer sends to.
 *
 * Linear time whatever the input: the length is checked before anything else, the address is cut at its
 * one `@` and its dots by `split`, and each piece is matched by a pattern without nested or adjacent
 * repetitions. (The pattern this replaces, `[^\s@]+\.[^\s@]{2,}`, backtracked quadratically: a 32,000-dot
 * value held the server for over a second.)
 */
import { EMAIL_MAX_LENGTH } from '../constants';

/** Longest local part (before the @), RFC 5321 section 4.5.3.1.1. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** One dot-separated piece of a local part: RFC 5322 `atext`. */
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
/** One label of a domain name; hyphens are refused at either end separately. */
const DOMAIN_LABEL = /^[A-Za-z0-9-]{1,63}$/;
const ALL_DIGITS = /^\d+$/;

const isLocalPart = (local: string) =>
  local.length <= EMAIL_LOCAL_MAX_LENGTH && local.split('.').every((atom) => LOCAL_ATOM.test(atom));

const isDomainLabel = (label: string) =>
  DOMAIN_LABEL.test(label) && !label.startsWith('-') && !label.endsWith('-');

/** A domain of at least two labels whose last one (the top-level domain) has two characters or more. */
function isDomain(domain: string) {
  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1];
  return (
    labels.length >= 2 && labels.every(isDomainLabel) && topLevel.length >= 2 && !ALL_DIGITS.test(topLevel)
  );
}

/**
 * Whether the value, once trimmed, is an e-mail address we accept (at most EMAIL_MAX_LENGTH characters).
 * Forms and the server's schemas both call this.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  if (address.length > EMAIL_MAX_LENGTH) return false;
  const at = address.indexOf('@');
  if (at <= 0 || at !== address.lastIndexOf('@')) return false;
  return isLocalPart(address.slice(0, at)) && isDomain(address.slice(at + 1));
}
