import { z } from 'zod';
import { baseConfigShape, ConfigError, envPort, envString, loadConfig } from '@matrimony/service-kit';
import { EMAIL_SENDERS_PER_REPLICA } from './domain/limits';

// Development value only: production (NODE_ENV=production) must set its own (readConfig refuses to start otherwise).
const DEV_UNSUBSCRIBE_SECRET = 'dev-notify-unsubscribe-secret-change-me-0123456789';

const optionalUrl = () => z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

export const configShape = {
  ...baseConfigShape,
  PORT: envPort(4004),
  /** Where links in e-mails point (the site as members see it). */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('http://localhost:8080')),
  /** The support mailbox: contact messages are forwarded to it and e-mails are sent from it. */
  SUPPORT_EMAIL: envString()
    .pipe(z.email('must be an e-mail address'))
    .default('support@matrimony.example.in'),
  /** SMTP relay, e.g. smtps://user:pass@smtp.example.com:465. Unset (development only): the in-process sink. */
  SMTP_URL: optionalUrl(),
  /** SMS provider endpoint and key. Unset (development only): SMS go to the development outbox. */
  SMS_API_URL: optionalUrl(),
  SMS_API_KEY: envString().optional(),
  /** HMAC key of the one-click unsubscribe links in e-mails (at least 32 characters); rotating it kills every link sent. */
  /** Queued e-mails this replica sends at once (a send mostly waits on the relay; raise it for a slow relay). */
  EMAIL_SENDERS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(256).default(EMAIL_SENDERS_PER_REPLICA)
  ),
  UNSUBSCRIBE_SECRET: envString()
    .pipe(z.string().min(32, 'must be at least 32 characters'))
    .default(DEV_UNSUBSCRIBE_SECRET)
};

export type Config = ReturnType<typeof readConfig>;

/** Reads the environment; production must name its real mail relay, SMS provider, support mailbox and unsubscribe key. */
export function readConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(configShape, env);
  if (config.NODE_ENV === 'production') {
    const unset = (
      ['SMTP_URL', 'SMS_API_URL', 'SMS_API_KEY', 'SUPPORT_EMAIL', 'UNSUBSCRIBE_SECRET'] as const
    ).filter((name) => !env[name]);
    if (unset.length > 0)
      throw new ConfigError(
        `Invalid configuration:\n  ${unset.map((name) => `${name}: is required in production`).join('\n  ')}`
      );
  }
  return config;
}
