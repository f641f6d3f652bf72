import { type NatsConnection } from '@nats-io/nats-core';
import { consumeEventHandlers, type EventConsumer, type Logger } from '@matrimony/service-kit';
import { eraseExportsOf } from '../exports/erase-exports';
import { writeIdentityPart } from '../exports/identity-part';
import { recordExportPart } from '../exports/record-part';
import { type IdentityDeps } from '../http/deps';
import { DURABLE_NAME } from './consumers';

/**
 * The member's data exports: svc-identity writes its own part when an export is asked for, records the other
 * services' parts as they announce them, and erases a deleted member's exports with their objects.
 */
export function startExportConsumers(
  nc: NatsConnection,
  deps: IdentityDeps,
  logger: Logger
): Promise<EventConsumer> {
  return consumeEventHandlers({
    nc,
    durable: DURABLE_NAME,
    processedEvents: deps.stores.processedEvents,
    logger,
    handlers: {
      'identity.export.requested': async ({ data }) => writeIdentityPart(deps, data.exportId, data.userId),
      'profile.export.part-ready': async ({ data }) => recordExportPart(deps, logger, 'profile', data),
      'billing.export.part-ready': async ({ data }) => recordExportPart(deps, logger, 'billing', data),
      'notify.export.part-ready': async ({ data }) => recordExportPart(deps, logger, 'notify', data),
      'identity.user.deleted': async ({ data }) => eraseExportsOf(deps, data.userId)
    }
  });
}
