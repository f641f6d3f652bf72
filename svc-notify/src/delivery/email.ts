import nodemailer from 'nodemailer';
import { SMTP_TIMEOUTS_MS } from '../domain/limits';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header fields, e.g. `List-Unsubscribe` (values on one line). */
  headers?: Record<string, string>;
}

/** Sends one e-mail or throws (the caller logs and retries). */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/** E-mail through an SMTP server (SMTP_URL in production, the development sink otherwise). */
export function smtpEmail(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    }
  };
}
