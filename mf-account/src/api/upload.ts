// The member's photo and horoscope uploads, through the session's one client (progress via XMLHttpRequest).
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { apiRoutes, upload, type OnProgress } from '@matrimony/session';

/** POST /api/profiles/me/photos (field `photos`): answers the profile with the photos appended. */
export function uploadPhotos(files: readonly File[], onProgress: OnProgress): Promise<OwnProfile> {
  return upload({
    route: apiRoutes.profiles.uploadPhotos,
    files: { photos: files },
    onProgress
  });
}

/** POST /api/profiles/me/horoscope (field `horoscope`): replaces any earlier horoscope image. */
export function uploadHoroscope(file: File, onProgress: OnProgress): Promise<OwnProfile> {
  return upload({
    route: apiRoutes.profiles.uploadHoroscope,
    files: { horoscope: file },
    onProgress
  });
}
