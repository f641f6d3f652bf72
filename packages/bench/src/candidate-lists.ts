// svc-profile's candidate lists against the window scoring they replace (svc-profile/bench/candidate-lists.ts) as a
// bench group: it starts its own app and embedded server in one process, so it runs as its own process (svc-profile's
// code, not a copy) and its figures are read from the JSON line it prints last.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@matrimony/resilience';
import { type Figures } from './budgets';

const run = promisify(execFile);

export async function measureCandidateLists(members: number, log: (line: string) => void): Promise<Figures> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'bench/candidate-lists.ts', '--members', String(members), '--json'],
    { cwd: join(repoRoot, 'svc-profile'), maxBuffer: 1024 * 1024 }
  );
  const lines = stdout.trim().split('\n');
  for (const line of lines.slice(0, -1)) log(`  ${line}`);
  const values = JSON.parse(lines[lines.length - 1]!) as Record<string, number>;
  return Object.fromEntries(Object.entries(values).map(([id, value]) => [id, { value }]));
}
