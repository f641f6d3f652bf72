/** Polls until `check` holds (asynchronous consumers need a moment); fails with `what` after `attempts` tries. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  attempts = 100,
  gapMs = 100
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  throw new Error(`gave up waiting for ${what}`);
}
