import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { createEnvelope, createLogger, type EventConsumer } from '@matrimony/service-kit';
import { type EventEnvelope } from '@matrimony/contracts';
import { DURABLE_NAME, startConsumers } from '../../src/events/consumers';
import { type Stack } from './stack';

type MemberSubject = 'profile.member.suspended' | 'profile.member.reinstated' | 'profile.member.banned';

/** svc-identity's moderation consumers on the stack's NATS, and what svc-profile would publish to them. */
export interface Sanctions {
  /** Publishes svc-profile's event about the member (decided at `at`); returns the envelope. */
  publish(subject: MemberSubject, userId: string, at: Date): Promise<EventEnvelope>;
  /** The same event again, past JetStream's de-dup window (a new msgID): a redelivery. */
  republish(event: EventEnvelope): Promise<void>;
  /** Resolves once svc-identity's consumers have nothing pending or unacknowledged, and the outbox is relayed. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSanctions(stack: Stack): Promise<Sanctions> {
  const consumers: EventConsumer = await startConsumers(
    stack.nc,
    stack.identity,
    createLogger({ name: 'svc-identity-test', level: 'silent' })
  );
  const js = jetstream(stack.nc);
  const jsm = await jetstreamManager(stack.nc);
  const republish = async (event: EventEnvelope) => {
    await js.publish(event.type, JSON.stringify(event), { msgID: randomUUID() });
  };
  return {
    async publish(subject, userId, at) {
      const event = createEnvelope(subject, {
        userId,
        profileId: `profile-of-${userId}`,
        at: at.toISOString()
      });
      await republish(event);
      return event;
    },
    republish,
    async settled() {
      for (;;) {
        const mine = [...(await jsm.consumers.list('PROFILE').next())].filter((c) =>
          c.name.startsWith(DURABLE_NAME)
        );
        if (mine.length > 0 && mine.every((c) => c.num_pending === 0 && c.num_ack_pending === 0)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await stack.relays.flush();
    },
    stop: () => consumers.stop()
  };
}
