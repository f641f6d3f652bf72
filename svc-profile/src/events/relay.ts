import { type JetStreamClient } from '@nats-io/jetstream';
import { startOutboxRelay, type Logger } from '@matrimony/service-kit';
import { type ProfileStore } from '../store/profiles';

/** Publishes profile.created / profile.updated from the profiles' outbox. */
export function startProfileRelay(profiles: ProfileStore, js: JetStreamClient, logger: Logger, intervalMs?: number) {
  return startOutboxRelay({ model: profiles.model, js, logger, intervalMs });
}
