/** Polls until `condition` holds; fails with `what` after the deadline. The deadline only bounds a failing test. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  deadlineMs = 15_000
): Promise<void> {
  const giveUpAt = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
