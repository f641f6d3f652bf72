import { expect } from 'chai';
import { ObjectId } from 'mongodb';
import { eventCatalogue } from '@matrimony/contracts';
import { readyConnectionDocs, type Party } from '../src/connection-docs';

describe('the ready accounts’ seeded connections', () => {
  const now = new Date('2026-11-25T06:00:00Z');
  const party = (userId: string): Party => ({ userId, _id: new ObjectId() });
  const me = party('ready-bride');
  const others = Array.from({ length: 20 }, (_, i) => party(`demo-${i}`));
  const docs = readyConnectionDocs(me, others, [party('demo-premium-1'), party('demo-premium-2')], now);
  const subjectsOf = (doc: { pendingEvents: { subject: string }[] }) =>
    doc.pendingEvents.map((event) => event.subject);

  it('carry the outbox events svc-profile writes with each change, dated when it happened', () => {
    const received = docs.interests.find((doc) => doc.toUserId === me.userId && doc.status === 'pending')!;
    expect(subjectsOf(received)).to.deep.equal(['profile.interest.sent']);
    expect(received.pendingEvents[0]!.occurredAt).to.deep.equal(received.sentAt);
    expect(received.pendingEvents[0]!.data).to.deep.equal({
      interestId: String(received._id),
      fromUserId: received.fromUserId,
      toUserId: me.userId,
      fromProfileId: received.fromProfileId,
      toProfileId: String(me._id)
    });
    const accepted = docs.interests.find((doc) => doc.fromUserId === me.userId && doc.status === 'accepted')!;
    expect(subjectsOf(accepted)).to.deep.equal([
      'profile.interest.sent',
      'profile.interest.accepted',
      'profile.match.created'
    ]);
    expect(accepted.pendingEvents[1]!.occurredAt).to.deep.equal(accepted.answeredAt);
    for (const view of docs.views) {
      expect(subjectsOf(view)).to.deep.equal(['profile.viewed']);
      expect(view.pendingEvents[0]!.occurredAt).to.deep.equal(view.viewedAt);
    }
  });

  it('publish each event once, with data the catalogue accepts', () => {
    const events = [...docs.interests, ...docs.views].flatMap((doc) => doc.pendingEvents);
    expect(new Set(events.map((event) => event.id)).size).to.equal(events.length);
    for (const event of events)
      expect(eventCatalogue[event.subject].data.safeParse(event.data).success, event.subject).to.equal(true);
  });

  it('record premium members who opened the profile and saw its contact', () => {
    expect(docs.reveals.map((reveal) => reveal.viewerId)).to.deep.equal(['demo-premium-1', 'demo-premium-2']);
    for (const reveal of docs.reveals) {
      expect(reveal).to.include({
        _id: `${reveal.viewerId}:${me.userId}`,
        ownerId: me.userId,
        via: 'premium'
      });
      const viewed = docs.views.find((view) => view.viewerId === reveal.viewerId)!;
      expect(viewed.viewedAt.getTime()).to.be.below(reveal.revealedAt.getTime());
    }
  });
});
