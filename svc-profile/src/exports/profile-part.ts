// svc-profile's part of a member's data export: the member's profile and preferences, their connections and
// activity, and their own photos (the stored full-size image, re-encoded as JPEG). Other members appear only by
// profile id, member number and public name ("Priya S."): never their user id, contact details or anything else.
import { type Readable } from 'node:stream';
import sharp from 'sharp';
import { publicName } from '@matrimony/catalog';
import { exportPartObject, exportPhotoObject } from '@matrimony/contracts';
import { isoOrNull, type ExportRequest, type ExportStore } from '@matrimony/service-kit';
import { type ImageFileStore } from '../store/image-files';
import { type MemberDataReader } from '../store/member-data';
import { type StoredImage } from '../store/profile-model';

export interface ProfilePartDeps {
  reader: MemberDataReader;
  images: ImageFileStore;
  now: () => Date;
}

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

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The stored full-size image as a JPEG (it is kept as WebP, already stripped of camera metadata at upload). */
async function jpegOf(images: ImageFileStore, image: StoredImage): Promise<Buffer> {
  return sharp(await readAll(images.open(image.files.full)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Writes the member's profile part and photos; answers the names of the objects written. */
export async function writeProfilePart(
  deps: ProfilePartDeps,
  request: ExportRequest,
  store: ExportStore
): Promise<string[]> {
  const { reader } = deps;
  const { exportId, userId } = request;
  const profile = await reader.profile(userId);
  const written: string[] = [];
  const photoFiles = new Map<string, string>();
  const images = [
    ...(profile?.photos ?? []).map((photo) => ({ image: photo as StoredImage, name: photo.id })),
    ...(profile?.horoscope ? [{ image: profile.horoscope, name: `horoscope-${profile.horoscope.id}` }] : [])
  ];
  for (const { image, name } of images) {
    const object = exportPhotoObject(exportId, name);
    if (!(await store.has(object))) await store.putOnce(object, await jpegOf(deps.images, image));
    photoFiles.set(image.id, object.slice(exportId.length + 1));
    written.push(object);
  }

  const [
    identity,
    plan,
    preferences,
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
  const byUser = await reader.othersByUserId([
    ...interests.map((interest) =>
      interest.fromUserId === userId ? interest.toUserId : interest.fromUserId
    ),
    ...blocks.map((block) => block.blockedId),
    ...viewsMade.map((view) => view.ownerId),
    ...revealsMade.map((reveal) => reveal.ownerId),
    ...revealsReceived.map((reveal) => reveal.viewerId)
  ]);
  const byProfile = await reader.othersByProfileId([
    ...shortlist.map((entry) => entry.profileId),
    ...unlocks.map((unlock) => unlock.profileId),
    ...reports.map((report) => report.reportedProfileId),
    ...skips.map((skip) => skip.profileId)
  ]);
  const viewsPerDay = new Map<string, number>();
  for (const view of viewsReceived) viewsPerDay.set(view.day, (viewsPerDay.get(view.day) ?? 0) + 1);

  const part = {
    service: 'svc-profile',
    exportId,
    generatedAt: deps.now().toISOString(),
    profile: profile && {
      profileId: String(profile._id),
      memberNumber: profile.memberNumber,
      fullName: profile.fullName,
      mobile: profile.mobile,
      email: profile.email,
      dateOfBirth: profile.dateOfBirth,
      age: profile.age,
      gender: profile.gender,
      lookingFor: profile.lookingFor,
      height: profile.height,
      religion: profile.religion,
      caste: profile.caste,
      subCaste: profile.subCaste,
      motherTongue: profile.motherTongue,
      maritalStatus: profile.maritalStatus,
      state: profile.state,
      district: profile.district,
      education: profile.education,
      occupation: profile.occupation,
      companyName: profile.companyName,
      annualIncome: profile.annualIncome,
      rasi: profile.rasi,
      star: profile.star,
      starPada: profile.starPada,
      dosham: profile.dosham,
      familyType: profile.familyType,
      fatherOccupation: profile.fatherOccupation,
      motherOccupation: profile.motherOccupation,
      siblings: profile.siblings,
      aboutYourself: profile.aboutYourself,
      moderationStatus: profile.moderationStatus,
      moderationReason: profile.moderationReason,
      textFlags: profile.textFlags,
      hidden: profile.hidden,
      photoPrivacy: profile.photoPrivacy,
      photos: profile.photos.map((photo) => ({
        id: photo.id,
        file: photoFiles.get(photo.id),
        isPrimary: photo.isPrimary,
        order: photo.orderIndex,
        uploadedAt: isoOrNull(photo.createdAt)
      })),
      horoscopeImage: profile.horoscope
        ? {
            id: profile.horoscope.id,
            file: photoFiles.get(profile.horoscope.id),
            uploadedAt: isoOrNull(profile.horoscope.createdAt)
          }
        : null,
      lastActiveAt: isoOrNull(profile.lastActiveAt),
      createdAt: isoOrNull(profile.createdAt),
      updatedAt: isoOrNull(profile.updatedAt)
    },
    contactDetailsOnFile: identity
      ? { mobile: identity.mobile, email: identity.email, fullName: identity.fullName }
      : null,
    plan: plan ? { planType: plan.planType, status: plan.status, endDate: isoOrNull(plan.endDate) } : null,
    partnerPreferences: preferences
      ? { preferences: preferences.preferences, updatedAt: isoOrNull(preferences.updatedAt) }
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
  const name = exportPartObject(exportId, 'profile');
  await store.putJsonOnce(name, part);
  return [name, ...written];
}
