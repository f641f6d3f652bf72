// Conversations between mutual matches (docs/product-rules.md#conversations), served by svc-notify: the list, a
// thread, sending, read receipts, reporting a message, and the live stream's conversation events. The other
// member appears by profile id, display name and card photo only: never a mobile or an e-mail.
import { z } from 'zod';
import {
  CONVERSATION_END_REASONS,
  CONVERSATION_STREAM_EVENTS,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGE_REPORT_DETAILS_MAX,
  MESSAGE_REPORT_REASON_IDS,
  MESSAGE_TEXT_MAX,
  MESSAGE_WARNING_KINDS,
  MESSAGES_PAGE_SIZE
} from '@matrimony/catalog/conversations';
import { objectId } from '../ids';
import { defineRoute } from '../route';

const conversationId = objectId('a conversation id');
const messageId = objectId('a message id');
const profileId = objectId('a profile id');

/** Where a page of the conversation list ends: `<ms since epoch of the last activity>.<conversation id>`. */
export const conversationCursorSchema = z.string().regex(/^\d{1,15}\.[0-9a-f]{24}$/, 'Not a page cursor.');

/** One message as one of the two members sees it. */
export const conversationMessageSchema = z.object({
  id: z.string(),
  /** The sender's own id for the send (a uuid): a retried send carries the same one and is stored once. */
  clientMessageId: z.uuid(),
  /** Who wrote it, from the reader's side. */
  sender: z.enum(['me', 'them']),
  text: z.string(),
  sentAt: z.iso.datetime(),
  /** When the recipient read it (for the reader's own messages: the read receipt), null while unread. */
  readAt: z.iso.datetime().nullable(),
  /** Shown to the recipient with the message: it asks for money, names a payment handle or holds a link. */
  warning: z.enum(MESSAGE_WARNING_KINDS).nullable()
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** One conversation in the reader's list, or at the top of a thread. */
export const conversationSchema = z.object({
  id: z.string(),
  /** The other member as their card shows them to a mutual match. */
  other: z.object({
    profileId: z.string(),
    displayName: z.string(),
    /** The card photo's URL (access-checked by svc-profile when fetched), null without a photo. */
    photoUrl: z.string().nullable()
  }),
  lastMessage: z
    .object({ id: z.string(), text: z.string(), sentAt: z.iso.datetime(), mine: z.boolean() })
    .nullable(),
  /** The other member's messages the reader has not read yet. */
  unreadCount: z.number().int().nonnegative(),
  /** The last message's time, or when the conversation opened (the match) before any message. */
  activityAt: z.iso.datetime(),
  /**
   * `open`, or `ended`: no more messages either way. `endReason` says why as the reader sees it: `left` (the
   * other member deleted their account) or `closed` (a block either way, or a suspension); the history stays
   * readable.
   */
  status: z.enum(['open', 'ended']),
  endReason: z.enum(CONVERSATION_END_REASONS).nullable()
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  /** The `before` of the next page, null on the last one. */
  nextBefore: conversationCursorSchema.nullable(),
  /** Unread messages over all the reader's conversations (the header's count). */
  unreadCount: z.number().int().nonnegative()
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/**
 * A page of a thread, oldest to newest. Without a cursor: the newest messages. `before`: the messages just older
 * than that message (scrolling up). `after`: the messages just newer than it, oldest first (catching up after a
 * reconnect: open the stream first, then ask for everything after the last message shown, page by page until
 * `hasNewer` is false).
 */
export const messagePageQuerySchema = z
  .object({
    before: messageId.optional(),
    after: messageId.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE)
  })
  .refine((query) => !(query.before && query.after), {
    message: 'Ask for messages before one message or after one, not both.',
    path: ['after']
  });

export const messagePageSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(conversationMessageSchema),
  /** Older messages exist before the first one of this page. */
  hasOlder: z.boolean(),
  /** Newer messages exist after the last one of this page. */
  hasNewer: z.boolean()
});

export const sendMessageBodySchema = z.object({
  clientMessageId: z.uuid(),
  text: z
    .string()
    .trim()
    .min(1, 'Write a message.')
    .max(MESSAGE_TEXT_MAX, `At most ${MESSAGE_TEXT_MAX} characters.`)
});
export const sentMessageSchema = z.object({ message: conversationMessageSchema });

export const markReadBodySchema = z.object({ upTo: messageId });
export const markReadResultSchema = z.object({
  /** The reader's unread messages left in this conversation. */
  unreadCount: z.number().int().nonnegative()
});

export const reportMessageBodySchema = z.object({
  reason: z.enum(MESSAGE_REPORT_REASON_IDS),
  details: z.string().trim().max(MESSAGE_REPORT_DETAILS_MAX).optional()
});
export const messageReportReceiptSchema = z.object({ id: z.string(), reportedAt: z.iso.datetime() });

const pathConversation = { params: z.object({ id: conversationId }) };
const NOT_FOUND = ['conversation_not_found'] as const;

export const conversationRoutes = {
  listConversations: defineRoute({
    name: 'notify.listConversations',
    method: 'GET',
    path: '/conversations',
    auth: 'member',
    summary:
      'The member’s conversations, newest activity first, a page at a time (`before`: the previous page’s `nextBefore`), with the unread count over all of them',
    request: {
      query: z.object({
        before: conversationCursorSchema.optional(),
        limit: z.coerce.number().int().min(1).max(50).default(CONVERSATIONS_PAGE_SIZE)
      })
    },
    response: { status: 200, body: conversationListSchema },
    errors: []
  }),
  getConversationUnreadCount: defineRoute({
    name: 'notify.getConversationUnreadCount',
    method: 'GET',
    path: '/conversations/unread-count',
    auth: 'member',
    summary: 'Unread messages over all the member’s conversations (the header’s count)',
    response: { status: 200, body: z.object({ unreadCount: z.number().int().nonnegative() }) },
    errors: []
  }),
  findConversationWith: defineRoute({
    name: 'notify.findConversationWith',
    method: 'GET',
    path: '/conversations/with/:profileId',
    auth: 'member',
    summary:
      'The member’s conversation with the member of this profile (where “Message” on a match’s card leads)',
    description:
      '404 `conversation_not_found` when the two have no conversation: not a mutual match (yet: the conversation opens a moment after the match), or no such profile.',
    request: { params: z.object({ profileId }) },
    response: { status: 200, body: z.object({ conversation: conversationSchema }) },
    errors: [...NOT_FOUND]
  }),
  listMessages: defineRoute({
    name: 'notify.listMessages',
    method: 'GET',
    path: '/conversations/:id/messages',
    auth: 'member',
    summary:
      'One conversation and a page of its messages, oldest to newest: the newest page, the one `before` a message, or the one `after` a message (catching up)',
    description:
      '404 `conversation_not_found` for an id that is not one of the member’s conversations, whether it exists or not; `message_not_found` when the cursor’s message is not in this conversation.',
    request: { ...pathConversation, query: messagePageQuerySchema },
    response: { status: 200, body: messagePageSchema },
    errors: [...NOT_FOUND, 'message_not_found']
  }),
  sendMessage: defineRoute({
    name: 'notify.sendMessage',
    method: 'POST',
    path: '/conversations/:id/messages',
    auth: 'member',
    summary:
      'Sends a text message (1-1,000 characters after trimming); a retry with the same `clientMessageId` answers the stored message (200) and stores nothing',
    description:
      '409 `conversation_ended`: the conversation ended (a block either way, a suspension or a deletion). 429 with Retry-After: `message_rate_limited` (60 a minute per member) or `message_daily_limit` (accounts younger than 7 days: 100 a day). 409 `client_message_id_reused`: the member used this `clientMessageId` for a message in another conversation.',
    request: { ...pathConversation, body: sendMessageBodySchema },
    response: {
      status: 201,
      replay: { status: 200, description: 'A retried send: the message stored by the first one' },
      body: sentMessageSchema
    },
    errors: [
      ...NOT_FOUND,
      'conversation_ended',
      'message_rate_limited',
      'message_daily_limit',
      'client_message_id_reused'
    ]
  }),
  markConversationRead: defineRoute({
    name: 'notify.markConversationRead',
    method: 'POST',
    path: '/conversations/:id/read',
    auth: 'member',
    summary:
      'Marks the other member’s messages up to and including `upTo` read; the sender gets a read receipt while the conversation is open',
    request: { ...pathConversation, body: markReadBodySchema },
    response: { status: 200, body: markReadResultSchema },
    errors: [...NOT_FOUND, 'message_not_found']
  }),
  reportMessage: defineRoute({
    name: 'notify.reportMessage',
    method: 'POST',
    path: '/conversations/:id/messages/:messageId/reports',
    auth: 'member',
    summary:
      'Reports one of the other member’s messages to the moderators (also after the conversation ended); once per message and reporter',
    description:
      '404 `message_not_found`: not a message of this conversation. 422 `own_message`: the member wrote it. 409 `message_already_reported`.',
    request: {
      params: z.object({ id: conversationId, messageId }),
      body: reportMessageBodySchema
    },
    response: { status: 202, body: messageReportReceiptSchema },
    errors: [...NOT_FOUND, 'message_not_found', 'own_message', 'message_already_reported']
  })
};

/**
 * The data of the live stream's conversation events (`event:` names in catalog `CONVERSATION_STREAM_EVENTS`), sent on
 * `notify.streamNotifications` beside `unread`. Each is written for the member whose stream it is.
 */
export const conversationStreamEvents = {
  /** A message in one of the member's conversations: theirs, or one the member sent from another tab. */
  [CONVERSATION_STREAM_EVENTS.message]: z.object({
    conversationId: z.string(),
    message: conversationMessageSchema
  }),
  /**
   * Messages were read up to `upTo`: by the other member (`by: 'them'`, the read receipt of the member's own
   * messages) or by the member in another tab (`by: 'me'`; `unreadCount` is what is left for them).
   */
  [CONVERSATION_STREAM_EVENTS.read]: z.object({
    conversationId: z.string(),
    by: z.enum(['me', 'them']),
    upTo: z.string(),
    readAt: z.iso.datetime(),
    unreadCount: z.number().int().nonnegative()
  }),
  /** The conversation ended: the composer goes. */
  [CONVERSATION_STREAM_EVENTS.ended]: z.object({
    conversationId: z.string(),
    endReason: z.enum(CONVERSATION_END_REASONS)
  })
} as const;
export type ConversationStreamEventName = keyof typeof conversationStreamEvents;
export type ConversationStreamEventData<E extends ConversationStreamEventName> = z.infer<
  (typeof conversationStreamEvents)[E]
>;
