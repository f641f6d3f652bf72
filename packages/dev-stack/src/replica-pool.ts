// An upstream's replicas as the gateway sees them: round robin over the ones whose /readyz answers 200,
// as a Kubernetes Service sends only to ready endpoints. A replica that is draining (readiness 503 for
// DRAIN_DELAY_MS before its listener closes) stops getting requests before it stops answering them.

export interface ReplicaPool {
  /** The base URL the next request goes to; another than `instead` when there is another. */
  next(instead?: string): string;
  /** A replica that could not be reached gets nothing until its readiness probe answers again. */
  markDown(target: string): void;
  close(): void;
}

/** How often each replica's readiness is probed; the services' drain delay must be longer (deploy uses 5 s). */
export const READINESS_PROBE_EVERY_MS = 500;

async function isReady(target: string): Promise<boolean> {
  try {
    const response = await fetch(`${target}/readyz`, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * One target is used as it is (a stopped one answers 502, as before). Several are probed; while none is
 * ready every one is tried, so a request still gets the upstream's own answer or a 502.
 */
export function replicaPool(
  targets: string | readonly string[],
  probeEveryMs = READINESS_PROBE_EVERY_MS
): ReplicaPool {
  const all = typeof targets === 'string' ? [targets] : [...targets];
  if (all.length === 1) return { next: () => all[0]!, markDown: () => undefined, close: () => undefined };

  let ready = [...all];
  let turn = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const probe = async () => {
    const results = await Promise.all(all.map(isReady));
    if (closed) return;
    ready = all.filter((_, index) => results[index]);
    timer = setTimeout(() => void probe(), probeEveryMs);
    timer.unref();
  };
  void probe();
  return {
    next(instead) {
      const usable = ready.length > 0 ? ready : all;
      const choices = usable.filter((target) => target !== instead);
      const from = choices.length > 0 ? choices : usable;
      turn = (turn + 1) % from.length;
      return from[turn]!;
    },
    markDown(target) {
      ready = ready.filter((candidate) => candidate !== target);
    },
    close() {
      closed = true;
      clearTimeout(timer);
    }
  };
}
