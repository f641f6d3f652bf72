// "You have new messages from …" (docs/product-rules.md#conversation-e-mails): a message left unread for a while
// becomes an e-mail to its recipient, at most once in six hours per conversation, only while something is still
// unread and only while the member's "messages" e-mails are on. One replica runs a pass at a time (lease).
import { type Connection } from 'mongoose';
import { startPeriodicJob, type Logger, type PeriodicJob } from '@matrimony/service-kit';
import { type QueuedEmails } from '../delivery/queued-emails';
import { unsubscribeLink, SETTINGS_PATH } from '../delivery/news-email';
import {
  nextUnreadEmailAt,
  UNREAD_EMAIL_BATCH,
  UNREAD_EMAIL_JOB_INTERVAL_MS
} from '../domain/unread-message-emails';
import { type UnsubscribeTokens } from '../domain/unsubscribe-token';
import { conversationState } from '../http/conversations/view';
import { otherMemberOf } from '../store/conversations';
import { type Stores } from '../store';
import { type MessageEmailDoc, type MessageEmailsStore } from '../store/message-emails';
import { type NotificationSettingsStore } from '../store/notification-settings';
import { type Recipients } from '../store/recipients';
import { notificationSettingLabel } from '@matrimony/catalog/notifications';
import { unreadMessagesEmail } from '../templates';

export const UNREAD_MESSAGES_TEMPLATE = 'unread-messages';
const CATEGORY = 'messages' as const;

/** What the conversation looks like to the recipient now: null when it is not theirs (any more). */
export interface UnreadConversationState {
  unread: number;
  /** Neither ended nor blocked: an ended conversation is not e-mailed about. */
  open: boolean;
  /** The other member's name as the conversation shows it; null when they left. */
  senderName: string | null;
}

export interface UnreadMessageEmailDeps {
  messageEmails: MessageEmailsStore;
  notificationSettings: NotificationSettingsStore;
  recipients: Recipients;
  queuedEmails: QueuedEmails;
  conversationState(conversationId: string, recipientUserId: string): Promise<UnreadConversationState | null>;
  publicUrl: string;
  unsubscribeTokens: UnsubscribeTokens;
  logger: Logger;
  now: () => Date;
}

/** The recipient's side of the conversation from the stores: unread count, open or not, the other member's name. */
export function conversationStateFrom(stores: Stores) {
  return async (conversationId: string, recipientUserId: string): Promise<UnreadConversationState | null> => {
    const conversation = await stores.conversations.findForMember(conversationId, recipientUserId);
    if (!conversation) return null;
    const senderUserId = otherMemberOf(conversation, recipientUserId);
    const members = await stores.conversationMembers.getMany([senderUserId, recipientUserId]);
    const sender = members.get(senderUserId);
    const state = conversationState(conversation, sender, members.get(recipientUserId));
    return {
      unread:
        conversation.participants.find((participant) => participant.userId === recipientUserId)?.unread ?? 0,
      open: state.status === 'open',
      senderName: sender?.leftAt ? null : (sender?.displayName ?? null)
    };
  };
}

/** The thread's page in mf-account. */
export const conversationPath = (conversationId: string) => `/messages/${conversationId}`;

/** One pass: every waiting e-mail that is due is sent, put off (the six-hour gap) or dropped. */
export async function sendDueUnreadMessageEmails(deps: UnreadMessageEmailDeps): Promise<void> {
  const now = deps.now();
  for (const waiting of await deps.messageEmails.due(now, UNREAD_EMAIL_BATCH)) {
    await handle(deps, waiting, now);
  }
}

async function handle(deps: UnreadMessageEmailDeps, waiting: MessageEmailDoc, now: Date): Promise<void> {
  const { _id, conversationId, recipientUserId } = waiting;
  const state = await deps.conversationState(conversationId, recipientUserId);
  if (!state || state.unread === 0 || !state.open || !state.senderName) {
    await deps.messageEmails.drop(_id);
    return;
  }
  const next = nextUnreadEmailAt(waiting.dueAt!, waiting.lastSentAt);
  if (next > now) {
    await deps.messageEmails.postpone(_id, next);
    return;
  }
  const { settings, emailVersions, locale } = await deps.notificationSettings.get(recipientUserId);
  const recipient = settings[CATEGORY].email ? await deps.recipients.get(recipientUserId) : null;
  if (!recipient) {
    await deps.messageEmails.drop(_id);
    return;
  }
  const url = (path: string) => new URL(path, deps.publicUrl).toString();
  const content = unreadMessagesEmail({
    fullName: recipient.fullName,
    senderName: state.senderName,
    url: url(conversationPath(conversationId)),
    unsubscribe: {
      url: unsubscribeLink(deps, recipientUserId, CATEGORY, emailVersions[CATEGORY]),
      what: notificationSettingLabel(CATEGORY),
      settingsUrl: url(SETTINGS_PATH)
    },
    locale
  });
  // Keyed by the waiting e-mail's due time: a pass that stops before marking it sent queues nothing twice.
  await deps.queuedEmails.enqueue(`messages:${_id}:${waiting.dueAt!.getTime()}`, {
    to: recipient.email,
    template: UNREAD_MESSAGES_TEMPLATE,
    content
  });
  await deps.messageEmails.markSent(_id, now);
  deps.logger.info({ conversationId, userId: recipientUserId }, 'unread-messages e-mail queued');
}

export function startUnreadMessageEmails(
  deps: UnreadMessageEmailDeps,
  connection: Connection,
  intervalMs = UNREAD_EMAIL_JOB_INTERVAL_MS
): PeriodicJob {
  return startPeriodicJob({
    name: 'unread-message-emails',
    intervalMs,
    logger: deps.logger,
    lease: { connection },
    run: () => sendDueUnreadMessageEmails(deps)
  });
}
