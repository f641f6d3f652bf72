import {
  baseConfigShape,
  ConfigError,
  contactOfferKeyConfig,
  envPort,
  loadConfig
} from '@matrimony/service-kit';
import { z } from 'zod';

export const configShape = {
  ...baseConfigShape,
  PORT: envPort(4002),
  /** HMAC key of the contact-unlock offers this service signs and svc-billing checks (the same value in both). */
  CONTACT_OFFER_KEY: contactOfferKeyConfig,
  /** How often the face-aid job (jobs/face-aid.ts) looks for waiting selfies without an aid (one minute). */
  FACE_AID_JOB_INTERVAL_MS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1_000).default(60_000)
  )
};

export type Config = ReturnType<typeof readConfig>;

/** Reads the environment; in production the development offer key is refused. */
export function readConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(configShape, env);
  if (config.NODE_ENV === 'production' && !env.CONTACT_OFFER_KEY)
    throw new ConfigError('Invalid configuration:\n  CONTACT_OFFER_KEY: is required in production');
  return config;
}
