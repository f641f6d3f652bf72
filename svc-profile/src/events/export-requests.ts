import { type NatsConnection } from '@nats-io/nats-core';
import { type Connection } from 'mongoose';
import { answerExportRequests, type EventConsumer, type Logger } from '@matrimony/service-kit';
import { writeProfilePart } from '../exports/profile-part';
import { createMemberDataReader } from '../store/member-data';
import { type Stores } from '../store';
import { CONSUMER_NAME } from './consumers';

/** identity.export.requested: svc-profile's part (profile, connections, the member's photos), then profile.export.part-ready. */
export function startExportAnswers(
  nc: NatsConnection,
  mongo: Connection,
  stores: Pick<Stores, 'images' | 'processedEvents'>,
  logger: Logger
): Promise<EventConsumer> {
  const deps = { reader: createMemberDataReader(mongo), images: stores.images, now: () => new Date() };
  return answerExportRequests({
    nc,
    durable: CONSUMER_NAME,
    part: 'profile',
    logger,
    processedEvents: stores.processedEvents,
    writePart: (request, store) => writeProfilePart(deps, request, store)
  });
}
