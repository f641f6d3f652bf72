// The unread-messages e-mail: who wrote, never what (a message can hold anything, and an inbox is not the place
// for it), with the safety reminder of the first-message banner.
import { type Locale } from '@matrimony/i18n/codes';
import { greeting, renderEmail, SITE_NAME, type Rendered, type Unsubscribe } from './layout';
import { t } from './messages';

export interface UnreadMessagesEmailInput {
  /** The recipient's name for the greeting. */
  fullName: string;
  /** The other member as the conversation shows them. */
  senderName: string;
  /** The conversation on the public site (absolute). */
  url: string;
  unsubscribe: Unsubscribe;
  /** The recipient's language (their settings); English by default. */
  locale?: Locale;
}

export function unreadMessagesEmail(input: UnreadMessagesEmailInput): Rendered {
  const { locale } = input;
  const name = input.senderName;
  return renderEmail({
    locale,
    subject: t(locale, 'email.unreadMessages.subject', { name }),
    greeting: greeting(input.fullName, locale),
    paragraphs: [t(locale, 'email.unreadMessages.body', { name, site: SITE_NAME })],
    action: { label: t(locale, 'email.unreadMessages.action'), url: input.url },
    after: [t(locale, 'email.unreadMessages.safety', { site: SITE_NAME })],
    unsubscribe: input.unsubscribe
  });
}
