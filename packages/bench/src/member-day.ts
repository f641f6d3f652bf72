// Issue 21: a member's day. Simulated members (200 by default) use the site through the gateway for 60 s,
// each in a loop of one action then a pause while they read (1 to 3 s), the actions drawn in the
// proportions below. p50/p95/p99 and errors per action. A 409 to a send or an answer (already sent,
// already a match, declined before, answered meanwhile) is the site's correct answer to a person, not an
// error; anything else outside 2xx, and every network failure, is.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { signIn, type OtpInbox } from '@matrimony/resilience';
import { type Figures } from './budgets';
import { call, memberWithProfile, type Side } from './members';
import { percentile } from './stats';

const MEMBERS = Number(process.env.BENCH_DAY_MEMBERS ?? 200);
const DURATION_MS = Number(process.env.BENCH_DAY_SEC ?? 60) * 1000;
const THINK_MS = { min: 1000, max: 3000 };
/** Registration through the gateway, a few at a time (each is an argon2 hash in svc-identity). */
const REGISTERING_AT_ONCE = 4;

interface Person {
  side: Side;
  token: string;
  others: Side[];
}

type Outcome = { status: number; expected?: number[] };
type Action = (person: Person, gatewayUrl: string) => Promise<Outcome | null>;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const get = (gatewayUrl: string, person: Person, path: string) => call(gatewayUrl, path, person.token, { ip: person.side.member.ip });

/** What people do on the site, and how often (weights; the README gives the shares). */
export const MEMBER_DAY_ACTIONS: Record<string, { weight: number; run: Action }> = {
  explore: { weight: 22, run: (p, url) => get(url, p, '/api/profiles/search?sort=match') },
  'open-profile': { weight: 20, run: (p, url) => get(url, p, `/api/profiles/${pick(p.others).profileId}`) },
  'unread-count': { weight: 12, run: (p, url) => get(url, p, '/api/notify/notifications/unread-count') },
  notifications: { weight: 8, run: (p, url) => get(url, p, '/api/notify/notifications') },
  received: { weight: 10, run: (p, url) => get(url, p, '/api/profiles/interests?box=received') },
  matches: { weight: 5, run: (p, url) => get(url, p, '/api/profiles/matches') },
  recommendations: { weight: 5, run: (p, url) => get(url, p, '/api/profiles/recommendations') },
  'send-interest': {
    weight: 8,
    run: (p, url) => call(url, '/api/profiles/interests', p.token, { method: 'POST', body: { to: pick(p.others).profileId }, ip: p.side.member.ip }).then((r) => ({ ...r, expected: [409] }))
  },
  'answer-interest': {
    weight: 6,
    run: async (p, url) => {
      const pending = await get(url, p, '/api/profiles/interests?box=received&status=pending&pageSize=5');
      const first = (pending.body as { items?: { id: string }[] } | null)?.items?.[0];
      if (!first) return null;
      const answer = Math.random() < 0.7 ? 'accept' : 'decline';
      return call(url, `/api/profiles/interests/${first.id}/${answer}`, p.token, { method: 'POST', ip: p.side.member.ip }).then((r) => ({ ...r, expected: [409] }));
    }
  },
  shortlist: { weight: 4, run: (p, url) => call(url, `/api/profiles/shortlist/${pick(p.others).profileId}`, p.token, { method: 'PUT', ip: p.side.member.ip }) }
};

function drawAction(): string {
  const entries = Object.entries(MEMBER_DAY_ACTIONS);
  let ticket = Math.random() * entries.reduce((sum, [, action]) => sum + action.weight, 0);
  for (const [name, action] of entries) {
    ticket -= action.weight;
    if (ticket < 0) return name;
  }
  return entries[0]![0];
}

async function register(gatewayUrl: string, mongoUrl: string, inbox: OtpInbox, log: (line: string) => void): Promise<{ brides: Side[]; grooms: Side[] }> {
  const client = await MongoClient.connect(mongoUrl);
  const brides: Side[] = [];
  const grooms: Side[] = [];
  try {
    let next = 0;
    const lane = async () => {
      while (next < MEMBERS) {
        const index = next++;
        const groom = index % 2 === 1;
        (groom ? grooms : brides).push(await memberWithProfile(gatewayUrl, inbox, 1000 + index, groom ? 'male' : 'female', client));
      }
    };
    await Promise.all(Array.from({ length: REGISTERING_AT_ONCE }, lane));
  } finally {
    await client.close();
  }
  log(`  member's day: ${MEMBERS} members registered`);
  return { brides, grooms };
}

export async function measureMemberDay(gatewayUrl: string, mongoUrl: string, inbox: OtpInbox, log: (line: string) => void): Promise<Figures> {
  const { brides, grooms } = await register(gatewayUrl, mongoUrl, inbox, log);
  // Fresh sessions: the access tokens of the first registrations would expire during the run.
  const people: Person[] = [];
  for (const side of [...brides, ...grooms]) {
    const tokens = await signIn(gatewayUrl, side.member);
    people.push({ side, token: tokens.access_token, others: brides.includes(side) ? grooms : brides });
  }

  const samples = new Map<string, number[]>(Object.keys(MEMBER_DAY_ACTIONS).map((name) => [name, []]));
  const errors = new Map<string, number>(Object.keys(MEMBER_DAY_ACTIONS).map((name) => [name, 0]));
  const until = performance.now() + DURATION_MS;
  const live = async (person: Person) => {
    // Members arrive over the first pause, not all in the same millisecond.
    await sleep(Math.random() * THINK_MS.max);
    while (performance.now() < until) {
      const name = drawAction();
      const started = performance.now();
      const outcome: Outcome | null = await MEMBER_DAY_ACTIONS[name]!.run(person, gatewayUrl).catch(() => ({ status: 0 }));
      if (outcome) {
        samples.get(name)!.push(performance.now() - started);
        const ok = (outcome.status >= 200 && outcome.status < 300) || (outcome.expected ?? []).includes(outcome.status);
        if (!ok) errors.set(name, errors.get(name)! + 1);
      }
      await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
    }
  };
  await Promise.all(people.map(live));

  const figures: Figures = {};
  for (const [name, times] of samples) {
    log(`  ${name}: ${times.length} calls, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, errors ${errors.get(name)}`);
    figures[`member-day.${name}.p50-ms`] = { value: Math.round(percentile(times, 50)) };
    figures[`member-day.${name}.p95-ms`] = { value: Math.round(percentile(times, 95)) };
    figures[`member-day.${name}.p99-ms`] = { value: Math.round(percentile(times, 99)) };
    figures[`member-day.${name}.errors`] = { value: times.length === 0 ? 1 : errors.get(name)! };
  }
  return figures;
}
