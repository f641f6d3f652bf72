import { expect } from 'chai';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import request from 'supertest';
import { connectMongo, connectNats, createLogger, startNatsServer } from '@matrimony/service-kit';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { createDeliverer } from '../src/delivery/deliverer';
import { httpSms, type SmsProvider } from '../src/delivery/sms';
import { createNotify } from '../src/notify';
import { startStack, type Stack } from './support/stack';

const logger = createLogger({ name: 'test', level: 'silent' });

describe('development outbox', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack.stop();
  });

  it('lists messages newest first and filters by recipient', async () => {
    const outbox = stack.notify.http.stores.devOutbox;
    await outbox.add(
      { channel: 'sms', to: '+919800000001', subject: null, text: '123456', html: null },
      new Date('2026-11-21T08:00:00Z')
    );
    await outbox.add(
      { channel: 'email', to: 'a@example.com', subject: 'First', text: 'one', html: '<p>one</p>' },
      new Date('2026-11-21T08:01:00Z')
    );
    await outbox.add(
      { channel: 'email', to: 'a@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' },
      new Date('2026-11-21T08:02:00Z')
    );
    const all = await request(stack.app).get('/api/notify/dev/outbox').expect(200);
    expect(all.body.messages.slice(0, 3).map((m: { subject: string | null }) => m.subject)).to.deep.equal([
      'Second',
      'First',
      null
    ]);
    expect(all.body.messages[0]).to.have.all.keys(
      'id',
      'channel',
      'to',
      'subject',
      'text',
      'html',
      'headers',
      'locale',
      'createdAt'
    );
    const mine = await request(stack.app)
      .get('/api/notify/dev/outbox')
      .query({ to: 'A@example.com' })
      .expect(200);
    expect(mine.body.messages.map((m: { text: string }) => m.text)).to.deep.equal(['two', 'one']);
  });

  it('shows an HTML page with clickable links and escaped content', async () => {
    await stack.notify.http.stores.devOutbox.add({
      channel: 'email',
      to: 'xss@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: 'Reset: http://localhost:8080/reset-password?token=a&b=1 <script>alert(1)</script>',
      html: null
    });
    const res = await request(stack.app)
      .get('/api/notify/dev/outbox.html')
      .query({ to: 'xss@example.com' })
      .expect(200);
    expect(res.headers['content-type']).to.match(/^text\/html/);
    expect(res.text).to.contain(
      '<a href="http://localhost:8080/reset-password?token=a&amp;b=1" rel="noreferrer">'
    );
    expect(res.text)
      .to.contain('&lt;script&gt;alert(1)&lt;/script&gt;')
      .and.contain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.text).not.to.contain('<script>').and.not.to.contain('<img');
  });

  it('does not exist in production', async () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).to.throw(
      /SMTP_URL: is required in production[\s\S]*SMS_API_KEY/
    );
    const config = readConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      SMS_API_URL: 'http://127.0.0.1:1/sms',
      SMS_API_KEY: 'key',
      SUPPORT_EMAIL: 'support@example.com',
      UNSUBSCRIBE_SECRET: 'production-test-unsubscribe-secret-0123456789'
    });
    const mongo = await connectMongo({ dbName: 'notify' });
    const nats = await startNatsServer();
    const nc = await connectNats({ servers: nats.url, name: 'svc-notify-production-test' });
    const notify = await createNotify(config, mongo, nc, logger);
    try {
      const app = createApp({ logger, notify: notify.http });
      expect(notify.http.devOutbox).to.equal(false);
      await request(app).get('/api/notify/dev/outbox').expect(404);
      await request(app).get('/api/notify/dev/outbox.html').expect(404);
      // The real routes are there.
      await request(app).post('/api/notify/contact-messages').send({}).expect(400);
    } finally {
      await notify.close();
      await nc.close();
      await nats.dispose();
      await mongo.close();
    }
  });
});

describe('delivery log and providers', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack.stop();
  });

  it('logs failed attempts with the reason, retries with back-off, and records the later success', async () => {
    let failuresLeft = 3;
    let calls = 0;
    const flaky: SmsProvider = {
      async send() {
        calls += 1;
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('provider unavailable');
        }
      }
    };
    const { deliveries } = stack.notify.http.stores;
    const deliverer = createDeliverer({
      deliveries,
      sms: flaky,
      email: { send: async () => {}, close() {} },
      logger,
      retry: { attempts: 2, backoffMs: [5] }
    });
    const message = { to: '+919800000099', template: 'otp', text: '654321' };
    let error: unknown;
    await deliverer.sms('event:flaky:otp-sms', message).catch((err: unknown) => (error = err));
    expect(error).to.be.instanceOf(Error);
    expect(await deliveries.get('event:flaky:otp-sms')).to.include({
      status: 'failed',
      attempts: 2,
      reason: 'provider unavailable'
    });
    // The redelivered event tries again: one more failure, then sent.
    await deliverer.sms('event:flaky:otp-sms', message);
    const entry = await deliveries.get('event:flaky:otp-sms');
    expect(entry).to.include({ status: 'sent', attempts: 4 });
    expect(entry).not.to.have.property('reason');
    // Sent is final: the same delivery asked for again does not reach the provider.
    await deliverer.sms('event:flaky:otp-sms', message);
    expect(calls).to.equal(4);
  });

  it('the production SMS adapter posts {to, text} with the API key and fails on a non-2xx answer', async () => {
    const received: { auth?: string; body: string }[] = [];
    let status = 202;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const sms = httpSms({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
        apiKey: 'sms-key'
      });
      await sms.send({ to: '+919800000100', text: '777777' });
      expect(received).to.deep.equal([
        { auth: 'Bearer sms-key', body: JSON.stringify({ to: '+919800000100', text: '777777' }) }
      ]);
      status = 500;
      let error: Error | undefined;
      await sms.send({ to: '+919800000100', text: '888888' }).catch((err: Error) => (error = err));
      expect(error?.message).to.equal('SMS provider answered HTTP 500');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
