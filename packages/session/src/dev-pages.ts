// Pages only the development stack's gateway serves (`npm start`, packages/dev-stack), never a deployment: there
// the path falls through to the shell, which answers 404. The frontends are the same production builds in both,
// so a page links to one only once it has answered here.

export { DEV_OFFLINE_EKYC_PAGE } from '@matrimony/contracts/http/dev-pages';

/** True when the development page at `path` answers on this site. */
export async function devPageAnswers(path: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(path, { method: 'HEAD', cache: 'no-store', signal });
    return response.ok;
  } catch (_error) {
    return false;
  }
}
