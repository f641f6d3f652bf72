// svc-notify's part of a member's data export: the contact details notices go to, the notification settings and
// language, the in-app notifications (their text names another member at most by the public name; the acting member's
// id is left out), the e-mails and SMS sent to the member (what and when, not the bodies: reset links and codes are
// dead secrets), the messages the member sent through the contact form, and their conversations: every message by and
// to them, the other member by the name the conversation showed and their member number only; and their help-desk
// tickets with their messages and our replies (never staff notes, the audit or who handled them).
import { exportPartObject } from '@matrimony/contracts';
import { isoOrNull, type ExportRequest, type ExportStore } from '@matrimony/service-kit';
import { smsNumber } from '../domain/recipients';
import { otherMemberOf } from '../store/conversations';
import { type Stores } from '../store';
import { type SupportTicketDoc } from '../store/support-tickets';

/** A ticket as its member reads it: what they and we wrote, and where it stands. */
const ticketOf = (ticket: SupportTicketDoc) => ({
  number: ticket._id,
  kind: ticket.kind,
  category: ticket.category,
  subject: ticket.subject,
  status: ticket.status,
  receiptNumber: ticket.receiptNumber,
  openedAt: isoOrNull(ticket.createdAt),
  resolvedAt: isoOrNull(ticket.resolvedAt),
  messages: ticket.messages.map((message) => ({
    from: message.author === 'requester' ? 'me' : message.authorName,
    text: message.text,
    sentAt: isoOrNull(message.sentAt)
  }))
});

/** The member's conversations, each with its messages oldest first, as the member reads them. */
async function conversationsOf(stores: Stores, userId: string) {
  const conversations = await stores.conversations.allOf(userId);
  const others = await stores.conversationMembers.getMany(
    conversations.map((conversation) => otherMemberOf(conversation, userId))
  );
  return Promise.all(
    conversations.map(async (conversation) => {
      const other = others.get(otherMemberOf(conversation, userId));
      const messages = await stores.messages.model
        .find({ conversationId: conversation._id })
        .sort({ seq: 1 })
        .lean();
      return {
        with: {
          displayName: other?.displayName ?? null,
          memberNumber: other?.memberNumber ?? null,
          left: Boolean(other?.leftAt)
        },
        startedAt: isoOrNull(conversation.matchedAt),
        messages: messages.map((message) => ({
          from: message.senderUserId === userId ? 'me' : 'them',
          text: message.text,
          sentAt: isoOrNull(message.sentAt),
          readAt: isoOrNull(message.readAt),
          warning: message.warning
        }))
      };
    })
  );
}

export async function writeNotifyPart(
  stores: Stores,
  now: () => Date,
  request: ExportRequest,
  store: ExportStore
): Promise<string[]> {
  const { exportId, userId } = request;
  const [recipient, settings, notifications] = await Promise.all([
    stores.recipients.get(userId),
    stores.notificationSettings.get(userId),
    stores.notifications.model.find({ userId }, { actorUserId: 0 }).sort({ createdAt: 1 }).lean()
  ]);
  const addresses = recipient ? [recipient.email, smsNumber(recipient.mobile)] : [];
  const deliveries = (
    await Promise.all(addresses.map((address) => stores.deliveries.byRecipient(address)))
  ).flat();
  const contactMessages = recipient ? await stores.contactMessages.bySender(recipient.email) : [];
  const part = {
    service: 'svc-notify',
    exportId,
    generatedAt: now().toISOString(),
    recipient: recipient
      ? { mobile: recipient.mobile, email: recipient.email, fullName: recipient.fullName }
      : null,
    notificationSettings: settings.settings,
    /** The language their e-mails and SMS are written in (`chosen` false: the English default). */
    language: { locale: settings.locale, chosen: settings.localeChosen },
    notifications: notifications.map((notification) => ({
      category: notification.category,
      text: notification.text,
      link: notification.link,
      createdAt: isoOrNull(notification.createdAt),
      readAt: isoOrNull(notification.readAt)
    })),
    messagesSent: deliveries.map((delivery) => ({
      channel: delivery.channel,
      to: delivery.to,
      template: delivery.template,
      status: delivery.status,
      createdAt: isoOrNull(delivery.createdAt),
      sentAt: isoOrNull(delivery.sentAt)
    })),
    contactFormMessages: contactMessages.map((message) => ({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      sentAt: isoOrNull(message.createdAt)
    })),
    conversations: await conversationsOf(stores, userId),
    supportTickets: (await stores.supportTickets.allOfMember(userId)).map(ticketOf)
  };
  const name = exportPartObject(exportId, 'notify');
  await store.putJsonOnce(name, part);
  return [name];
}
