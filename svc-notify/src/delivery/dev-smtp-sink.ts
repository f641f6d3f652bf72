import { type AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { LOCALE_CODES, LOCALES, type Locale } from '@matrimony/i18n/codes';
import { type Logger } from '@matrimony/service-kit';
import { type DevOutbox } from '../store/dev-outbox';

export interface DevSmtpSink {
  /** smtp://127.0.0.1:<port>, for nodemailer. */
  url: string;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 1024 * 1024;

/** Header fields the outbox keeps as sent (so the one-click unsubscribe can be tried in development). */
const KEPT_HEADERS = ['List-Unsubscribe', 'List-Unsubscribe-Post'];

/** The kept header fields of a parsed message, unfolded, by their canonical names. */
function keptHeaders(lines: readonly { key: string; line: string }[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const found = lines.find((header) => header.key === name.toLowerCase());
    if (found)
      kept[name] = found.line
        .slice(found.line.indexOf(':') + 1)
        .replace(/\r?\n(?=[ \t])/g, '')
        .trim();
  }
  return kept;
}

/** The language an e-mail says it is in (`Content-Language: hi-IN`), English without one. */
function localeOf(lines: readonly { key: string; line: string }[]): Locale {
  const found = lines.find((header) => header.key === 'content-language');
  const tag = found?.line
    .slice(found.line.indexOf(':') + 1)
    .trim()
    .toLowerCase();
  return LOCALE_CODES.find((code) => LOCALES[code].tag.toLowerCase() === tag || code === tag) ?? 'en';
}

/**
 * Development only: an SMTP server on a free loopback port that accepts every e-mail and puts it in the
 * development outbox, so the real nodemailer path runs end to end without a mail relay.
 */
export async function startDevSmtpSink(outbox: DevOutbox, logger: Logger): Promise<DevSmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          for (const to of recipients) {
            await outbox.add({
              channel: 'email',
              to,
              subject: mail.subject ?? null,
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : null,
              headers: keptHeaders(mail.headerLines),
              locale: localeOf(mail.headerLines)
            });
          }
          callback();
        })
        .catch((err: unknown) => {
          logger.warn({ err }, 'development SMTP sink could not store an e-mail');
          callback(err as Error);
        });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  };
}
