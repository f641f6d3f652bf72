/** Work started by a request that must not hold up its answer (contact e-mails), awaited on shutdown and in tests. */
export function createBackgroundTasks() {
  const running = new Set<Promise<unknown>>();
  return {
    run(task: Promise<unknown>): void {
      const tracked = task.catch(() => undefined).finally(() => running.delete(tracked));
      running.add(tracked);
    },
    /** Resolves once everything started so far (and anything it started) has finished. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    }
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
