import { type JetStreamClient } from '@nats-io/jetstream';
import { startOutboxRelays, type Logger, type OutboxRelay } from '@matrimony/service-kit';
import { type Stores } from '../store';

/** Publishes the events waiting in every outbox of this service: profiles, interests, profile views, reports, blocks and photo checks. */
export function startRelays(
  stores: Stores,
  js: JetStreamClient,
  logger: Logger,
  intervalMs?: number
): OutboxRelay {
  const models = [
    stores.profiles.model,
    stores.interests.model,
    stores.profileViews.model,
    stores.reports.model,
    stores.blocks.model,
    stores.photoChecks.model
  ];
  return startOutboxRelays({ models, js, logger, intervalMs });
}
