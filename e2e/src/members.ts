/** A random 10-digit Indian mobile number starting with 9 (1 in 10⁹ odds of meeting another test's). */
export function freshMobile(): string {
  const rest = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  return `9${rest}`;
}

export type NewMember = { mobile: string; email: string; password: string };

/** Credentials for a member nobody has registered yet. */
export function newMember(): NewMember {
  const mobile = freshMobile();
  return { mobile, email: `member.${mobile}@example.com`, password: 'Kolam#2025' };
}

/** A full name no other test's member has (a surname spelled from the member's mobile), e.g. "Jaspreet Kbcdea". */
export function uniqueFullName(firstName: string, member: NewMember): string {
  return `${firstName} K${[...member.mobile.slice(-5)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
}
