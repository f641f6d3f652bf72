import { type EventEnvelope, type EventSubject } from '@matrimony/contracts';
import { type ProcessedEvents } from '../mongo/processed-events';
import { consumeEvents, type ConsumeEventsOptions, type DeliveryInfo, type EventConsumer } from './consume';

/** What a service does with one event of subject S; the event is typed by that subject's schema. */
export type SubjectHandler<S extends EventSubject> = (
  event: EventEnvelope<S>,
  delivery: DeliveryInfo
) => Promise<void>;

/** One handler per catalogued subject. */
export type EventHandlers = { [S in EventSubject]?: SubjectHandler<S> };

const repeatableHandlers = new WeakSet<object>();

/**
 * Marks a handler whose every effect is already keyed by the event (safe to run again, even twice at once): it runs
 * on every delivery without the processed-events claim, which saves two writes per event on busy subjects.
 */
export function repeatable<S extends EventSubject>(handler: SubjectHandler<S>): SubjectHandler<S> {
  repeatableHandlers.add(handler);
  return handler;
}

export interface HandleEventOptions {
  handlers: EventHandlers;
  processedEvents: ProcessedEvents;
  /** Idempotency key prefix in processed_events, e.g. the durable name. */
  consumer: string;
}

/**
 * What the consumer does with one delivery: the subject's handler, inside `runOnce` unless it is `repeatable`, so a
 * redelivered event has its effect once and a handler cannot forget idempotency. Tests call it as a delivery would.
 */
export function handleEventOnce(
  options: HandleEventOptions
): (event: EventEnvelope, delivery?: DeliveryInfo) => Promise<void> {
  const { handlers, processedEvents, consumer } = options;
  return async (event, delivery = { deliveryCount: 1 }) => {
    // The map pairs each subject with its own handler; the envelope was parsed by that subject's schema.
    const handle = handlers[event.type] as SubjectHandler<EventSubject> | undefined;
    if (!handle) return;
    if (repeatableHandlers.has(handle)) return handle(event, delivery);
    await processedEvents.runOnce(event.id, consumer, () => handle(event, delivery));
  };
}

export interface ConsumeEventHandlersOptions extends Omit<ConsumeEventsOptions, 'subjects' | 'handler'> {
  handlers: EventHandlers;
  processedEvents: ProcessedEvents;
  /** Idempotency key prefix in processed_events; default: `durable`. */
  consumer?: string;
}

/**
 * Consumes exactly the subjects the handler map names (one durable consumer per subject, named after `durable`);
 * each delivery goes through `handleEventOnce`.
 */
export function consumeEventHandlers(options: ConsumeEventHandlersOptions): Promise<EventConsumer> {
  const { handlers, processedEvents, consumer, ...rest } = options;
  return consumeEvents({
    ...rest,
    subjects: Object.keys(handlers) as EventSubject[],
    handler: handleEventOnce({ handlers, processedEvents, consumer: consumer ?? options.durable })
  });
}
