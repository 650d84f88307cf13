/** The @username of the Account screen: the part of the e-mail address before the at sign (spec 2). */
export function usernameOf(emailAddress: string): string {
  const at = emailAddress.indexOf('@');
  return at === -1 ? emailAddress : emailAddress.slice(0, at);
}
