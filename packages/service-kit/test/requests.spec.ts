// Request-reply between services (natsRequests): the owner answers through a queue group, both sides hold to the
// contract's schemas, and an asker is never left without an answer it can act on.
import { expect } from 'chai';
import { type NatsConnection } from '@nats-io/nats-core';
import {
  answerRequests,
  connectNats,
  createLogger,
  requestReply,
  RequestUnansweredError,
  startNatsServer,
  type NatsServerHandle
} from '../src/index';

const SUBJECT = 'request.profile.verification-facts';
const logger = createLogger({ name: 'test', level: 'silent' });

describe('NATS request-reply', () => {
  let server: NatsServerHandle;
  let owner: NatsConnection;
  let asker: NatsConnection;

  before(async () => {
    server = await startNatsServer();
    owner = await connectNats({ servers: server.url, name: 'svc-profile' });
    asker = await connectNats({ servers: server.url, name: 'svc-identity' });
  });
  after(async () => {
    await owner.close();
    await asker.close();
    await server.dispose();
  });

  it('without a responder, the asker gets RequestUnansweredError at once', async () => {
    // A wait longer than the test's own bound: only an immediate "no responders" passes.
    const err = await requestReply(asker, SUBJECT, { userId: 'u1' }, { timeoutMs: 600_000 }).catch(
      (e: unknown) => e
    );
    expect(err).to.be.instanceOf(RequestUnansweredError);
  });

  it("answers the owner's reply, parsed by the contract", async () => {
    const responder = answerRequests({
      nc: owner,
      subject: SUBJECT,
      logger,
      handler: async ({ userId }) =>
        userId === 'known'
          ? {
              found: true,
              profileId: 'p1',
              memberNumber: 'M1000001',
              displayName: 'Priya L.',
              fullName: 'Priya Lakshmi',
              dateOfBirth: '1996-08-14',
              gender: 'female'
            }
          : { found: false }
    });
    await owner.flush();
    expect(await requestReply(asker, SUBJECT, { userId: 'known' })).to.deep.equal({
      found: true,
      profileId: 'p1',
      memberNumber: 'M1000001',
      displayName: 'Priya L.',
      fullName: 'Priya Lakshmi',
      dateOfBirth: '1996-08-14',
      gender: 'female'
    });
    expect(await requestReply(asker, SUBJECT, { userId: 'other' })).to.deep.equal({ found: false });
    await responder.stop();
  });

  it('a failing handler or a reply that breaks the contract is an answer of "cannot", not a timeout', async () => {
    const responder = answerRequests({
      nc: owner,
      subject: SUBJECT,
      logger,
      handler: async ({ userId }) => {
        if (userId === 'broken') throw new Error('store down');
        return {
          found: true,
          profileId: 'p1',
          memberNumber: null,
          displayName: '',
          fullName: '',
          dateOfBirth: 'yesterday',
          gender: 'female'
        };
      }
    });
    await owner.flush();
    for (const userId of ['broken', 'drifting']) {
      const started = Date.now();
      const err = await requestReply(asker, SUBJECT, { userId }, { timeoutMs: 5000 }).catch(
        (e: unknown) => e
      );
      expect(err, userId).to.be.instanceOf(RequestUnansweredError);
      expect(Date.now() - started, userId).to.be.below(2000);
    }
    await responder.stop();
  });
});
