import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ManagedChild } from './child-process';
import type { Log } from './log';
import type { Teardown } from './teardown';

export interface SeedTarget {
  name: string;
  /** Workspace directory; it takes part when its package.json has a `seed` script. */
  dir: string;
  env: NodeJS.ProcessEnv;
}

/** A seed that takes longer is stopped (the platform runs without its demo data): about 20 s on a quiet machine, many times that on a busy one. */
export const DEFAULT_SEED_TIMEOUT_MS = 300_000;
const markerFile = 'seeded.json';

function hasSeedScript(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  const scripts = (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> })
    .scripts;
  return typeof scripts?.seed === 'string';
}

async function alreadySeeded(dataDir: string): Promise<string[]> {
  try {
    return JSON.parse(await readFile(join(dataDir, markerFile), 'utf8')) as string[];
  } catch {
    return [];
  }
}

async function runSeed(
  target: SeedTarget,
  log: Log,
  teardown: Teardown,
  seedTimeoutMs: number
): Promise<boolean> {
  const seed = new ManagedChild(
    {
      name: `seed ${target.name}`,
      command: 'npm',
      args: ['run', 'seed', '--silent'],
      cwd: target.dir,
      env: target.env
    },
    log
  );
  teardown.add(`seeding ${target.name}`, () => seed.stop());
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void seed.stop();
  }, seedTimeoutMs);
  const exit = await seed.exited;
  clearTimeout(timer);
  if (exit.code === 0) return true;
  const why = timedOut ? `did not finish within ${seedTimeoutMs / 1000} s` : seed.describeFailure(exit);
  log(`Seeding ${target.name} failed; it runs without demo data and is retried at the next start. ${why}`);
  return false;
}

/**
 * Demo data: runs `npm run seed` once per data directory in every workspace that defines it
 * (after the services are ready, so seeds can go through the public APIs). A seed added later runs at the next start.
 */
export async function seedDemoData(
  dataDir: string,
  targets: SeedTarget[],
  log: Log,
  teardown: Teardown,
  seedTimeoutMs = DEFAULT_SEED_TIMEOUT_MS
): Promise<void> {
  const done = await alreadySeeded(dataDir);
  const pending = targets.filter((t) => !done.includes(t.name) && hasSeedScript(t.dir));
  for (const target of pending) {
    log(`Seeding demo data: ${target.name}`);
    if (await runSeed(target, log, teardown, seedTimeoutMs)) done.push(target.name);
  }
  if (pending.length > 0) await writeFile(join(dataDir, markerFile), JSON.stringify(done));
}
