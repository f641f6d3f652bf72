// Who may talk (docs/product-rules.md#conversations): only the two members of a mutual match, while neither blocked
// the other, is suspended or left. A stranger gets the same 404 as a missing id on every route; an ended
// conversation stays readable and reportable, and takes no message.
import { expect } from 'chai';
import { type Response } from 'supertest';
import { conversationRoutes as routes } from '@matrimony/contracts/http/notify/conversations';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { conversations, type Talker } from './support/conversations';
import { startStack, type Stack } from './support/stack';

describe('conversations: who may talk', () => {
  let stack: Stack;
  let talk: ReturnType<typeof conversations>;
  before(async () => {
    stack = await startStack();
    talk = conversations(stack);
  });
  after(async () => {
    await stack?.stop();
  });

  /** A matched pair with one message from each: their conversation's id and the two messages' ids. */
  async function matchedPair() {
    const a = await talk.talker('Ananya Iyer');
    const b = await talk.talker('Karthik Raman');
    const id = await talk.match(a, b);
    const fromA = await talk.sent(a, id, 'Hello Karthik');
    const fromB = await talk.sent(b, id, 'Hello Ananya');
    return { a, b, id, fromA: fromA.id, fromB: fromB.id };
  }

  /** What a member gets from each route about one conversation. */
  async function everyRoute(member: Talker, id: string, theirMessage: string) {
    const api = talk.api(member);
    return {
      list: expectContract(routes.listConversations, await api.list()).items.find((c) => c.id === id),
      thread: await api.thread(id),
      send: await api.send(id, 'Are you there?'),
      read: await api.read(id, theirMessage),
      report: await api.report(id, theirMessage)
    };
  }

  it('opens one conversation per match (a redelivered or crossed match adds none), with the other’s name and card photo', async () => {
    const a = await talk.talker('Meera Nair');
    const b = await talk.talker('Arjun Menon');
    const match = talk.matchData(a, b);
    const event = await talk.event('profile.match.created', match);
    await talk.handle(event);
    await talk.event('profile.match.created', talk.matchData(b, a));
    for (const [reader, other] of [
      [a, b],
      [b, a]
    ] as const) {
      const list = expectContract(routes.listConversations, await talk.api(reader).list());
      expect(list.items).to.have.length(1);
      expect(list.items[0]!.other).to.deep.equal({
        profileId: other.profileId,
        displayName: other.fullName,
        photoUrl: `/api/profiles/photos/${other.profileId}/card`
      });
      expect(list.items[0]).to.deep.include({
        status: 'open',
        endReason: null,
        lastMessage: null,
        unreadCount: 0
      });
    }
  });

  it('finds the conversation with a match by their profile id, for each of the two; 404 for a stranger’s, one’s own or a missing profile', async () => {
    const { a, b, id } = await matchedPair();
    const stranger = await talk.talker('Stranger Danger');
    for (const [reader, other] of [
      [a, b],
      [b, a]
    ] as const) {
      const found = expectContract(
        routes.findConversationWith,
        await talk.api(reader).withProfile(other.profileId)
      );
      expect(found.conversation).to.deep.include({ id, status: 'open' });
      expect(found.conversation.other.profileId).to.equal(other.profileId);
    }
    for (const [reader, profileId] of [
      [stranger, a.profileId],
      [a, stranger.profileId],
      [a, a.profileId],
      [a, '0123456789abcdef01234567']
    ] as const)
      expectProblem(
        routes.findConversationWith,
        await talk.api(reader).withProfile(profileId),
        'conversation_not_found'
      );
    await talk.block(a, b);
    const ended = expectContract(routes.findConversationWith, await talk.api(b).withProfile(a.profileId));
    expect(ended.conversation).to.deep.include({ id, status: 'ended', endReason: 'closed' });
  });

  it('answers a stranger 404 conversation_not_found on every route, exactly as for an id that does not exist', async () => {
    const { a, id, fromB } = await matchedPair();
    const stranger = await talk.talker('Stranger Danger');
    const missing = '0123456789abcdef01234567';
    for (const target of [id, missing]) {
      const got = await everyRoute(stranger, target, fromB);
      expect(got.list).to.equal(undefined);
      expectProblem(routes.listMessages, got.thread, 'conversation_not_found');
      expectProblem(routes.sendMessage, got.send, 'conversation_not_found');
      expectProblem(routes.markConversationRead, got.read, 'conversation_not_found');
      expectProblem(routes.reportMessage, got.report, 'conversation_not_found');
    }
    // Nothing the stranger did reached the pair.
    expect(
      expectContract(routes.listConversations, await talk.api(a).list()).items[0]!.lastMessage!.text
    ).to.equal('Hello Ananya');
  });

  it('does not let a member use a message of another conversation as a cursor, read mark or report', async () => {
    const first = await matchedPair();
    const second = await matchedPair();
    const api = talk.api(first.a);
    expectProblem(
      routes.listMessages,
      await api.thread(first.id, { after: second.fromB }),
      'message_not_found'
    );
    expectProblem(routes.markConversationRead, await api.read(first.id, second.fromB), 'message_not_found');
    expectProblem(routes.reportMessage, await api.report(first.id, second.fromB), 'message_not_found');
  });

  /** The member of an ended conversation: it is listed and readable as ended, takes no message, and reports still go. */
  function expectEndedFor(got: Awaited<ReturnType<typeof everyRoute>>, endReason: 'closed' | 'left') {
    expect(got.list).to.deep.include({ status: 'ended', endReason });
    const thread = expectContract(routes.listMessages, got.thread);
    expect(thread.conversation).to.deep.include({ status: 'ended', endReason });
    expect(thread.messages.map((m) => m.text)).to.deep.equal(['Hello Karthik', 'Hello Ananya']);
    expectProblem(routes.sendMessage, got.send, 'conversation_ended');
    expect(expectContract(routes.markConversationRead, got.read).unreadCount).to.equal(0);
    expect(got.report.status).to.equal(202);
    expectContract(routes.reportMessage, got.report);
  }

  for (const by of ['a', 'b'] as const) {
    it(`ends the conversation for both when ${by === 'a' ? 'one' : 'the other'} blocks, and opens it again when the block is lifted`, async () => {
      const pair = await matchedPair();
      const [blocker, blocked] = by === 'a' ? [pair.a, pair.b] : [pair.b, pair.a];
      await talk.block(blocker, blocked);
      expectEndedFor(await everyRoute(pair.a, pair.id, pair.fromB), 'closed');
      expectEndedFor(await everyRoute(pair.b, pair.id, pair.fromA), 'closed');

      await talk.unblock(blocker, blocked);
      const sent = await talk.api(blocked).send(pair.id, 'Thank you for unblocking');
      expect(sent.status).to.equal(201);
    });
  }

  it('keeps a block that arrives after its own lifting lifted, and a block by each side until both are lifted', async () => {
    const { a, b, id } = await matchedPair();
    const blocked = {
      blockerUserId: a.userId,
      blockedUserId: b.userId,
      blockerProfileId: a.profileId,
      blockedProfileId: b.profileId
    };
    await talk.event('profile.member.unblocked', { ...blocked, at: '2026-11-20T10:00:00.000Z' });
    await talk.event('profile.member.blocked', { ...blocked, at: '2026-11-20T09:00:00.000Z' });
    expect((await talk.api(a).send(id, 'Still open')).status).to.equal(201);

    await talk.block(a, b);
    await talk.block(b, a);
    await talk.unblock(a, b);
    expectProblem(routes.sendMessage, await talk.api(a).send(id, 'Blocked still'), 'conversation_ended');
    await talk.unblock(b, a);
    expect((await talk.api(a).send(id, 'Open again')).status).to.equal(201);
  });

  it('ends it for both while a member is suspended: their token is refused, the other sees it closed; reinstated, it opens again', async () => {
    const pair = await matchedPair();
    await talk.event('identity.user.suspended', { userId: pair.b.userId, at: new Date().toISOString() });
    const refused: Response = await talk.api(pair.b).list();
    expect(refused.status).to.equal(401);
    expect(refused.body.code).to.equal('token_revoked');
    expectEndedFor(await everyRoute(pair.a, pair.id, pair.fromB), 'closed');

    await talk.event('identity.user.reinstated', { userId: pair.b.userId, at: new Date().toISOString() });
    expect((await talk.api(pair.a).send(pair.id, 'Welcome back')).status).to.equal(201);
  });

  it('ends it for good when a member deletes their account: the other sees that they left, without their name, photo or messages', async () => {
    const pair = await matchedPair();
    await talk.event('identity.user.deleted', { userId: pair.b.userId });
    expect((await talk.api(pair.b).list()).status).to.equal(401);
    const got = await everyRoute(pair.a, pair.id, pair.fromB);
    expect(got.list!.other.displayName).to.not.equal('Karthik Raman');
    expect(got.list!.other.photoUrl).to.equal(null);
    expect(got.list).to.deep.include({ status: 'ended', endReason: 'left' });
    const thread = expectContract(routes.listMessages, got.thread);
    expect(thread.conversation).to.deep.include({ status: 'ended', endReason: 'left' });
    // Their messages went with their account (docs/product-rules.md#conversation-data-rights).
    expect(thread.messages.map((m) => m.text)).to.deep.equal(['Hello Karthik']);
    expectProblem(routes.sendMessage, got.send, 'conversation_ended');
    expectProblem(routes.markConversationRead, got.read, 'message_not_found');
    expectProblem(routes.reportMessage, got.report, 'message_not_found');
  });

  it('answers own_message to reporting one’s own message and message_already_reported to a second report', async () => {
    const { a, id, fromA, fromB } = await matchedPair();
    expectProblem(routes.reportMessage, await talk.api(a).report(id, fromA), 'own_message');
    expect((await talk.api(a).report(id, fromB)).status).to.equal(202);
    expectProblem(routes.reportMessage, await talk.api(a).report(id, fromB), 'message_already_reported');
    const stored = await stack.notify.http.stores.messageReports.model
      .find({ reporterUserId: a.userId })
      .lean();
    expect(stored).to.have.length(1);
    expect(stored[0]).to.deep.include({
      reason: 'asked-for-money',
      reportedUserId: stored[0]!.reportedUserId
    });
    expect(String(stored[0]!.messageId)).to.equal(fromB);
  });

  it('refuses a message that is empty after trimming or longer than 1,000 characters, and a client message id that is not a uuid', async () => {
    const { a, id } = await matchedPair();
    const api = talk.api(a);
    expectProblem(routes.sendMessage, await api.send(id, '   '), 'validation_failed');
    expectProblem(routes.sendMessage, await api.send(id, 'x'.repeat(1001)), 'validation_failed');
    expect((await api.send(id, ` ${'x'.repeat(1000)} `)).status).to.equal(201);
    expectProblem(routes.sendMessage, await api.send(id, 'hello', 'not-a-uuid'), 'validation_failed');
  });

  it('never answers either member’s mobile or e-mail on any conversation route', async () => {
    const { a, b, id, fromA, fromB } = await matchedPair();
    const answers = [];
    for (const [member, theirs] of [
      [a, fromB],
      [b, fromA]
    ] as const) {
      const api = talk.api(member);
      answers.push(
        await api.list(),
        await api.unreadCount(),
        await api.thread(id),
        await api.thread(id, { before: theirs }),
        await api.send(id, 'Reply'),
        await api.read(id, theirs),
        await api.report(id, theirs)
      );
    }
    const everything = JSON.stringify(answers.map((res) => res.body));
    for (const secret of [a.mobile, a.email, b.mobile, b.email]) expect(everything).to.not.include(secret);
    expect(answers.every((res) => res.status < 300)).to.equal(true);
  });
});
