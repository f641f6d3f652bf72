// Conversations between mutual matches (docs/product-rules.md#conversations): the message length, page sizes,
// the reasons a message can be reported for, the warnings a delivered message can carry, the live stream's
// conversation events and the sentences a member reads about them.
import { type UserMessage } from './messages';

/** A message is text only, at most this many characters after trimming. */
export const MESSAGE_TEXT_MAX = 1000;

/** Conversations one page of the list shows. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Messages one page of a thread shows. */
export const MESSAGES_PAGE_SIZE = 50;

export const MESSAGE_REPORT_REASONS = [
  { id: 'asked-for-money', label: 'Asked for money' },
  { id: 'abusive', label: 'Abusive or obscene' },
  { id: 'fake-profile', label: 'Pretending to be someone else' },
  { id: 'spam', label: 'Spam or advertising' },
  { id: 'other', label: 'Other' }
] as const;
export type MessageReportReasonId = (typeof MESSAGE_REPORT_REASONS)[number]['id'];
export const MESSAGE_REPORT_REASON_IDS = MESSAGE_REPORT_REASONS.map((reason) => reason.id) as [
  MessageReportReasonId,
  ...MessageReportReasonId[]
];
/** A message report may carry details up to this length. */
export const MESSAGE_REPORT_DETAILS_MAX = 500;

/** How a moderator resolves a message report: nothing against the rules, or the member was acted on. */
export const MESSAGE_REPORT_OUTCOMES = ['dismissed', 'actioned'] as const;
export type MessageReportOutcome = (typeof MESSAGE_REPORT_OUTCOMES)[number];

/** Why a delivered message carries a warning to its recipient: it asks for money, names a payment handle (UPI ID) or holds a link. */
export const MESSAGE_WARNING_KINDS = ['money-request', 'payment-handle', 'link'] as const;
export type MessageWarningKind = (typeof MESSAGE_WARNING_KINDS)[number];

/**
 * What a member reads in a thread: the safety note at the start of every conversation, the warning under a flagged
 * message received (by its kind), and the sentence that replaces the composer once the conversation has ended (by
 * its reason as the reader sees it; "closed" never says who blocked).
 */
export const CONVERSATION_TEXTS = {
  safetyBanner: {
    title: 'Stay safe',
    description:
      'Never send money to someone you have not met, and never share an OTP, a password or your bank details. Report any member who asks.'
  },
  warnings: {
    'money-request':
      'This message asks for money. Never send money to someone you have not met in person; report the member if this worries you.',
    'payment-handle':
      'This message has a payment ID (UPI) in it. Never send money to someone you have not met in person.',
    link: 'This message has a link. Open it only if you trust the sender, and never enter an OTP or password there.'
  },
  ended: {
    left: 'This member has left.',
    closed: 'This conversation is closed: neither of you can send messages here any more.'
  }
} as const satisfies {
  safetyBanner: UserMessage;
  warnings: Record<MessageWarningKind, string>;
  ended: Record<ConversationEndReason, string>;
};

/**
 * The live stream's conversation events, beside `unread` and `revoked` (notifications.ts): a new message in one of
 * the member's conversations (theirs or one the member sent from another tab), a read receipt, and a conversation
 * that ended. Their data shapes are in contracts (`conversationStreamEvents`).
 */
export const CONVERSATION_STREAM_EVENTS = {
  message: 'message',
  read: 'message-read',
  ended: 'conversation-ended'
} as const;

/** Why an ended conversation ended, as its members see it: the other member left (deleted their account), or it is closed (a block either way, or a suspension). */
export const CONVERSATION_END_REASONS = ['left', 'closed'] as const;
export type ConversationEndReason = (typeof CONVERSATION_END_REASONS)[number];

/** Problem details of the conversation endpoints (our wording). */
export const CONVERSATION_MESSAGES = {
  notFound: {
    title: 'Conversation Not Found',
    description: 'This conversation does not exist or is not yours.'
  },
  messageNotFound: {
    title: 'Message Not Found',
    description: 'This message is not in this conversation.'
  },
  ended: {
    title: 'Conversation Ended',
    description: 'You can no longer send messages in this conversation.'
  },
  clientMessageIdReused: {
    title: 'Message Not Sent',
    description: 'This message id was already used for another conversation. Please send the message again.'
  },
  ownMessage: {
    title: 'Cannot Report Your Own Message',
    description: 'Only messages the other member sent can be reported.'
  },
  alreadyReported: {
    title: 'Already Reported',
    description: 'You have already reported this message. Our team is looking into it.'
  },
  tooFast: {
    title: 'Too Many Messages',
    description: 'You are sending messages very quickly. Please wait a moment and try again.'
  },
  newAccountDailyLimit: {
    title: 'Daily Message Limit Reached',
    description:
      'New accounts can send a limited number of messages a day during their first week. You can send more tomorrow.'
  }
} as const satisfies Record<string, UserMessage>;

/** The name a conversation shows for a member who deleted their account (their own name went with it). */
export const LEFT_MEMBER_NAME = 'Former member';
