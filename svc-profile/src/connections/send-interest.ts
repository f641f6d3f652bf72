// Sending an interest (docs/product-rules.md#interests-and-mutual-matches): one open interest per pair, crossing interests become a
// match, free members' daily sends counted atomically, premium held to a burst limit. The quota is taken
// before the insert and given back when the insert loses to another open interest of the pair.
import { Types } from 'mongoose';
import { type InterestTemplateId } from '@matrimony/catalog';
import { isDuplicateKey, problem, type HttpProblem, type Logger } from '@matrimony/service-kit';
import { learnFromAction } from '../discovery/revealed-learning';
import { profileNotFound, visibleToFilter, type Member } from '../discovery/viewer';
import { dayInIndia, nextDayStartInIndia, secondsUntilNextDayInIndia } from '../domain/india-day';
import {
  BURST_COUNTER_KEEP_MS,
  burstPeriodOf,
  expiryOf,
  INTEREST_MESSAGES,
  secondsUntilNextMinute,
  sendAllowanceOf
} from '../domain/interest-rules';
import { type InterestDoc } from '../store/interests';
import { type ProfileDoc } from '../store/profile-model';
import { type Stores } from '../store';
import { interestEvents } from './interest-events';

/** What a send needs of the other member's profile (not the whole document: photos, about, family). */
type OtherParty = Pick<ProfileDoc, '_id' | 'userId'>;

export interface SendResult {
  interest: InterestDoc;
  other: OtherParty;
  matched: boolean;
  remainingToday: number | null;
}

/** What a free member has left today; null for premium. */
export async function remainingToday(stores: Stores, viewer: Member, now: Date): Promise<number | null> {
  const allowance = sendAllowanceOf(viewer.isPremium);
  if (allowance.kind === 'burst') return null;
  return Math.max(
    0,
    allowance.perDay - (await stores.interestQuota.usedOn(viewer.profile.userId, dayInIndia(now)))
  );
}

/** Refuses or takes one send; resolves the sends left today (null: unlimited). */
async function takeSend(stores: Stores, viewer: Member, now: Date): Promise<number | null> {
  const allowance = sendAllowanceOf(viewer.isPremium);
  if (allowance.kind === 'burst') {
    const left = await stores.interestQuota.take(
      viewer.profile.userId,
      burstPeriodOf(now),
      allowance.perMinute,
      now,
      BURST_COUNTER_KEEP_MS
    );
    if (left === null)
      throw problem(429, INTEREST_MESSAGES.burstLimit, 'interest_burst_limit', {
        retryAfterSeconds: secondsUntilNextMinute(now)
      });
    return null;
  }
  const left = await stores.interestQuota.take(viewer.profile.userId, dayInIndia(now), allowance.perDay, now);
  if (left === null) {
    throw problem(429, INTEREST_MESSAGES.dailyLimit, 'interest_daily_limit', {
      retryAfterSeconds: secondsUntilNextDayInIndia(now),
      extra: { limit: allowance.perDay, resetsAt: nextDayStartInIndia(now).toISOString() }
    });
  }
  return left;
}

/** Why an open interest of the pair stops a new send, or null when it is theirs and pending (then sending accepts it). */
function blockingReason(open: InterestDoc, viewer: Member): HttpProblem | null {
  if (open.status === 'accepted') return problem(409, INTEREST_MESSAGES.alreadyMatched, 'already_matched');
  if (open.fromUserId === viewer.profile.userId)
    return problem(409, INTEREST_MESSAGES.alreadySent, 'interest_already_sent');
  return null;
}

export async function sendInterest(
  stores: Stores,
  viewer: Member,
  toProfileId: string,
  template: InterestTemplateId,
  now: Date,
  log: Logger
): Promise<SendResult> {
  const other: OtherParty | null = await stores.profiles.findIds({
    ...visibleToFilter(viewer),
    _id: new Types.ObjectId(toProfileId)
  });
  if (!other) throw profileNotFound();
  const me = viewer.profile.userId;

  // Their pending interest to me: sending back accepts it (a mutual match), no send is used.
  const acceptTheirs = async (theirs: InterestDoc): Promise<SendResult | null> => {
    const accepted = await stores.interests.settle(
      theirs._id,
      { status: 'accepted', at: now },
      interestEvents.accepted(String(theirs._id), theirs)
    );
    if (accepted) await learnFromAction(stores, viewer, toProfileId, 'accept', now, log);
    return accepted
      ? {
          interest: accepted,
          other,
          matched: true,
          remainingToday: await remainingToday(stores, viewer, now)
        }
      : null;
  };

  // A few attempts: the pair's open interest can change between the read and the write (answered, withdrawn).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { open, declinedBefore } = await stores.interests.standing(me, other.userId);
    if (open) {
      const reason = blockingReason(open, viewer);
      if (reason) throw reason;
      const result = await acceptTheirs(open);
      if (result) return result;
      continue;
    }
    if (declinedBefore) throw problem(409, INTEREST_MESSAGES.declinedBefore, 'interest_declined_before');

    const left = await takeSend(stores, viewer, now);
    const parties = {
      fromUserId: me,
      toUserId: other.userId,
      fromProfileId: String(viewer.profile._id),
      toProfileId: String(other._id)
    };
    try {
      const interest = await stores.interests.insertPending(
        { ...parties, template, sentAt: now, expiresAt: expiryOf(now) },
        (id) => interestEvents.sent(String(id), parties)
      );
      await learnFromAction(stores, viewer, toProfileId, 'sendInterest', now, log);
      return { interest, other, matched: false, remainingToday: left };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // The other member's interest (or my own from another tab) landed first.
      if (left !== null) await stores.interestQuota.giveBack(me, dayInIndia(now));
    }
  }
  throw problem(409, INTEREST_MESSAGES.alreadySent, 'interest_already_sent');
}
