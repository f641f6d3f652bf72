import type { Log } from './log';

interface Step {
  name: string;
  run: () => Promise<unknown>;
}

/** Stop steps registered as pieces start, run in reverse order; one failing step does not stop the rest. */
export class Teardown {
  private readonly steps: Step[] = [];
  private draining: Promise<void> = Promise.resolve();

  constructor(private readonly log: Log) {}

  add(name: string, run: () => Promise<unknown>): void {
    this.steps.push({ name, run });
  }

  /** Steps added together (as one group) run in parallel. */
  addGroup(name: string, runs: Array<() => Promise<unknown>>): void {
    this.add(name, () => Promise.all(runs.map((run) => run())));
  }

  /** Runs every step added so far; a call while one is running waits for it, then runs steps added since. */
  run(): Promise<void> {
    this.draining = this.draining.then(() => this.drain());
    return this.draining;
  }

  private async drain(): Promise<void> {
    while (this.steps.length > 0) {
      const step = this.steps.pop()!;
      try {
        await step.run();
      } catch (error) {
        this.log(`Stopping ${step.name} failed: ${(error as Error).message}`);
      }
    }
  }
}
