/**
 * Browser console text that means the federated app is broken even when the page still looks
 * right (packages/federation/README.md): a second React, a second styled-components, a shared
 * module version nobody satisfies, or any Module Federation runtime error code.
 */
export const FEDERATION_WARNINGS: readonly RegExp[] = [
  /Invalid hook call/,
  /several instances of 'styled-components'/,
  /Unsatisfied version/,
  /RUNTIME-0\d\d/
];

/**
 * A missing favicon is reported once, by its own journey (public-pages.spec.ts), rather than
 * failing every journey that happens to open a page.
 */
const REPORTED_ELSEWHERE: readonly RegExp[] = [
  /Failed to load resource: .*\/favicon\.ico\)$/,
  // svc-identity asks a busy address for proof of work with a 428 the sign-in page answers by solving and sending
  // again: a protocol step the browser logs as an error, not a failure (every journey comes from one address).
  /Failed to load resource: the server responded with a status of 428 .*\/api\/identity\/sessions\)$/,
  // The demo accounts are open in many journeys' tabs at once: past svc-notify's cap of live streams per member a
  // tab is refused its stream (429) and polls the count instead, as designed.
  /Failed to load resource: the server responded with a status of 429 .*\/api\/notify\/notifications\/stream\)$/
];

export type ConsoleEntry = { type: string; text: string; url?: string };

/** A readable line for a console entry the journeys must not produce, or undefined when it is fine. */
export function consoleProblem(entry: ConsoleEntry, allowed: readonly RegExp[] = []): string | undefined {
  const line = entry.url ? `${entry.type}: ${entry.text} (${entry.url})` : `${entry.type}: ${entry.text}`;
  const isError = entry.type === 'error';
  const isFederationWarning = FEDERATION_WARNINGS.some((pattern) => pattern.test(entry.text));
  if (!isError && !isFederationWarning) return undefined;
  if ([...REPORTED_ELSEWHERE, ...allowed].some((pattern) => pattern.test(line))) return undefined;
  return line;
}
