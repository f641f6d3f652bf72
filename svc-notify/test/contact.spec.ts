import { expect } from 'chai';
import request from 'supertest';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@matrimony/catalog/constants';
import { notifyApi, notifyDevApi } from '@matrimony/contracts/http/notify';
import { assertRoutesMatchContract, expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { CONTACT_ACKS_PER_ADDRESS, CONTACT_MESSAGES_PER_IP } from '../src/domain/limits';
import { contactDeliveryId } from '../src/delivery/contact-emails';
import { type EmailMessage, type EmailSender } from '../src/delivery/email';
import { startStack, SUPPORT_EMAIL, type Stack } from './support/stack';

const PATH = '/api/notify/contact-messages';
const valid = {
  name: 'Lakshmi Menon',
  email: 'lakshmi@example.com',
  subject: 'Photo approval',
  message: 'How long does photo approval take?'
};

describe('contact form', () => {
  let stack: Stack;
  let ipCounter = 0;
  // Each test writes from its own address (the app trusts loopback proxies), so limits do not leak across tests.
  const fromNewIp = () => `203.0.113.${(ipCounter += 1)}`;

  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack.stop();
  });

  it('mounts exactly its contract table (the development one: the outbox is on) and serves it as OpenAPI', async () => {
    assertRoutesMatchContract(stack.app, notifyDevApi);
    const document = (await request(stack.app).get('/api/notify/openapi.json').expect(200)).body as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).sort()).to.deep.equal([
      '/api/notify/admin/message-reports',
      '/api/notify/admin/message-reports/{reportId}',
      '/api/notify/admin/message-reports/{reportId}/resolution',
      '/api/notify/admin/support-measures',
      '/api/notify/admin/tickets',
      '/api/notify/admin/tickets/{number}',
      '/api/notify/admin/tickets/{number}/assignee',
      '/api/notify/admin/tickets/{number}/notes',
      '/api/notify/admin/tickets/{number}/replies',
      '/api/notify/admin/tickets/{number}/status',
      '/api/notify/contact-messages',
      '/api/notify/conversations',
      '/api/notify/conversations/unread-count',
      '/api/notify/conversations/with/{profileId}',
      '/api/notify/conversations/{id}/messages',
      '/api/notify/conversations/{id}/messages/{messageId}/reports',
      '/api/notify/conversations/{id}/read',
      '/api/notify/dev/outbox',
      '/api/notify/dev/outbox.html',
      '/api/notify/grievances',
      '/api/notify/notifications',
      '/api/notify/notifications/read',
      '/api/notify/notifications/stream',
      '/api/notify/notifications/unread-count',
      '/api/notify/settings',
      '/api/notify/settings/language',
      '/api/notify/ticket-links/{token}',
      '/api/notify/ticket-links/{token}/messages',
      '/api/notify/tickets',
      '/api/notify/tickets/{number}',
      '/api/notify/tickets/{number}/close',
      '/api/notify/tickets/{number}/messages',
      '/api/notify/unsubscribe'
    ]);
  });

  it('requires all four fields with the spec message "Missing Information"', async () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const res = await request(stack.app)
        .post(PATH)
        .set('X-Forwarded-For', fromNewIp())
        .send({ ...valid, [field]: '  ' })
        .expect(400);
      expectProblem(notifyApi.routes.sendContactMessage, res, 'contact_invalid');
      expect(res.body).to.include({
        title: 'Missing Information',
        detail: 'Please fill in all required fields',
        code: 'contact_invalid'
      });
      expect(res.body.errors).to.have.property(field);
    }
    const empty = await request(stack.app)
      .post(PATH)
      .set('X-Forwarded-For', fromNewIp())
      .send({})
      .expect(400);
    expect(Object.keys(empty.body.errors)).to.have.members(['name', 'email', 'subject', 'message']);
    expect(empty.body.title).to.equal('Missing Information');
  });

  it('refuses an invalid e-mail and over-long text with their own messages', async () => {
    const email = await request(stack.app)
      .post(PATH)
      .set('X-Forwarded-For', fromNewIp())
      .send({ ...valid, email: 'not-an-email' })
      .expect(400);
    expect(email.body.title).to.equal('Invalid Email');
    const long = await request(stack.app)
      .post(PATH)
      .set('X-Forwarded-For', fromNewIp())
      .send({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) })
      .expect(400);
    expect(long.body).to.include({
      title: 'Too Long',
      detail: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`
    });
    const extra = await request(stack.app)
      .post(PATH)
      .set('X-Forwarded-For', fromNewIp())
      .send({ ...valid, admin: true })
      .expect(400);
    expect(extra.body.status).to.equal(400);
  });

  it('stores the message, forwards it to support and acknowledges it to the sender', async () => {
    const before = await stack.notify.http.stores.contactMessages.count();
    const res = await request(stack.app)
      .post(PATH)
      .set('X-Forwarded-For', fromNewIp())
      .send({ ...valid, subject: 'Photo\r\nBcc: x@evil.example' })
      .expect(201);
    expect(expectContract(notifyApi.routes.sendContactMessage, res)).to.include({
      title: 'Message Sent Successfully!'
    });
    expect(await stack.notify.http.stores.contactMessages.count()).to.equal(before + 1);
    await stack.notify.queuedEmails.idle();

    const [forward] = await stack.outboxFor(SUPPORT_EMAIL);
    expect(forward!.subject).to.equal('Contact form: Photo Bcc: x@evil.example');
    expect(res.body.ticket).to.match(/^T\d{7}$/);
    expect(forward!.text)
      .to.contain('lakshmi@example.com')
      .and.contain(valid.message)
      .and.contain(res.body.ticket);
    const [ack] = await stack.outboxFor('lakshmi@example.com');
    expect(ack!.subject).to.equal(`We received your message (ticket ${res.body.ticket})`);
    expect(ack!.text).to.contain('24 hours').and.contain(res.body.ticket);
    expect(await stack.outboxFor('x@evil.example', 0)).to.deep.equal([]);

    const log = await stack.notify.http.stores.deliveries.byRecipient('lakshmi@example.com');
    expect(log.map((entry) => [entry.template, entry.status])).to.deep.equal([['contact-ack', 'sent']]);
  });

  it('acknowledges with a fixed thank-you: nothing the sender wrote reaches the given address', async () => {
    const victim = 'victim@example.com';
    const bait = {
      name: 'Win a prize at http://evil.example',
      email: victim,
      subject: 'Claim your prize now',
      message: 'Click http://evil.example/claim to collect Rs 10,00,000'
    };
    const res = await request(stack.app)
      .post(PATH)
      .set('X-Forwarded-For', fromNewIp())
      .send(bait)
      .expect(201);
    await stack.notify.queuedEmails.idle();
    const [ack] = await stack.outboxFor(victim);
    for (const text of [ack!.subject, ack!.text, ack!.html ?? '']) {
      expect(text).not.to.contain('evil.example');
      expect(text).not.to.contain('prize');
    }
    expect(ack!.text).to.contain(res.body.ticket);
  });

  it(`acknowledges at most ${CONTACT_ACKS_PER_ADDRESS.max} messages a day to one e-mail address, while every message still reaches support`, async () => {
    const target = 'often-named@example.com';
    const supportBefore = (await stack.outboxFor(SUPPORT_EMAIL, 0)).length;
    for (let i = 0; i < CONTACT_ACKS_PER_ADDRESS.max + 2; i += 1) {
      await request(stack.app)
        .post(PATH)
        .set('X-Forwarded-For', fromNewIp())
        .send({ ...valid, email: target })
        .expect(201);
    }
    await stack.notify.queuedEmails.idle();
    expect(await stack.outboxFor(target, 0)).to.have.length(CONTACT_ACKS_PER_ADDRESS.max);
    expect((await stack.outboxFor(SUPPORT_EMAIL, 0)).length - supportBefore).to.equal(
      CONTACT_ACKS_PER_ADDRESS.max + 2
    );
  });

  it(`accepts ${CONTACT_MESSAGES_PER_IP.max} messages an hour from one address, then answers 429`, async () => {
    const ip = fromNewIp();
    for (let i = 0; i < CONTACT_MESSAGES_PER_IP.max; i += 1) {
      await request(stack.app).post(PATH).set('X-Forwarded-For', ip).send(valid).expect(201);
    }
    const refused = await request(stack.app).post(PATH).set('X-Forwarded-For', ip).send(valid).expect(429);
    expect(refused.body).to.include({ title: 'Too Many Messages', code: 'contact_rate_limited' });
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 3600);
    await request(stack.app).post(PATH).set('X-Forwarded-For', fromNewIp()).send(valid).expect(201);
    await stack.notify.queuedEmails.idle();
  });
});

describe('contact e-mails while the mail relay is down', () => {
  let relayDown = true;
  const sent: EmailMessage[] = [];
  const relay: EmailSender = {
    async send(message) {
      if (relayDown) throw new Error('connect ECONNREFUSED 10.0.0.1:465');
      sent.push(message);
    },
    close() {}
  };
  let stack: Stack;
  before(async () => {
    stack = await startStack({ email: relay, queueRetry: { attempts: 3, backoffMs: [60_000] } });
  });
  after(async () => {
    await stack.stop();
  });

  it('are accepted and queued, the failed attempt logged with its reason, and sent once the relay is back', async () => {
    const res = await request(stack.app)
      .post(PATH)
      .set('X-Forwarded-For', '203.0.113.200')
      .send({ ...valid, email: 'later@example.com' })
      .expect(201);
    await stack.notify.queuedEmails.idle();
    const { deliveries } = stack.notify.http.stores;
    const id = res.body.id as string;
    expect(await deliveries.get(contactDeliveryId(id, 'ack'))).to.include({
      status: 'queued',
      reason: 'connect ECONNREFUSED 10.0.0.1:465',
      attempts: 1
    });
    expect(await deliveries.waitingEmails(), 'both wait for their retry').to.equal(2);

    // A minute later the relay is back.
    await stack.mongo
      .collection('deliveries')
      .updateMany({ dueAt: { $exists: true } }, { $set: { dueAt: new Date() } });
    relayDown = false;
    await stack.notify.queuedEmails.sweep();
    await stack.notify.queuedEmails.idle();
    expect(await deliveries.get(contactDeliveryId(id, 'support'))).to.include({
      status: 'sent',
      attempts: 2
    });
    expect(await deliveries.get(contactDeliveryId(id, 'ack'))).to.include({ status: 'sent', attempts: 2 });
    expect(await deliveries.waitingEmails()).to.equal(0);
    const forward = sent.find((message) => message.to === SUPPORT_EMAIL)!;
    expect(forward.replyTo, 'support answers the sender').to.equal('later@example.com');
    expect(forward.text).to.contain(res.body.ticket as string);
  });
});
