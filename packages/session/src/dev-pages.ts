// Pages only the development stack's gateway serves (`npm start`, packages/dev-stack), never a deployment: there
// the path falls through to the shell, which answers 404. The frontends are the same production builds in both,
// so a page links to one only once it has answered here.

/** The stand-in UIDAI issuer's page (packages/uidai-dev): a signed Aadhaar offline e-KYC ZIP for a demo member. */
export const DEV_OFFLINE_EKYC_PAGE = '/api/dev/uidai-ekyc';

/** True when the development page at `path` answers on this site. */
export async function devPageAnswers(path: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(path, { method: 'HEAD', cache: 'no-store', signal });
    return response.ok;
  } catch (_error) {
    return false;
  }
}
