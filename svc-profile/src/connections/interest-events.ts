import { outboxEvent, type PendingEvent } from '@matrimony/service-kit';
import { type InterestDoc } from '../store/interests';

type Parties = Pick<InterestDoc, 'fromUserId' | 'toUserId' | 'fromProfileId' | 'toProfileId'>;

const dataOf = (id: string, parties: Parties) => ({
  interestId: id,
  fromUserId: parties.fromUserId,
  toUserId: parties.toUserId,
  fromProfileId: parties.fromProfileId,
  toProfileId: parties.toProfileId
});

/** The events one change of an interest publishes (ids only). */
export const interestEvents = {
  sent: (id: string, parties: Parties): PendingEvent[] => [
    outboxEvent('profile.interest.sent', dataOf(id, parties))
  ],
  accepted: (id: string, parties: Parties): PendingEvent[] => [
    outboxEvent('profile.interest.accepted', dataOf(id, parties)),
    outboxEvent('profile.match.created', dataOf(id, parties))
  ],
  declined: (id: string, parties: Parties): PendingEvent[] => [
    outboxEvent('profile.interest.declined', dataOf(id, parties))
  ],
  withdrawn: (id: string, parties: Parties, reason: 'sender' | 'blocked'): PendingEvent[] => [
    outboxEvent('profile.interest.withdrawn', { ...dataOf(id, parties), reason })
  ],
  expired: (id: string, parties: Parties): PendingEvent[] => [
    outboxEvent('profile.interest.expired', dataOf(id, parties))
  ]
};
