import { type JetStreamClient } from '@nats-io/jetstream';
import { startOutboxRelays, type Logger, type OutboxRelay } from '@matrimony/service-kit';
import { type Stores } from '../store';

/** Publishes the help desk's outbox (notify.ticket.*): the events the measures are built from. */
export function startTicketRelay(stores: Stores, js: JetStreamClient, logger: Logger): OutboxRelay {
  return startOutboxRelays({ models: [stores.supportTickets.model], js, logger });
}
