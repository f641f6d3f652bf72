import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ManagedChild } from './child-process';
import { StackError } from './errors';
import type { Log } from './log';
import { repoRoot } from './repo';
import type { Teardown } from './teardown';
import { frontends, type FrontendInfo } from './topology';

export function distDir(frontend: FrontendInfo): string {
  return join(repoRoot, frontend.name, 'dist');
}

/** Builds every frontend (and what they depend on) with turbo, which skips unchanged ones from its cache. */
export async function buildFrontends(log: Log, teardown: Teardown): Promise<void> {
  const turbo = join(repoRoot, 'node_modules', '.bin', 'turbo');
  const filters = frontends.map((f) => `--filter=${f.workspace}`);
  log(`Building the frontends (turbo caches unchanged ones): ${frontends.map((f) => f.name).join(', ')}`);
  const build = new ManagedChild(
    {
      name: 'build',
      command: turbo,
      args: ['run', 'build', ...filters, '--output-logs=new-only', '--log-prefix=task'],
      cwd: repoRoot,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '0', NO_COLOR: '1' }
    },
    log
  );
  teardown.add('frontend build', () => build.stop());
  const exit = await build.exited;
  if (exit.code !== 0) throw new StackError(`Building the frontends failed: ${build.describeFailure(exit)}`);
}

/** Fails clearly when a frontend has no build output (when started without building). */
export function assertFrontendsBuilt(): void {
  const missing = frontends.filter((f) => !existsSync(join(distDir(f), f.name === 'shell' ? 'index.html' : 'mf-manifest.json')));
  if (missing.length === 0) return;
  throw new StackError(
    `No build output for ${missing.map((f) => f.name).join(', ')} (expected in <workspace>/dist/). ` +
      'Start without --skip-build, or run `npm run build` first.'
  );
}
