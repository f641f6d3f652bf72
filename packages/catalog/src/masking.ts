// How the site writes a member's own e-mail address and mobile number where it need not show them whole
// (the Account settings, the security notice to the old address): enough to recognise, not to reuse.

const HIDDEN = '•••';

/** "priya.k@example.com" → "p•••@example.com"; something that is not an address is hidden whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  return `${email[0]}${HIDDEN}${email.slice(at)}`;
}

/** "9876500001" → "98•••••001": the first two and last three digits. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 6) return HIDDEN;
  return `${mobile.slice(0, 2)}${'•'.repeat(mobile.length - 5)}${mobile.slice(-3)}`;
}
