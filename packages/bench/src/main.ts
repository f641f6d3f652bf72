// `npm run bench`: starts the platform on free ports, measures, prints the table, writes
// bench/results/latest.json at the repository root, and exits non-zero when a budget is missed.
import { mkdirSync, writeFileSync, createWriteStream } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '@matrimony/dev-stack';
import { hasNotifyOutbox, notifyOutbox, repoRoot, tapOtpCodes, type OtpInbox } from '@matrimony/resilience';
import { measureApi } from './api';
import { allPass, budgetsOfGroups, evaluate, GROUP_BUDGETS, loadBudgets, type Figures } from './budgets';
import { startCeiling } from './ceiling';
import { measureBadges } from './badges';
import { measureConnections } from './connections';
import { measureConversations } from './conversations';
import { measureMemberDay } from './member-day';
import { measureNotify } from './notify-latency';
import { measureFrontend } from './frontend';
import { measureReloadToData, RELOAD_PAGES } from './reload-to-data';
import { appendHistory, historyLine } from './history';
import { measureCandidateLists } from './candidate-lists';
import { measureRecommender } from './recommender';
import { measureSearch } from './search';
import { renderTable } from './table';
import { measureWelcomeLatency } from './welcome-latency';

const numberFromEnv = (name: string, fallback: number) =>
  process.env[name] ? Number(process.env[name]) : fallback;
const settings = {
  connections: numberFromEnv('BENCH_CONNECTIONS', 50),
  signInConnections: numberFromEnv('BENCH_SIGNIN_CONNECTIONS', 5),
  durationSec: numberFromEnv('BENCH_DURATION_SEC', 30),
  warmupSec: numberFromEnv('BENCH_WARMUP_SEC', 5),
  // Sign-in rotates over all but the first (which signs in for the reads): 300 mobiles, so the per-mobile
  // limit (10 in 15 minutes) is never what is measured.
  members: numberFromEnv('BENCH_MEMBERS', 301),
  lighthouseRuns: numberFromEnv('BENCH_LIGHTHOUSE_RUNS', 3),
  reloadRuns: numberFromEnv('BENCH_RELOAD_RUNS', 3),
  profileReplicas: numberFromEnv('BENCH_PROFILE_REPLICAS', 1)
};
const only = new Set((process.env.BENCH_ONLY ?? Object.keys(GROUP_BUDGETS).join(',')).split(','));
// The budgets this run answers (and an unknown group name refused before anything starts).
const budgetsFile = fileURLToPath(new URL('../budgets.json', import.meta.url));
const budgets = budgetsOfGroups(loadBudgets(budgetsFile), [...only]);

const startLoad = loadavg()[0]!;
const resultsDir = join(repoRoot, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const stackLog = createWriteStream(join(resultsDir, 'stack.log'));
const log = (line: string) => console.log(line);

async function otpInbox(gatewayUrl: string, natsPort: number): Promise<{ inbox: OtpInbox; source: string }> {
  if (await hasNotifyOutbox(gatewayUrl))
    return { inbox: notifyOutbox(gatewayUrl), source: 'svc-notify dev outbox' };
  return {
    inbox: await tapOtpCodes(`nats://127.0.0.1:${natsPort}`),
    source: 'NATS identity.otp.requested (svc-notify outbox not available)'
  };
}

/** Groups that need no running platform. */
const STANDALONE_GROUPS = new Set(['recommender', 'candidate-lists']);

async function measureStandalone(figures: Figures): Promise<void> {
  if (only.has('recommender')) {
    log('Recommender offline evaluation (no services):');
    try {
      Object.assign(figures, await measureRecommender(log));
    } catch (error) {
      figures['recommender.day14.relative-gain-pct'] = { missing: (error as Error).message.slice(0, 300) };
    }
  }
  if (only.has('candidate-lists')) {
    log('Candidate lists against window scoring, 20,000 members (no services):');
    try {
      Object.assign(figures, await measureCandidateLists(20_000, log));
    } catch (error) {
      figures['candidate-lists.20000.match.speedup'] = { missing: (error as Error).message.slice(0, 300) };
    }
  }
}

async function measure(): Promise<{ figures: Figures; notes: Record<string, unknown> }> {
  const standalone: Figures = {};
  await measureStandalone(standalone);
  if ([...only].every((group) => STANDALONE_GROUPS.has(group)))
    return { figures: standalone, notes: { settings } };
  log('Starting the platform on free ports (output in bench/results/stack.log)...');
  // The load plays many members from one machine: each claims its own client address.
  // Search needs the demo data (ready accounts and members); the other groups do not mind it.
  if (only.has('search')) process.env.DEMO_MEMBER_COUNT ??= '2000';
  // Badges need the demo administrator, and few demo members beside it.
  if (only.has('badges') && !only.has('frontend') && !only.has('reload'))
    process.env.DEMO_MEMBER_COUNT ??= '300';
  // Member pages are measured signed in as a ready account.
  const seed = only.has('search') || only.has('frontend') || only.has('reload') || only.has('badges');
  const stack = await startStack({
    portsMode: 'auto',
    build: process.env.BENCH_BUILD !== '0',
    keepClientForwardedFor: true,
    replicas: { 'svc-profile': settings.profileReplicas },
    seed,
    log: (line) => stackLog.write(`${line}\n`)
  });
  const figures: Figures = { ...standalone };
  const notes: Record<string, unknown> = { settings };
  try {
    const { inbox, source } = await otpInbox(stack.url, stack.ports.nats);
    notes.otpSource = source;
    let members: Awaited<ReturnType<typeof measureWelcomeLatency>>['members'] = [];
    if (only.has('events') || only.has('api')) {
      log(`Registering ${settings.members} members (captcha, OTP, account) and timing welcome premium...`);
      try {
        const welcome = await measureWelcomeLatency(stack.url, inbox, settings.members);
        members = welcome.members;
        figures['events.welcome-premium.p50-ms'] = { value: welcome.p50Ms };
        figures['events.welcome-premium.p95-ms'] = { value: welcome.p95Ms };
        figures['events.welcome-premium.missing'] = { value: welcome.neverPremium };
      } catch (error) {
        const reason = (error as Error).message.slice(0, 300);
        for (const name of ['p50-ms', 'p95-ms', 'missing'])
          figures[`events.welcome-premium.${name}`] = { missing: reason };
      }
    }
    await inbox.close();
    if (only.has('api')) {
      log('API load through the gateway:');
      const ceiling = await startCeiling(stack.ports);
      try {
        const api = await measureApi(stack.url, ceiling.url, members, settings, log);
        Object.assign(figures, api.figures);
        notes.statuses = api.statuses;
      } finally {
        await ceiling.close();
      }
    }
    if (only.has('search')) {
      log('Search through the gateway (demo members, then 20,000):');
      try {
        Object.assign(
          figures,
          await measureSearch(
            stack.url,
            `mongodb://127.0.0.1:${stack.ports.mongo}`,
            { connections: 10, durationSec: settings.durationSec, warmupSec: settings.warmupSec },
            log
          )
        );
      } catch (error) {
        figures['search.20000.match.p97_5-ms'] = { missing: (error as Error).message.slice(0, 300) };
      }
    }
    if (only.has('connections')) {
      log('Interests through the gateway:');
      const connections = await otpInbox(stack.url, stack.ports.nats);
      try {
        Object.assign(
          figures,
          await measureConnections(
            stack.url,
            `mongodb://127.0.0.1:${stack.ports.mongo}`,
            connections.inbox,
            log
          )
        );
      } catch (error) {
        figures['connections.interest-send.p95-ms'] = { missing: (error as Error).message.slice(0, 300) };
      } finally {
        await connections.inbox.close();
      }
    }
    if (only.has('notify')) {
      log('Notifications through the gateway:');
      const notify = await otpInbox(stack.url, stack.ports.nats);
      try {
        Object.assign(
          figures,
          await measureNotify(stack.url, `mongodb://127.0.0.1:${stack.ports.mongo}`, notify.inbox, log)
        );
      } catch (error) {
        figures['notify.interest-visible.p95-ms'] = { missing: (error as Error).message.slice(0, 300) };
      } finally {
        await notify.inbox.close();
      }
    }
    if (only.has('conversations')) {
      log('Conversations through the gateway:');
      const conversations = await otpInbox(stack.url, stack.ports.nats);
      const ceiling = await startCeiling(stack.ports);
      try {
        Object.assign(
          figures,
          await measureConversations(
            stack.url,
            ceiling.url,
            `mongodb://127.0.0.1:${stack.ports.mongo}`,
            conversations.inbox,
            log,
            { notify: stack.ports['svc-notify'], mongo: stack.ports.mongo }
          )
        );
      } catch (error) {
        figures['conversations.message-visible.p95-ms'] = { missing: (error as Error).message.slice(0, 300) };
      } finally {
        await ceiling.close();
        await conversations.inbox.close();
      }
    }
    if (only.has('day')) {
      log("A member's day through the gateway:");
      const day = await otpInbox(stack.url, stack.ports.nats);
      try {
        Object.assign(
          figures,
          await measureMemberDay(stack.url, `mongodb://127.0.0.1:${stack.ports.mongo}`, day.inbox, log)
        );
      } catch (error) {
        figures['member-day.explore.p95-ms'] = { missing: (error as Error).message.slice(0, 300) };
      } finally {
        await day.inbox.close();
      }
    }
    if (only.has('badges')) {
      log('Verification badges through the gateway:');
      const badges = await otpInbox(stack.url, stack.ports.nats);
      try {
        Object.assign(
          figures,
          await measureBadges(stack.url, `mongodb://127.0.0.1:${stack.ports.mongo}`, badges.inbox, log)
        );
      } catch (error) {
        figures['badges.aadhaar.visible.p95-ms'] = { missing: (error as Error).message.slice(0, 300) };
      } finally {
        await badges.inbox.close();
      }
    }
    if (only.has('frontend')) {
      log('Frontend:');
      Object.assign(figures, await measureFrontend(stack.url, settings.lighthouseRuns, log));
    }
    if (only.has('reload')) {
      log('Reload to data visible (signed in):');
      try {
        Object.assign(figures, await measureReloadToData(stack.url, settings.reloadRuns, log));
      } catch (error) {
        for (const name of Object.keys(RELOAD_PAGES))
          figures[`frontend.${name}.reload-to-data-ms`] = { missing: (error as Error).message.slice(0, 300) };
      }
    }
  } finally {
    await stack.stop();
  }
  return { figures, notes };
}

const { figures, notes } = await measure().catch((error: Error) => {
  // The table and latest.json still say why nothing was measured.
  const reason = `the platform did not start: ${error.message.split('\n')[0]!.slice(0, 200)}`;
  console.error(error.message);
  return {
    figures: Object.fromEntries(Object.keys(budgets).map((id) => [id, { missing: reason }])) as Figures,
    notes: { settings, startError: error.message }
  };
});
const rows = evaluate(budgets, figures);
const unbudgeted = Object.entries(figures)
  .filter(([id]) => !(id in budgets))
  .map(([id, figure]) => ({
    id,
    value:
      'value' in figure
        ? Number.isInteger(figure.value)
          ? String(figure.value)
          : figure.value.toFixed(2)
        : `missing: ${figure.missing}`
  }));
console.log(`\n${renderTable(rows, unbudgeted)}\n`);
const passed = allPass(rows);
const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: process.platform,
  date: new Date().toISOString()
};
writeFileSync(
  join(resultsDir, 'latest.json'),
  `${JSON.stringify({ machine, passed, budgets: rows, figures, notes }, null, 2)}\n`
);
appendHistory(resultsDir, historyLine(repoRoot, [...only], startLoad, figures, passed));
console.log(
  `${passed ? 'Every figure is within its budget.' : 'Some figures are outside their budgets (or missing).'} Written to bench/results/latest.json, and a line to history.jsonl`
);
stackLog.end();
process.exit(passed ? 0 : 1);
