// The conversations benchmark: how soon a message reaches the other member's open stream, and what the
// conversation list reads at. Real members (captcha, OTP, account, profile) through the gateway: 50 brides and
// 50 grooms, each pair a mutual match (an interest each way); every member keeps one live stream open. 500
// messages, ten per pair alternating sides, five sends at a time (each member far under 60 a minute): for each,
// the time from the send's start to its `message` event in the recipient's stream (the store, NATS between
// replicas, the stream write, the gateway). The list read: the first groom, matched with ten brides, at 10
// connections, as a share of the bare Express ceiling measured just before, and the CPU a page costs svc-notify and
// the database (their processes found by the ports they listen on): the first page as members open it, which each
// replica keeps until something on it changes, and (`list-read`) the same page read afresh, as after every change.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { memberRequest, signIn, waitFor, type OtpInbox } from '@matrimony/resilience';
import { listenerPid, processCpuMs } from './process-cpu';
import { type Figures } from './budgets';
import { CEILING_PATH } from './ceiling';
import { runLoad } from './load';
import { memberWithProfile, type Side } from './members';
import { percentile } from './stats';

const PAIRS = 50;
const MESSAGES_PER_PAIR = 10;
const SENDING_AT_ONCE = 5;
const REGISTERING_AT_ONCE = 4;
/** The first groom is also matched with this many brides: his list has that many conversations. */
const LIST_SIZE = 10;
/** A message not seen in the recipient's stream within this long is missing. */
const GIVE_UP_MS = 5_000;
/** Bench members' indexes for this group (connections 0–39, notify 3,000–3,029, the member's day 1,000–1,199). */
const FIRST_INDEX = 4_000;
const CONVERSATIONS = '/api/notify/conversations';
const STREAM = '/api/notify/notifications/stream';

/** One member's open stream: the arrival time of each message event, by the message's client id. */
interface OpenStream {
  arrivals: Map<string, number>;
  close(): void;
}

async function openStream(gatewayUrl: string, side: Side): Promise<OpenStream> {
  const arrivals = new Map<string, number>();
  const abort = new AbortController();
  const response = await fetch(`${gatewayUrl}${STREAM}`, {
    headers: {
      authorization: `Bearer ${side.member.tokens.access_token}`,
      'x-forwarded-for': side.member.ip,
      accept: 'text/event-stream'
    },
    signal: abort.signal
  });
  if (response.status !== 200 || !response.body) throw new Error(`the stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let first = () => {};
  const opened = new Promise<void>((resolve) => (first = resolve));
  void (async () => {
    let buffered = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffered += value;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event === 'unread') first();
          if (event === 'message' && data) {
            const { message } = JSON.parse(data) as { message: { clientMessageId: string; sender: string } };
            if (message.sender === 'them') arrivals.set(message.clientMessageId, now);
          }
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  await opened;
  return { arrivals, close: () => abort.abort() };
}

async function register(gatewayUrl: string, client: MongoClient, inbox: OtpInbox): Promise<Side[]> {
  const slots = Array.from({ length: PAIRS * 2 }, (_, i) => i);
  const registered = new Map<number, Side>();
  const lane = async () => {
    for (let i = slots.shift(); i !== undefined; i = slots.shift()) {
      registered.set(
        i,
        await memberWithProfile(gatewayUrl, inbox, FIRST_INDEX + i, i < PAIRS ? 'female' : 'male', client)
      );
    }
  };
  await Promise.all(Array.from({ length: REGISTERING_AT_ONCE }, lane));
  return Array.from({ length: PAIRS * 2 }, (_, i) => registered.get(i)!);
}

/** An interest each way: the second send accepts the first, a mutual match; svc-notify opens their conversation. */
async function match(gatewayUrl: string, bride: Side, groom: Side): Promise<void> {
  for (const [from, to] of [
    [bride, groom],
    [groom, bride]
  ] as const) {
    const sent = await memberRequest(gatewayUrl, '/api/profiles/interests', from.member, {
      method: 'POST',
      body: { to: to.profileId }
    });
    if (sent.status !== 201)
      throw new Error(`an interest answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  }
}

interface ListedConversation {
  id: string;
  other: { profileId: string };
}

async function conversationsOf(gatewayUrl: string, side: Side): Promise<ListedConversation[]> {
  const answer = await memberRequest(gatewayUrl, `${CONVERSATIONS}?limit=50`, side.member);
  return answer.status === 200 ? (answer.body as { items: ListedConversation[] }).items : [];
}

export async function measureConversations(
  gatewayUrl: string,
  ceilingUrl: string,
  mongoUrl: string,
  inbox: OtpInbox,
  log: (line: string) => void,
  ports: { notify: number; mongo: number }
): Promise<Figures> {
  const client = await MongoClient.connect(mongoUrl);
  const streams: OpenStream[] = [];
  try {
    const members = await register(gatewayUrl, client, inbox);
    const brides = members.slice(0, PAIRS);
    const grooms = members.slice(PAIRS);
    for (let i = 0; i < PAIRS; i += 1) await match(gatewayUrl, brides[i]!, grooms[i]!);
    for (let i = 1; i <= LIST_SIZE - 1; i += 1) await match(gatewayUrl, brides[i]!, grooms[0]!);
    // Fresh sessions: the registrations' access tokens could expire during the run (a stream ends with its token).
    for (const side of members)
      side.member = { ...side.member, tokens: await signIn(gatewayUrl, side.member) };
    const conversationIds: string[] = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const groom = grooms[i]!;
      const found = await waitFor(
        'the pair’s conversation',
        async () =>
          (await conversationsOf(gatewayUrl, groom)).find(
            (conversation) => conversation.other.profileId === brides[i]!.profileId
          ),
        60_000,
        100
      );
      conversationIds.push(found.id);
    }
    await waitFor(
      'the first groom’s conversations',
      async () => (await conversationsOf(gatewayUrl, grooms[0]!)).length >= LIST_SIZE,
      60_000,
      100
    );
    for (const side of members) streams.push(await openStream(gatewayUrl, side));
    log(`  ${PAIRS} mutual matches, ${members.length} streams open; ${PAIRS * MESSAGES_PER_PAIR} messages`);

    const sends = Array.from({ length: MESSAGES_PER_PAIR }, (_, round) =>
      Array.from({ length: PAIRS }, (_, pair) => ({ pair, fromBride: round % 2 === 0 }))
    ).flat();
    const visible: number[] = [];
    const statuses: Record<string, number> = {};
    let missing = 0;
    const lane = async () => {
      for (let next = sends.shift(); next; next = sends.shift()) {
        const { pair, fromBride } = next;
        const from = fromBride ? brides[pair]! : grooms[pair]!;
        const recipientStream = streams[fromBride ? PAIRS + pair : pair]!;
        const clientMessageId = randomUUID();
        const started = performance.now();
        const sent = await memberRequest(
          gatewayUrl,
          `${CONVERSATIONS}/${conversationIds[pair]}/messages`,
          from.member,
          {
            method: 'POST',
            body: { clientMessageId, text: `Namaste, message ${visible.length + missing + 1}` }
          }
        );
        statuses[sent.status] = (statuses[sent.status] ?? 0) + 1;
        if (sent.status !== 201) {
          missing += 1;
          continue;
        }
        while (!recipientStream.arrivals.has(clientMessageId) && performance.now() - started < GIVE_UP_MS)
          await sleep(2);
        const arrived = recipientStream.arrivals.get(clientMessageId);
        if (arrived === undefined) missing += 1;
        else visible.push(arrived - started);
      }
    };
    await Promise.all(Array.from({ length: SENDING_AT_ONCE }, lane));
    if (visible.length === 0)
      throw new Error(`no message reached a stream within ${GIVE_UP_MS} ms (${JSON.stringify(statuses)})`);
    log(
      `  send → the other member's stream: p50 ${percentile(visible, 50).toFixed(0)} ms, p95 ${percentile(visible, 95).toFixed(0)} ms, worst ${Math.max(...visible).toFixed(0)} ms (${visible.length} seen, ${missing} missing); send statuses ${JSON.stringify(statuses)}`
    );

    const groom = grooms[0]!;
    const ceiling = await runLoad({ url: `${ceilingUrl}${CEILING_PATH}`, connections: 10, durationSec: 10 });
    const pids = { notify: listenerPid(ports.notify), mongo: listenerPid(ports.mongo) };
    const cpuNow = () => ({
      notify: pids.notify === undefined ? NaN : processCpuMs(pids.notify),
      mongo: pids.mongo === undefined ? NaN : processCpuMs(pids.mongo)
    });
    /** The groom's list through the gateway at 10 connections, and what a page cost svc-notify and the database. */
    const readList = async (path: string) => {
      const cpuBefore = cpuNow();
      const list = await runLoad({
        url: `${gatewayUrl}${path}`,
        headers: {
          authorization: `Bearer ${groom.member.tokens.access_token}`,
          'x-forwarded-for': groom.member.ip
        },
        connections: 10,
        durationSec: 10
      });
      const cpuAfter = cpuNow();
      const cpu = {
        notify: (cpuAfter.notify - cpuBefore.notify) / list.requests,
        mongo: (cpuAfter.mongo - cpuBefore.mongo) / list.requests
      };
      log(
        `  GET ${path} (${LIST_SIZE} conversations): ${list.reqPerSec.toFixed(0)} req/s (ceiling ${ceiling.reqPerSec.toFixed(0)}), p50 ${list.p50Ms} ms, p97.5 ${list.p97_5Ms} ms, errors ${list.errors}; CPU a page: svc-notify ${cpu.notify.toFixed(2)} ms, the database ${cpu.mongo.toFixed(2)} ms`
      );
      return { list, cpu };
    };
    // The first page, as members open it (each replica keeps it until something on it changes), then the same ten
    // conversations through a `before` cursor past them all: the read each change to the list costs, never kept.
    const firstPage = await readList(CONVERSATIONS);
    const afterChange = await readList(
      `${CONVERSATIONS}?before=${Date.now() + 86_400_000}.${'f'.repeat(24)}`
    );
    return {
      'conversations.message-visible.p50-ms': { value: Math.round(percentile(visible, 50)) },
      'conversations.message-visible.p95-ms': { value: Math.round(percentile(visible, 95)) },
      'conversations.message-visible.missing': { value: missing },
      'conversations.list.ratio-to-ceiling': { value: firstPage.list.reqPerSec / ceiling.reqPerSec },
      'conversations.list.p97_5-ms': { value: firstPage.list.p97_5Ms },
      'conversations.list.errors': { value: firstPage.list.errors },
      'conversations.list.notify-cpu-ms': cpuFigure(firstPage.cpu.notify),
      'conversations.list.mongo-cpu-ms': cpuFigure(firstPage.cpu.mongo),
      'conversations.list-read.ratio-to-ceiling': {
        value: afterChange.list.reqPerSec / ceiling.reqPerSec
      },
      'conversations.list-read.errors': { value: afterChange.list.errors },
      'conversations.list-read.notify-cpu-ms': cpuFigure(afterChange.cpu.notify),
      'conversations.list-read.mongo-cpu-ms': cpuFigure(afterChange.cpu.mongo)
    };
  } finally {
    for (const stream of streams) stream.close();
    await client.close();
  }
}

const cpuFigure = (ms: number) =>
  Number.isFinite(ms)
    ? { value: Math.round(ms * 100) / 100 }
    : { missing: 'the process was not found by its port' };
