// Multipart uploads with progress: fetch cannot report upload progress, XMLHttpRequest can.
import type { RequestBodyOf, ResponseOf, RouteContract } from '@matrimony/contracts/http/route';
import { getAccessToken, refreshAccessToken, sessionToken } from './access-token';
import type { ApiPath } from './api-client';
import type { ApiRoute } from './api-routes';
import { ApiProblem, networkProblem, problemFrom } from './problem';

/** Called with 0..1 while the request body is sent. */
export type OnProgress = (fraction: number) => void;

export type UploadArgs<R extends RouteContract> = (
  | { method: R['method']; path: ApiPath<R> }
  /** A route of the table in api-routes.ts: its method and path. */
  | { route: ApiRoute<R> }
) & {
  /** Form field → files (the route's `request.multipart.field`). */
  files: Record<string, readonly File[] | File>;
  /** The route's `request.body` as text form fields (sent before the files), when it has one. */
  fields?: RequestBodyOf<R> extends object ? { [K in keyof RequestBodyOf<R>]: string } : never;
  onProgress: OnProgress;
};

type XhrFactory = () => XMLHttpRequest;

/** Sends files as multipart/form-data; answers the route's JSON, throws ApiProblem. */
export async function upload<R extends RouteContract>(
  args: UploadArgs<R>,
  makeXhr: XhrFactory = () => new XMLHttpRequest()
): Promise<ResponseOf<R>> {
  const signedIn = Boolean(getAccessToken());
  if (signedIn) await refreshAccessToken(30).catch(() => undefined);
  const token = signedIn ? sessionToken() : undefined;
  const form = new FormData();
  for (const [field, value] of Object.entries((args.fields ?? {}) as Record<string, string>))
    form.append(field, value);
  for (const [field, value] of Object.entries(args.files)) {
    for (const file of Array.isArray(value) ? (value as readonly File[]) : [value as File])
      form.append(field, file, file.name);
  }
  return new Promise((resolve, reject) => {
    const xhr = makeXhr();
    const { method, path } = 'route' in args ? args.route : args;
    xhr.open(method, path);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) args.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        args.onProgress(1);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as ResponseOf<R>);
        } catch (_error) {
          reject(
            new ApiProblem({
              ...problemFrom(xhr.status, xhr.statusText, null, ''),
              code: 'unexpected_response'
            })
          );
        }
      } else {
        reject(
          new ApiProblem(
            problemFrom(xhr.status, xhr.statusText, xhr.getResponseHeader('retry-after'), xhr.responseText)
          )
        );
      }
    };
    xhr.onerror = () => reject(new ApiProblem(networkProblem()));
    xhr.send(form);
  });
}
