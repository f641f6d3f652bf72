// What administrators see: queue rows, the item with its flags, audit entries. Never the mobile or e-mail.
import { MODERATION_TARGET_HOURS } from '@matrimony/catalog';
import { type AuditEntry, type ModerationItem } from '@matrimony/contracts/http/profile/moderation';
import { type AuditEntryDoc } from '../../store/moderation-audit';
import { type ProfileDoc } from '../../store/profile-model';
import { ownProfileView } from '../profiles/view';

const HOUR_MS = 60 * 60 * 1000;

export function queueItemView(doc: ProfileDoc, now: Date) {
  const submittedAt = doc.submittedAt ?? doc.updatedAt;
  return {
    profileId: String(doc._id),
    memberNumber: doc.memberNumber,
    displayName: doc.fullName,
    submittedAt: submittedAt.toISOString(),
    overdue: now.getTime() - submittedAt.getTime() > MODERATION_TARGET_HOURS * HOUR_MS,
    firstReview: !doc.approvedOnce,
    flagCount: doc.textFlags?.length ?? 0,
    photoMatchCount: 0
  };
}

export function auditEntryView(doc: AuditEntryDoc): AuditEntry {
  return {
    id: doc._id,
    at: doc.at.toISOString(),
    actorUserId: doc.actorUserId,
    action: doc.action,
    profileId: doc.profileId,
    memberNumber: doc.memberNumber,
    before: doc.before,
    after: doc.after,
    reason: doc.reason,
    note: doc.note
  };
}

export function moderationItemView(doc: ProfileDoc, history: AuditEntryDoc[], now: Date): ModerationItem {
  const { mobile: _mobile, email: _email, ...profile } = ownProfileView(doc, now);
  return {
    profile: { ...profile, moderationStatus: doc.moderationStatus },
    memberNumber: doc.memberNumber,
    revision: doc.moderationRevision ?? 0,
    submittedAt: doc.submittedAt?.toISOString() ?? null,
    flags: (doc.textFlags ?? []).map(({ kind, field, excerpt }) => ({ kind, field, excerpt })),
    photoMatches: [],
    history: history.map(auditEntryView)
  };
}
