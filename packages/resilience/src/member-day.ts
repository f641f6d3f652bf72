// A member's day: signed-in members using the site, each in a loop of one action then a pause
// while they read, the actions drawn in written proportions. The bench measures it with 200 members for
// 60 s; the rolling-restart spec runs a smaller one while svc-profile's replicas restart. A 409 to a send
// or an answer (already sent, already a match, declined before, answered meanwhile) is the site's correct
// answer to a person, not an error; anything else outside 2xx, and every network failure, is.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { memberRequest } from './member-request';
import { type MemberWithProfile } from './profiles';

export interface DayMember {
  self: MemberWithProfile;
  /** Members of the other side: whom they look at, send to and shortlist. */
  others: MemberWithProfile[];
}

type Outcome = { status: number; expected?: number[] };
type Action = (member: DayMember, baseUrl: string) => Promise<Outcome | null>;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const get = (baseUrl: string, member: DayMember, path: string) =>
  memberRequest(baseUrl, path, member.self.member);
const post = (baseUrl: string, member: DayMember, path: string, body?: unknown) =>
  memberRequest(baseUrl, path, member.self.member, { method: 'POST', body }).then((outcome) => ({
    ...outcome,
    expected: [409]
  }));

/** What people do on the site, and how often (weights summing to 100: the shares in packages/bench/README.md). */
export const MEMBER_DAY_ACTIONS: Record<string, { weight: number; run: Action }> = {
  explore: { weight: 22, run: (m, url) => get(url, m, '/api/profiles/search?sort=match') },
  'open-profile': { weight: 20, run: (m, url) => get(url, m, `/api/profiles/${pick(m.others).profileId}`) },
  'unread-count': { weight: 12, run: (m, url) => get(url, m, '/api/notify/notifications/unread-count') },
  received: { weight: 10, run: (m, url) => get(url, m, '/api/profiles/interests?box=received') },
  notifications: { weight: 8, run: (m, url) => get(url, m, '/api/notify/notifications') },
  'send-interest': {
    weight: 8,
    run: (m, url) => post(url, m, '/api/profiles/interests', { to: pick(m.others).profileId })
  },
  'answer-interest': {
    weight: 6,
    run: async (m, url) => {
      const pending = await get(url, m, '/api/profiles/interests?box=received&status=pending&pageSize=5');
      const newest = (pending.body as { items?: { id: string }[] } | null)?.items?.[0];
      return newest
        ? post(url, m, `/api/profiles/interests/${newest.id}/${Math.random() < 0.7 ? 'accept' : 'decline'}`)
        : null;
    }
  },
  matches: { weight: 5, run: (m, url) => get(url, m, '/api/profiles/matches') },
  recommendations: { weight: 5, run: (m, url) => get(url, m, '/api/profiles/recommendations') },
  shortlist: {
    weight: 4,
    run: (m, url) =>
      memberRequest(url, `/api/profiles/shortlist/${pick(m.others).profileId}`, m.self.member, {
        method: 'PUT'
      })
  }
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

export interface DayResult {
  /** Milliseconds per answered call, by action. */
  samples: Map<string, number[]>;
  /** Errors by action, and the first few of them described. */
  errors: Map<string, number>;
  failures: string[];
}

export interface MemberDayOptions {
  baseUrl: string;
  members: DayMember[];
  /** How long the day lasts; or `until`, the day ends when it settles (a test's own steps, however long a busy machine takes). */
  durationMs?: number;
  until?: Promise<unknown>;
  thinkMs: { min: number; max: number };
  /** Told of every answered request as it comes. */
  onAnswer?: () => void;
}

export async function liveMemberDay(options: MemberDayOptions): Promise<DayResult> {
  const names = Object.keys(MEMBER_DAY_ACTIONS);
  const result: DayResult = {
    samples: new Map(names.map((name) => [name, []])),
    errors: new Map(names.map((name) => [name, 0])),
    failures: []
  };
  let over = false;
  if (options.durationMs !== undefined) setTimeout(() => (over = true), options.durationMs);
  void options.until?.finally(() => (over = true));
  const live = async (member: DayMember) => {
    // Members arrive over the first pause, not all in the same millisecond.
    await sleep(Math.random() * options.thinkMs.max);
    while (!over) {
      const name = drawAction();
      const started = performance.now();
      const outcome: Outcome | null = await MEMBER_DAY_ACTIONS[name]!.run(member, options.baseUrl).catch(
        (error: Error) => {
          if (result.failures.length < 10) result.failures.push(`${name}: ${error.message}`);
          return { status: 0 };
        }
      );
      if (outcome) {
        result.samples.get(name)!.push(performance.now() - started);
        options.onAnswer?.();
        const ok =
          (outcome.status >= 200 && outcome.status < 300) ||
          (outcome.expected ?? []).includes(outcome.status);
        if (!ok) {
          result.errors.set(name, result.errors.get(name)! + 1);
          if (result.failures.length < 10 && outcome.status !== 0)
            result.failures.push(`${name}: ${outcome.status}`);
        }
      }
      await sleep(options.thinkMs.min + Math.random() * (options.thinkMs.max - options.thinkMs.min));
    }
  };
  await Promise.all(options.members.map(live));
  return result;
}
