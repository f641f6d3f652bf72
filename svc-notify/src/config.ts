import { z } from 'zod';
import { baseConfigShape, ConfigError, envPort, envString, loadConfig } from '@matrimony/service-kit';

const optionalUrl = () => z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

export const configShape = {
  ...baseConfigShape,
  PORT: envPort(4004),
  /** Where links in e-mails point (the site as members see it). */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('http://localhost:8080')),
  /** The support mailbox: contact messages are forwarded to it and e-mails are sent from it. */
  SUPPORT_EMAIL: envString().pipe(z.email('must be an e-mail address')).default('support@matrimony.example.in'),
  /** SMTP relay, e.g. smtps://user:pass@smtp.example.com:465. Unset (development only): the in-process sink. */
  SMTP_URL: optionalUrl(),
  /** SMS provider endpoint and key. Unset (development only): SMS go to the development outbox. */
  SMS_API_URL: optionalUrl(),
  SMS_API_KEY: envString().optional()
};

export type Config = ReturnType<typeof readConfig>;

/** Reads the environment; production must name its real mail relay, SMS provider and support mailbox. */
export function readConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(configShape, env);
  if (config.NODE_ENV === 'production') {
    const unset = (['SMTP_URL', 'SMS_API_URL', 'SMS_API_KEY', 'SUPPORT_EMAIL'] as const).filter((name) => !env[name]);
    if (unset.length > 0) throw new ConfigError(`Invalid configuration:\n  ${unset.map((name) => `${name}: is required in production`).join('\n  ')}`);
  }
  return config;
}
