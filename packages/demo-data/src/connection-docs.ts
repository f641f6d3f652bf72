// The ready accounts' connections as svc-profile stores them (store/interests.ts, profile-views.ts,
// shortlist.ts, contact-access.ts), each with the outbox events the service itself writes with that change
// (connections/interest-events.ts, profile-views.ts `record`), dated when it happened: svc-profile's relay
// publishes them once and svc-notify turns them into the members' notifications, dated by the event.
import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { eventCatalogue, type EventData, type EventSubject } from '@matrimony/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TEMPLATES = ['liked-profile', 'family-interested', 'shared-values', 'read-with-interest'];

export interface Party {
  userId: string;
  _id: unknown;
}

/** An outbox entry (service-kit `PendingEvent`), its data checked against the catalogue as `outboxEvent` does. */
export interface SeededEvent {
  id: string;
  subject: EventSubject;
  data: unknown;
  occurredAt: Date;
}

function pendingEvent<S extends EventSubject>(subject: S, data: EventData<S>, occurredAt: Date): SeededEvent {
  return { id: randomUUID(), subject, data: eventCatalogue[subject].data.parse(data), occurredAt };
}

const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
/** The day in India (Asia/Kolkata, no daylight saving), as svc-profile's `dayInIndia`. */
const dayOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

function interest(from: Party, to: Party, status: 'pending' | 'accepted', sentAt: Date, index: number) {
  const _id = new ObjectId();
  const data = {
    interestId: String(_id),
    fromUserId: from.userId,
    toUserId: to.userId,
    fromProfileId: String(from._id),
    toProfileId: String(to._id)
  };
  const answeredAt = status === 'accepted' ? new Date(sentAt.getTime() + DAY_MS / 2) : null;
  return {
    _id,
    fromUserId: from.userId,
    toUserId: to.userId,
    fromProfileId: String(from._id),
    toProfileId: String(to._id),
    pairKey: pairKey(from.userId, to.userId),
    open: true,
    status,
    template: TEMPLATES[index % TEMPLATES.length],
    declineReason: null,
    sentAt,
    expiresAt: new Date(sentAt.getTime() + 30 * DAY_MS),
    answeredAt,
    // The send's event, then the acceptance's two (interestEvents.sent, interestEvents.accepted).
    pendingEvents: [
      pendingEvent('profile.interest.sent', data, sentAt),
      ...(answeredAt
        ? [
            pendingEvent('profile.interest.accepted', data, answeredAt),
            pendingEvent('profile.match.created', data, answeredAt)
          ]
        : [])
    ]
  };
}

function view(viewer: Party, owner: Party, viewedAt: Date) {
  const day = dayOf(viewedAt);
  const data = {
    viewerUserId: viewer.userId,
    viewerProfileId: String(viewer._id),
    ownerUserId: owner.userId,
    ownerProfileId: String(owner._id),
    viewedAt: viewedAt.toISOString()
  };
  return {
    _id: `${viewer.userId}:${owner.userId}:${day}`,
    viewerId: viewer.userId,
    ownerId: owner.userId,
    day,
    viewedAt,
    pendingEvents: [pendingEvent('profile.viewed', data, viewedAt)]
  };
}

/** An interest `from` sent `to` two days before `now`, accepted half a day later: the two are a mutual match. */
export function acceptedInterest(from: Party, to: Party, now: Date) {
  return interest(from, to, 'accepted', new Date(now.getTime() - 2 * DAY_MS), 0);
}

/**
 * `others`: 20 members of the other gender (interests, matches, views, shortlist); `contactViewers`: premium
 * members who opened the profile and saw its contact (Premium shows contacts: docs/product-rules.md#contact-details).
 */
export function readyConnectionDocs(
  me: Party,
  others: readonly Party[],
  contactViewers: readonly Party[],
  now: Date
) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const interests = [
    ...others.slice(0, 4).map((other, index) => interest(other, me, 'pending', ago(index + 0.2), index)),
    ...others.slice(4, 6).map((other, index) => interest(other, me, 'accepted', ago(index + 3), index)),
    interest(me, others[6]!, 'accepted', ago(5), 1),
    interest(me, others[7]!, 'pending', ago(1), 2)
  ];
  const revealedAt = contactViewers.map((_, index) => ago(index * 4 + 0.3));
  const views = [
    ...others.slice(8, 18).map((other, index) => view(other, me, ago(index * 0.7 + 0.1))),
    ...contactViewers.map((viewer, index) =>
      view(viewer, me, new Date(revealedAt[index]!.getTime() - 3 * 60_000))
    )
  ];
  const shortlist = others.slice(18, 20).map((other, index) => ({
    _id: `${me.userId}:${String(other._id)}`,
    userId: me.userId,
    profileId: String(other._id),
    ownerUserId: other.userId,
    addedAt: ago(index + 1)
  }));
  const reveals = contactViewers.map((viewer, index) => ({
    _id: `${viewer.userId}:${me.userId}`,
    viewerId: viewer.userId,
    ownerId: me.userId,
    day: dayOf(revealedAt[index]!),
    revealedAt: revealedAt[index]!,
    via: 'premium' as const
  }));
  return { interests, views, shortlist, reveals };
}
