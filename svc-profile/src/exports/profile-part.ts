// svc-profile's part of a member's data export: the member's profile and preferences, their connections and
// activity (activity-section.ts), and their own photos (export-photos.ts).
import { exportPartObject } from '@matrimony/contracts';
import { type ExportRequest, type ExportStore } from '@matrimony/service-kit';
import { type ImageFileStore } from '../store/image-files';
import { type MemberDataReader } from '../store/member-data';
import { activitySection, othersIn, readActivity } from './activity-section';
import { writeExportPhotos } from './export-photos';
import { profileSection } from './profile-section';

export interface ProfilePartDeps {
  reader: MemberDataReader;
  images: ImageFileStore;
  now: () => Date;
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
  const photos = await writeExportPhotos(deps.images, exportId, profile, store);
  const activity = await readActivity(reader, userId);
  const others = await othersIn(reader, userId, activity);
  const photoChecks = await reader.photoChecks(userId);

  const part = {
    service: 'svc-profile',
    exportId,
    generatedAt: deps.now().toISOString(),
    profile: profileSection(profile, photos.files),
    ...activitySection(userId, activity, others),
    // The outcomes only: the selfie is deleted at the decision and never exported.
    photoChecks: photoChecks.map((check) => ({
      pose: check.pose,
      status: check.status,
      submittedAt: check.submittedAt.toISOString(),
      decidedAt: check.decidedAt?.toISOString() ?? null,
      reason: check.reason
    }))
  };
  const name = exportPartObject(exportId, 'profile');
  await store.putJsonOnce(name, part);
  return [name, ...photos.objects];
}
