// What administrators see: queue rows, the item with its flags, audit entries. Never the mobile or e-mail.
import { MODERATION_TARGET_HOURS } from '@matrimony/catalog';
import { type AuditEntry, type ModerationItem } from '@matrimony/contracts/http/profile/moderation';
import { type AuditEntryDoc } from '../../store/moderation-audit';
import { type ProfileDoc } from '../../store/profile-model';
import { imageUrls, ownProfileView } from '../profiles/view';

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
    photoMatchCount: doc.photoMatches?.length ?? 0
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

/** The other members whose photos match, by userId (a gone member's match is left out). */
export type MatchedOwners = Map<string, Pick<ProfileDoc, '_id' | 'memberNumber' | 'fullName'>>;

export function moderationItemView(
  doc: ProfileDoc,
  history: AuditEntryDoc[],
  owners: MatchedOwners,
  now: Date
): ModerationItem {
  // Moderators need neither the contact details nor the private birth time and place.
  const {
    mobile: _mobile,
    email: _email,
    birthTime: _birthTime,
    birthPlace: _birthPlace,
    ...profile
  } = ownProfileView(doc, now);
  return {
    profile: { ...profile, moderationStatus: doc.moderationStatus },
    memberNumber: doc.memberNumber,
    revision: doc.moderationRevision ?? 0,
    submittedAt: doc.submittedAt?.toISOString() ?? null,
    flags: (doc.textFlags ?? []).map(({ kind, field, excerpt }) => ({ kind, field, excerpt })),
    photoMatches: (doc.photoMatches ?? []).flatMap((match) => {
      const other = owners.get(match.otherUserId);
      if (!other) return [];
      return [
        {
          photo: { photoId: match.photoId, url: imageUrls({ id: match.photoId }).card },
          other: {
            photoId: match.otherPhotoId,
            url: imageUrls({ id: match.otherPhotoId }).card,
            profileId: String(other._id),
            memberNumber: other.memberNumber,
            displayName: other.fullName
          },
          distance: match.distance
        }
      ];
    }),
    history: history.map(auditEntryView)
  };
}
