// Issue 17: a suspended member's still-valid access token is refused here too (identity.user.suspended), and
// accepted again once the suspension is lifted (identity.user.reinstated), whatever order the two arrive in.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestIssuer, publishEvent, type TestIssuer } from '@matrimony/service-kit';
import { startStack, type Stack } from './support/stack';

const ME = '/api/billing/subscriptions/me';

describe('suspension (identity.user.suspended / .reinstated)', () => {
  let issuer: TestIssuer;
  let stack: Stack;
  const app = () => stack.replicas[0]!.app;
  const bearer = (userId: string) => `Bearer ${issuer.sign({ sub: userId })}`;

  before(async () => {
    issuer = await createTestIssuer();
    // One replica: another replica would trust its own 30 s cache (REVOCATION_CACHE_MS), by design.
    stack = await startStack(issuer, 1);
    await stack.replicas[0]!.startConsumers();
  });
  after(async () => {
    await stack.stop();
    await issuer.close();
  });

  it('refuses the token of a suspended member, and accepts it again once reinstated (each event delivered twice)', async () => {
    const userId = randomUUID();
    await request(app()).get(ME).set('Authorization', bearer(userId)).expect(200);

    const suspended = await publishEvent(stack.js, 'identity.user.suspended', {
      userId,
      at: '2026-11-21T08:00:00.000Z'
    });
    await stack.js.publish('identity.user.suspended', JSON.stringify(suspended), { msgID: randomUUID() });
    await stack.consumersIdle();
    const refused = await request(app()).get(ME).set('Authorization', bearer(userId)).expect(401);
    expect(refused.body.code).to.equal('token_revoked');

    const reinstated = await publishEvent(stack.js, 'identity.user.reinstated', {
      userId,
      at: '2026-11-22T08:00:00.000Z'
    });
    await stack.js.publish('identity.user.reinstated', JSON.stringify(reinstated), { msgID: randomUUID() });
    await stack.consumersIdle();
    await request(app()).get(ME).set('Authorization', bearer(userId)).expect(200);
  });

  it('keeps a lifted suspension lifted when the suspension arrives after its lifting', async () => {
    const userId = randomUUID();
    await publishEvent(stack.js, 'identity.user.reinstated', { userId, at: '2026-11-22T08:00:00.000Z' });
    await stack.consumersIdle();
    await publishEvent(stack.js, 'identity.user.suspended', { userId, at: '2026-11-21T08:00:00.000Z' });
    await stack.consumersIdle();
    await request(app()).get(ME).set('Authorization', bearer(userId)).expect(200);
  });
});
