import { type JetStreamClient } from '@nats-io/jetstream';
import { startOutboxRelay, type Logger } from '@matrimony/service-kit';
import { type Stores } from '../store';

/**
 * Publishes the outbox of registrations (identity.user.registered), deletions (identity.user.deleted), credential
 * versions (identity.user.password-changed), contact changes (identity.user.contact-changed), suspensions
 * (identity.user.suspended, .reinstated) and data exports (identity.export.requested).
 */
export function startRelays(stores: Stores, js: JetStreamClient, logger: Logger, intervalMs?: number) {
  const relays = [
    stores.registrations.model,
    stores.deletions.model,
    stores.credentialVersions.model,
    stores.contactChanges.model,
    stores.suspensions.model,
    stores.exports.model
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

export type Relays = ReturnType<typeof startRelays>;
