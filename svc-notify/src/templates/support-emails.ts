// The help desk's e-mails. None carries a staff note: only the reply being sent, the ticket number and the link.
// An acknowledgement goes to whatever address was typed, so it carries nothing the sender wrote.
import { type Locale } from '@matrimony/i18n/codes';
import { greeting, indianDateTime, renderEmail, SITE_NAME, type Rendered } from './layout';
import { t } from './messages';
import { type NotificationContent } from './notifications';

/** The acknowledgement of a new ticket: its number, when we will reply, and where to follow it. */
export function ticketOpenedEmail(input: {
  ticket: string;
  replyDueBy: Date;
  grievance: boolean;
  url: string;
  locale?: Locale;
}): Rendered {
  const { locale, ticket } = input;
  return renderEmail({
    locale,
    subject: input.grievance
      ? t(locale, 'email.ticket.received.grievance', { ticket })
      : t(locale, 'email.ticket.received.message', { ticket }),
    greeting: greeting(null, locale),
    paragraphs: [
      t(locale, 'email.ticketOpened.body', {
        site: SITE_NAME,
        ticket,
        date: indianDateTime(input.replyDueBy, locale)
      }),
      ...(input.grievance ? [t(locale, 'email.ticketOpened.grievance')] : [])
    ],
    action: { label: t(locale, 'email.ticket.see'), url: input.url },
    after: [t(locale, 'email.ticket.notYou')]
  });
}

/** Our reply on a ticket, to the member or the visitor, with the link to read and answer it. */
export function ticketReplyEmail(input: {
  ticket: string;
  greetingName: string | null;
  authorName: string;
  text: string;
  resolved: boolean;
  url: string;
  locale?: Locale;
}): Rendered {
  const { locale, ticket } = input;
  return renderEmail({
    locale,
    subject: t(locale, 'email.ticketReply.subject', { ticket }),
    greeting: greeting(input.greetingName, locale),
    paragraphs: [
      t(locale, 'email.ticketReply.replied', { author: input.authorName, ticket }),
      input.text,
      ...(input.resolved ? [t(locale, 'email.ticketReply.resolved')] : [])
    ],
    action: { label: t(locale, 'email.ticketReply.action'), url: input.url }
  });
}

/** The in-app notice of our reply. */
export const ticketReplyNotification = (ticket: string, locale?: Locale): NotificationContent => ({
  category: 'support',
  text: t(locale, 'notification.ticketReplied', { ticket }),
  link: `/help/tickets/${ticket}`
});
