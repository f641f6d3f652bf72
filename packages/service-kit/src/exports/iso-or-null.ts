/** A stored date as an export writes it: ISO 8601, or null when the document has none. */
export function isoOrNull(date: Date | null | undefined): string | null {
  return date ? new Date(date).toISOString() : null;
}
