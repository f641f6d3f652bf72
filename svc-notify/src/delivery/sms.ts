import { type Locale } from '@matrimony/i18n/codes';
import { type DevOutbox } from '../store/dev-outbox';

export interface SmsMessage {
  /** +91XXXXXXXXXX */
  to: string;
  text: string;
  /** The language it is written in (the development outbox shows it; providers send the text alone). */
  locale?: Locale;
}

/** Sends one SMS or throws (the caller logs and retries). */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Development: the SMS lands in the development outbox instead of a phone. */
export function devOutboxSms(outbox: DevOutbox): SmsProvider {
  return {
    async send({ to, text, locale }) {
      await outbox.add({ channel: 'sms', to, subject: null, text, html: null, locale });
    }
  };
}

export interface HttpSmsOptions {
  /** SMS_API_URL: the provider's send endpoint. */
  url: string;
  /** SMS_API_KEY: sent as a bearer token. */
  apiKey: string;
  timeoutMs?: number;
}

/**
 * Production: POSTs `{ to, text }` as JSON with `Authorization: Bearer <SMS_API_KEY>`; any answer other
 * than 2xx is a failure. The error names the status only, never the message (it holds the code).
 */
export function httpSms(options: HttpSmsOptions): SmsProvider {
  return {
    async send({ to, text }) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000)
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS provider answered HTTP ${res.status}`);
    }
  };
}
