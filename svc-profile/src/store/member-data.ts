// Read-only: everything svc-profile holds about one member, across its collections, for the member's data export
// (exports/profile-part.ts). The collections stay owned by their store files; this reads them by name with the
// fields the export needs, so the export cannot change anything. A collection added to userDeleted's erasure
// belongs here too.
import { Types, type Connection } from 'mongoose';
import { type ProfileDoc } from './profile-model';

const byDate = (field: string) => ({ [field]: -1 }) as Record<string, -1>;

export function createMemberDataReader(conn: Connection) {
  const collection = <T extends object>(name: string) => conn.collection<T & { _id: unknown }>(name);
  const find = <T extends object>(
    name: string,
    filter: object,
    sort: Record<string, -1>,
    projection: object = {}
  ) => collection<T>(name).find(filter, { projection, sort }).toArray() as unknown as Promise<T[]>;

  return {
    async profile(userId: string): Promise<ProfileDoc | null> {
      return (await collection<ProfileDoc>('profiles').findOne(
        { userId },
        { projection: { pendingEvents: 0 } }
      )) as ProfileDoc | null;
    },

    /** Profile id, member number and full name of other members, by user id (for their public names). */
    async othersByUserId(userIds: readonly string[]) {
      const docs = await collection<ProfileDoc>('profiles')
        .find(
          { userId: { $in: [...new Set(userIds)] } },
          { projection: { userId: 1, memberNumber: 1, fullName: 1 } }
        )
        .toArray();
      return new Map(
        docs.map((doc) => [
          doc.userId,
          { profileId: String(doc._id), memberNumber: doc.memberNumber, fullName: doc.fullName }
        ])
      );
    },

    /** The same, by profile id. */
    async othersByProfileId(profileIds: readonly string[]) {
      const ids = [...new Set(profileIds)]
        .filter((id) => Types.ObjectId.isValid(id))
        .map((id) => new Types.ObjectId(id));
      const docs = await collection<ProfileDoc>('profiles')
        .find({ _id: { $in: ids } }, { projection: { userId: 1, memberNumber: 1, fullName: 1 } })
        .toArray();
      return new Map(
        docs.map((doc) => [
          String(doc._id),
          { profileId: String(doc._id), memberNumber: doc.memberNumber, fullName: doc.fullName }
        ])
      );
    },

    identity: (userId: string) =>
      collection<{ mobile: string; email: string; fullName: string }>('identity_users').findOne({
        _id: userId
      } as never),
    plan: (userId: string) =>
      collection<{ planType: string; status: string; endDate: Date | null }>('member_plans').findOne({
        _id: userId
      } as never),
    preferences: (userId: string) =>
      collection<{ preferences: unknown; updatedAt: Date | null }>('partner_preferences').findOne({
        _id: userId
      } as never),
    revealedPreferences: (userId: string) =>
      collection<{ at: Date; evidence: number; items: Record<string, { band: string; weight: number }[]> }>(
        'revealed_preferences'
      ).findOne({ _id: userId } as never, { projection: { version: 0 } }),
    interests: (userId: string) =>
      find<InterestRow>(
        'interests',
        { $or: [{ fromUserId: userId }, { toUserId: userId }] },
        byDate('sentAt'),
        { pendingEvents: 0, pairKey: 0, open: 0 }
      ),
    shortlist: (userId: string) =>
      find<{ profileId: string; addedAt: Date }>('shortlists', { userId }, byDate('addedAt')),
    blocksMade: (userId: string) =>
      find<{ blockedId: string; createdAt: Date }>(
        'blocks',
        { blockerId: userId, unblockedAt: null },
        byDate('createdAt'),
        { pendingEvents: 0 }
      ),
    viewsMade: (userId: string) =>
      find<{ ownerId: string; viewedAt: Date }>('profile_views', { viewerId: userId }, byDate('viewedAt'), {
        pendingEvents: 0
      }),
    viewsReceived: (userId: string) =>
      find<{ day: string }>('profile_views', { ownerId: userId }, byDate('viewedAt'), { day: 1 }),
    unlocks: (userId: string) =>
      find<{ profileId: string; unlockedAt: Date }>(
        'contact_unlocks',
        { userId, active: { $ne: false } },
        byDate('unlockedAt')
      ),
    revealsMade: (userId: string) =>
      find<RevealRow>('contact_reveals', { viewerId: userId }, byDate('revealedAt')),
    revealsReceived: (userId: string) =>
      find<RevealRow>('contact_reveals', { ownerId: userId }, byDate('revealedAt')),
    reportsFiled: (userId: string) =>
      find<ReportRow>('reports', { reporterUserId: userId }, byDate('filedAt'), { pendingEvents: 0 }),
    moderation: (userId: string) =>
      find<{ at: Date; action: string; reason: string | null }>(
        'moderation_audit',
        { userId },
        byDate('at'),
        { at: 1, action: 1, reason: 1 }
      ),
    /** The outcomes of the member's photo checks; never the selfie (its file id is not read). */
    photoChecks: (userId: string) =>
      find<{
        pose: string;
        status: string;
        submittedAt: Date;
        decidedAt: Date | null;
        reason: string | null;
      }>('photo_checks', { userId }, byDate('submittedAt'), {
        _id: 0,
        pose: 1,
        status: 1,
        submittedAt: 1,
        decidedAt: 1,
        reason: 1
      }),
    recommendationLists: (userId: string) =>
      find<{ day: string; profileIds: string[] }>('recommendation_lists', { userId }, byDate('day')),
    recommendationSkips: (userId: string) =>
      find<{ profileId: string }>('recommendation_skips', { userId }, {}),
    interestQuota: (userId: string) =>
      find<{ _id: string; used: number }>(
        'interest_quota',
        { _id: { $regex: `^${escapeRegex(userId)}:` } },
        {}
      )
  };
}

export interface InterestRow {
  _id: Types.ObjectId;
  fromUserId: string;
  toUserId: string;
  fromProfileId: string;
  toProfileId: string;
  status: string;
  template: string;
  declineReason: string | null;
  sentAt: Date;
  expiresAt: Date;
  answeredAt: Date | null;
}

export interface RevealRow {
  viewerId: string;
  ownerId: string;
  revealedAt: Date;
  via: string;
}

export interface ReportRow {
  ticketNumber: string;
  reportedProfileId: string;
  reason: string;
  details: string | null;
  status: string;
  outcome: string | null;
  filedAt: Date;
  resolvedAt: Date | null;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type MemberDataReader = ReturnType<typeof createMemberDataReader>;
