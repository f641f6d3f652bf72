// svc-identity's request for the facts an ID document is compared with: the profile's name, date of birth and gender,
// for one member, over a real nats-server.
import { expect } from 'chai';
import request from 'supertest';
import { type NatsConnection } from '@nats-io/nats-core';
import {
  connectNats,
  requestReply,
  startNatsServer,
  type NatsServerHandle,
  type RequestResponder
} from '@matrimony/service-kit';
import { BASE_PATH } from '../src/app';
import { answerVerificationFacts } from '../src/events/verification-facts';
import { validProfileBody } from './support/fixtures';
import { startProfileStack, silentLogger, type ProfileStack } from './support/stack';

describe('request.profile.verification-facts (real nats-server)', () => {
  let stack: ProfileStack;
  let server: NatsServerHandle;
  let responderConnection: NatsConnection;
  let asker: NatsConnection;
  let responder: RequestResponder;

  before(async () => {
    stack = await startProfileStack();
    server = await startNatsServer();
    responderConnection = await connectNats({ servers: server.url, name: 'svc-profile' });
    asker = await connectNats({ servers: server.url, name: 'svc-identity' });
    responder = answerVerificationFacts(responderConnection, stack.stores, silentLogger);
    await responderConnection.flush();
  });
  after(async () => {
    await responder.stop();
    await asker.close();
    await responderConnection.close();
    await server.dispose();
    await stack.close();
  });

  const ask = (userId: string) => requestReply(asker, 'request.profile.verification-facts', { userId });

  it('answers the profile’s id, member number, public name, name, date of birth and gender, nothing else', async () => {
    await stack.registerIdentity('facts-priya', 'Priya Lakshmi');
    const created = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('facts-priya'))
      .send({ ...validProfileBody(), fullName: 'Priya Lakshmi', dateOfBirth: '1996-08-14', gender: 'female' })
      .expect(201);
    const { id } = created.body as { id: string };
    const memberNumber = (await stack.stores.profiles.findByUserId('facts-priya'))!.memberNumber;
    expect(memberNumber).to.match(/^M\d+$/);
    expect(await ask('facts-priya')).to.deep.equal({
      found: true,
      profileId: id,
      memberNumber,
      displayName: 'Priya L.',
      fullName: 'Priya Lakshmi',
      dateOfBirth: '1996-08-14',
      gender: 'female'
    });
  });

  it('answers found: false for a member without a profile', async () => {
    expect(await ask('facts-nobody')).to.deep.equal({ found: false });
  });
});
