// `npm test`: every workspace's lint, typecheck and tests (mocha suites, Playwright journeys,
// resilience and deployment tests) through Turborepo. Extra arguments go to turbo,
// e.g. `npm test -- --filter=@matrimony/svc-profile`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureDebianPackages, ensureNodeModules, root, toolEnv } from './prereqs.mjs';

ensureDebianPackages(['nats-server', 'chromium', 'nginx-light', 'gettext-base', 'fonts-noto-core']);
ensureNodeModules();
// --continue: report every failing workspace, not just the first; the exit code is still non-zero.
const args = [
  'run',
  'lint',
  'typecheck',
  'test',
  '--concurrency=2',
  '--continue',
  '--output-logs=errors-only',
  ...process.argv.slice(2)
];
const result = spawnSync(join(root, 'node_modules', '.bin', 'turbo'), args, {
  cwd: root,
  stdio: 'inherit',
  env: toolEnv()
});
if (result.error) console.error(`Could not run turbo: ${result.error.message}`);
process.exit(result.status ?? 1);
