// Our reply reaches the requester: a member in the site (category `support`, always on) and by e-mail, a visitor by
// e-mail with their link. Only the reply's own text goes out; notes never do.
import { type Locale } from '@matrimony/i18n/codes';
import { ticketReplyEmail, ticketReplyNotification } from '../../templates';
import { type SupportTicketDoc, type TicketMessageDoc } from '../../store/support-tickets';
import { type NotifyDeps } from '../deps';
import { memberTicketUrl, ticketLinkUrl } from './open-ticket';

export async function tellRequester(
  deps: NotifyDeps,
  ticket: SupportTicketDoc,
  reply: TicketMessageDoc
): Promise<void> {
  const deliveryId = `ticket:${ticket._id}:reply:${reply.id}`;
  const content = (greetingName: string | null, url: string, locale?: Locale) =>
    ticketReplyEmail({
      locale,
      ticket: ticket._id,
      greetingName,
      authorName: reply.authorName,
      text: reply.text,
      resolved: ticket.status === 'resolved',
      url
    });
  const { requester } = ticket;
  if (requester.type === 'visitor') {
    await deps.queuedEmails.enqueue(deliveryId, {
      to: requester.email,
      template: 'ticket-reply',
      content: content(requester.name, ticketLinkUrl(deps, ticket), requester.locale)
    });
    return;
  }
  if (!requester.userId) return;
  // A member reads it in their language (their settings); a visitor's is not known (English).
  const { locale } = await deps.stores.notificationSettings.get(requester.userId);
  const told = await deps.stores.notifications.add({
    userId: requester.userId,
    key: deliveryId,
    ...ticketReplyNotification(ticket._id, locale),
    actorUserId: null,
    actorProfileId: null,
    createdAt: reply.sentAt
  });
  if (told) deps.unread.changed(requester.userId);
  const recipient = await deps.stores.recipients.get(requester.userId);
  if (recipient)
    await deps.queuedEmails.enqueue(deliveryId, {
      to: recipient.email,
      template: 'ticket-reply',
      content: content(recipient.fullName, memberTicketUrl(deps, ticket._id), locale)
    });
}
