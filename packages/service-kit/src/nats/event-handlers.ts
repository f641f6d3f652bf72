import { type EventEnvelope, type EventSubject } from '@matrimony/contracts';
import { type ProcessedEvents } from '../mongo/processed-events';
import { consumeEvents, type ConsumeEventsOptions, type DeliveryInfo, type EventConsumer } from './consume';

/** One handler per catalogued subject; the event is typed by that subject's schema. */
export type EventHandlers = {
  [S in EventSubject]?: (event: EventEnvelope<S>, delivery: DeliveryInfo) => Promise<void>;
};

export interface ConsumeEventHandlersOptions extends Omit<ConsumeEventsOptions, 'subjects' | 'handler'> {
  handlers: EventHandlers;
  processedEvents: ProcessedEvents;
  /** Idempotency key prefix in processed_events; default: `durable`. */
  consumer?: string;
}

/**
 * Consumes exactly the subjects the handler map names; every handler runs inside `runOnce`, so a
 * redelivered event is handled at most once and a handler cannot forget idempotency.
 */
export function consumeEventHandlers(options: ConsumeEventHandlersOptions): Promise<EventConsumer> {
  const { handlers, processedEvents, ...rest } = options;
  const consumer = options.consumer ?? options.durable;
  const subjects = Object.keys(handlers) as EventSubject[];
  return consumeEvents({
    ...rest,
    subjects,
    handler: async (event, delivery) => {
      const handle = handlers[event.type] as
        | ((event: EventEnvelope, delivery: DeliveryInfo) => Promise<void>)
        | undefined;
      if (!handle) return;
      await processedEvents.runOnce(event.id, consumer, () => handle(event, delivery));
    }
  });
}
