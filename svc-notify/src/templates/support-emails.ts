// The help desk's e-mails. None carries a staff note: only the reply being sent, the ticket number and the link.
// An acknowledgement goes to whatever address was typed, so it carries nothing the sender wrote.
import { indianDateTime, renderEmail, SITE_NAME, type Rendered } from './layout';
import { type NotificationContent } from './notifications';

/** The acknowledgement of a new ticket: its number, when we will reply, and where to follow it. */
export function ticketOpenedEmail(input: {
  ticket: string;
  replyDueBy: Date;
  grievance: boolean;
  url: string;
}): Rendered {
  const what = input.grievance ? 'grievance' : 'message';
  return renderEmail({
    subject: `We received your ${what} (ticket ${input.ticket})`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for writing to ${SITE_NAME}. Your ticket number is ${input.ticket}; please quote it if you write again. We will reply by ${indianDateTime(input.replyDueBy)}.`,
      ...(input.grievance
        ? ['Our Grievance Officer will acknowledge your grievance and resolve it within 15 days.']
        : [])
    ],
    action: { label: 'See your ticket', url: input.url },
    after: ['If you did not write to us, you can ignore this e-mail.']
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
}): Rendered {
  return renderEmail({
    subject: `Reply to your ticket ${input.ticket}`,
    greeting: input.greetingName ? `Hello ${input.greetingName},` : 'Hello,',
    paragraphs: [
      `${input.authorName} replied to your ticket ${input.ticket}:`,
      input.text,
      ...(input.resolved
        ? ['We have marked this ticket resolved. If anything is still wrong, reply and it opens again.']
        : [])
    ],
    action: { label: 'Read and reply', url: input.url }
  });
}

/** The in-app notice of our reply. */
export const ticketReplyNotification = (ticket: string): NotificationContent => ({
  category: 'support',
  text: `The help desk replied to your ticket ${ticket}.`,
  link: `/help/tickets/${ticket}`
});
