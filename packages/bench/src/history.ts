// One line per `npm run bench` in bench/results/history.jsonl (kept in git), so a figure that drifts shows
// against earlier runs. Each line: when, which commit (and whether the tree had changes), which groups ran,
// the machine's load average around the run, whether every budget held, and every measured value.
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Figures } from './budgets';

export const HISTORY_FILE = 'history.jsonl';

export interface HistoryLine {
  date: string;
  commit: string;
  /** The working tree had uncommitted changes: the figures are of code no commit holds. */
  dirty: boolean;
  groups: string[];
  /** 1-minute load average when the run started and when it ended (the machine is shared). */
  load: { start: number; end: number };
  passed: boolean;
  /** Measured values only; missing figures are listed by id. */
  figures: Record<string, number>;
  missing: string[];
}

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

export function historyLine(
  repoRoot: string,
  groups: string[],
  startLoad: number,
  figures: Figures,
  passed: boolean,
  now = new Date()
): HistoryLine {
  const values: Record<string, number> = {};
  const missing: string[] = [];
  for (const [id, figure] of Object.entries(figures)) {
    if ('value' in figure) values[id] = Math.round(figure.value * 100) / 100;
    else missing.push(id);
  }
  return {
    date: now.toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD'], repoRoot) ?? 'unknown',
    dirty: (git(['status', '--porcelain', '--untracked-files=no'], repoRoot) ?? '') !== '',
    groups,
    load: { start: Math.round(startLoad * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 },
    passed,
    figures: values,
    missing
  };
}

export function appendHistory(resultsDir: string, line: HistoryLine): void {
  appendFileSync(join(resultsDir, HISTORY_FILE), `${JSON.stringify(line)}\n`);
}
