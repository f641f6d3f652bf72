// Sending and reading (docs/product-rules.md#conversations): a retried send is stored once however the retries
// race, a thread pages in sending order while messages keep arriving, a client catching up after a reconnect gets
// every message it missed exactly once, read marks count down, and the two sending limits hold (a settable clock).
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import {
  conversationRoutes as routes,
  type ConversationMessage
} from '@matrimony/contracts/http/notify/conversations';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { conversations } from './support/conversations';
import { startStack, type Stack } from './support/stack';

describe('conversations: sending and reading', () => {
  let stack: Stack;
  let talk: ReturnType<typeof conversations>;
  const clock = { now: new Date() };
  before(async () => {
    stack = await startStack({ now: () => clock.now });
    talk = conversations(stack);
  });
  after(async () => {
    await stack?.stop();
  });
  beforeEach(() => {
    clock.now = new Date();
  });
  const tick = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };

  async function pair(ageDays = 30) {
    const a = await talk.talker('Divya Krishnan', ageDays);
    const b = await talk.talker('Rahul Verma');
    return { a, b, id: await talk.match(a, b) };
  }

  it('stores a send once when its retries race, answering 201 to one and the same message with 200 to the rest', async () => {
    const { a, b, id } = await pair();
    const clientMessageId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => talk.api(a).send(id, 'Namaste', clientMessageId))
    );
    expect(answers.map((res) => res.status).sort()).to.deep.equal([200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((res) => expectContract(routes.sendMessage, res).message.id));
    expect(ids.size).to.equal(1);
    const later = await talk.api(a).send(id, 'Namaste again?', clientMessageId);
    expect(later.status).to.equal(200);
    expect(expectContract(routes.sendMessage, later).message).to.deep.include({
      text: 'Namaste',
      sender: 'me'
    });
    const thread = expectContract(routes.listMessages, await talk.api(b).thread(id));
    expect(thread.messages.map((m) => [m.text, m.sender, m.clientMessageId])).to.deep.equal([
      ['Namaste', 'them', clientMessageId]
    ]);
    expect(thread.conversation.unreadCount).to.equal(1);
  });

  it('pages a thread oldest to newest within a page while messages keep arriving, missing none and repeating none', async () => {
    const { a, b, id } = await pair();
    const texts = (messages: ConversationMessage[]) => messages.map((m) => m.text);
    for (let i = 1; i <= 7; i += 1) await talk.sent(i % 2 ? a : b, id, `m${i}`);
    const api = talk.api(b);
    const newest = expectContract(routes.listMessages, await api.thread(id, { limit: 3 }));
    expect(texts(newest.messages)).to.deep.equal(['m5', 'm6', 'm7']);
    expect(newest).to.deep.include({ hasOlder: true, hasNewer: false });
    expect(newest.messages.map((m) => m.sender)).to.deep.equal(['them', 'me', 'them']);

    await talk.sent(a, id, 'm8');
    await talk.sent(b, id, 'm9');
    const older = expectContract(
      routes.listMessages,
      await api.thread(id, { limit: 3, before: newest.messages[0]!.id })
    );
    expect(texts(older.messages)).to.deep.equal(['m2', 'm3', 'm4']);
    expect(older).to.deep.include({ hasOlder: true, hasNewer: true });
    const oldest = expectContract(
      routes.listMessages,
      await api.thread(id, { limit: 3, before: older.messages[0]!.id })
    );
    expect(texts(oldest.messages)).to.deep.equal(['m1']);
    expect(oldest.hasOlder).to.equal(false);
    const newer = expectContract(
      routes.listMessages,
      await api.thread(id, { limit: 3, after: newest.messages[2]!.id })
    );
    expect(texts(newer.messages)).to.deep.equal(['m8', 'm9']);
    expect(newer).to.deep.include({ hasOlder: true, hasNewer: false });

    const list = expectContract(routes.listConversations, await talk.api(a).list());
    expect(list.items[0]!.lastMessage).to.deep.include({ text: 'm9', mine: false });
  });

  it('gives a client catching up after a reconnect every message after the last one it showed, page by page, each once', async () => {
    const { a, b, id } = await pair();
    const shown = await talk.sent(a, id, 'before the reconnect');
    const missed: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const text = `missed ${i}`;
      missed.push(text);
      await talk.sent(i % 2 ? b : a, id, text);
    }
    const caughtUp: string[] = [];
    let after = shown.id;
    for (;;) {
      const page = expectContract(routes.listMessages, await talk.api(a).thread(id, { after, limit: 2 }));
      caughtUp.push(...page.messages.map((m) => m.text));
      if (!page.hasNewer) break;
      after = page.messages.at(-1)!.id;
    }
    expect(caughtUp).to.deep.equal(missed);
    const last = expectContract(routes.listMessages, await talk.api(a).thread(id, { after: after }));
    expect(last.messages.map((m) => m.text)).to.deep.equal(['missed 5']);
    const nothingNew = await talk.api(a).thread(id, { after: last.messages[0]!.id });
    expect(expectContract(routes.listMessages, nothingNew)).to.deep.include({
      messages: [],
      hasNewer: false
    });
  });

  it('marks the other’s messages read up to one message: the counts go down, the sender sees when they were read', async () => {
    const { a, b, id } = await pair();
    const sent = [];
    for (const text of ['one', 'two', 'three']) sent.push(await talk.sent(b, id, text));
    const mine = await talk.sent(a, id, 'mine');
    const unread = async () =>
      expectContract(routes.getConversationUnreadCount, await talk.api(a).unreadCount()).unreadCount;
    expect(expectContract(routes.listConversations, await talk.api(a).list()).items[0]!.unreadCount).to.equal(
      3
    );
    expect(await unread()).to.equal(3);

    tick(1000);
    const read = await talk.api(a).read(id, sent[1]!.id);
    expect(expectContract(routes.markConversationRead, read).unreadCount).to.equal(1);
    expect(
      expectContract(routes.markConversationRead, await talk.api(a).read(id, sent[1]!.id)).unreadCount
    ).to.equal(1);
    const seen = expectContract(routes.listMessages, await talk.api(b).thread(id)).messages;
    expect(seen.map((m) => m.readAt)).to.deep.equal([
      clock.now.toISOString(),
      clock.now.toISOString(),
      null,
      null
    ]);
    // Reading up to one's own message reads everything before it.
    expect(
      expectContract(routes.markConversationRead, await talk.api(a).read(id, mine.id)).unreadCount
    ).to.equal(0);
    expect(await unread()).to.equal(0);
  });

  it('pages the list by newest activity while messages arrive, and its total unread count is the badge’s over every conversation', async () => {
    const me = await talk.talker('Meera Iyer');
    const others = [];
    for (const name of ['Kiran Rao', 'Vikram Das', 'Anil Menon', 'Suresh Pillai', 'Ravi Shankar']) {
      tick(1000);
      const other = await talk.talker(name);
      others.push({ other, id: await talk.match(other, me) });
    }
    const names = (items: { other: { displayName: string } }[]) => items.map((c) => c.other.displayName);
    const list = async (query: Record<string, string | number>) =>
      expectContract(routes.listConversations, await talk.api(me).list(query));
    const badge = async () =>
      expectContract(routes.getConversationUnreadCount, await talk.api(me).unreadCount()).unreadCount;

    const first = await list({ limit: 2 });
    expect(names(first.items)).to.deep.equal(['Ravi Shankar', 'Suresh Pillai']);
    expect(first.unreadCount).to.equal(0);
    // Two older conversations get messages mid-paging: they move ahead of the cursor (a fresh first page shows
    // them), and the page after the cursor holds what is still behind it, none twice.
    tick(1000);
    await talk.sent(others[0]!.other, others[0]!.id, 'Namaste');
    tick(1000);
    await talk.sent(others[2]!.other, others[2]!.id, 'Hello');
    await talk.sent(others[2]!.other, others[2]!.id, 'Are you there?');
    const second = await list({ limit: 2, before: first.nextBefore! });
    expect(names(second.items)).to.deep.equal(['Vikram Das']);
    expect(second).to.deep.include({ nextBefore: null, unreadCount: 3 });

    const fresh = await list({});
    expect(names(fresh.items)).to.deep.equal([
      'Anil Menon',
      'Kiran Rao',
      'Ravi Shankar',
      'Suresh Pillai',
      'Vikram Das'
    ]);
    expect(fresh.items.map((c) => c.unreadCount)).to.deep.equal([2, 1, 0, 0, 0]);
    expect(fresh.unreadCount).to.equal(await badge());
    const anil = fresh.items[0]!;
    await talk.api(me).read(anil.id, anil.lastMessage!.id).expect(200);
    expect((await list({})).unreadCount).to.equal(1);
    expect(await badge()).to.equal(1);
  });

  it(`refuses a member's 61st message within a minute with 429 message_rate_limited and Retry-After, and takes it a minute later`, async () => {
    const { a, id } = await pair();
    for (let i = 0; i < 60; i += 1) await talk.sent(a, id, `quick ${i}`);
    const refused = await talk.api(a).send(id, 'one too many');
    expectProblem(routes.sendMessage, refused, 'message_rate_limited');
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 60);
    tick(60_000);
    expect((await talk.api(a).send(id, 'a minute later')).status).to.equal(201);
  });

  it('lets an account younger than 7 days send 100 messages in a day (429 message_daily_limit after), and an older one more', async () => {
    const young = await pair(3);
    const old = await pair(8);
    for (const { a, id } of [young, old])
      for (let i = 0; i < 100; i += 1) {
        if (i % 50 === 0) tick(61_000);
        await talk.sent(a, id, `day ${i}`);
      }
    tick(61_000);
    const refused = await talk.api(young.a).send(young.id, 'the 101st');
    expectProblem(routes.sendMessage, refused, 'message_daily_limit');
    expect(Number(refused.headers['retry-after'])).to.be.within(60, 24 * 60 * 60);
    expect((await talk.api(old.a).send(old.id, 'the 101st')).status).to.equal(201);
    tick(24 * 60 * 60 * 1000);
    expect((await talk.api(young.a).send(young.id, 'the next day')).status).to.equal(201);
  });
});
