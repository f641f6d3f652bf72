import { type JetStreamClient } from '@nats-io/jetstream';
import { startOutboxRelays, type Logger, type OutboxRelay } from '@matrimony/service-kit';
import { type Stores } from '../store';

/** Publishes the outbox of subscriptions (billing.subscription.*) and contact unlocks (billing.contact.*). */
export function startRelays(
  stores: Stores,
  js: JetStreamClient,
  logger: Logger,
  intervalMs?: number
): OutboxRelay {
  const models = [stores.subscriptions.model, stores.contactUnlocks.model];
  return startOutboxRelays({ models, js, logger, intervalMs });
}
