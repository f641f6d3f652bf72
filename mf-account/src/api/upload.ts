// The member's photo and horoscope uploads, through the session's one client (progress via XMLHttpRequest).
import type { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { upload, type OnProgress } from '@matrimony/session';

type Routes = typeof ownProfileRoutes;

/** POST /api/profiles/me/photos (field `photos`): answers the profile with the photos appended. */
export function uploadPhotos(files: readonly File[], onProgress: OnProgress): Promise<OwnProfile> {
  return upload<Routes['uploadPhotos']>({
    method: 'POST',
    path: '/api/profiles/me/photos',
    files: { photos: files },
    onProgress
  });
}

/** POST /api/profiles/me/horoscope (field `horoscope`): replaces any earlier horoscope image. */
export function uploadHoroscope(file: File, onProgress: OnProgress): Promise<OwnProfile> {
  return upload<Routes['uploadHoroscope']>({
    method: 'POST',
    path: '/api/profiles/me/horoscope',
    files: { horoscope: file },
    onProgress
  });
}
