import { z } from 'zod';
import { baseConfigShape, envPort, loadConfig } from '@matrimony/service-kit';

export const configShape = {
  ...baseConfigShape,
  PORT: envPort(4003),
  /** How often the job rewrites lapsed premium subscriptions to free. */
  EXPIRY_JOB_INTERVAL_MS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1000).default(60_000))
};

export type Config = ReturnType<typeof readConfig>;

export function readConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(configShape, env);
}
