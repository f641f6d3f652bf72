import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const recentLineCount = 40;
const live = new Set<ChildProcess>();

// A crashed test runner must not leave services behind: kill every group still alive on exit.
process.on('exit', () => {
  for (const proc of live) signalGroup(proc, 'SIGKILL');
});

function signalGroup(proc: ChildProcess, signal: NodeJS.Signals): void {
  if (proc.pid === undefined) return;
  try {
    // Negative pid: the whole process group (tsx may run the program in a grandchild).
    process.kill(-proc.pid, signal);
  } catch {
    // Already gone.
  }
}

/** One process in its own group, its last output kept for failure messages. */
export class Child {
  readonly exited: Promise<ChildExit>;
  private readonly proc: ChildProcess;
  private readonly recent: string[] = [];
  private exit: ChildExit | undefined;

  constructor(readonly spec: ChildSpec) {
    this.proc = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe']
    });
    live.add(this.proc);
    for (const stream of [this.proc.stdout, this.proc.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        this.recent.push(line);
        if (this.recent.length > recentLineCount) this.recent.shift();
      });
    }
    this.exited = new Promise((resolve) => {
      const finish = (exit: ChildExit) => {
        if (this.exit) return;
        this.exit = exit;
        live.delete(this.proc);
        resolve(exit);
      };
      this.proc.once('error', () => finish({ code: null, signal: null }));
      this.proc.once('exit', (code, signal) => finish({ code, signal }));
    });
  }

  get hasExited(): boolean {
    return this.exit !== undefined;
  }

  /** "svc-billing exited with code 1; last output: ..." */
  describe(): string {
    const how = this.exit
      ? this.exit.signal
        ? `was killed by ${this.exit.signal}`
        : `exited with code ${this.exit.code}`
      : 'is running';
    const output = this.recent.length ? this.recent.map((l) => `  ${l}`).join('\n') : '  (no output)';
    return `${this.spec.name} ${how}; last output:\n${output}`;
  }

  /** Sends a signal to the process group without waiting (SIGKILL for a crash, SIGTERM for a rolling restart). */
  signal(signal: NodeJS.Signals): void {
    if (!this.exit) signalGroup(this.proc, signal);
  }

  /** SIGTERM, then SIGKILL after graceMs; resolves once the process is gone. */
  async stop(graceMs = 8000): Promise<void> {
    if (this.exit) return;
    this.signal('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), graceMs).unref()
    );
    if ((await Promise.race([this.exited, timeout])) === 'timeout') {
      this.signal('SIGKILL');
      await this.exited;
    }
  }
}
