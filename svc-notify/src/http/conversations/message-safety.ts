// What a sent message sets off besides its delivery (docs/product-rules.md#conversation-safety and
// #conversation-e-mails): its warning is counted for the moderators, and an unread-messages e-mail to the recipient
// becomes due.
import { type MessageDoc } from '../../store/messages';
import { type Stores } from '../../store';

export { messageWarningOf } from '@matrimony/catalog/text-flags';

export async function afterMessageStored(stores: Stores, message: MessageDoc): Promise<void> {
  if (message.warning) await stores.flaggedMessages.count(message.warning, message.sentAt);
  await stores.messageEmails.noteUnread(
    {
      conversationId: String(message.conversationId),
      recipientUserId: message.recipientUserId,
      senderUserId: message.senderUserId
    },
    message.sentAt
  );
}
