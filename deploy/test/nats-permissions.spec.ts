// The production NATS accounts (base/nats/authorization.conf) loaded into a real nats-server: each service can
// do its own work through service-kit, and nothing of another service's.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NatsConnection } from '@nats-io/nats-core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  EXPORT_BUCKET,
  natsServices,
  objectStoreStream,
  type EventEnvelope,
  type NatsService
} from '@matrimony/contracts';
import {
  answerRequests,
  connectNats,
  consumeEvents,
  createLogger,
  ensureStreams,
  openExportStore,
  publishEvent,
  requestReply,
  startNatsServer,
  type NatsServerHandle
} from '@matrimony/service-kit';
import {
  natsAuthorizationPath,
  natsPasswordVariable,
  renderNatsAuthorization
} from '../src/nats-authorization';

const passwordOf = (service: NatsService) => `pw-${service}-${randomUUID()}`;

describe('NATS accounts: one user per service, limited to its own subjects', function () {
  const passwords = Object.fromEntries(
    natsServices.map((service) => [service, passwordOf(service)])
  ) as Record<NatsService, string>;
  let server: NatsServerHandle;
  let dir: string;
  const open: NatsConnection[] = [];

  const as = async (service: NatsService) => {
    const nc = await connectNats({
      servers: server.url,
      name: service,
      user: service,
      password: passwords[service]
    });
    open.push(nc);
    return nc;
  };

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nats-accounts-'));
    const configFile = join(dir, 'nats.conf');
    writeFileSync(configFile, readFileSync(natsAuthorizationPath, 'utf8'));
    server = await startNatsServer({
      configFile,
      env: Object.fromEntries(
        natsServices.map((service) => [natsPasswordVariable(service), passwords[service]])
      )
    });
    // All at once, as pods start: each creates its own streams, then waits for those it consumes from.
    await Promise.all(
      natsServices.map(async (service) => ensureStreams(await as(service), { service, waitMs: 10_000 }))
    );
  });

  after(async () => {
    await Promise.all(open.map((nc) => nc.close()));
    await server?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the committed accounts file is the one rendered from the contracts', () => {
    expect(readFileSync(natsAuthorizationPath, 'utf8')).to.equal(renderNatsAuthorization());
  });

  it('nats.conf includes the accounts and requires TLS from clients and between servers', () => {
    const conf = readFileSync(new URL('../base/nats/nats.conf', import.meta.url), 'utf8');
    expect(conf).to.match(/^include \.\/authorization\.conf$/m);
    expect(conf.match(/tls \{[^}]*cert_file/g) ?? [], 'client and cluster tls blocks').to.have.length(2);
  });

  it('refuses anonymous clients and wrong passwords', async () => {
    await expectRejected(connect({ servers: server.url, maxReconnectAttempts: 0 }));
    await expectRejected(
      connect({ servers: server.url, user: 'svc-profile', pass: 'guess', maxReconnectAttempts: 0 })
    );
  });

  it('lets each service publish its events and consume what it subscribes to', async () => {
    const identity = await as('svc-identity');
    const received: EventEnvelope[] = [];
    const consumer = await consumeEvents({
      nc: await as('svc-profile'),
      durable: 'svc-profile',
      subjects: ['identity.user.registered'],
      handler: async (event) => {
        received.push(event);
      }
    });
    const sent = await publishEvent(jetstream(identity), 'identity.user.registered', {
      userId: randomUUID(),
      mobile: '9876543210',
      email: 'a@example.com',
      fullName: 'Asha Rao'
    });
    await until(() => received.some((event) => event.id === sent.id));
    await consumer.stop();

    const secrets: EventEnvelope[] = [];
    const notify = await consumeEvents({
      nc: await as('svc-notify'),
      durable: 'svc-notify',
      subjects: ['identity.otp.requested'],
      handler: async (event) => {
        secrets.push(event);
      }
    });
    const otp = await publishEvent(jetstream(identity), 'identity.otp.requested', {
      mobile: '9876543210',
      code: '123456',
      expiresAt: new Date().toISOString()
    });
    await until(() => secrets.some((event) => event.id === otp.id));
    await notify.stop();
  });

  it('lets svc-identity ask svc-profile for verification facts, and nobody else ask or answer', async () => {
    const profile = await as('svc-profile');
    const responder = answerRequests({
      nc: profile,
      subject: 'request.profile.verification-facts',
      handler: async () => ({ found: false }),
      logger: createLogger({ name: 'test', level: 'silent' })
    });
    await profile.flush();
    const identity = await as('svc-identity');
    expect(
      await requestReply(identity, 'request.profile.verification-facts', { userId: randomUUID() })
    ).to.deep.equal({ found: false });
    await expectRejected(
      requestReply(
        await as('svc-billing'),
        'request.profile.verification-facts',
        { userId: 'u' },
        { timeoutMs: 1000 }
      )
    );
    const closed = await (await as('svc-notify')).subscribe('request.profile.verification-facts').closed;
    expect(String(closed)).to.match(/permissions violation/i);
    await responder.stop();
  });

  it("refuses publishing another service's events", async () => {
    const profile = await as('svc-profile');
    await expectRejected(jetstream(profile).publish('identity.user.deleted', '{}', { timeout: 2000 }));
    await expectRejected(jetstream(profile).publish('billing.subscription.changed', '{}', { timeout: 2000 }));
  });

  it('refuses a consumer on the secrets stream to anyone but svc-notify', async () => {
    const jsm = await jetstreamManager(await as('svc-profile'), { timeout: 2000 });
    await expectRejected(
      jsm.consumers.add('IDENTITY_SECRETS', {
        durable_name: 'svc-profile_identity_otp_requested',
        filter_subject: 'identity.otp.requested'
      })
    );
    await expectRejected(
      jsm.consumers.add('IDENTITY_SECRETS', {
        durable_name: 'svc-notify_identity_otp_requested',
        filter_subject: 'identity.otp.requested'
      })
    );
  });

  it("refuses listening to another service's subjects or replies", async () => {
    const billing = await as('svc-billing');
    for (const subject of ['identity.otp.>', '_INBOX.>', '_INBOX_svc_notify.>', '$JS.ACK.>']) {
      const closed = await billing.subscribe(subject).closed;
      expect(closed, subject).to.be.instanceOf(Error);
      expect(String(closed)).to.match(/permissions violation/i);
    }
  });

  it('lets the services put export parts into the EXPORTS bucket, and only svc-identity read, delete or change it', async () => {
    const owner = await openExportStore(await as('svc-identity'), { create: true });
    const name = `${randomUUID()}/profile.json`;
    const writer = await openExportStore(await as('svc-profile'));
    await writer.putJsonOnce(name, { part: 'profile' });
    await writer.putJsonOnce(name, { part: 'profile again' }); // a redelivery: left as it is
    for (const service of ['svc-billing', 'svc-notify'] as const)
      await (await openExportStore(await as(service))).putJsonOnce(`${randomUUID()}/x.json`, {});

    const read = await owner.read(name);
    const chunks: Buffer[] = [];
    for await (const chunk of read!) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).to.deep.equal({ part: 'profile' });

    // Reading means a consumer on the bucket, and deleting a purge of its chunks: both are the owner's.
    await expectRejected(writer.read(name).then(async (stream) => stream && (await stream.toArray())));
    await expectRejected(writer.remove([name]));
    const jsm = await jetstreamManager(await as('svc-profile'), { timeout: 2000 });
    await expectRejected(jsm.streams.update(objectStoreStream(EXPORT_BUCKET), { max_age: 0 }));
    const photo = `${randomUUID()}/photos/p1.jpg`;
    await writer.putOnce(photo, new Uint8Array(300_000).fill(7)); // several chunks
    await owner.remove([photo]);
    expect(await owner.read(photo)).to.equal(undefined);
  });

  it('refuses changing a stream the service does not own', async () => {
    const jsm = await jetstreamManager(await as('svc-notify'), { timeout: 2000 });
    await expectRejected(jsm.streams.update('IDENTITY_SECRETS', { max_age: 0 }));
    await expectRejected(jsm.streams.delete('IDENTITY'));
  });
});

async function expectRejected(promise: Promise<unknown>): Promise<void> {
  const outcome = await promise.then(
    (value: unknown) => {
      if (value && typeof (value as NatsConnection).close === 'function')
        void (value as NatsConnection).close();
      return 'resolved';
    },
    () => 'rejected'
  );
  expect(outcome).to.equal('rejected');
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
