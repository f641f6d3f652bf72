import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { type Types } from 'mongoose';
import { type ExportStore } from '@matrimony/service-kit';
import { eraseMemberMessages } from '../src/events/erase-member-messages';
import { writeNotifyPart } from '../src/exports/notify-part';
import { type Stores } from '../src/store';
import { members, type TestMember } from './support/members';
import { startStack, type Stack } from './support/stack';

interface ExportedConversation {
  with: { displayName: string | null; memberNumber: string | null; left: boolean };
  messages: {
    from: 'me' | 'them';
    text: string;
    sentAt: string;
    readAt: string | null;
    warning: string | null;
  }[];
}

describe('conversations and the member’s data: the export holds the thread, a deleted account’s messages go', () => {
  let stack: Stack;
  let stores: Stores;
  let m: ReturnType<typeof members>;
  const start = new Date(Date.UTC(2026, 10, 20, 6, 0));

  /** The JSON of the member's export part. */
  async function exportOf(member: TestMember): Promise<Record<string, unknown>> {
    let written: unknown;
    const store = {
      async putJsonOnce(_name: string, value: unknown) {
        written = value;
      }
    } as unknown as ExportStore;
    await writeNotifyPart(
      stores,
      () => new Date(),
      { exportId: randomUUID(), userId: member.userId, requestedAt: new Date() },
      store
    );
    return written as Record<string, unknown>;
  }

  async function matched(a: TestMember, b: TestMember, names: [string, string], numbers: [string, string]) {
    for (const [member, name, number] of [
      [a, names[0], numbers[0]],
      [b, names[1], numbers[1]]
    ] as const) {
      await stores.conversationMembers.saveProfile(
        member.userId,
        { profileId: `p-${member.userId}`, displayName: name, memberNumber: number },
        start
      );
    }
    return stores.conversations.open(
      { userId: a.userId, profileId: `p-${a.userId}` },
      { userId: b.userId, profileId: `p-${b.userId}` },
      start
    );
  }

  async function send(conversationId: Types.ObjectId, from: TestMember, to: TestMember, text: string) {
    const seq = await stores.conversations.nextSeq(conversationId);
    const sentAt = new Date(start.getTime() + seq * 60_000);
    const message = (await stores.messages.add({
      conversationId,
      seq,
      senderUserId: from.userId,
      recipientUserId: to.userId,
      clientMessageId: randomUUID(),
      text,
      sentAt,
      warning: null
    }))!;
    await stores.conversations.recordMessage(
      conversationId,
      { id: message._id, seq, senderUserId: from.userId, text, sentAt },
      to.userId
    );
    return message;
  }

  before(async () => {
    stack = await startStack();
    stores = stack.notify.http.stores;
    m = members(stack);
  });
  after(async () => {
    await stack.stop();
  });

  it('exports every message by and to the member, the other member by name and member number only', async () => {
    const meera = await m.register('Meera Pillai');
    const ravi = await m.register('Ravi Kumar');
    const conversation = await matched(meera, ravi, ['Meera P.', 'Ravi K.'], ['M1000001', 'M1000002']);
    await send(conversation._id, ravi, meera, 'Hello Meera');
    await send(conversation._id, meera, ravi, 'Hello Ravi, nice to meet you');

    const part = await exportOf(meera);
    const conversations = part.conversations as ExportedConversation[];
    expect(conversations).to.have.length(1);
    expect(conversations[0]!.with).to.deep.equal({
      displayName: 'Ravi K.',
      memberNumber: 'M1000002',
      left: false
    });
    expect(conversations[0]!.messages.map((message) => [message.from, message.text])).to.deep.equal([
      ['them', 'Hello Meera'],
      ['me', 'Hello Ravi, nice to meet you']
    ]);
    const json = JSON.stringify(conversations);
    expect(json, 'nothing to reach the other member by')
      .to.not.contain(ravi.email)
      .and.not.contain(ravi.userId);

    const ravisPart = await exportOf(ravi);
    const ravisView = (ravisPart.conversations as ExportedConversation[])[0]!;
    expect(ravisView.with.memberNumber).to.equal('M1000001');
    expect(ravisView.messages.map((message) => message.from)).to.deep.equal(['me', 'them']);
  });

  it('keeps the member number a profile event carries, and a later event without one keeps it', async () => {
    const meera = await m.register('Meera Pillai');
    const profile = { userId: meera.userId, profileId: `p-${meera.userId}`, fullName: 'Meera P.' };
    const fields = { gender: 'female', moderationStatus: 'approved', cardPhotoUrl: null } as const;
    await m.event('profile.created', { ...profile, ...fields, memberNumber: 'M1000009' });
    await m.event('profile.updated', { ...profile, ...fields, fullName: 'Meera Pillai' });
    const record = (await stores.conversationMembers.getMany([meera.userId])).get(meera.userId)!;
    expect(record).to.include({ displayName: 'Meera Pillai', memberNumber: 'M1000009' });
  });

  it('a deleted account’s messages leave the other member’s thread, last message and unread count', async () => {
    const meera = await m.register('Meera Pillai');
    const ravi = await m.register('Ravi Kumar');
    const conversation = await matched(meera, ravi, ['Meera P.', 'Ravi K.'], ['M1000003', 'M1000004']);
    await send(conversation._id, meera, ravi, 'Hello Ravi');
    await send(conversation._id, ravi, meera, 'Please send money for my visa fee');
    await send(conversation._id, ravi, meera, 'Urgent');
    await stores.messageEmails.noteUnread(
      { conversationId: String(conversation._id), recipientUserId: meera.userId, senderUserId: ravi.userId },
      start
    );

    await stores.conversationMembers.markLeft(ravi.userId, new Date());
    await eraseMemberMessages(stores, ravi.userId);
    await eraseMemberMessages(stores, ravi.userId);

    const left = await stores.messages.model.find({ conversationId: conversation._id }).lean();
    expect(left.map((message) => message.text)).to.deep.equal(['Hello Ravi']);
    const after = (await stores.conversations.findById(conversation._id))!;
    expect(after.lastMessage?.text).to.equal('Hello Ravi');
    expect(after.participants.find((participant) => participant.userId === meera.userId)!.unread).to.equal(0);
    expect(await stores.messageEmails.get(String(conversation._id), meera.userId)).to.equal(null);

    const meerasView = ((await exportOf(meera)).conversations as ExportedConversation[])[0]!;
    expect(meerasView.with).to.deep.equal({ displayName: null, memberNumber: null, left: true });
    expect(meerasView.messages.map((message) => message.text)).to.deep.equal(['Hello Ravi']);
  });
});
