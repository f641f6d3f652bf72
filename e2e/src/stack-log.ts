import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StackOptions } from '@matrimony/dev-stack';

type Log = NonNullable<StackOptions['log']>;

/** Where the children's output goes, so the test report stays readable; printed at start-up. */
export const stackLogPath = process.env.E2E_STACK_LOG ?? join(tmpdir(), 'matrimony-e2e-stack.log');

/**
 * The stack's own lines (start-up progress, the summary, failures) go to the terminal; the
 * services' request logs, prefixed "[name]", only to the log file.
 */
export function fileAndConsoleLog(): { log: Log; close: () => Promise<void> } {
  const file = createWriteStream(stackLogPath, { flags: 'w' });
  const log: Log = (line) => {
    file.write(`${line}\n`);
    if (!line.startsWith('[')) console.log(line);
  };
  const close = () => new Promise<void>((resolve) => file.end(resolve));
  return { log, close };
}
