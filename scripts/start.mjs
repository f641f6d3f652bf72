// `npm start`: the whole platform on one local port with embedded defaults.
// Arguments go to the dev stack, e.g. `npm start -- --fresh`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDebianPackages, ensureNodeModules, root, toolEnv } from './prereqs.mjs';

ensureDebianPackages(['nats-server']);
ensureNodeModules();
const child = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'packages/dev-stack/src/cli.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: toolEnv()
  }
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
