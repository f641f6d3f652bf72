// Conversation safety end to end (docs/product-rules.md#conversation-safety, #conversation-e-mails and
// #conversation-data-rights): through the members' own API and events.
import { expect } from 'chai';
import request from 'supertest';
import { conversationRoutes as routes } from '@matrimony/contracts/http/notify/conversations';
import { notifyApi } from '@matrimony/contracts/http/notify';
import { expectContract } from '@matrimony/service-kit/testing';
import { conversationStateFrom, sendDueUnreadMessageEmails } from '../src/jobs/unread-message-emails';
import { conversations } from './support/conversations';
import { startStack, type Stack } from './support/stack';

const MINUTE = 60 * 1000;

describe('conversation safety: warnings, moderators’ counts, the unread e-mail and a member who left', () => {
  let stack: Stack;
  let talk: ReturnType<typeof conversations>;
  const adminBearer = () =>
    `Bearer ${stack.issuer.sign({ sub: 'moderator-1', realm_access: { roles: ['member', 'admin'] } })}`;

  before(async () => {
    stack = await startStack();
    talk = conversations(stack);
  });
  after(async () => {
    await stack?.stop();
  });

  it('delivers a message asking for money, a UPI ID or a link with its warning, counted for the moderators', async () => {
    const meera = await talk.talker('Meera Nair');
    const ravi = await talk.talker('Ravi Kumar');
    const id = await talk.match(meera, ravi);
    await talk.sent(ravi, id, 'Hello Meera, how are you?');
    await talk.sent(ravi, id, 'My gift is stuck, please pay the customs fee');
    await talk.sent(ravi, id, 'paise bhejo on ravi.k@okaxis');
    await talk.sent(ravi, id, 'See https://bit.ly/3abc');

    const thread = expectContract(routes.listMessages, await talk.api(meera).thread(id).expect(200));
    expect(thread.messages.map((message) => message.warning)).to.deep.equal([
      null,
      'money-request',
      'money-request',
      'link'
    ]);
    const queue = expectContract(
      notifyApi.routes.messageReportQueue,
      await request(stack.app)
        .get('/api/notify/admin/message-reports')
        .set('Authorization', adminBearer())
        .expect(200)
    );
    const counts = Object.fromEntries(queue.flaggedMessages.map((count) => [count.kind, count.last7Days]));
    expect(counts).to.deep.equal({ 'money-request': 2, 'payment-handle': 0, link: 1 });
  });

  it('a reported message reaches the moderators, who open it only through the report (audited)', async () => {
    const meera = await talk.talker('Meera Nair');
    const ravi = await talk.talker('Ravi Kumar');
    const id = await talk.match(meera, ravi);
    await talk.sent(meera, id, 'Hello Ravi');
    const asked = await talk.sent(ravi, id, 'Send money urgently please');
    await talk.api(meera).report(id, asked.id).expect(202);

    const queue = expectContract(
      notifyApi.routes.messageReportQueue,
      await request(stack.app)
        .get('/api/notify/admin/message-reports')
        .query({ pageSize: 100 })
        .set('Authorization', adminBearer())
        .expect(200)
    );
    const report = queue.items.find((item) => item.reported.displayName === 'Ravi Kumar' && item.warning)!;
    expect(report.reporter.displayName).to.equal('Meera Nair');
    const opened = expectContract(
      notifyApi.routes.reportedThread,
      await request(stack.app)
        .get(`/api/notify/admin/message-reports/${report.id}`)
        .set('Authorization', adminBearer())
        .expect(200)
    );
    expect(opened.messages.map((message) => [message.author, message.text, message.reported])).to.deep.equal([
      ['reporter', 'Hello Ravi', false],
      ['reported', 'Send money urgently please', true]
    ]);
    const reads = await stack.notify.http.stores.moderatorReads.model
      .find({ adminUserId: 'moderator-1' })
      .lean();
    expect(reads.map((read) => String(read.conversationId))).to.include(id);
    // A member, even the reporter, cannot reach it.
    await request(stack.app)
      .get(`/api/notify/admin/message-reports/${report.id}`)
      .set('Authorization', `Bearer ${stack.issuer.sign({ sub: meera.userId })}`)
      .expect(403);
  });

  it('an unread message becomes one e-mail once it has waited; none once it is read', async () => {
    const meera = await talk.talker('Meera Nair');
    const ravi = await talk.talker('Ravi Kumar');
    const id = await talk.match(meera, ravi);
    const first = await talk.sent(ravi, id, 'Hello Meera');
    const { stores } = stack.notify.http;
    const deps = {
      ...stack.notify.events,
      ...stores,
      queuedEmails: stack.notify.queuedEmails,
      conversationState: conversationStateFrom(stores)
    };
    const later = (ms: number) => ({ ...deps, now: () => new Date(Date.now() + ms) });
    await sendDueUnreadMessageEmails(later(16 * MINUTE));
    const unreadMails = async () =>
      (await talk.mails(meera)).filter((mail) => mail.subject === 'You have new messages from Ravi Kumar');
    expect(await unreadMails()).to.have.length(1);

    await talk.sent(ravi, id, 'Are you there?');
    await talk.api(meera).read(id, first.id).expect(200);
    const all = expectContract(routes.listMessages, await talk.api(meera).thread(id)).messages;
    await talk.api(meera).read(id, all.at(-1)!.id).expect(200);
    await sendDueUnreadMessageEmails(later(7 * 60 * MINUTE));
    expect(await unreadMails(), 'read: nothing more').to.have.length(1);
  });

  it('a deleted account’s messages leave the other member’s thread, which shows that the member left', async () => {
    const meera = await talk.talker('Meera Nair');
    const ravi = await talk.talker('Ravi Kumar');
    const id = await talk.match(meera, ravi);
    const arjun = await talk.talker('Arjun Menon');
    const staying = await talk.match(meera, arjun);
    await talk.sent(meera, id, 'Hello Ravi');
    await talk.sent(ravi, id, 'Hello Meera');
    await talk.sent(arjun, staying, 'Namaste Meera');
    await talk.sent(arjun, staying, 'Shall we talk on Sunday?');
    const unreadTotal = async () =>
      expectContract(routes.getConversationUnreadCount, await talk.api(meera).unreadCount()).unreadCount;
    expect(await unreadTotal()).to.equal(3);
    await talk.event('identity.user.deleted', { userId: ravi.userId });
    expect(
      await unreadTotal(),
      'the leaver’s message no longer counts; the other conversation’s do'
    ).to.equal(2);
    await talk.event('identity.user.deleted', { userId: ravi.userId });
    expect(await unreadTotal(), 'the deletion handled again').to.equal(2);

    const thread = expectContract(routes.listMessages, await talk.api(meera).thread(id).expect(200));
    expect(thread.messages.map((message) => message.text)).to.deep.equal(['Hello Ravi']);
    expect(thread.conversation).to.include({ status: 'ended', endReason: 'left', unreadCount: 0 });
    expect(thread.conversation.lastMessage?.text).to.equal('Hello Ravi');
    expect(JSON.stringify(thread)).to.not.contain('Hello Meera');
    const list = expectContract(routes.listConversations, await talk.api(meera).list());
    expect(list.items.find((item) => item.id === id)).to.deep.include({ status: 'ended', endReason: 'left' });

    // Nothing of the conversations names the member any more (the revocation record keeps only a hash).
    const db = stack.mongo.db!;
    for (const { name } of await db.listCollections().toArray()) {
      const docs = await db.collection(name).find({}).toArray();
      expect(
        docs.filter((doc) => JSON.stringify(doc).includes(ravi.userId)),
        name
      ).to.deep.equal([]);
    }
  });
});
