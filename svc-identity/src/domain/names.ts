/**
 * Keycloak keeps first and last name; members type one full name. The last word becomes the last name
 * ("Ravi Kumar Menon" → "Ravi Kumar" + "Menon"), a single word stays the first name, so
 * joinName(splitFullName(x)) gives back x (with spaces normalised).
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length === 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}

export function joinName(firstName: string | undefined, lastName: string | undefined): string {
  return [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
