// `npm test`: every workspace's lint, typecheck and tests (mocha suites, Playwright journeys,
// resilience and deployment tests) through Turborepo. Extra arguments go to turbo,
// e.g. `npm test -- --filter=@matrimony/svc-profile`.
import { spawnSync } from 'node:child_process';
import { ensureDebianPackages, ensureNodeModules, root, toolEnv } from './prereqs.mjs';

ensureDebianPackages(['nats-server', 'chromium']);
ensureNodeModules();
const args = ['turbo', 'run', 'lint', 'typecheck', 'test', '--concurrency=2', '--output-logs=errors-only', ...process.argv.slice(2)];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: toolEnv() });
process.exit(result.status ?? 1);
