import { CONVERSATION_MESSAGES } from '@matrimony/catalog/conversations';
import { problem } from '@matrimony/service-kit';
import { type ConversationMemberDoc } from '../../store/conversation-members';
import { otherMemberOf, type ConversationDoc } from '../../store/conversations';
import { type Stores } from '../../store';

export interface MemberConversation {
  conversation: ConversationDoc;
  otherUserId: string;
  /** The reader's and the other member's records (name, photo, suspended, left), by user id. */
  members: Map<string, ConversationMemberDoc>;
}

/**
 * The member's conversation of this id, or 404 `conversation_not_found`: the same answer whether the id is missing
 * or another pair's, so nobody learns which conversations exist.
 */
export async function findConversation(
  stores: Stores,
  id: string,
  userId: string
): Promise<MemberConversation> {
  const conversation = await stores.conversations.findForMember(id, userId);
  if (!conversation) throw problem(404, CONVERSATION_MESSAGES.notFound, 'conversation_not_found');
  const otherUserId = otherMemberOf(conversation, userId);
  const members = await stores.conversationMembers.getMany([userId, otherUserId]);
  return { conversation, otherUserId, members };
}
