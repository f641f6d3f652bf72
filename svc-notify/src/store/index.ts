import { type Connection } from 'mongoose';
import { createProcessedEvents, createRateLimits, createRevokedMembers } from '@matrimony/service-kit';
import { createContactMessages } from './contact-messages';
import { createConversationMembersStore } from './conversation-members';
import { createConversationsStore, type MembersChanged } from './conversations';
import { createDeliveries } from './deliveries';
import { createDevOutbox } from './dev-outbox';
import { createFlaggedMessagesStore } from './flagged-messages';
import { createMessageEmailsStore } from './message-emails';
import { createMessageReportsStore } from './message-reports';
import { createMemberPlansStore } from './member-plans';
import { createMemberReceiptsStore } from './member-receipts';
import { createMessagesStore } from './messages';
import { createModeratorDecisionsStore } from './moderator-decisions';
import { createModeratorReadsStore } from './moderator-reads';
import { createNotificationSettingsStore } from './notification-settings';
import { createNotifications } from './notifications';
import { createRecipients } from './recipients';
import { createSupportTicketsStore } from './support-tickets';

/**
 * Every collection of the `notify` database (the development outbox is used only outside production).
 * `conversationsChanged` hears which members' conversations or records each write touched.
 */
export function createStores(connection: Connection, conversationsChanged?: MembersChanged) {
  return {
    deliveries: createDeliveries(connection),
    devOutbox: createDevOutbox(connection),
    contactMessages: createContactMessages(connection),
    rateLimits: createRateLimits(connection),
    recipients: createRecipients(connection),
    notifications: createNotifications(connection),
    notificationSettings: createNotificationSettingsStore(connection),
    processedEvents: createProcessedEvents(connection),
    revokedMembers: createRevokedMembers(connection),
    conversations: createConversationsStore(connection, conversationsChanged),
    conversationMembers: createConversationMembersStore(connection, conversationsChanged),
    memberPlans: createMemberPlansStore(connection),
    messages: createMessagesStore(connection),
    messageReports: createMessageReportsStore(connection),
    messageEmails: createMessageEmailsStore(connection),
    moderatorReads: createModeratorReadsStore(connection),
    moderatorDecisions: createModeratorDecisionsStore(connection),
    flaggedMessages: createFlaggedMessagesStore(connection),
    supportTickets: createSupportTicketsStore(connection),
    memberReceipts: createMemberReceiptsStore(connection)
  };
}

export type Stores = ReturnType<typeof createStores>;
