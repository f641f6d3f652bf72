import { readFileSync } from 'node:fs';

/**
 * The stand-in issuer's self-signed test certificate (PEM): what svc-identity's UIDAI_OFFLINE_CERT defaults to in
 * development and what production refuses. It vouches for nobody.
 */
export const UIDAI_DEV_CERTIFICATE = readFileSync(
  new URL('../keys/test-certificate.pem', import.meta.url),
  'utf8'
);
