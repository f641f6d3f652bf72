import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ManagedChild } from './child-process';
import { StackError } from './errors';
import type { Log } from './log';
import { repoRoot } from './repo';
import type { Teardown } from './teardown';
import { frontends, type FrontendInfo, type StackPorts } from './topology';
import { starting } from './starting';
import { loopback } from './ports';
import { startStaticServer, type RemoteOrigin } from './static-server';

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
      env: {
        ...process.env,
        TURBO_TELEMETRY_DISABLED: '1',
        DO_NOT_TRACK: '1',
        FORCE_COLOR: '0',
        NO_COLOR: '1'
      }
    },
    log
  );
  teardown.add('frontend build', () => build.stop());
  const exit = await build.exited;
  if (exit.code === 0) return;
  const failed = failedWorkspaces(build.lastLines());
  const which = failed.length > 0 ? ` (${failed.join(', ')})` : '';
  throw new StackError(
    `Building the frontends failed${which}; the full output is above. ${build.describeFailure(exit)}`
  );
}

/** Workspaces turbo reports as failed, e.g. `@matrimony/shell#build:  ERROR  command ... exited (1)`. */
export function failedWorkspaces(turboOutput: string[]): string[] {
  const names = turboOutput.flatMap((line) => {
    const match = /^(\S+)#build:?\s+ERROR\b/.exec(line.trim()) ?? /^Failed:\s+(\S+)#build/.exec(line.trim());
    return match?.[1] ? [match[1]] : [];
  });
  return [...new Set(names)];
}

/** Fails clearly when a frontend has no build output (when started without building). */
export function assertFrontendsBuilt(): void {
  const missing = frontends.filter(
    (f) => !existsSync(join(distDir(f), f.name === 'shell' ? 'index.html' : 'mf-manifest.json'))
  );
  if (missing.length === 0) return;
  throw new StackError(
    `No build output for ${missing.map((f) => f.name).join(', ')} (expected in <workspace>/dist/). ` +
      'Start without --skip-build, or run `npm run build` first.'
  );
}

/** Where the shell's static server fetches the remotes' prerendered fragments: their own static servers, as the gateway routes them. */
export function remoteOrigins(ports: StackPorts): RemoteOrigin[] {
  return frontends.flatMap((f) =>
    f.mount ? [{ mount: `${f.mount}/`, origin: `http://${loopback}:${ports[f.name]}` }] : []
  );
}

/** One static server per frontend on its own port (the shell with prerendered pages and app-route fallback). */
export async function startStaticSites(ports: StackPorts, teardown: Teardown): Promise<void> {
  const sites = await Promise.all(
    frontends.map((f) =>
      starting(`The ${f.name} static server`, () =>
        startStaticServer({
          root: distDir(f),
          spa: f.name === 'shell',
          remotes: f.name === 'shell' ? remoteOrigins(ports) : undefined,
          port: ports[f.name],
          host: loopback
        })
      )
    )
  );
  teardown.addGroup(
    'static servers',
    sites.map((site) => () => site.close())
  );
}
