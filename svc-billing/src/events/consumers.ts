import { type NatsConnection } from '@nats-io/nats-core';
import { consumeEvents, type EventConsumer, type Logger } from '@matrimony/service-kit';
import { type EventEnvelope } from '@matrimony/contracts';
import { mobileHash } from '../domain/mobile-hash';
import { type Stores } from '../store';

export const DURABLE_NAME = 'svc-billing';

const SUBJECTS = [
  'identity.user.registered',
  'identity.user.contact-changed',
  'identity.user.deleted',
  'identity.user.suspended',
  'identity.user.reinstated'
] as const;

/**
 * The reaction to each consumed event; exported so tests can call it as a redelivery would. `mobileHashKey` keys
 * the welcome-offer records (config MOBILE_HASH_KEY).
 */
export function billingEventHandler(stores: Stores, now: () => Date, logger: Logger, mobileHashKey: string) {
  return async (event: EventEnvelope): Promise<void> => {
    if (event.type === 'identity.user.registered') {
      const { userId, mobile } = event.data as EventEnvelope<'identity.user.registered'>['data'];
      // runOnce skips a redelivered event; the unique index also stops a second offer from any other path.
      await stores.processedEvents.runOnce(event.id, 'welcome-offer', async () => {
        // Once per mobile number (docs/product-rules.md#welcome-offer): a number that had one on an erased account gets none.
        if (!(await stores.welcomeOffers.claim(mobileHash(mobileHashKey, mobile), userId, now()))) {
          logger.info(
            { userId, eventId: event.id },
            'welcome offer not granted: this mobile number already had one'
          );
          return;
        }
        const granted = await stores.subscriptions.grantWelcomeOffer(
          userId,
          new Date(event.occurredAt),
          now()
        );
        logger.info(
          { userId, eventId: event.id, granted },
          granted ? 'welcome offer granted' : 'welcome offer already granted'
        );
      });
    } else if (event.type === 'identity.user.contact-changed') {
      const { userId, mobile, changed, changedAt } =
        event.data as EventEnvelope<'identity.user.contact-changed'>['data'];
      // Every number a member has held counts as having had the offer: moving to a new number, deleting the account
      // and registering again with that number earns no second month. Idempotent, and the order of changes is moot.
      if (changed === 'mobile')
        await stores.welcomeOffers.recordNumber(
          mobileHash(mobileHashKey, mobile),
          userId,
          new Date(changedAt)
        );
    } else if (event.type === 'identity.user.deleted') {
      const { userId } = event.data as EventEnvelope<'identity.user.deleted'>['data'];
      // The member's still-valid access tokens are refused from now on: a token must not outlive its account.
      await stores.revokedMembers.revoke(userId, 'deleted', new Date(event.occurredAt));
      await stores.processedEvents.runOnce(event.id, 'erase-member', async () => {
        const erased = await stores.subscriptions.erase(userId, now());
        await stores.contactUnlocks.eraseOf(userId);
        // Orders and receipts stay for the accounts, without the member's id.
        await stores.orders.detachFrom(userId);
        await stores.receipts.detachFrom(userId);
        // The welcome-offer record stays (keyed hash only), so re-registering earns no second one.
        await stores.welcomeOffers.forgetMember(userId);
        logger.info({ userId, eventId: event.id, erased }, 'member subscriptions erased');
      });
    } else if (event.type === 'identity.user.suspended') {
      // Idempotent and ordered by the decision's time (a late suspension never undoes a later lifting).
      const { userId, at } = event.data as EventEnvelope<'identity.user.suspended'>['data'];
      await stores.revokedMembers.revoke(userId, 'suspended', new Date(at));
    } else if (event.type === 'identity.user.reinstated') {
      const { userId, at } = event.data as EventEnvelope<'identity.user.reinstated'>['data'];
      await stores.revokedMembers.restore(userId, new Date(at));
    }
  };
}

/** Durable consumers: identity.user.registered (welcome offer), .contact-changed (the new number's offer is spent), .deleted (erasure), .suspended and .reinstated (tokens refused, then accepted). */
export function startConsumers(
  nc: NatsConnection,
  stores: Stores,
  now: () => Date,
  logger: Logger,
  mobileHashKey: string
): Promise<EventConsumer> {
  return consumeEvents({
    nc,
    durable: DURABLE_NAME,
    subjects: [...SUBJECTS],
    handler: billingEventHandler(stores, now, logger, mobileHashKey),
    logger
  });
}
