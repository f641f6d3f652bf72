import { X509Certificate } from 'node:crypto';
import { z } from 'zod';
import { baseConfigShape, ConfigError, envPort, envString, loadConfig } from '@matrimony/service-kit';
import { UIDAI_DEV_CERTIFICATE } from '@matrimony/uidai-dev/certificate';

// Development values only: production (NODE_ENV=production) must set its own (readConfig refuses to start otherwise).
const DEV_CLIENT_SECRET = 'dev-svc-identity-secret';
const DEV_SESSIONS_CLIENT_SECRET = 'dev-sessions-client-secret';
const DEV_TOKEN_SECRET = 'dev-identity-token-secret-change-me-0123456789';
const DEV_ALTCHA_KEY = 'dev-identity-altcha-key-change-me-0123456789';
const DEV_MOBILE_HASH_KEY = 'dev-identity-mobile-hash-key-change-me-0123456789';
const DEV_AADHAAR_HASH_KEY = 'dev-identity-aadhaar-hash-key-change-me-0123456789';

const certificateFingerprint = (pem: string) => new X509Certificate(pem).fingerprint256;
const STAND_IN_CERTIFICATE = certificateFingerprint(UIDAI_DEV_CERTIFICATE);

export const configShape = {
  ...baseConfigShape,
  PORT: envPort(4001),
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('http://localhost:8080')),
  /** Confidential client whose service account manages users (admin REST API). */
  KEYCLOAK_CLIENT_ID: envString().default('svc-identity'),
  KEYCLOAK_CLIENT_SECRET: envString().default(DEV_CLIENT_SECRET),
  /** Confidential client members' sessions belong to: sign-in (password grant), refresh and sign-out run with it. */
  KEYCLOAK_SESSIONS_CLIENT_ID: envString().default('matrimony-sessions'),
  KEYCLOAK_SESSIONS_CLIENT_SECRET: envString().default(DEV_SESSIONS_CLIENT_SECRET),
  /** The public client id keycloak-js presents when it refreshes through POST /sessions/tokens (the only one accepted there). */
  KEYCLOAK_WEB_CLIENT_ID: envString().default('matrimony-web'),
  /** HMAC key for phone tokens, reset links and OTP hashes (at least 32 characters). */
  IDENTITY_TOKEN_SECRET: envString()
    .pipe(z.string().min(32, 'must be at least 32 characters'))
    .default(DEV_TOKEN_SECRET),
  /** HMAC key of the ALTCHA proof-of-work challenges. */
  ALTCHA_HMAC_KEY: envString()
    .pipe(z.string().min(32, 'must be at least 32 characters'))
    .default(DEV_ALTCHA_KEY),
  /** HMAC key of the barred-mobile list (banned members' numbers, kept only as this keyed hash). Rotating it forgets every barred number. */
  MOBILE_HASH_KEY: envString()
    .pipe(z.string().min(32, 'must be at least 32 characters'))
    .default(DEV_MOBILE_HASH_KEY),
  /**
   * UIDAI's offline e-KYC signing certificate (PEM), against which Aadhaar offline files are verified. Development
   * trusts packages/uidai-dev's test certificate; production refuses to start with it.
   */
  UIDAI_OFFLINE_CERT: envString()
    .pipe(
      z.string().refine(
        (pem) => {
          try {
            certificateFingerprint(pem);
            return true;
          } catch {
            return false;
          }
        },
        { error: 'must be a PEM certificate' }
      )
    )
    .default(UIDAI_DEV_CERTIFICATE),
  /** HMAC key of the person hash kept with an ID check (one person, one verified account). Rotating it forgets every hash. */
  AADHAAR_HASH_KEY: envString()
    .pipe(z.string().min(32, 'must be at least 32 characters'))
    .default(DEV_AADHAAR_HASH_KEY),
  /** Proof-of-work difficulty: the solver tries up to this many numbers (about 0.1-0.5 s in a phone browser). */
  ALTCHA_MAX_NUMBER: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).default(50_000)
  )
};

export type Config = ReturnType<typeof readConfig>;

/** Reads the environment; in production the development secrets are refused. */
export function readConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(configShape, env);
  if (config.NODE_ENV === 'production') {
    const unset = (
      [
        'KEYCLOAK_CLIENT_SECRET',
        'KEYCLOAK_SESSIONS_CLIENT_SECRET',
        'IDENTITY_TOKEN_SECRET',
        'ALTCHA_HMAC_KEY',
        'MOBILE_HASH_KEY',
        'UIDAI_OFFLINE_CERT',
        'AADHAAR_HASH_KEY'
      ] as const
    ).filter((name) => !env[name]);
    const problems = unset.map((name) => `${name}: is required in production`);
    if (env.UIDAI_OFFLINE_CERT && certificateFingerprint(config.UIDAI_OFFLINE_CERT) === STAND_IN_CERTIFICATE)
      problems.push(
        'UIDAI_OFFLINE_CERT: is the development stand-in (packages/uidai-dev), not UIDAI’s certificate'
      );
    if (env.AADHAAR_HASH_KEY === DEV_AADHAAR_HASH_KEY)
      problems.push('AADHAAR_HASH_KEY: is the development value');
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return config;
}
