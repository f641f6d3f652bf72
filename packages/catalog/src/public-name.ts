/**
 * What other members see of a name (docs/product-rules.md#who-sees-what): the first name and the initial of the last name
 * ("Priya S."), the full name only once the two are a mutual match or the viewer has the contact.
 */
export function publicName(fullName: string, showFullName: boolean): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (showFullName || words.length < 2) return words.join(' ');
  const last = words[words.length - 1]!;
  return `${words[0]} ${last.charAt(0).toUpperCase()}.`;
}
