// Issue 18's notification benchmark: how soon the member an interest is sent to sees it in the header's bell.
// Real members (captcha, OTP, account, profile) through the gateway: 10 brides send to 20 grooms, 200 distinct
// pairs, one send at a time, each sender 20 sends in all (under premium's 30-a-minute burst limit: the welcome
// month makes every new member premium). For each, the time from the send's 201 to the receiver's
// `GET /api/notify/notifications/unread-count` counting it (polled every 10 ms): the outbox relay, JetStream,
// svc-notify's consumer and its store, end to end.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { memberRequest, signIn, waitFor, type OtpInbox } from '@matrimony/resilience';
import { type Figures } from './budgets';
import { memberWithProfile, type Side } from './members';
import { percentile } from './stats';

const SENDERS = 10;
const RECEIVERS = 20;
const POLL_MS = 10;
/** A send whose notification is not counted within this long is missing. */
const GIVE_UP_MS = 5_000;
const REGISTERING_AT_ONCE = 4;
/** Bench members' indexes for this group (connections uses 0–39, the member's day 1,000–1,199). */
const FIRST_INDEX = 3_000;
const UNREAD = '/api/notify/notifications/unread-count';

async function register(
  gatewayUrl: string,
  client: MongoClient,
  inbox: OtpInbox
): Promise<{ senders: Side[]; receivers: Side[] }> {
  const slots = Array.from({ length: SENDERS + RECEIVERS }, (_, i) => i);
  const registered = new Map<number, Side>();
  const lane = async () => {
    for (let i = slots.shift(); i !== undefined; i = slots.shift()) {
      registered.set(
        i,
        await memberWithProfile(gatewayUrl, inbox, FIRST_INDEX + i, i < SENDERS ? 'female' : 'male', client)
      );
    }
  };
  await Promise.all(Array.from({ length: REGISTERING_AT_ONCE }, lane));
  // Fresh sessions: the first registrations' access tokens could expire during the run.
  const sides: Side[] = [];
  for (let i = 0; i < SENDERS + RECEIVERS; i += 1) {
    const side = registered.get(i)!;
    sides.push({ ...side, member: { ...side.member, tokens: await signIn(gatewayUrl, side.member) } });
  }
  return { senders: sides.slice(0, SENDERS), receivers: sides.slice(SENDERS) };
}

const unreadOf = async (gatewayUrl: string, side: Side) => {
  const answer = await memberRequest(gatewayUrl, UNREAD, side.member);
  return answer.status === 200 ? (answer.body as { unreadCount: number }).unreadCount : undefined;
};

export async function measureNotify(
  gatewayUrl: string,
  mongoUrl: string,
  inbox: OtpInbox,
  log: (line: string) => void
): Promise<Figures> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const { senders, receivers } = await register(gatewayUrl, client, inbox);
    // Senders premium in svc-profile (billing's welcome month has arrived), so only the burst limit applies.
    const plans = client.db('profile').collection<{ _id: string; planType: string }>('member_plans');
    await waitFor(
      'the senders’ premium',
      async () =>
        (await plans.countDocuments({
          _id: { $in: senders.map((side) => side.member.userId) },
          planType: 'premium'
        })) === SENDERS,
      60_000,
      200
    );
    // Each receiver's own news (the welcome month) has arrived and is read: the count starts at 0.
    for (const receiver of receivers) {
      await waitFor(
        'the welcome notification',
        async () => ((await unreadOf(gatewayUrl, receiver)) ?? 0) >= 1,
        60_000,
        100
      );
      await memberRequest(gatewayUrl, '/api/notify/notifications/read', receiver.member, {
        method: 'POST',
        body: { all: true }
      });
    }
    log(`  ${SENDERS + RECEIVERS} members registered; ${SENDERS * RECEIVERS} interests, one at a time`);

    // Round by round, every sender to a different receiver: 200 distinct pairs, each receiver's sends spread out.
    const sends = Array.from({ length: RECEIVERS }, (_, round) =>
      senders.map((sender, s) => ({ from: sender, to: (s + round) % RECEIVERS }))
    ).flat();
    const expected = receivers.map(() => 0);
    const visible: number[] = [];
    const statuses: Record<string, number> = {};
    let missing = 0;
    for (const { from, to } of sends) {
      const receiver = receivers[to]!;
      const sent = await memberRequest(gatewayUrl, '/api/profiles/interests', from.member, {
        method: 'POST',
        body: { to: receiver.profileId }
      });
      const sentAt = performance.now();
      statuses[sent.status] = (statuses[sent.status] ?? 0) + 1;
      if (sent.status !== 201) continue;
      const count = (expected[to] = expected[to]! + 1);
      let seenAfter: number | undefined;
      while (seenAfter === undefined && performance.now() - sentAt < GIVE_UP_MS) {
        const polled = performance.now();
        if (((await unreadOf(gatewayUrl, receiver)) ?? 0) >= count) seenAfter = performance.now() - sentAt;
        else await sleep(Math.max(0, POLL_MS - (performance.now() - polled)));
      }
      if (seenAfter === undefined) missing += 1;
      else visible.push(seenAfter);
    }
    if (visible.length === 0)
      throw new Error(
        `no notification was counted within ${GIVE_UP_MS} ms (send statuses ${JSON.stringify(statuses)})`
      );
    const notSent = Object.entries(statuses).reduce(
      (sum, [status, count]) => sum + (status === '201' ? 0 : count),
      0
    );
    log(
      `  the receiver's unread count shows a send after p50 ${percentile(visible, 50).toFixed(0)} ms, p95 ${percentile(visible, 95).toFixed(0)} ms, worst ${Math.max(...visible).toFixed(0)} ms (${visible.length} seen, ${missing} missing); send statuses ${JSON.stringify(statuses)}`
    );
    return {
      'notify.interest-visible.p50-ms': { value: Math.round(percentile(visible, 50)) },
      'notify.interest-visible.p95-ms': { value: Math.round(percentile(visible, 95)) },
      'notify.interest-visible.max-ms': { value: Math.round(Math.max(...visible)) },
      // A send that was not answered 201 has no notification to wait for: counted as missing too.
      'notify.interest-visible.missing': { value: missing + notSent }
    };
  } finally {
    await client.close();
  }
}
