// Accept, decline, withdraw (docs/product-rules.md#interests-and-mutual-matches): only the addressee answers, only the sender
// withdraws, only while pending. Members blocked either way no longer see each other's interests.
import { type DeclineReasonId } from '@matrimony/catalog';
import { problem, type Logger } from '@matrimony/service-kit';
import { learnFromAction } from '../discovery/revealed-learning';
import { type Member } from '../discovery/viewer';
import { INTEREST_MESSAGES } from '../domain/interest-rules';
import { otherPartyOf, type InterestDoc } from '../store/interests';
import { type Stores } from '../store';
import { interestEvents } from './interest-events';

export type Answer =
  | { action: 'accept' }
  | { action: 'decline'; reason: DeclineReasonId | null }
  | { action: 'withdraw' };

const notFound = () => problem(404, INTEREST_MESSAGES.notFound, 'interest_not_found');
const notPending = () => problem(409, INTEREST_MESSAGES.notPending, 'interest_not_pending');

export async function answerInterest(
  stores: Stores,
  viewer: Member,
  interestId: string,
  answer: Answer,
  now: Date,
  log: Logger
): Promise<InterestDoc> {
  const me = viewer.profile.userId;
  const interest = await stores.interests.findById(interestId);
  // Someone else's interest looks exactly like a missing one.
  if (!interest || (interest.fromUserId !== me && interest.toUserId !== me)) throw notFound();
  const other = otherPartyOf(interest, me);
  if (viewer.blocked.includes(other)) throw notFound();

  if (answer.action === 'withdraw' && interest.fromUserId !== me)
    throw problem(403, INTEREST_MESSAGES.notSender, 'not_interest_sender');
  if (answer.action !== 'withdraw' && interest.toUserId !== me)
    throw problem(403, INTEREST_MESSAGES.notAddressee, 'not_interest_addressee');
  if (interest.status !== 'pending') throw notPending();
  if (interest.expiresAt <= now) {
    // Lapsed, though the hourly job has not marked it yet.
    await expireInterest(stores, interest, now);
    throw notPending();
  }

  const id = String(interest._id);
  const settled =
    answer.action === 'accept'
      ? await stores.interests.settle(
          interest._id,
          { status: 'accepted', at: now },
          interestEvents.accepted(id, interest)
        )
      : answer.action === 'decline'
        ? await stores.interests.settle(
            interest._id,
            { status: 'declined', at: now, declineReason: answer.reason },
            interestEvents.declined(id, interest)
          )
        : await stores.interests.settle(
            interest._id,
            { status: 'withdrawn', at: now },
            interestEvents.withdrawn(id, interest, 'sender')
          );
  // Answered or withdrawn by the other side a moment earlier.
  if (!settled) throw notPending();
  if (answer.action !== 'withdraw')
    await learnFromAction(stores, viewer, interest.fromProfileId, answer.action, now, log);
  return settled;
}

export function expireInterest(stores: Stores, interest: InterestDoc, now: Date) {
  return stores.interests.settle(
    interest._id,
    { status: 'expired', at: now },
    interestEvents.expired(String(interest._id), interest)
  );
}

/** Marks every pending interest older than 30 days expired; returns how many. */
export async function expireDueInterests(stores: Stores, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await stores.interests.dueToExpire(now, 200);
    for (const interest of due) if (await expireInterest(stores, interest, now)) expired += 1;
    if (due.length < 200) return expired;
  }
}
