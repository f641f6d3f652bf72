// The member's activity in the export: connections, views, contact unlocks, reports, moderation, recommendations.
// Other members appear only by profile id, member number and public name ("Priya S."): never their user id,
// contact details or anything else.
import { publicName } from '@matrimony/catalog';
import { isoOrNull } from '@matrimony/service-kit';
import { type MemberDataReader } from '../store/member-data';

type Other = { profileId: string; memberNumber: string | null; fullName: string };

/** What the export says of another member. */
const otherMember = (other: Other | undefined, profileId?: string) =>
  other
    ? {
        profileId: other.profileId,
        memberNumber: other.memberNumber,
        name: publicName(other.fullName, false)
      }
    : { profileId: profileId ?? null, memberNumber: null, name: null };

/** Everything the member did or was part of, read at once. */
export async function readActivity(reader: MemberDataReader, userId: string) {
  const [
    identity,
    plan,
    preferences,
    revealed,
    interests,
    shortlist,
    blocks,
    viewsMade,
    viewsReceived,
    unlocks,
    revealsMade,
    revealsReceived,
    reports,
    moderation,
    lists,
    skips,
    quota
  ] = await Promise.all([
    reader.identity(userId),
    reader.plan(userId),
    reader.preferences(userId),
    reader.revealedPreferences(userId),
    reader.interests(userId),
    reader.shortlist(userId),
    reader.blocksMade(userId),
    reader.viewsMade(userId),
    reader.viewsReceived(userId),
    reader.unlocks(userId),
    reader.revealsMade(userId),
    reader.revealsReceived(userId),
    reader.reportsFiled(userId),
    reader.moderation(userId),
    reader.recommendationLists(userId),
    reader.recommendationSkips(userId),
    reader.interestQuota(userId)
  ]);
  return {
    identity,
    plan,
    preferences,
    revealed,
    interests,
    shortlist,
    blocks,
    viewsMade,
    viewsReceived,
    unlocks,
    revealsMade,
    revealsReceived,
    reports,
    moderation,
    lists,
    skips,
    quota
  };
}

export type Activity = Awaited<ReturnType<typeof readActivity>>;

/** The other members the activity names, by user id and by profile id. */
export async function othersIn(reader: MemberDataReader, userId: string, activity: Activity) {
  const { interests, blocks, viewsMade, revealsMade, revealsReceived } = activity;
  const byUser = await reader.othersByUserId([
    ...interests.map((interest) =>
      interest.fromUserId === userId ? interest.toUserId : interest.fromUserId
    ),
    ...blocks.map((block) => block.blockedId),
    ...viewsMade.map((view) => view.ownerId),
    ...revealsMade.map((reveal) => reveal.ownerId),
    ...revealsReceived.map((reveal) => reveal.viewerId)
  ]);
  const { shortlist, unlocks, reports, skips } = activity;
  const byProfile = await reader.othersByProfileId([
    ...shortlist.map((entry) => entry.profileId),
    ...unlocks.map((unlock) => unlock.profileId),
    ...reports.map((report) => report.reportedProfileId),
    ...skips.map((skip) => skip.profileId)
  ]);
  return { byUser, byProfile };
}

/** The activity as the export shows it. */
export function activitySection(
  userId: string,
  activity: Activity,
  { byUser, byProfile }: Awaited<ReturnType<typeof othersIn>>
) {
  const { identity, plan, preferences, revealed, interests, shortlist, blocks, viewsMade, viewsReceived } =
    activity;
  const { unlocks, revealsMade, revealsReceived, reports, moderation, lists, skips, quota } = activity;
  const viewsPerDay = new Map<string, number>();
  for (const view of viewsReceived) viewsPerDay.set(view.day, (viewsPerDay.get(view.day) ?? 0) + 1);

  return {
    contactDetailsOnFile: identity
      ? { mobile: identity.mobile, email: identity.email, fullName: identity.fullName }
      : null,
    plan: plan ? { planType: plan.planType, status: plan.status, endDate: isoOrNull(plan.endDate) } : null,
    partnerPreferences: preferences
      ? { preferences: preferences.preferences, updatedAt: isoOrNull(preferences.updatedAt) }
      : null,
    // What the member's actions taught the match score: bands and their weights at `at`.
    revealedPreferences: revealed
      ? { at: isoOrNull(revealed.at), evidence: revealed.evidence, items: revealed.items }
      : null,
    interests: interests.map((interest) => {
      const sent = interest.fromUserId === userId;
      return {
        id: String(interest._id),
        direction: sent ? 'sent' : 'received',
        otherMember: otherMember(
          byUser.get(sent ? interest.toUserId : interest.fromUserId),
          sent ? interest.toProfileId : interest.fromProfileId
        ),
        status: interest.status,
        message: interest.template,
        declineReason: interest.declineReason,
        sentAt: isoOrNull(interest.sentAt),
        answeredAt: isoOrNull(interest.answeredAt),
        expiresAt: isoOrNull(interest.expiresAt)
      };
    }),
    shortlist: shortlist.map((entry) => ({
      member: otherMember(byProfile.get(entry.profileId), entry.profileId),
      addedAt: isoOrNull(entry.addedAt)
    })),
    blocked: blocks.map((block) => ({
      member: otherMember(byUser.get(block.blockedId)),
      blockedAt: isoOrNull(block.createdAt)
    })),
    profilesViewed: viewsMade.map((view) => ({
      member: otherMember(byUser.get(view.ownerId)),
      viewedAt: isoOrNull(view.viewedAt)
    })),
    // Who viewed the member is a premium feature and the viewers' activity: counted per day, not named.
    profileViewsReceivedPerDay: [...viewsPerDay].map(([day, views]) => ({ day, views })),
    contactUnlocks: unlocks.map((unlock) => ({
      member: otherMember(byProfile.get(unlock.profileId), unlock.profileId),
      unlockedAt: isoOrNull(unlock.unlockedAt)
    })),
    contactsViewed: revealsMade.map((reveal) => ({
      member: otherMember(byUser.get(reveal.ownerId)),
      viewedAt: isoOrNull(reveal.revealedAt),
      via: reveal.via
    })),
    contactViewedBy: revealsReceived.map((reveal) => ({
      member: otherMember(byUser.get(reveal.viewerId)),
      viewedAt: isoOrNull(reveal.revealedAt)
    })),
    reportsFiled: reports.map((report) => ({
      ticketNumber: report.ticketNumber,
      reportedMember: otherMember(byProfile.get(report.reportedProfileId), report.reportedProfileId),
      reason: report.reason,
      details: report.details,
      status: report.status,
      outcome: report.outcome,
      filedAt: isoOrNull(report.filedAt),
      resolvedAt: isoOrNull(report.resolvedAt)
    })),
    moderationDecisions: moderation.map((entry) => ({
      at: isoOrNull(entry.at),
      action: entry.action,
      reason: entry.reason
    })),
    recommendations: {
      dailyLists: lists.map((list) => ({ day: list.day, profileIds: list.profileIds })),
      skipped: skips.map((skip) => otherMember(byProfile.get(skip.profileId), skip.profileId))
    },
    interestsSentPerDay: quota.map((entry) => ({ day: entry._id.slice(userId.length + 1), sent: entry.used }))
  };
}
