import { type JetStreamClient } from '@nats-io/jetstream';
import { startOutboxRelays, type Logger, type OutboxRelay } from '@matrimony/service-kit';
import { type Stores } from '../store';

/**
 * Publishes the outbox of registrations (identity.user.registered), deletions (identity.user.deleted), credential
 * versions (identity.user.password-changed), contact changes (identity.user.contact-changed), suspensions
 * (identity.user.suspended, .reinstated), data exports (identity.export.requested), ID checks
 * (identity.verification.changed) and moderators' decisions on ID documents (identity.verification.reviewed, with
 * .changed on an approval).
 */
export function startRelays(
  stores: Stores,
  js: JetStreamClient,
  logger: Logger,
  intervalMs?: number
): OutboxRelay {
  const models = [
    stores.registrations.model,
    stores.deletions.model,
    stores.credentialVersions.model,
    stores.contactChanges.model,
    stores.suspensions.model,
    stores.exports.model,
    stores.idVerifications.model,
    stores.idDocuments.model
  ];
  return startOutboxRelays({ models, js, logger, intervalMs });
}
