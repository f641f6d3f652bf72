import { type JetStreamClient } from '@nats-io/jetstream';
import { startOutboxRelays, type Logger, type OutboxRelay } from '@matrimony/service-kit';
import { type Stores } from '../store';

/** Publishes the outbox of subscriptions (billing.subscription.*), contact unlocks (billing.contact.*) and receipts (billing.receipt.issued). */
export function startRelays(
  stores: Stores,
  js: JetStreamClient,
  logger: Logger,
  intervalMs?: number
): OutboxRelay {
  const models = [stores.subscriptions.model, stores.contactUnlocks.model, stores.receipts.model];
  return startOutboxRelays({ models, js, logger, intervalMs });
}
