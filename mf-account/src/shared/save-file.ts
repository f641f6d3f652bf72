/**
 * Hands a file fetched with the session's token to the browser's downloads (a plain link cannot send the token):
 * through a temporary object URL and a link with `download`.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: a browser may still be reading the object URL when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
