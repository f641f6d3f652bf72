// After a deletion or a suspension a member's access token is still signed and unexpired for a few minutes; the
// other services answer token_revoked from then on, and so must svc-identity, whose /me and /exports reach the
// member's data.
import { expect } from 'chai';
import request from 'supertest';
import { Objm } from '@nats-io/obj';
import { EXPORT_BUCKET, exportPartObject } from '@matrimony/contracts';
import { identityApi } from '@matrimony/contracts/http/identity';
import { answerExportRequests, createLogger, type EventConsumer } from '@matrimony/service-kit';
import { expectProblem } from '@matrimony/service-kit/testing';
import { startExportConsumers } from '../src/events/export-consumers';
import { api, registerMember, type Member } from './support/flows';
import { startSanctions, type Sanctions } from './support/sanctions';
import { startStack, type Stack } from './support/stack';

const routes = identityApi.routes;

describe('revoked access tokens (deleted or suspended accounts)', function () {
  let stack: Stack;
  let sanctions: Sanctions;
  const consumers: EventConsumer[] = [];

  const bearer = (who: Member) => `Bearer ${who.tokens.access_token}`;
  const getAccount = (who: Member) => request(stack.app).get(api('/me')).set('Authorization', bearer(who));
  const requestExport = (who: Member) =>
    request(stack.app).post(api('/exports')).set('Authorization', bearer(who));
  // The page of a member just suspended or deleted still ends the session it holds.
  const signOut = (who: Member) =>
    request(stack.app)
      .delete(api('/sessions/current'))
      .set('Authorization', bearer(who))
      .send({ refresh_token: who.tokens.refresh_token });

  /** Every object name in the EXPORTS bucket. */
  async function bucketObjects(): Promise<string[]> {
    const bucket = await new Objm(stack.nc).open(EXPORT_BUCKET);
    return (await bucket.list()).filter((info) => !info.deleted).map((info) => info.name);
  }

  before(async () => {
    stack = await startStack();
    sanctions = await startSanctions(stack);
    const logger = createLogger({ name: 'test', level: 'silent' });
    consumers.push(await startExportConsumers(stack.nc, stack.identity, logger));
    for (const part of ['profile', 'billing', 'notify'] as const) {
      consumers.push(
        await answerExportRequests({
          nc: stack.nc,
          durable: `svc-${part}`,
          part,
          logger,
          processedEvents: stack.identity.stores.processedEvents,
          async writePart({ exportId, userId }, store) {
            const name = exportPartObject(exportId, part);
            await store.putJsonOnce(name, { service: `svc-${part}`, userId });
            return [name];
          }
        })
      );
    }
  });
  after(async () => {
    for (const consumer of consumers) await consumer.stop();
    await sanctions?.stop();
    await stack?.stop();
  });

  it('refuses a suspended member’s token on /me and /exports with token_revoked, but lets them sign out', async () => {
    const member = await registerMember(stack);
    await getAccount(member).expect(200);
    await sanctions.publish('profile.member.suspended', member.userId, stack.identity.now());
    await sanctions.settled();

    expectProblem(routes.getAccount, await getAccount(member), 'token_revoked');
    expectProblem(routes.requestExport, await requestExport(member), 'token_revoked');
    expect(await stack.identity.stores.exports.allOf(member.userId)).to.deep.equal([]);
    await signOut(member).expect(204);
  });

  it('refuses a deleted member’s token on /me and /exports, and no export record or file is left; signing out still ends the page’s session', async () => {
    const member = await registerMember(stack);
    await request(stack.app)
      .delete(api('/accounts/me'))
      .set('Authorization', bearer(member))
      .send({ password: member.password })
      .expect(204);
    await stack.relays.flush();
    await stack.accountEvents.take(
      (e) => e.type === 'identity.user.deleted' && (e.data as { userId: string }).userId === member.userId
    );
    const objectsBefore = await bucketObjects();

    expectProblem(routes.getAccount, await getAccount(member), 'token_revoked');
    expectProblem(routes.requestExport, await requestExport(member), 'token_revoked');

    // Had an export been started, its event would now reach the other services and they would write their parts.
    await stack.relays.flush();
    expect(await stack.identity.stores.exports.allOf(member.userId)).to.deep.equal([]);
    expect(await bucketObjects()).to.deep.equal(objectsBefore);
    await signOut(member).expect(204);
  });
});
