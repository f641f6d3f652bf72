import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './repo';

/** The fixed-mode data directory (relative paths are from the repository root), wiped first when fresh. */
export async function prepareDataDir(dataDir: string, fresh: boolean): Promise<string> {
  const dir = resolve(repoRoot, dataDir);
  if (fresh) await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return dir;
}

/** A throw-away data directory for a stack on free ports (tests, benchmarks). */
export function temporaryDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'matrimony-stack-'));
}
