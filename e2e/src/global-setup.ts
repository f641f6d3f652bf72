import { startStack, type RunningStack } from '@matrimony/dev-stack';
import { fileAndConsoleLog, stackLogPath } from './stack-log';

// Playwright runs global setup and teardown in the same runner process; the running stack is
// handed over through a process-wide symbol.
const RUNNING_STACK = Symbol.for('matrimony.e2e.runningStack');
type StackHolder = { [RUNNING_STACK]?: { stack: RunningStack; closeLog: () => Promise<void> } };

/**
 * Starts the whole platform (frontends built through turbo, nats-server, embedded Mongo, the dev
 * issuer, the services, static servers, gateway) on free ports with a temporary data directory,
 * and hands the gateway URL to the tests as E2E_BASE_URL.
 * With E2E_BASE_URL already set, the stack running there is used instead (nothing is started).
 * E2E_SKIP_BUILD=1 serves the frontends' existing dist/ folders.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    process.env.E2E_OUTBOX_URL ??= `${process.env.E2E_BASE_URL}/api/notify/dev/outbox`;
    return;
  }
  const { log, close } = fileAndConsoleLog();
  console.log(`Starting the platform for the journeys; service logs: ${stackLogPath}`);
  let stack: RunningStack;
  try {
    // Demo data (the ready accounts and a smaller crowd of members) so the member-area journeys have people to find.
    process.env.DEMO_MEMBER_COUNT ??= '300';
    // Every journey comes from one address, so the proof of work svc-identity asks of a busy address grows through the
    // run; a small base keeps each solve cheap on a busy machine (the services' own tests cover the growth).
    process.env.ALTCHA_MAX_NUMBER ??= '1000';
    // Generous bounds: on a busy machine starting and seeding take many times their quiet 30 s, and every journey needs both.
    const startBoundMs = 15 * 60_000;
    stack = await startStack({
      portsMode: 'auto',
      build: process.env.E2E_SKIP_BUILD !== '1',
      seed: true,
      seedTimeoutMs: startBoundMs,
      readyTimeoutMs: startBoundMs,
      log
    });
  } catch (error) {
    // startStack has stopped whatever it started; the reason is in its message and the log file.
    await close();
    throw error;
  }
  void stack.crashed.then((message) =>
    console.error(`\nA part of the platform stopped during the journeys: ${message}`)
  );
  (globalThis as StackHolder)[RUNNING_STACK] = { stack, closeLog: close };
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_OUTBOX_URL = stack.outboxUrl;
}

/** Stops what globalSetup started (nothing when the journeys ran against an existing stack). */
export async function stopStartedStack(): Promise<void> {
  const holder = globalThis as StackHolder;
  const running = holder[RUNNING_STACK];
  if (!running) return;
  delete holder[RUNNING_STACK];
  await running.stack.stop();
  await running.closeLog();
}
