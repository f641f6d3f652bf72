// What a member sees of a conversation and its messages: the other member by profile id, name and card photo only.
import { LEFT_MEMBER_NAME } from '@matrimony/catalog/conversations';
import { type Conversation, type ConversationMessage } from '@matrimony/contracts/http/notify/conversations';
import { type ConversationMemberDoc } from '../../store/conversation-members';
import { isBlocked, otherMemberOf, type ConversationDoc } from '../../store/conversations';
import { type MessageDoc } from '../../store/messages';
import { UNKNOWN_MEMBER_NAME } from '../../templates';

/**
 * Whether the two may still write, as the reader sees it: ended by a block either way or a suspension (`closed`),
 * or because the other member deleted their account (`left`).
 */
export function conversationState(
  doc: Pick<ConversationDoc, 'blocks'>,
  other: ConversationMemberDoc | undefined,
  reader?: ConversationMemberDoc
): Pick<Conversation, 'status' | 'endReason'> {
  if (other?.leftAt) return { status: 'ended', endReason: 'left' };
  if (isBlocked(doc) || other?.suspended || reader?.suspended || reader?.leftAt)
    return { status: 'ended', endReason: 'closed' };
  return { status: 'open', endReason: null };
}

export function messageView(doc: MessageDoc, readerUserId: string): ConversationMessage {
  const mine = doc.senderUserId === readerUserId;
  return {
    id: String(doc._id),
    clientMessageId: doc.clientMessageId,
    sender: mine ? 'me' : 'them',
    text: doc.text,
    sentAt: doc.sentAt.toISOString(),
    readAt: doc.readAt?.toISOString() ?? null,
    // The warning is for the one who received it.
    warning: mine ? null : doc.warning
  };
}

export function conversationView(
  doc: ConversationDoc,
  readerUserId: string,
  members: ReadonlyMap<string, ConversationMemberDoc>
): Conversation {
  const otherUserId = otherMemberOf(doc, readerUserId);
  const other = members.get(otherUserId);
  const participant = doc.participants.find((p) => p.userId === otherUserId);
  const last = doc.lastMessage;
  return {
    id: String(doc._id),
    other: {
      profileId: participant?.profileId ?? other?.profileId ?? '',
      displayName: other?.leftAt ? LEFT_MEMBER_NAME : (other?.displayName ?? UNKNOWN_MEMBER_NAME),
      photoUrl: other?.leftAt ? null : (other?.photoUrl ?? null)
    },
    lastMessage: last
      ? {
          id: String(last.id),
          text: last.text,
          sentAt: last.sentAt.toISOString(),
          mine: last.senderUserId === readerUserId
        }
      : null,
    unreadCount: doc.participants.find((p) => p.userId === readerUserId)?.unread ?? 0,
    activityAt: doc.activityAt.toISOString(),
    ...conversationState(doc, other, members.get(readerUserId))
  };
}
