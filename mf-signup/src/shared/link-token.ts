/**
 * The token a mailed link carries in its fragment (`#token=`): browsers never send a fragment, so the
 * token reaches no server or proxy log. Undefined when missing or blank.
 */
export function linkToken(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || undefined;
}
