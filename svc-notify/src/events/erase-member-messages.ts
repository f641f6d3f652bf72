// A deleted account's messages leave the other members' view (docs/product-rules.md#conversation-data-rights): its
// messages are deleted, each conversation's last message and unread count follow, and its unread-message e-mails and
// the reports by or about it go. The other member's own messages stay theirs; the thread then shows that this member
// left. Safe to run twice: each step is a delete or a set computed from what is left.
import { type Stores } from '../store';
import { type LastMessage } from '../store/conversations';

export async function eraseMemberMessages(stores: Stores, userId: string): Promise<void> {
  for (const conversation of await stores.conversations.allOf(userId)) {
    await stores.messages.model.deleteMany({ conversationId: conversation._id, senderUserId: userId });
    const last = await stores.messages.model
      .findOne({ conversationId: conversation._id })
      .sort({ seq: -1 })
      .lean();
    const lastMessage: LastMessage | null = last
      ? { id: last._id, seq: last.seq, senderUserId: last.senderUserId, text: last.text, sentAt: last.sentAt }
      : null;
    // The other member's unread messages were all the leaver's.
    const participants = conversation.participants.map((participant) =>
      participant.userId === userId ? participant : { ...participant, unread: 0 }
    );
    await stores.conversations.model.collection.updateOne(
      { _id: conversation._id },
      { $set: { lastMessage, participants } }
    );
  }
  await stores.messageReports.model.deleteMany({
    $or: [{ reporterUserId: userId }, { reportedUserId: userId }]
  });
  await stores.messageEmails.erase(userId);
}
