// Members and events for the e-mail and settings specs: handled directly (as NATS would hand them over), so a
// test decides exactly when an event is delivered again.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type EventData, type EventEnvelope, type EventSubject } from '@matrimony/contracts';
import { createEnvelope, handleEventOnce } from '@matrimony/service-kit';
import { DURABLE_NAME } from '../../src/events/consumers';
import { notifyEventHandlers } from '../../src/events/handlers';
import { type Stack } from './stack';

export interface TestMember {
  userId: string;
  fullName: string;
  email: string;
}

let mobiles = 0;

export function members(stack: Stack) {
  // As the consumer handles a delivery: each identity message once per event, member news every time.
  const handle = handleEventOnce({
    handlers: notifyEventHandlers(stack.notify.events),
    processedEvents: stack.notify.events.stores.processedEvents,
    consumer: DURABLE_NAME
  });
  const bearer = (member: TestMember) => `Bearer ${stack.issuer.sign({ sub: member.userId })}`;
  return {
    handle,
    /** Handles a new event of this subject and returns it (to deliver it again). */
    async event<S extends EventSubject>(subject: S, data: EventData<S>): Promise<EventEnvelope<S>> {
      const event = createEnvelope(subject, data);
      await handle(event);
      return event;
    },
    async register(fullName: string): Promise<TestMember> {
      const userId = randomUUID();
      const member = { userId, fullName, email: `m-${userId.slice(0, 8)}@example.in` };
      mobiles += 1;
      await handle(
        createEnvelope('identity.user.registered', {
          userId,
          mobile: `98766${String(mobiles).padStart(5, '0')}`,
          email: member.email,
          fullName
        })
      );
      return member;
    },
    bearer,
    /** The e-mails the member got, newest first, once the senders have sent what was queued. */
    async mails(member: TestMember) {
      await stack.notify.queuedEmails.idle();
      return stack.notify.http.stores.devOutbox.list({ to: member.email });
    },
    /** The member's in-app notifications, newest first. */
    async notifications(member: TestMember) {
      const res = await request(stack.app)
        .get('/api/notify/notifications')
        .query({ limit: 50 })
        .set('Authorization', bearer(member))
        .expect(200);
      return res.body.items as { category: string; text: string; link: string }[];
    }
  };
}

/** Interest event data from one member to another. */
export const interest = (from: TestMember, to: TestMember) => ({
  interestId: randomUUID(),
  fromUserId: from.userId,
  toUserId: to.userId,
  fromProfileId: `p-${from.userId}`,
  toProfileId: `p-${to.userId}`
});

/** The "Stop these e-mails" link of an e-mail's text. */
export function unsubscribeUrlOf(text: string): string {
  const match = /Stop these e-mails: (\S+)/.exec(text);
  if (!match) throw new Error('no unsubscribe link in the e-mail');
  return match[1]!;
}
