import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { SMTP_TIMEOUTS_MS } from '../domain/limits';
import { connectWithoutDelay } from './smtp-socket';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header fields, e.g. `List-Unsubscribe` (values on one line). */
  headers?: Record<string, string>;
}

export type SmtpTimeouts = { connection: number; greeting: number; socket: number };

/** Sends one e-mail or throws (the caller logs and retries). */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/**
 * E-mail through an SMTP server (SMTP_URL in production, the development sink otherwise), over a pool of up to
 * `connections` kept-open connections: one per concurrent sender, so no send waits for another's, and each
 * e-mail skips the connection, greeting and TLS handshake. A connection the relay dropped while idle is replaced
 * on the next send. A relay that hangs up or refuses mid-send fails the send back to the queue, whose retries and
 * attempt count govern; a connection that closes quietly under an e-mail is tried once more on a fresh one
 * (maxRequeues; nodemailer's default would try forever, past the queue's lease).
 */
export function smtpEmail(
  smtpUrl: string,
  from: string,
  connections: number,
  timeoutsMs: SmtpTimeouts = SMTP_TIMEOUTS_MS
): EmailSender {
  // The URL is parsed here, not passed as `url`: given a `url`, createTransport keeps only what the URL says and
  // drops every other option (the pool and the timeouts the queue's lease relies on). Ours win over the URL's query.
  // maxRequeues is nodemailer's (smtp-pool) but missing from its type definitions.
  const options: SMTPPool.Options & { maxRequeues: number } = {
    ...parseConnectionUrl(smtpUrl),
    getSocket: connectWithoutDelay(timeoutsMs.connection),
    pool: true,
    maxConnections: connections,
    maxRequeues: 1,
    connectionTimeout: timeoutsMs.connection,
    greetingTimeout: timeoutsMs.greeting,
    socketTimeout: timeoutsMs.socket
  };
  const transport = nodemailer.createTransport(options);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    }
  };
}
