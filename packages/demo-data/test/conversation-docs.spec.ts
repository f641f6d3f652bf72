import { expect } from 'chai';
import { ObjectId } from 'mongodb';
import { messageWarningOf } from '@matrimony/catalog/text-flags';
import {
  reportMessageBodySchema,
  sendMessageBodySchema
} from '@matrimony/contracts/http/notify/conversations';
import { type ReadyMemberKey } from '@matrimony/dev-stack';
import { exchangeDocs, type ExchangeDocs } from '../src/conversation-docs';
import { READY_CONVERSATIONS } from '../src/conversation-scripts';

const HOUR_MS = 60 * 60 * 1000;

describe('the ready members’ seeded conversations', () => {
  const now = new Date('2026-11-25T06:00:00Z');
  // The newest demo match first, as seed-connections dates them (2.5, 3.5 and 4.5 days ago).
  const matchedAt = [60, 84, 108].map((hours) => new Date(now.getTime() - hours * HOUR_MS));
  const me = 'ready-member';
  const them = (index: number) => `demo-${index}`;
  const seeded = (Object.keys(READY_CONVERSATIONS) as ReadyMemberKey[]).map((key) => ({
    key,
    exchanges: READY_CONVERSATIONS[key].map((exchange, index) =>
      exchangeDocs(exchange, { _id: new ObjectId(), matchedAt: matchedAt[index]! }, me, them(index), now)
    )
  }));
  const all = seeded.flatMap(({ exchanges }) => exchanges);

  it('give each ready member one conversation waiting to be read and one read to the end', () => {
    expect(seeded.map(({ key }) => key)).to.have.members(['bride', 'groom', 'suitor', 'free']);
    for (const { key, exchanges } of seeded) {
      const [waiting, read] = exchanges;
      expect(waiting!.conversation.unread[me], key).to.be.at.least(1);
      const unread = waiting!.messages.filter((message) => !message.readAt);
      expect(
        unread.every((message) => message.senderUserId === them(0)),
        key
      ).to.equal(true);
      expect(waiting!.conversation.unread[me]).to.equal(unread.length);
      expect(read!.conversation.unread[me], key).to.equal(0);
      expect(
        read!.messages.every((message) => message.readAt),
        key
      ).to.equal(true);
      for (const docs of exchanges) {
        // Read receipts on the ready member's own messages: the demo member read each of them.
        const mine = docs.messages.filter((message) => message.senderUserId === me);
        expect(mine, key).to.not.be.empty;
        expect(mine.every((message) => message.readAt)).to.equal(true);
        expect(Object.values(docs.conversation.unread).reduce((a, b) => a + b)).to.equal(
          docs.messages.filter((message) => !message.readAt).length
        );
      }
    }
  });

  it('number the messages, date them after the match, each after the one before, and end on the last message', () => {
    seeded.forEach(({ exchanges }) =>
      exchanges.forEach((docs, index) => {
        const { messages, conversation } = docs;
        expect(messages.map((message) => message.seq)).to.deep.equal(messages.map((_, at) => at + 1));
        expect(messages[0]!.sentAt.getTime()).to.be.above(matchedAt[index]!.getTime());
        for (let at = 1; at < messages.length; at += 1)
          expect(messages[at]!.sentAt.getTime()).to.be.above(messages[at - 1]!.sentAt.getTime());
        const last = messages[messages.length - 1]!;
        expect(last.sentAt.getTime()).to.be.below(now.getTime());
        expect(conversation.seq).to.equal(messages.length);
        expect(conversation.activityAt).to.deep.equal(last.sentAt);
        expect(conversation.lastMessage).to.deep.equal({
          id: last._id,
          seq: last.seq,
          senderUserId: last.senderUserId,
          text: last.text,
          sentAt: last.sentAt
        });
        for (const message of messages) {
          expect(sendMessageBodySchema.parse(message)).to.deep.equal({
            clientMessageId: message.clientMessageId,
            text: message.text
          });
          expect([me, them(index)]).to.have.members([message.senderUserId, message.recipientUserId]);
        }
      })
    );
    const clientIds = all.flatMap(({ messages }) => messages.map((message) => message.clientMessageId));
    expect(new Set(clientIds).size).to.equal(clientIds.length);
  });

  it('mark messages read as reading up to a message does: before the answer, never before the message came', () => {
    for (const { messages } of all)
      messages.forEach((message, index) => {
        if (!message.readAt) return;
        expect(message.readAt.getTime()).to.be.at.least(message.sentAt.getTime());
        const answer = messages
          .slice(index + 1)
          .find((later) => later.senderUserId === message.recipientUserId);
        if (answer) expect(message.readAt.getTime()).to.be.at.most(answer.sentAt.getTime());
        for (const earlier of messages.slice(0, index))
          if (earlier.recipientUserId === message.recipientUserId) {
            expect(earlier.readAt, earlier.text).to.not.equal(null);
            expect(earlier.readAt!.getTime()).to.be.at.most(message.readAt.getTime());
          }
      });
  });

  it('carry the flagger’s warning: only the money request to the bride is flagged, counted and reported by her', () => {
    const flagged = all.flatMap(({ messages }) => messages.filter((message) => message.warning));
    expect(flagged).to.have.length(1);
    const [request] = flagged;
    expect(request!.text).to.match(/₹5,000 by UPI to \S+@okaxis/);
    expect(request!.warning).to.equal(messageWarningOf(request!.text));
    for (const { messages } of all)
      for (const message of messages) expect(message.warning).to.equal(messageWarningOf(message.text));

    const bride = seeded.find(({ key }) => key === 'bride')!.exchanges;
    const withRequest: ExchangeDocs = bride.find((docs) => docs.messages.includes(request!))!;
    const day = request!.sentAt.toISOString().slice(0, 10);
    expect(withRequest.flaggedCounts).to.deep.equal([
      { _id: `${day}:${request!.warning}`, day, kind: request!.warning }
    ]);
    expect(all.flatMap((docs) => docs.flaggedCounts)).to.have.length(1);

    const report = withRequest.report!;
    expect(report).to.include({
      messageId: request!._id,
      conversationId: request!.conversationId,
      reporterUserId: me,
      reportedUserId: request!.senderUserId
    });
    expect(reportMessageBodySchema.parse({ reason: report.reason, details: report.details })).to.deep.equal({
      reason: 'asked-for-money',
      details: report.details
    });
    expect(report.reportedAt.getTime()).to.be.above(request!.readAt!.getTime());
    expect(report.reportedAt.getTime()).to.be.at.most(now.getTime());
    expect(all.filter((docs) => docs.report)).to.have.length(1);
  });

  it('keep a script’s messages after a match newer than the script', () => {
    const recent = new Date(now.getTime() - 30 * HOUR_MS);
    const { messages } = exchangeDocs(
      READY_CONVERSATIONS.bride[0]!,
      { _id: new ObjectId(), matchedAt: recent },
      me,
      them(0),
      now
    );
    expect(messages[0]!.sentAt.getTime()).to.be.above(recent.getTime());
    for (let at = 1; at < messages.length; at += 1)
      expect(messages[at]!.sentAt.getTime()).to.be.above(messages[at - 1]!.sentAt.getTime());
  });
});
