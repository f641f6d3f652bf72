// A deleted account's messages leave the other members' view (docs/product-rules.md#conversation-data-rights): its
// messages are deleted, each conversation's last message and unread count follow, and its unread-message e-mails and
// the reports by or about it go. The other member's own messages stay theirs; the thread then shows that this member
// left. Safe to run twice: each step is a delete or a set computed from what is left.
import { createHash } from 'node:crypto';
import { type Collection } from 'mongodb';
import { type Stores } from '../store';
import { type ConversationMemberDoc } from '../store/conversation-members';
import { pairKeyOf, type ConversationDoc, type LastMessage } from '../store/conversations';

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
    stores.conversations.changed(conversation.members);
    const other = conversation.participants.find((participant) => participant.userId !== userId);
    if (other) await stores.conversationMembers.addUnread(other.userId, -other.unread);
  }
  await stores.messageReports.model.deleteMany({
    $or: [{ reporterUserId: userId }, { reportedUserId: userId }]
  });
  await stores.messageEmails.erase(userId);
}

/**
 * What stands for a deleted member in the conversations they were in: the hash of their id, as the revocation
 * record keeps it. Keycloak ids are random UUIDs, so it cannot be turned back into the id.
 */
export const leftMemberId = (userId: string) =>
  `left:${createHash('sha256').update(userId).digest('base64url')}`;

/**
 * After the messages went: the member's id leaves every conversation document (members, pair key, participants,
 * blocks), the messages they received and their conversation record, replaced by `leftMemberId`, so the other member
 * still sees a conversation with someone who left and nothing stored names the member (docs/product-rules.md#the-members-data).
 */
export async function anonymiseLeftMember(stores: Stores, userId: string, at: Date): Promise<void> {
  const placeholder = leftMemberId(userId);
  const swap = (id: string) => (id === userId ? placeholder : id);
  const conversations = stores.conversations.model.collection as unknown as Collection<ConversationDoc>;
  for (const conversation of await conversations.find({ members: userId }).toArray()) {
    const members = conversation.members.map(swap);
    await conversations.updateOne(
      { _id: conversation._id },
      {
        $set: {
          members,
          pairKey: pairKeyOf(members[0]!, members[1]!),
          participants: conversation.participants.map((participant) => ({
            ...participant,
            userId: swap(participant.userId)
          })),
          blocks: conversation.blocks.map((block) => ({ ...block, by: swap(block.by) }))
        }
      }
    );
    stores.conversations.changed([...conversation.members, placeholder]);
  }
  await stores.messages.model.updateMany(
    { recipientUserId: userId },
    { $set: { recipientUserId: placeholder } }
  );
  const records = stores.conversationMembers.model.collection as unknown as Collection<ConversationMemberDoc>;
  await records.updateOne(
    { _id: placeholder },
    {
      $setOnInsert: {
        profileId: null,
        displayName: null,
        memberNumber: null,
        photoUrl: null,
        profileEventAt: null,
        suspended: false,
        leftAt: at
      }
    },
    { upsert: true }
  );
  await records.deleteOne({ _id: userId });
  stores.conversations.changed([userId, placeholder]);
}
