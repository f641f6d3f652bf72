// Issue 18: identity.user.contact-changed (a member changed their e-mail or mobile in settings) reaches the read model
// and the profile, so the contact endpoint answers the new details.
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import request from 'supertest';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { contactRoutes } from '@matrimony/contracts/http/profile/contact';
import { type EventEnvelope } from '@matrimony/contracts';
import {
  connectNats,
  createEnvelope,
  ensureStreams,
  publishEvent,
  startNatsServer,
  type EventConsumer,
  type NatsServerHandle
} from '@matrimony/service-kit';
import { expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { startConsumers } from '../src/events/consumers';
import { validProfileBody } from './support/fixtures';
import { startProfileStack, silentLogger, type ProfileStack } from './support/stack';
import { waitFor } from './support/wait';

describe('identity.user.contact-changed (real nats-server)', () => {
  let stack: ProfileStack;
  let server: NatsServerHandle;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let consumers: EventConsumer;

  before(async () => {
    stack = await startProfileStack();
    server = await startNatsServer();
    nc = await connectNats({ servers: server.url, name: 'svc-profile-test' });
    await ensureStreams(nc);
    js = jetstream(nc);
    consumers = await startConsumers(nc, stack.stores, silentLogger);
  });
  after(async () => {
    await consumers.stop();
    await nc.close();
    await server.dispose();
    await stack.close();
  });

  /** Published as svc-identity's relay does; `again` publishes the same envelope anew (a redelivery). */
  const publish = async (event: EventEnvelope) => {
    await js.publish(event.type, JSON.stringify(event), { msgID: randomUUID() });
  };
  const change = (
    userId: string,
    data: { mobile: string; email: string; changed: 'email' | 'mobile'; changedAt: string }
  ) =>
    createEnvelope('identity.user.contact-changed', {
      userId,
      ...data,
      ...(data.changed === 'email' ? { previousEmail: 'before@example.com' } : {})
    });
  const ownContact = async (userId: string) => {
    const profile = await stack.stores.profiles.findByUserId(userId);
    const res = await request(stack.app)
      .get(`${BASE_PATH}/${String(profile!._id)}/contact`)
      .set('Authorization', stack.bearer(userId));
    return expectContract(contactRoutes.getContact, res);
  };

  async function memberWithProfile(userId: string, mobile: string, email: string) {
    await publishEvent(js, 'identity.user.registered', { userId, mobile, email, fullName: 'Meera Iyer' });
    await waitFor('the registration', async () => (await stack.stores.identityUsers.find(userId)) !== null);
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send(validProfileBody())
      .expect(201);
  }

  it('moves the read model and the profile to the new details; the contact endpoint answers them', async () => {
    await memberWithProfile('cc-one', '9876511111', 'meera@example.com');
    const event = change('cc-one', {
      mobile: '9876511111',
      email: 'meera.new@example.com',
      changed: 'email',
      changedAt: '2026-11-26T10:00:00.000Z'
    });
    await publish(event);
    await waitFor(
      'the change',
      async () => (await stack.stores.identityUsers.find('cc-one'))?.email === 'meera.new@example.com'
    );
    expect(await ownContact('cc-one')).to.include({
      mobile: '9876511111',
      email: 'meera.new@example.com',
      via: 'own'
    });

    const moved = change('cc-one', {
      mobile: '9123400000',
      email: 'meera.new@example.com',
      changed: 'mobile',
      changedAt: '2026-11-26T11:00:00.000Z'
    });
    await publish(moved);
    await waitFor(
      'the mobile change',
      async () => (await stack.stores.profiles.findByUserId('cc-one'))?.mobile === '9123400000'
    );
    const contact = await ownContact('cc-one');
    expect(contact).to.include({ mobile: '9123400000', email: 'meera.new@example.com' });
    expect(contact.whatsappUrl).to.include('919123400000');
  });

  it('is idempotent on redelivery and keeps the newer change when an older one arrives late (a late registration too)', async () => {
    await memberWithProfile('cc-two', '9876522222', 'ravi@example.com');
    const newer = change('cc-two', {
      mobile: '9000000002',
      email: 'ravi@example.com',
      changed: 'mobile',
      changedAt: '2026-11-26T12:00:00.000Z'
    });
    const older = change('cc-two', {
      mobile: '9876522222',
      email: 'ravi.old-change@example.com',
      changed: 'email',
      changedAt: '2026-11-26T09:00:00.000Z'
    });
    await publish(newer);
    await waitFor(
      'the newer change',
      async () => (await stack.stores.profiles.findByUserId('cc-two'))?.mobile === '9000000002'
    );
    await publish(older);
    await publish(newer);
    // The registration delivered again, late (a new name shows it was handled).
    await publishEvent(js, 'identity.user.registered', {
      userId: 'cc-two',
      mobile: '9876522222',
      email: 'ravi@example.com',
      fullName: 'Ravi Kumar'
    });
    await waitFor(
      'the late registration',
      async () => (await stack.stores.identityUsers.find('cc-two'))?.fullName === 'Ravi Kumar'
    );
    // A change of another member published last: once it is in, the consumer (one event at a time, in order) is past the others.
    await publish(
      change('cc-one', {
        mobile: '9123400000',
        email: 'meera.marker@example.com',
        changed: 'email',
        changedAt: '2026-11-26T13:00:00.000Z'
      })
    );
    await waitFor(
      'the marker change',
      async () => (await stack.stores.identityUsers.find('cc-one'))?.email === 'meera.marker@example.com'
    );

    expect(await stack.stores.identityUsers.find('cc-two')).to.include({
      mobile: '9000000002',
      email: 'ravi@example.com',
      fullName: 'Ravi Kumar'
    });
    expect(await ownContact('cc-two')).to.include({ mobile: '9000000002', email: 'ravi@example.com' });
  });

  it('applies a change that overtook the registration once the registration is in', async () => {
    await publish(
      change('cc-three', {
        mobile: '9876533333',
        email: 'anu.new@example.com',
        changed: 'email',
        changedAt: '2026-11-26T08:00:00.000Z'
      })
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await publishEvent(js, 'identity.user.registered', {
      userId: 'cc-three',
      mobile: '9876533333',
      email: 'anu@example.com',
      fullName: 'Anu Thomas'
    });
    await waitFor(
      'the change after the registration',
      async () => (await stack.stores.identityUsers.find('cc-three'))?.email === 'anu.new@example.com',
      200
    );
  });
});
