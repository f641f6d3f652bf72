import { type Locale } from '@matrimony/i18n/codes';
import { type ContactMessage } from '../store/contact-messages';
import { contactAcknowledgementEmail, contactForwardEmail } from '../templates';
import { type QueuedEmails } from './queued-emails';

export type ContactEmailKind = 'support' | 'ack';

/** The delivery id of one of a contact message's two e-mails. */
export const contactDeliveryId = (messageId: string, kind: ContactEmailKind) =>
  `contact:${messageId}:${kind}`;

/**
 * Queues a contact message's e-mails: the forward to support (reply-to the sender) and, unless `acknowledge` is
 * false (that address had its share today), the acknowledgement with the ticket's link, in the page's language. The senders send them and
 * retry a failing relay.
 */
export async function queueContactEmails(
  queuedEmails: QueuedEmails,
  supportEmail: string,
  message: ContactMessage,
  ticket: { number: string; url: string },
  acknowledge = true,
  locale?: Locale
): Promise<void> {
  await queuedEmails.enqueue(contactDeliveryId(message.id, 'support'), {
    to: supportEmail,
    template: 'contact-forward',
    content: contactForwardEmail({ ...message, ticket: ticket.number }),
    replyTo: message.email
  });
  if (acknowledge) {
    await queuedEmails.enqueue(contactDeliveryId(message.id, 'ack'), {
      to: message.email,
      template: 'contact-ack',
      content: contactAcknowledgementEmail({ ticket: ticket.number, url: ticket.url, locale })
    });
  }
}
