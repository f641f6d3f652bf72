import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ManagedChild } from './child-process';
import { StackError } from './errors';

export interface ReadinessCheck {
  name: string;
  /** Resolves true once the piece answers. */
  probe: (check: ReadinessCheck) => Promise<boolean>;
  /** The process behind it: if it exits first, waiting stops with its last output. */
  child?: ManagedChild;
  /** What the last probe saw, for the timeout message. */
  lastSeen?: string;
}

const pollEveryMs = 250;

export function httpOk(url: string): (check: ReadinessCheck) => Promise<boolean> {
  return async (check) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      check.lastSeen = `${url} answered ${response.status}`;
      return response.status === 200;
    } catch (error) {
      check.lastSeen = `${url} did not answer (${(error as Error).message})`;
      return false;
    }
  };
}

export function tcpOpen(port: number, host: string): () => Promise<boolean> {
  return () =>
    new Promise((resolve) => {
      const socket = connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
}

async function untilReady(check: ReadinessCheck, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (check.child?.hasExited) return;
    if (await check.probe(check)) return;
    await sleep(pollEveryMs);
  }
}

/**
 * Waits for every check, bounded by timeoutMs. A child that exits first, or a check still failing
 * at the deadline, ends the wait with a StackError naming it (never a hang).
 */
export async function waitUntilReady(checks: ReadinessCheck[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const crashes = checks.flatMap((c) =>
    c.child ? [c.child.exited.then((exit) => ({ child: c.child!, exit }))] : []
  );
  const crashed = Promise.race(crashes);
  const allReady = Promise.all(checks.map((c) => untilReady(c, deadline)));
  const first = await Promise.race([allReady.then(() => undefined), crashed]);
  if (first) throw new StackError(first.child.describeFailure(first.exit));

  const dead = checks.find((c) => c.child?.hasExited);
  if (dead?.child) throw new StackError(dead.child.describeFailure(await dead.child.exited));
  const pending = [];
  for (const check of checks) if (!(await check.probe(check))) pending.push(check);
  if (pending.length === 0) return;
  const details = pending.map((c) => {
    const output = c.child
      ? `\n  last output:\n${c.child
          .lastLines()
          .map((l) => `    ${l}`)
          .join('\n')}`
      : '';
    return `- ${c.name}: ${c.lastSeen ?? 'no answer'}${output}`;
  });
  throw new StackError(`Not ready after ${Math.round(timeoutMs / 1000)} s:\n${details.join('\n')}`);
}
