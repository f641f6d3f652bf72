// svc-notify's part of a member's data export: the contact details notices go to, the notification settings, the
// in-app notifications (their text names another member at most by the public name; the acting member's id is
// left out), the e-mails and SMS sent to the member (what and when, not the bodies: reset links and codes are
// dead secrets) and the messages the member sent through the contact form.
import { exportPartObject } from '@matrimony/contracts';
import { isoOrNull, type ExportRequest, type ExportStore } from '@matrimony/service-kit';
import { smsNumber } from '../domain/recipients';
import { type Stores } from '../store';

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
    }))
  };
  const name = exportPartObject(exportId, 'notify');
  await store.putJsonOnce(name, part);
  return [name];
}
