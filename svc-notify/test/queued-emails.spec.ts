import { expect } from 'chai';
import request from 'supertest';
import { createEnvelope, publishEvent } from '@matrimony/service-kit';
import { type EmailMessage, type EmailSender } from '../src/delivery/email';
import { EMAIL_SENDERS_PER_REPLICA } from '../src/domain/limits';
import { interest, members, type TestMember } from './support/members';
import { startStack, type Stack } from './support/stack';

/** A mail relay that holds every send until `open()`, counting how many it holds at once. */
function gatedRelay() {
  const sent: EmailMessage[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const relay: EmailSender = {
    async send(message) {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await opened;
      inFlight -= 1;
      sent.push(message);
    },
    close() {}
  };
  return { relay, sent, open, mostInFlight: () => mostInFlight };
}

/** The e-mail queue's gauges from a Prometheus text answer. */
const metricsOf = (text: string) =>
  Object.fromEntries(
    [...text.matchAll(/^(notify_email_queue_\w+)\{[^}]*\} (\S+)$/gm)].map(([, name, value]) => [
      name!,
      Number(value)
    ])
  );

const poll = async (done: () => Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('queued e-mails: a slow relay holds up no notice', () => {
  const gate = gatedRelay();
  let stack: Stack;
  before(async () => {
    stack = await startStack({ email: gate.relay });
  });
  after(async () => {
    gate.open();
    await stack.stop();
  });

  it('stores every notice and its live count while the relay has sent nothing, then sends each e-mail once', async () => {
    const m = members(stack);
    const receiver = await m.register('Lakshmi Menon');
    const senders: TestMember[] = [];
    for (let i = 0; i < 20; i += 1) senders.push(await m.register(`Sender ${i}`));
    for (const sender of senders)
      await publishEvent(stack.js, 'profile.interest.sent', interest(sender, receiver));

    const unread = async () =>
      (
        await request(stack.app)
          .get('/api/notify/notifications/unread-count')
          .set('Authorization', m.bearer(receiver))
          .expect(200)
      ).body.unreadCount as number;
    await poll(async () => (await unread()) === 20, 'all 20 notices');
    const { deliveries } = stack.notify.http.stores;
    // A notice is stored (and counted) a moment before its e-mail is queued: wait for the twentieth e-mail itself.
    await poll(
      async () => (await deliveries.byRecipient(receiver.email)).length === 20,
      'all 20 e-mails queued'
    );
    expect(gate.sent, 'the relay has sent nothing yet').to.have.length(0);
    expect((await deliveries.byRecipient(receiver.email)).map((delivery) => delivery.status)).to.deep.equal(
      Array(20).fill('queued')
    );
    expect(gate.mostInFlight(), 'one replica sends a few at once, no more').to.equal(
      EMAIL_SENDERS_PER_REPLICA
    );
    // What Prometheus scrapes (the EmailsWaiting alert): 20 waiting, the oldest for a while.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const waiting = metricsOf((await request(stack.app).get('/metrics').expect(200)).text);
    expect(waiting.notify_email_queue_messages).to.equal(20);
    expect(waiting.notify_email_queue_oldest_seconds).to.be.above(0);

    gate.open();
    await poll(
      async () =>
        (await deliveries.byRecipient(receiver.email)).every((delivery) => delivery.status === 'sent'),
      'all 20 sent'
    );
    await stack.notify.queuedEmails.idle();
    expect(gate.sent.filter((mail) => mail.to === receiver.email)).to.have.length(20);
    expect(await deliveries.waitingEmails(), 'sent e-mails leave the queue').to.equal(0);
    const logged = await stack.mongo
      .collection('deliveries')
      .find({ to: receiver.email.toLowerCase() })
      .toArray();
    expect(
      logged.filter((entry) => 'content' in entry || 'dueAt' in entry),
      'a sent e-mail’s message is not kept'
    ).to.deep.equal([]);
    const sent = metricsOf((await request(stack.app).get('/metrics').expect(200)).text);
    expect(sent).to.include({ notify_email_queue_messages: 0, notify_email_queue_oldest_seconds: 0 });
  });
});

describe('queued e-mails: a failing relay', () => {
  let failuresLeft = 0;
  const sent: EmailMessage[] = [];
  const relay: EmailSender = {
    async send(message) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('connect ECONNREFUSED 10.0.0.1:465');
      }
      sent.push(message);
    },
    close() {}
  };
  let stack: Stack;
  let m: ReturnType<typeof members>;
  let sender: TestMember;
  before(async () => {
    stack = await startStack({ email: relay, queueRetry: { attempts: 3, backoffMs: [0] } });
    m = members(stack);
    sender = await m.register('Ravi Kumar');
  });
  after(async () => {
    await stack.stop();
  });

  /** Sweeps until the queue is empty (retries are due at once with this policy). */
  const drainQueue = () =>
    poll(async () => {
      await stack.notify.queuedEmails.sweep();
      await stack.notify.queuedEmails.idle();
      return (await stack.notify.http.stores.deliveries.waitingEmails()) === 0;
    }, 'an empty queue');

  it('retries with back-off and records the attempts and the later success', async () => {
    const receiver = await m.register('Meera Iyer');
    failuresLeft = 2;
    const event = await m.event('profile.interest.sent', interest(sender, receiver));
    await drainQueue();
    const delivery = await stack.notify.http.stores.deliveries.get(`event:${event.id}:interest-received`);
    expect(delivery).to.include({ status: 'sent', attempts: 3 });
    expect(delivery).not.to.have.property('reason');
    expect(sent.filter((mail) => mail.to === receiver.email)).to.have.length(1);
    // Handled again (a redelivery another replica took too): already sent, nothing queued, nothing sent.
    await m.handle(event);
    await drainQueue();
    expect(sent.filter((mail) => mail.to === receiver.email)).to.have.length(1);
  });

  it('gives up after the policy’s attempts: logged as failed with the reason, the message dropped from the queue', async () => {
    const receiver = await m.register('Anil Das');
    failuresLeft = 3;
    const event = await m.event('profile.interest.sent', interest(sender, receiver));
    await drainQueue();
    expect(await stack.notify.http.stores.deliveries.get(`event:${event.id}:interest-received`)).to.include({
      status: 'failed',
      attempts: 3,
      reason: 'connect ECONNREFUSED 10.0.0.1:465'
    });
    expect(sent.filter((mail) => mail.to === receiver.email)).to.have.length(0);
    expect(
      await stack.mongo
        .collection('deliveries')
        .findOne({ _id: `event:${event.id}:interest-received` as never }),
      'the message is dropped'
    ).not.to.have.any.keys('content', 'dueAt');
    expect(stack.logLines.filter((line) => line.includes('giving up'))).to.have.length(1);
    expect(
      stack.logLines.filter((line) => line.includes(receiver.email)),
      'no address in the logs'
    ).to.deep.equal([]);
  });

  it('sends an e-mail whose sender stopped half-way once its lease has run out', async () => {
    const receiver = await m.register('Gita Rao');
    const { deliveries } = stack.notify.http.stores;
    const deliveryId = 'event:lease-test:interest-received';
    await deliveries.queueEmail({
      _id: deliveryId,
      to: receiver.email,
      template: 'interest-received',
      content: { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' }
    });
    // Another replica takes it for a minute and dies.
    expect(await deliveries.takeDueEmail(60_000)).to.include({ _id: deliveryId });
    await stack.notify.queuedEmails.sweep();
    await stack.notify.queuedEmails.idle();
    expect(
      sent.filter((mail) => mail.to === receiver.email),
      'not while the lease holds'
    ).to.have.length(0);
    // The minute passes: the lease's end is moved into the past rather than waited for, so a slow
    // machine cannot let a short lease lapse before the check above.
    await stack.mongo
      .collection('deliveries')
      .updateOne({ _id: deliveryId as never }, { $set: { dueAt: new Date(Date.now() - 1000) } });
    await drainQueue();
    expect(sent.filter((mail) => mail.to === receiver.email)).to.have.length(1);
    expect(await deliveries.get(deliveryId)).to.include({ status: 'sent', attempts: 1 });
  });

  it('drops the queued e-mails of a member who deletes the account before they go', async () => {
    const receiver = await m.register('Hari Prasad');
    const { deliveries } = stack.notify.http.stores;
    // Waiting for its retry in an hour.
    const hello = { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    await deliveries.queueEmail(
      {
        _id: 'event:erase-test:interest-received',
        to: receiver.email.toUpperCase(),
        template: 'interest-received',
        content: hello
      },
      new Date(),
      60 * 60_000
    );
    // And a contact message they sent: its forward to support quotes their address as reply-to.
    await deliveries.queueEmail(
      {
        _id: 'contact:erase-test:support',
        to: 'support@example.com',
        template: 'contact-forward',
        replyTo: receiver.email,
        content: hello
      },
      new Date(),
      60 * 60_000
    );
    await deliveries.queueEmail(
      {
        _id: 'event:keep-test:interest-received',
        to: 'someone.else@example.in',
        template: 'interest-received',
        content: hello
      },
      new Date(),
      60 * 60_000
    );
    expect(await deliveries.waitingEmails()).to.equal(3);
    await m.handle(createEnvelope('identity.user.deleted', { userId: receiver.userId }));
    expect(
      (
        await stack.mongo
          .collection('deliveries')
          .find({ dueAt: { $exists: true } })
          .toArray()
      ).map((entry) => entry._id)
    ).to.deep.equal(['event:keep-test:interest-received']);
    await stack.mongo
      .collection('deliveries')
      .deleteOne({ _id: 'event:keep-test:interest-received' as never });
  });
});

describe('member news without a claim: the same event handled twice at once', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack.stop();
  });

  it('stores one notice and sends one e-mail, as when two replicas get the same redelivery', async () => {
    const m = members(stack);
    const receiver = await m.register('Kavya Iyer');
    const sender = await m.register('Rohan Kapoor');
    const event = createEnvelope('profile.interest.sent', interest(sender, receiver));
    await Promise.all([m.handle(event), m.handle(event), m.handle(event)]);

    const { notifications, deliveries } = stack.notify.http.stores;
    expect(await notifications.model.countDocuments({ userId: receiver.userId })).to.equal(1);
    expect((await m.mails(receiver)).map((mail) => mail.subject)).to.deep.equal([
      'Rohan K. sent you an interest'
    ]);
    expect(
      (await deliveries.byRecipient(receiver.email)).map((delivery) => [delivery.status, delivery.attempts])
    ).to.deep.equal([['sent', 1]]);
  });
});
