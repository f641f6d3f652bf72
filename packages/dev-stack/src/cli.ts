// `npm start` (via scripts/start.mjs): the whole platform until Ctrl-C.
import { parseCli, usage } from './cli-options';
import { StackError } from './errors';
import { startStack } from './stack';

const parsed = parseCli(process.argv.slice(2), process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(2);
}
if (parsed.options.help) {
  console.log(usage);
  process.exit(0);
}

const { port, fresh, dataDir, build } = parsed.options;
const starting = new AbortController();
const startup = startStack({ port, fresh, dataDir, build, portsMode: 'fixed', signal: starting.signal });
let exiting = false;

async function exit(code: number, message?: string): Promise<void> {
  if (exiting) return;
  exiting = true;
  if (message) (code === 0 ? console.log : console.error)(message);
  // An interrupted start-up stops what it had started before it rejects.
  starting.abort();
  const stack = await startup.catch(() => undefined);
  await stack?.stop();
  console.log('Stopped.');
  process.exit(code);
}

// start.mjs forwards the terminal's Ctrl-C too, so a second signal is expected and ignored;
// every stop step is bounded, so the first one always finishes.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void exit(0, `\nStopping (${signal})...`));
}

try {
  const stack = await startup;
  const crash = await stack.crashed;
  await exit(1, `\n${crash}\nStopping everything.`);
} catch (error) {
  const message = error instanceof StackError ? error.message : ((error as Error).stack ?? String(error));
  await exit(1, `\nCould not start the platform:\n${message}`);
}
