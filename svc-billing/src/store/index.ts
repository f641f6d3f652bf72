import { type Connection } from 'mongoose';
import { createProcessedEvents, createRevokedMembers } from '@matrimony/service-kit';
import { createContactUnlocksStore } from './contact-unlocks';
import { createMembersStore } from './members';
import { createOrdersStore } from './orders';
import { createReceiptsStore } from './receipts';
import { createRefundsStore } from './refunds';
import { createSubscriptions } from './subscriptions';
import { createWelcomeOffersStore } from './welcome-offers';

/** Every collection of the `billing` database. */
export function createStores(connection: Connection) {
  return {
    subscriptions: createSubscriptions(connection),
    orders: createOrdersStore(connection),
    receipts: createReceiptsStore(connection),
    refunds: createRefundsStore(connection),
    contactUnlocks: createContactUnlocksStore(connection),
    members: createMembersStore(connection),
    processedEvents: createProcessedEvents(connection),
    revokedMembers: createRevokedMembers(connection),
    welcomeOffers: createWelcomeOffersStore(connection)
  };
}

export type Stores = ReturnType<typeof createStores>;
