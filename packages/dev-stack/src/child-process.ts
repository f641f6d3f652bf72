import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import type { Readable } from 'node:stream';
import type { Log } from './log';
import { readableLines } from './log-format';

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
  /** Set when the process could not be started at all (e.g. ENOENT). */
  error?: Error;
}

const recentLineCount = 40;
const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Last resort when our own process ends without stopping its children (uncaught error, process.exit). */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of live) killGroup(child, 'SIGKILL');
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // Negative pid: the whole process group, so grandchildren (tsx workers, shells) go too.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function describeExit(exit: ChildExit): string {
  if (exit.error) return `could not start (${exit.error.message})`;
  if (exit.signal) return `was killed by ${exit.signal}`;
  return `exited with code ${exit.code}`;
}

/**
 * A child process in its own process group, its last lines kept for error messages, and a bounded
 * stop (SIGTERM, then SIGKILL). With a `log`, its output is also written there, prefixed with its name.
 */
export class ManagedChild {
  readonly exited: Promise<ChildExit>;
  private readonly proc: ChildProcess;
  private readonly recent: string[] = [];
  private exitInfo: ChildExit | undefined;
  private stopRequested = false;

  constructor(
    readonly spec: ChildSpec,
    private readonly log?: Log
  ) {
    installExitHook();
    this.proc = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe']
    });
    live.add(this.proc);
    this.pipe(this.proc.stdout);
    this.pipe(this.proc.stderr);
    this.exited = new Promise((resolve) => {
      const finish = (exit: ChildExit) => {
        if (this.exitInfo) return;
        this.exitInfo = exit;
        live.delete(this.proc);
        resolve(exit);
      };
      this.proc.once('error', (error) => finish({ code: null, signal: null, error }));
      this.proc.once('exit', (code, signal) => finish({ code, signal }));
    });
  }

  get name(): string {
    return this.spec.name;
  }

  get hasExited(): boolean {
    return this.exitInfo !== undefined;
  }

  /** True when the process ended without anyone asking it to. */
  get crashed(): boolean {
    return this.exitInfo !== undefined && !this.stopRequested;
  }

  lastLines(): string[] {
    return this.recent.flatMap(readableLines);
  }

  /** "svc-profile exited with code 1. Its last output:\n  ..." ("is running" before it has exited). */
  describeFailure(exit: ChildExit | undefined = this.exitInfo): string {
    const recent = this.lastLines();
    const lines = recent.length > 0 ? recent.map((l) => `  ${l}`).join('\n') : '  (no output)';
    return `${this.name} ${exit ? describeExit(exit) : 'is running'}. Its last output:\n${lines}`;
  }

  /** Signals the process group without waiting (SIGKILL for a crash, SIGTERM for a rolling restart). */
  signal(signal: NodeJS.Signals): void {
    if (!this.exitInfo) killGroup(this.proc, signal);
  }

  async stop(graceMs = 5000): Promise<void> {
    this.stopRequested = true;
    if (this.exitInfo) return;
    killGroup(this.proc, 'SIGTERM');
    const timer = (ms: number) =>
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());
    if ((await Promise.race([this.exited, timer(graceMs)])) !== 'timeout') return;
    this.log?.(`[${this.name}] did not stop within ${graceMs} ms; killing it`);
    killGroup(this.proc, 'SIGKILL');
    await Promise.race([this.exited, timer(2000)]);
  }

  private pipe(stream: Readable | null): void {
    if (!stream) return;
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    lines.on('line', (raw) => {
      // Kept raw and made readable only when asked for: without a log most lines are never read.
      this.recent.push(stripVTControlCharacters(raw));
      if (this.recent.length > recentLineCount) this.recent.shift();
      const log = this.log;
      if (log) for (const line of readableLines(raw)) log(`[${this.name}] ${line}`);
    });
  }
}
