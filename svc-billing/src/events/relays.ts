import { type JetStreamClient } from '@nats-io/jetstream';
import { startOutboxRelay, type Logger } from '@matrimony/service-kit';
import { type Stores } from '../store';

/** Publishes the outbox of subscriptions (billing.subscription.*) and contact unlocks (billing.contact.*). */
export function startRelays(stores: Stores, js: JetStreamClient, logger: Logger, intervalMs?: number) {
  const relays = [stores.subscriptions.model, stores.contactUnlocks.model].map((model) =>
    startOutboxRelay({ model, js, logger, intervalMs })
  );
  return {
    async flush() {
      await Promise.all(relays.map((relay) => relay.flush()));
    },
    async stop() {
      await Promise.all(relays.map((relay) => relay.stop()));
    }
  };
}

export type Relays = ReturnType<typeof startRelays>;
