import { type Logger } from '@matrimony/service-kit';
import { type ContactMessage } from '../store/contact-messages';
import { contactAcknowledgementEmail, contactForwardEmail, contactTicket } from '../templates';
import { type Deliverer } from './deliverer';

export type ContactEmailKind = 'support' | 'ack';

/** The delivery id of one of a contact message's two e-mails. */
export const contactDeliveryId = (messageId: string, kind: ContactEmailKind) => `contact:${messageId}:${kind}`;

/** `contact:<id>:<kind>` back into its parts (undefined for any other delivery). */
export function parseContactDeliveryId(deliveryId: string): { messageId: string; kind: ContactEmailKind } | undefined {
  const match = /^contact:([^:]+):(support|ack)$/.exec(deliveryId);
  return match ? { messageId: match[1]!, kind: match[2] as ContactEmailKind } : undefined;
}

/** Sends one of the two e-mails of a contact message: the forward to support (reply-to the sender) or the acknowledgement. */
export function sendContactEmail(deliverer: Deliverer, supportEmail: string, message: ContactMessage, kind: ContactEmailKind): Promise<void> {
  const deliveryId = contactDeliveryId(message.id, kind);
  return kind === 'support'
    ? deliverer.email(deliveryId, { to: supportEmail, template: 'contact-forward', content: contactForwardEmail(message), replyTo: message.email })
    : deliverer.email(deliveryId, { to: message.email, template: 'contact-ack', content: contactAcknowledgementEmail({ ticket: contactTicket(message.id) }) });
}

/**
 * The forward to support, and the acknowledgement unless `acknowledge` is false (that address had its
 * share today); a failure is already in the delivery log with its reason (and retried later by the retry job).
 */
export async function sendContactEmails(deliverer: Deliverer, supportEmail: string, message: ContactMessage, logger: Logger, acknowledge = true): Promise<void> {
  const kinds: ContactEmailKind[] = acknowledge ? ['support', 'ack'] : ['support'];
  const results = await Promise.allSettled(kinds.map((kind) => sendContactEmail(deliverer, supportEmail, message, kind)));
  if (results.some((result) => result.status === 'rejected')) logger.warn({ contactMessageId: message.id }, 'contact message e-mails not all sent: will retry');
}
