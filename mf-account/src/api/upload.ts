// Multipart uploads with progress: fetch cannot report upload progress, XMLHttpRequest can.
import { getAccessToken } from '@matrimony/session';
import { type ProblemBody } from './problem';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';

/** Called with 0..1 while the request body is sent. */
export type OnProgress = (fraction: number) => void;

/** A failed upload in the shape RTK Query errors have, so the same problem helpers read it. */
export class UploadError extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    readonly data: ProblemBody | undefined
  ) {
    super(typeof data?.detail === 'string' ? data.detail : 'Upload failed');
    this.name = 'UploadError';
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (_error) {
    return undefined; // a gateway error page
  }
}

function send(url: string, form: FormData, onProgress: OnProgress): Promise<OwnProfile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as OwnProfile);
      } else {
        reject(new UploadError(xhr.status, body as ProblemBody | undefined));
      }
    };
    xhr.onerror = () => reject(new UploadError('FETCH_ERROR', undefined));
    xhr.send(form);
  });
}

/** POST /api/profiles/me/photos (field `photos`): answers the profile with the photos appended. */
export function uploadPhotos(files: readonly File[], onProgress: OnProgress): Promise<OwnProfile> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  return send('/api/profiles/me/photos', form, onProgress);
}

/** POST /api/profiles/me/horoscope (field `horoscope`): replaces any earlier horoscope image. */
export function uploadHoroscope(file: File, onProgress: OnProgress): Promise<OwnProfile> {
  const form = new FormData();
  form.append('horoscope', file, file.name);
  return send('/api/profiles/me/horoscope', form, onProgress);
}
