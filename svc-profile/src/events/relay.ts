import { type JetStreamClient } from '@nats-io/jetstream';
import { startOutboxRelay, type Logger, type OutboxRelay } from '@matrimony/service-kit';
import { type Stores } from '../store';

/** Publishes the events waiting in every outbox of this service: profiles, interests, profile views and reports. */
export function startProfileRelay(
  stores: Stores,
  js: JetStreamClient,
  logger: Logger,
  intervalMs?: number
): OutboxRelay {
  const relays = [
    stores.profiles.model,
    stores.interests.model,
    stores.profileViews.model,
    stores.reports.model
  ].map((model) => startOutboxRelay({ model, js, logger, intervalMs }));
  return {
    async flush() {
      await Promise.all(relays.map((relay) => relay.flush()));
    },
    async stop() {
      await Promise.all(relays.map((relay) => relay.stop()));
    }
  };
}
