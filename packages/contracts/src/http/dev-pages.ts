// Paths of pages only the development stack's gateway serves (`npm start`), never a deployment. Plain strings with
// no zod, so the frontends can import them: the gateway serves each, and a page links to it once it answers.

/** The stand-in UIDAI issuer's page (packages/uidai-dev): a signed Aadhaar offline e-KYC ZIP for a demo member. */
export const DEV_OFFLINE_EKYC_PAGE = '/api/dev/uidai-ekyc';
