// Issue 17: a suspended member's still-valid access token is refused here too (identity.user.suspended), and
// accepted again once the suspension is lifted (identity.user.reinstated), whatever order the two arrive in.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { jetstreamManager } from '@nats-io/jetstream';
import { durableConsumerName } from '@matrimony/contracts';
import { publishEvent } from '@matrimony/service-kit';
import { DURABLE_NAME } from '../src/events/consumers';
import { startStack, type Stack } from './support/stack';

const PATH = '/api/notify/notifications';

describe('suspension (identity.user.suspended / .reinstated)', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const status = async (userId: string) =>
    (
      await request(stack.app)
        .get(PATH)
        .set('Authorization', `Bearer ${stack.issuer.sign({ sub: userId })}`)
    ).status;
  /** Resolves once svc-notify has handled everything published on both subjects. */
  async function consumed(): Promise<void> {
    const jsm = await jetstreamManager(stack.nc);
    for (;;) {
      const infos = await Promise.all(
        (['identity.user.suspended', 'identity.user.reinstated'] as const).map((subject) =>
          jsm.consumers.info('IDENTITY', durableConsumerName(DURABLE_NAME, subject))
        )
      );
      if (infos.every((info) => info.num_pending === 0 && info.num_ack_pending === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('refuses the token of a suspended member and accepts it again once reinstated (each event twice)', async () => {
    const userId = randomUUID();
    expect(await status(userId)).to.equal(200);
    const suspended = await publishEvent(stack.js, 'identity.user.suspended', {
      userId,
      at: '2026-11-21T08:00:00.000Z'
    });
    await stack.js.publish('identity.user.suspended', JSON.stringify(suspended), { msgID: randomUUID() });
    await consumed();
    const refused = await request(stack.app)
      .get(PATH)
      .set('Authorization', `Bearer ${stack.issuer.sign({ sub: userId })}`)
      .expect(401);
    expect(refused.body.code).to.equal('token_revoked');

    const reinstated = await publishEvent(stack.js, 'identity.user.reinstated', {
      userId,
      at: '2026-11-22T08:00:00.000Z'
    });
    await stack.js.publish('identity.user.reinstated', JSON.stringify(reinstated), { msgID: randomUUID() });
    await consumed();
    expect(await status(userId)).to.equal(200);
  });

  it('keeps a lifted suspension lifted when the suspension arrives after its lifting', async () => {
    const userId = randomUUID();
    await publishEvent(stack.js, 'identity.user.reinstated', { userId, at: '2026-11-22T08:00:00.000Z' });
    await consumed();
    await publishEvent(stack.js, 'identity.user.suspended', { userId, at: '2026-11-21T08:00:00.000Z' });
    await consumed();
    expect(await status(userId)).to.equal(200);
  });
});
