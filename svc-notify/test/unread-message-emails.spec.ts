import { expect } from 'chai';
import { Types } from 'mongoose';
import request from 'supertest';
import { type defaultNotificationSettings } from '@matrimony/catalog/notifications';
import {
  sendDueUnreadMessageEmails,
  type UnreadConversationState,
  type UnreadMessageEmailDeps
} from '../src/jobs/unread-message-emails';
import { createMessageEmailsStore, type MessageEmailsStore } from '../src/store/message-emails';
import { members, unsubscribeUrlOf, type TestMember } from './support/members';
import { startStack, type Stack } from './support/stack';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('unread-messages e-mail: at most once in six hours per conversation, only while unread', () => {
  let stack: Stack;
  let m: ReturnType<typeof members>;
  let messageEmails: MessageEmailsStore;
  let clock: Date;
  /** Per conversation id: what the recipient's side looks like (the conversation store's answer). */
  const states = new Map<string, UnreadConversationState>();
  let deps: UnreadMessageEmailDeps;

  const at = (ms: number) => new Date(Date.UTC(2026, 10, 27, 8, 0) + ms);
  const pass = async (ms: number) => {
    clock = at(ms);
    await sendDueUnreadMessageEmails(deps);
  };
  const unreadMails = async (member: TestMember) =>
    (await m.mails(member)).filter((mail) => mail.subject?.startsWith('You have new messages'));

  /** A conversation where `sender` wrote to `recipient` at `ms`, unread. */
  const conversation = async (
    sender: TestMember,
    recipient: TestMember,
    ms: number,
    senderName = 'Ravi K.'
  ) => {
    const conversationId = String(new Types.ObjectId());
    states.set(conversationId, { unread: 1, open: true, senderName });
    await messageEmails.noteUnread(
      { conversationId, recipientUserId: recipient.userId, senderUserId: sender.userId },
      at(ms)
    );
    return conversationId;
  };
  const message = (conversationId: string, sender: TestMember, recipient: TestMember, ms: number) => {
    const state = states.get(conversationId)!;
    state.unread += 1;
    return messageEmails.noteUnread(
      { conversationId, recipientUserId: recipient.userId, senderUserId: sender.userId },
      at(ms)
    );
  };

  before(async () => {
    stack = await startStack();
    m = members(stack);
    messageEmails = createMessageEmailsStore(stack.mongo);
    await messageEmails.model.init();
    deps = {
      ...stack.notify.events,
      ...stack.notify.events.stores,
      messageEmails,
      queuedEmails: stack.notify.queuedEmails,
      conversationState: async (conversationId) => states.get(conversationId) ?? null,
      now: () => clock
    };
  });
  after(async () => {
    await stack.stop();
  });

  it('waits a quarter of an hour, then e-mails who wrote (never what), with the safety reminder and the link', async () => {
    const ravi = await m.register('Ravi Kumar');
    const meera = await m.register('Meera Pillai');
    const id = await conversation(ravi, meera, 0);
    await pass(14 * MINUTE);
    expect(await unreadMails(meera), 'not yet').to.have.length(0);
    await pass(15 * MINUTE);
    const mails = await unreadMails(meera);
    expect(mails).to.have.length(1);
    expect(mails[0]!.subject).to.equal('You have new messages from Ravi K.');
    expect(mails[0]!.text).to.contain('Hello Meera Pillai,');
    expect(mails[0]!.text).to.contain(`http://localhost:8080/messages/${id}`);
    expect(mails[0]!.text).to.contain('never send money');
    expect(mails[0]!.headers['List-Unsubscribe']).to.be.a('string');
    expect(await unreadMails(ravi), 'the sender gets nothing').to.have.length(0);
  });

  it('sends at most one in six hours per conversation while messages stay unread, then one more', async () => {
    const ravi = await m.register('Ravi Kumar');
    const meera = await m.register('Meera Pillai');
    const id = await conversation(ravi, meera, 0);
    await pass(20 * MINUTE);
    for (const minutes of [30, 90, 180, 300]) {
      await message(id, ravi, meera, minutes * MINUTE);
      await pass((minutes + 20) * MINUTE);
    }
    expect(await unreadMails(meera), 'one in the first six hours').to.have.length(1);
    await pass(6 * HOUR + 19 * MINUTE);
    expect(await unreadMails(meera)).to.have.length(1);
    await pass(6 * HOUR + 20 * MINUTE);
    expect(await unreadMails(meera), 'six hours after the first').to.have.length(2);
    await pass(7 * HOUR);
    expect(await unreadMails(meera), 'nothing new after it').to.have.length(2);
  });

  it('each conversation has its own six hours', async () => {
    const ravi = await m.register('Ravi Kumar');
    const arjun = await m.register('Arjun Rao');
    const meera = await m.register('Meera Pillai');
    await conversation(ravi, meera, 0, 'Ravi K.');
    await conversation(arjun, meera, MINUTE, 'Arjun R.');
    await pass(30 * MINUTE);
    expect((await unreadMails(meera)).map((mail) => mail.subject)).to.have.members([
      'You have new messages from Ravi K.',
      'You have new messages from Arjun R.'
    ]);
  });

  it('sends nothing once the messages are read, and nothing for an ended conversation', async () => {
    const ravi = await m.register('Ravi Kumar');
    const meera = await m.register('Meera Pillai');
    const read = await conversation(ravi, meera, 0);
    const ended = await conversation(ravi, meera, 0);
    states.get(read)!.unread = 0;
    states.get(ended)!.open = false;
    await pass(HOUR);
    expect(await unreadMails(meera)).to.have.length(0);
    expect((await messageEmails.get(read, meera.userId))!.dueAt, 'nothing waits').to.equal(null);

    // A new unread message later is e-mailed as usual.
    await message(read, ravi, meera, 2 * HOUR);
    await pass(3 * HOUR);
    expect(await unreadMails(meera)).to.have.length(1);
  });

  it('sends nothing while the member has "messages" e-mails off, and the e-mail’s own link switches them off', async () => {
    const ravi = await m.register('Ravi Kumar');
    const meera = await m.register('Meera Pillai');
    const first = await conversation(ravi, meera, 0);
    await pass(HOUR);
    const [mail] = await unreadMails(meera);
    const link = new URL(unsubscribeUrlOf(mail!.text));
    await request(stack.app)
      .post(`${link.pathname}${link.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const settings = (
      await request(stack.app).get('/api/notify/settings').set('Authorization', m.bearer(meera)).expect(200)
    ).body as ReturnType<typeof defaultNotificationSettings>;
    expect(settings.messages).to.deep.equal({ inApp: true, email: false });

    await message(first, ravi, meera, 8 * HOUR);
    await conversation(ravi, meera, 8 * HOUR);
    await pass(9 * HOUR);
    expect(await unreadMails(meera)).to.have.length(1);
  });

  it('forgets a deleted member’s records, as recipient and as sender', async () => {
    const ravi = await m.register('Ravi Kumar');
    const meera = await m.register('Meera Pillai');
    const id = await conversation(ravi, meera, 0);
    await messageEmails.erase(ravi.userId);
    expect(await messageEmails.get(id, meera.userId)).to.equal(null);
  });
});
