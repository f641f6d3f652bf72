import { jetstream } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { type Connection } from 'mongoose';
import { createTokenVerifier, ensureIndexes, keycloakEndpoints, type Logger } from '@matrimony/service-kit';
import { type Config } from './config';
import { createDeliverer } from './delivery/deliverer';
import { startDevSmtpSink, type DevSmtpSink } from './delivery/dev-smtp-sink';
import { smtpEmail, type EmailSender } from './delivery/email';
import { startQueuedEmails, type QueuedEmails } from './delivery/queued-emails';
import { devOutboxSms, httpSms } from './delivery/sms';
import { type HandlerDeps } from './events/handlers';
import { type NotifyDeps } from './http/deps';
import { createStores } from './store';
import { SITE_NAME } from './templates';
import { type RetryPolicy } from './domain/limits';
import { conversationEvents } from './live/conversation-news';
import { createConversationListCache } from './live/conversation-list-cache';
import { createUnreadHub, type UnreadHub } from './live/unread-hub';
import { createTicketLinkTokens } from './domain/ticket-link-token';
import { createUnsubscribeTokens } from './domain/unsubscribe-token';
import { startTicketRelay } from './events/relays';
import { conversationStateFrom, startUnreadMessageEmails } from './jobs/unread-message-emails';

export interface Notify {
  http: NotifyDeps;
  events: HandlerDeps;
  unread: UnreadHub;
  queuedEmails: QueuedEmails;
  /** Stops the unread-messages job and the e-mail senders (waiting for the e-mails in flight), then closes the mail transport and the development sink. */
  close(): Promise<void>;
}

/**
 * Stores and providers from the configuration. Production (checked by readConfig) sends through SMTP_URL and
 * the SMS_API_URL adapter; anywhere else an unset provider is replaced by the development outbox.
 */
export async function createNotify(
  config: Config,
  mongo: Connection,
  nc: NatsConnection,
  logger: Logger,
  options: {
    retry?: RetryPolicy;
    /** The queued e-mails' retries (default EMAIL_QUEUE_RETRY). */
    queueRetry?: RetryPolicy;
    /** Replaces the SMTP transport (tests: a slow or failing relay). */
    email?: EmailSender;
    now?: () => Date;
    tokenIssuer?: { issuer: string; jwksUri: string; allowedAzp: string[] };
  } = {}
): Promise<Notify> {
  const conversationLists = createConversationListCache();
  // A write drops this replica's pages, then tells the others (`unread` is made below, before anything is written).
  const stores = createStores(mongo, (userIds) => {
    for (const userId of userIds) conversationLists.drop(userId);
    unread.listChanged(userIds);
  });
  await ensureIndexes(Object.values(mongo.models));
  const production = config.NODE_ENV === 'production';
  let sink: DevSmtpSink | undefined;
  if (!config.SMTP_URL && !options.email) sink = await startDevSmtpSink(stores.devOutbox, logger);
  // A connection per queued-e-mail sender, and one for the identity e-mails the deliverer sends at once (reset links).
  const email =
    options.email ??
    smtpEmail(
      config.SMTP_URL ?? sink!.url,
      `"${SITE_NAME}" <${config.SUPPORT_EMAIL}>`,
      config.EMAIL_SENDERS + 1
    );
  const sms =
    config.SMS_API_URL && config.SMS_API_KEY
      ? httpSms({ url: config.SMS_API_URL, apiKey: config.SMS_API_KEY })
      : devOutboxSms(stores.devOutbox);
  const deliverer = createDeliverer({
    deliveries: stores.deliveries,
    sms,
    email,
    logger,
    retry: options.retry
  });
  const now = options.now ?? (() => new Date());
  const queuedEmails = startQueuedEmails({
    deliveries: stores.deliveries,
    email,
    logger,
    retry: options.queueRetry,
    senders: config.EMAIL_SENDERS,
    now
  });
  const unread = createUnreadHub(
    nc,
    {
      unreadCount: stores.notifications.unreadCount,
      revokedNow(userId) {
        stores.revokedMembers.forget(userId);
        return stores.revokedMembers.isRevoked(userId);
      },
      conversationEvent: conversationEvents(stores),
      listChanged: conversationLists.drop,
      hearing: (heard) => (heard ? conversationLists.resume() : conversationLists.suspend())
    },
    logger
  );
  const verifier = createTokenVerifier({
    ...(options.tokenIssuer ?? { ...keycloakEndpoints(config), allowedAzp: config.KEYCLOAK_ALLOWED_AZP }),
    isRevoked: stores.revokedMembers.isRevoked
  });
  const unsubscribeTokens = createUnsubscribeTokens(config.UNSUBSCRIBE_SECRET);
  const ticketRelay = startTicketRelay(stores, jetstream(nc), logger);
  const unreadMessageEmails = startUnreadMessageEmails(
    {
      ...stores,
      queuedEmails,
      conversationState: conversationStateFrom(stores),
      publicUrl: config.PUBLIC_URL,
      unsubscribeTokens,
      logger,
      now
    },
    mongo
  );
  return {
    http: {
      stores,
      queuedEmails,
      supportEmail: config.SUPPORT_EMAIL,
      now,
      devOutbox: !production,
      verifier,
      unread,
      conversationLists,
      unsubscribeTokens,
      ticketLinks: createTicketLinkTokens(config.UNSUBSCRIBE_SECRET),
      publicUrl: config.PUBLIC_URL
    },
    events: {
      stores,
      deliverer,
      queuedEmails,
      publicUrl: config.PUBLIC_URL,
      logger,
      now,
      unread,
      unsubscribeTokens
    },
    unread,
    queuedEmails,
    async close() {
      await unread.close();
      await unreadMessageEmails.stop();
      await ticketRelay.stop();
      await queuedEmails.stop();
      email.close();
      await sink?.close();
    }
  };
}
