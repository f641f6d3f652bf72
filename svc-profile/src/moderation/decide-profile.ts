// An administrator's decision on a waiting profile (docs/product-rules.md#moderation). The decision names the
// revision the administrator saw; the write is conditional on it, so of two administrators deciding at
// once exactly one wins and the other gets a conflict. The member hears of it through the event.
import { outboxEvent, problem } from '@matrimony/service-kit';
import { type ProfileDoc } from '../store/profile-model';
import { updatedEvent } from '../store/profiles';
import { type Stores } from '../store';

export interface Decision {
  actorUserId: string;
  approve: boolean;
  revision: number;
  /** The rejection reason's text, as the member reads it. */
  reason: string | null;
  note: string | null;
  now: Date;
}

export function moderationConflict() {
  return problem(
    409,
    {
      title: 'Already Decided',
      description:
        'This profile was decided by another administrator or changed by the member since you opened it. Open it again to see its current state.'
    },
    'moderation_conflict'
  );
}

export async function decideProfile(stores: Stores, doc: ProfileDoc, decision: Decision) {
  const revision = doc.moderationRevision ?? 0;
  if (doc.moderationStatus !== 'pending' || revision !== decision.revision) throw moderationConflict();
  const status = decision.approve ? ('approved' as const) : ('rejected' as const);
  const profileId = String(doc._id);
  const decided = outboxEvent('profile.moderation.decided', {
    userId: doc.userId,
    profileId,
    at: decision.now.toISOString(),
    decision: status,
    reason: decision.reason
  });
  const newRevision = await stores.profiles.decideModeration(
    doc,
    revision,
    { status, reason: decision.reason },
    [updatedEvent(doc, status), decided]
  );
  if (newRevision === null) throw moderationConflict();
  await stores.moderationAudit.append({
    _id: `${profileId}:${revision}:decision`,
    at: decision.now,
    actorUserId: decision.actorUserId,
    action: decision.approve ? 'profile.approved' : 'profile.rejected',
    profileId,
    userId: doc.userId,
    memberNumber: doc.memberNumber,
    before: 'pending',
    after: status,
    reason: decision.reason,
    note: decision.note
  });
  return { moderationStatus: status, revision: newRevision };
}
