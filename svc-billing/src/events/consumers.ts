import { type NatsConnection } from '@nats-io/nats-core';
import {
  consumeEventHandlers,
  type EventConsumer,
  type EventHandlers,
  type Logger
} from '@matrimony/service-kit';
import { type EventData } from '@matrimony/contracts';
import { mobileHash } from '../domain/mobile-hash';
import { type Stores } from '../store';

export const DURABLE_NAME = 'svc-billing';

export interface BillingEventDeps {
  stores: Stores;
  now: () => Date;
  logger: Logger;
  /** Keys the welcome-offer records (config MOBILE_HASH_KEY). */
  mobileHashKey: string;
}

/** The reaction to each consumed event; the consumer runs each once per event. */
export function billingEventHandlers({ stores, now, logger, mobileHashKey }: BillingEventDeps) {
  return {
    /** The welcome offer; the unique indexes also stop a second one from any other path. */
    'identity.user.registered': async (event) => {
      const { userId, mobile } = event.data;
      // Once per mobile number (docs/product-rules.md#welcome-offer): a number that had one on an erased account gets none.
      if (!(await stores.welcomeOffers.claim(mobileHash(mobileHashKey, mobile), userId, now()))) {
        logger.info(
          { userId, eventId: event.id },
          'welcome offer not granted: this mobile number already had one'
        );
        return;
      }
      const granted = await stores.subscriptions.grantWelcomeOffer(userId, new Date(event.occurredAt), now());
      logger.info(
        { userId, eventId: event.id, granted },
        granted ? 'welcome offer granted' : 'welcome offer already granted'
      );
    },

    // Every number a member has held counts as having had the offer: moving to a new number, deleting the account
    // and registering again with that number earns no second month. Idempotent, and the order of changes is moot.
    'identity.user.contact-changed': async (event) => {
      const { userId, mobile, changed, changedAt } = event.data;
      if (changed === 'mobile')
        await stores.welcomeOffers.recordNumber(
          mobileHash(mobileHashKey, mobile),
          userId,
          new Date(changedAt)
        );
    },

    // What a tax invoice says of the buyer, and of a profile whose contact a member buys.
    'profile.created': async (event) => recordMember(stores, event.data, new Date(event.occurredAt)),
    'profile.updated': async (event) => recordMember(stores, event.data, new Date(event.occurredAt)),

    'identity.user.deleted': async (event) => {
      const { userId } = event.data;
      // The member's still-valid access tokens are refused from now on: a token must not outlive its account.
      await stores.revokedMembers.revoke(userId, 'deleted', new Date(event.occurredAt));
      const erased = await stores.subscriptions.erase(userId, now());
      await stores.contactUnlocks.eraseOf(userId);
      // The member's name and state for invoices go; so does their member number from others' unlock invoices.
      const memberNumber = await stores.members.erase(userId, now());
      if (memberNumber) await stores.receipts.forgetProfileNumber(memberNumber);
      // Orders and receipts stay for the accounts, without the member's id.
      await stores.orders.detachFrom(userId);
      await stores.receipts.detachFrom(userId);
      // The welcome-offer record stays (keyed hash only), so re-registering earns no second one.
      await stores.welcomeOffers.forgetMember(userId);
      logger.info({ userId, eventId: event.id, erased }, 'member subscriptions erased');
    },

    // Idempotent and ordered by the decision's time (a late suspension never undoes a later lifting).
    'identity.user.suspended': async (event) => {
      await stores.revokedMembers.revoke(event.data.userId, 'suspended', new Date(event.data.at));
    },

    'identity.user.reinstated': async (event) => {
      await stores.revokedMembers.restore(event.data.userId, new Date(event.data.at));
    }
  } satisfies EventHandlers;
}

function recordMember(stores: Stores, data: EventData<'profile.updated'>, asOf: Date): Promise<void> {
  return stores.members.record({
    _id: data.userId,
    profileId: data.profileId,
    fullName: data.fullName,
    memberNumber: data.memberNumber ?? null,
    state: data.state ?? null,
    asOf
  });
}

/**
 * Durable consumers: identity.user.registered (welcome offer), .contact-changed (the new number's offer is spent),
 * .deleted (erasure), .suspended and .reinstated (tokens refused, then accepted); profile.created and .updated
 * (the invoices' read model of members).
 */
export function startConsumers(nc: NatsConnection, deps: BillingEventDeps): Promise<EventConsumer> {
  return consumeEventHandlers({
    nc,
    durable: DURABLE_NAME,
    processedEvents: deps.stores.processedEvents,
    logger: deps.logger,
    handlers: billingEventHandlers(deps)
  });
}
