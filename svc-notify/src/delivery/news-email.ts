// The e-mail that goes with a piece of member news, queued for the senders (queued-emails.ts) with
// the delivery log kept: once per event and template (`event:<id>:<template>`; a redelivery finds it queued or
// `sent`), to the address of the recipients read model.
import {
  type SwitchableNotificationCategory,
  notificationSettingLabel
} from '@matrimony/catalog/notifications';
import { type EventEnvelope } from '@matrimony/contracts';
import { type Locale } from '@matrimony/i18n/codes';
import { type Logger } from '@matrimony/service-kit';
import { MEMBER_EMAIL_MAX_EVENT_AGE_MS, RECIPIENT_WAIT_MS } from '../domain/limits';
import { RecipientUnknownError } from '../domain/recipient-unknown';
import { type UnsubscribeTokens } from '../domain/unsubscribe-token';
import { type Stores } from '../store';
import { type Rendered, type Unsubscribe } from '../templates';
import { type QueuedEmails } from './queued-emails';

export interface NewsEmailDeps {
  stores: Stores;
  queuedEmails: QueuedEmails;
  /** The site as members see it: links in e-mails. */
  publicUrl: string;
  unsubscribeTokens: UnsubscribeTokens;
  logger: Logger;
  now: () => Date;
}

export interface NewsEmail {
  /** Names the message in the delivery log and the logs, e.g. `interest-received`. */
  template: string;
  render(input: {
    fullName: string;
    url: (path: string) => string;
    unsubscribe?: Unsubscribe;
    /** The recipient's language (their settings). */
    locale: Locale;
  }): Rendered;
}

/** The settings page members change their notifications on (mf-account). */
export const SETTINGS_PATH = '/settings';
/** svc-notify's one-click unsubscribe endpoint on the public site (contract `notify.unsubscribe`). */
export const UNSUBSCRIBE_PATH = '/api/notify/unsubscribe';

/** The signed link of one category's e-mails: no e-mail address in it, only the member id, category and version. */
export function unsubscribeLink(
  deps: Pick<NewsEmailDeps, 'publicUrl' | 'unsubscribeTokens'>,
  userId: string,
  category: SwitchableNotificationCategory,
  version: number
): string {
  const url = new URL(UNSUBSCRIBE_PATH, deps.publicUrl);
  url.searchParams.set('token', deps.unsubscribeTokens.sign({ userId, category, version }));
  return url.toString();
}

/**
 * Queues the e-mail of `event` to `userId`. `switchable` (the category and its current e-mail version) adds
 * the unsubscribe footer and headers; receipts and acknowledgements go without. It is written in `locale`, the
 * member's language (English unless they chose another). An event from days ago (a
 * replayed stream) sends nothing; a member not registered here yet is waited for a minute (NATS redelivers),
 * then the e-mail is skipped (the account may be gone).
 */
export async function sendNewsEmail(
  deps: NewsEmailDeps,
  event: EventEnvelope,
  userId: string,
  email: NewsEmail,
  switchable?: { category: SwitchableNotificationCategory; version: number },
  locale: Locale = 'en'
): Promise<void> {
  const age = deps.now().getTime() - new Date(event.occurredAt).getTime();
  if (age > MEMBER_EMAIL_MAX_EVENT_AGE_MS) {
    deps.logger.info(
      { eventId: event.id, template: email.template },
      'event too old to e-mail about: skipped'
    );
    return;
  }
  const recipient = await deps.stores.recipients.get(userId);
  if (!recipient) {
    if (age < RECIPIENT_WAIT_MS) throw new RecipientUnknownError(userId);
    deps.logger.info(
      { eventId: event.id, userId, template: email.template },
      'member unknown here: e-mail skipped'
    );
    return;
  }
  const url = (path: string) => new URL(path, deps.publicUrl).toString();
  const unsubscribe = switchable
    ? {
        url: unsubscribeLink(deps, userId, switchable.category, switchable.version),
        what: notificationSettingLabel(switchable.category),
        settingsUrl: url(SETTINGS_PATH)
      }
    : undefined;
  const content = email.render({ fullName: recipient.fullName, url, unsubscribe, locale });
  await deps.queuedEmails.enqueue(`event:${event.id}:${email.template}`, {
    to: recipient.email,
    template: email.template,
    content
  });
}
