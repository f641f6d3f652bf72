// svc-profile endpoints used at the end of registration.
import { type ProfileInput } from '@matrimony/catalog/validation';
import { ApiProblem, callJson, type FetchLike } from './problem';

const BASE = '/api/profiles';

/** Called with 0..1 while a file uploads. */
export type OnProgress = (fraction: number) => void;

/** Sends a multipart form; resolves on 2xx, rejects with ApiProblem otherwise. */
export type Uploader = (url: string, form: FormData, token: string, onProgress: OnProgress) => Promise<void>;

function problemFromXhr(xhr: XMLHttpRequest): ApiProblem {
  let body: { title?: unknown; detail?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(xhr.responseText) as typeof body;
  } catch (_error) {
    // A gateway error page: keep the status text.
  }
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return new ApiProblem(xhr.status, str(body.title) ?? (xhr.statusText || 'Upload failed'), str(body.detail), str(body.code), undefined);
}

/** fetch cannot report upload progress; XMLHttpRequest can. */
export const xhrUpload: Uploader = (url, form, token, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(problemFromXhr(xhr));
      }
    };
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.send(form);
  });

export function createProfileApi(
  fetchFn: FetchLike = (input, init) => fetch(input, init),
  upload: Uploader = xhrUpload
) {
  const sendFile = (path: string, field: string, file: File, token: string, onProgress: OnProgress) => {
    const form = new FormData();
    form.append(field, file, file.name);
    return upload(`${BASE}${path}`, form, token, onProgress);
  };
  return {
    createProfile: (profile: ProfileInput, token: string) => callJson<unknown>(fetchFn, BASE, { method: 'POST', body: profile, token }),
    /** One photo per request, so each has its own progress and the order is kept. */
    uploadPhoto: (file: File, token: string, onProgress: OnProgress) => sendFile('/me/photos', 'photos', file, token, onProgress),
    uploadHoroscope: (file: File, token: string, onProgress: OnProgress) => sendFile('/me/horoscope', 'horoscope', file, token, onProgress)
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
