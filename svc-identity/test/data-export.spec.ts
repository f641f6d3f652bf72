// The member's data download: POST /exports, GET /exports/:id, GET /exports/:id/archive, and the consent recorded at
// registration. The other three services are stood in for by service-kit's answerExportRequests (what they run),
// writing small parts into the same EXPORTS bucket.
import { expect } from 'chai';
import request from 'supertest';
import {
  EXPORT_DOWNLOAD_MS,
  EXPORT_PREPARE_LIMIT_MS,
  exportPartObject,
  exportPhotoObject
} from '@matrimony/contracts';
import { identityApi } from '@matrimony/contracts/http/identity';
import { CONSENT_MESSAGES, messageText } from '@matrimony/catalog/messages';
import { PRIVACY_VERSION, TERMS_VERSION } from '@matrimony/catalog/policies';
import { answerExportRequests, createLogger, type EventConsumer } from '@matrimony/service-kit';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { startExportConsumers } from '../src/events/export-consumers';
import { api, CONSENT, randomMobile, registerMember, verifiedPhoneToken, type Member } from './support/flows';
import { startStack, type Stack } from './support/stack';
import { readZip } from '@matrimony/service-kit/testing';
import { binary } from './support/zip';

const routes = identityApi.routes;
const PHOTO = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  ...Array.from({ length: 2000 }, (_, i) => i % 251),
  0xff,
  0xd9
]);

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the member’s data download (exports) and the consent record', function () {
  let stack: Stack;
  let member: Member;
  let other: Member;
  const consumers: EventConsumer[] = [];
  /** The other services' parts stop answering while false (an export then stays preparing). */
  let servicesAnswer = true;

  const bearer = (who: Member) => `Bearer ${who.tokens.access_token}`;
  const requestExport = (who: Member) =>
    request(stack.app).post(api('/exports')).set('Authorization', bearer(who));
  const getExport = (who: Member, id: string) =>
    request(stack.app)
      .get(api(`/exports/${id}`))
      .set('Authorization', bearer(who));
  const download = (who: Member, id: string) =>
    request(stack.app)
      .get(api(`/exports/${id}/archive`))
      .set('Authorization', bearer(who));
  /** The archive itself: the body as bytes (problems are read through `download`). */
  const downloadZip = (who: Member, id: string) =>
    download(who, id)
      .buffer(true)
      .parse(binary as never);
  const readyExport = (who: Member, id: string) =>
    until(`export ${id} ready`, async () => {
      const res = await getExport(who, id);
      return res.body.status === 'ready' ? expectContract(routes.getExport, res) : undefined;
    });

  before(async () => {
    stack = await startStack();
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
            if (!servicesAnswer) throw new Error('not answering now');
            const name = exportPartObject(exportId, part);
            await store.putJsonOnce(name, { service: `svc-${part}`, userId });
            if (part !== 'profile') return [name];
            const photo = exportPhotoObject(exportId, 'primary');
            await store.putOnce(photo, PHOTO);
            return [name, photo];
          }
        })
      );
    }
    member = await registerMember(stack);
    other = await registerMember(stack);
  });
  after(async () => {
    for (const consumer of consumers) await consumer.stop();
    await stack?.stop();
  });

  it('records the consent at registration, with the versions of the published terms and privacy policy', async () => {
    const consent = await stack.identity.stores.consents.of(member.userId);
    expect(consent).to.deep.include({
      userId: member.userId,
      declarationAccepted: true,
      declaration: messageText(CONSENT_MESSAGES.declaration),
      termsVersion: TERMS_VERSION,
      privacyVersion: PRIVACY_VERSION
    });
    expect(consent!.acceptedAt).to.be.instanceOf(Date);
    expect(consent!.ip).to.be.a('string');
  });

  it('refuses a registration without the declaration or the terms', async () => {
    const mobile = randomMobile();
    const phoneToken = await verifiedPhoneToken(stack, mobile);
    const details = {
      phoneToken,
      email: `consent-${mobile}@example.in`,
      password: `Mysore-${mobile}`,
      fullName: 'Divya Rao'
    };
    const withoutDeclaration = await request(stack.app)
      .post(api('/accounts'))
      .send({ ...details, termsAccepted: true, declarationAccepted: false });
    expect(expectProblem(routes.register, withoutDeclaration, 'validation_failed').errors).to.deep.equal({
      declarationAccepted: messageText(CONSENT_MESSAGES.declarationRequired)
    });
    const withoutTerms = await request(stack.app)
      .post(api('/accounts'))
      .send({ ...details, declarationAccepted: true });
    expect(expectProblem(routes.register, withoutTerms, 'validation_failed').errors).to.deep.equal({
      termsAccepted: messageText(CONSENT_MESSAGES.termsRequired)
    });
    expect(await stack.identity.admin.findByUsername(mobile)).to.equal(undefined);
    await request(stack.app)
      .post(api('/accounts'))
      .send({ ...details, ...CONSENT })
      .expect(201);
  });

  it('answers 401 without a session', async () => {
    for (const res of [
      await request(stack.app).post(api('/exports')),
      await request(stack.app).get(api('/exports')),
      await request(stack.app).get(api('/exports/00000000-0000-4000-8000-000000000000')),
      await request(stack.app).get(api('/exports/00000000-0000-4000-8000-000000000000/archive'))
    ]) {
      expect(res.status).to.equal(401);
      expect(res.body.code).to.equal('token_missing');
    }
  });

  it('gathers every service’s part and serves the archive to its member only', async () => {
    const started = expectContract(routes.requestExport, await requestExport(member).expect(202));
    expect(started).to.deep.include({ status: 'preparing', expiresAt: null, archivePath: null });
    expect(started.partsExpected).to.deep.equal(['identity', 'profile', 'billing', 'notify']);
    await stack.relays.flush();

    const ready = await readyExport(member, started.id);
    expect(ready.partsReceived).to.deep.equal(['identity', 'profile', 'billing', 'notify']);
    expect(new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime()).to.equal(
      EXPORT_DOWNLOAD_MS
    );
    expect(ready.archivePath).to.equal(`/exports/${started.id}/archive`);
    const listed = expectContract(
      routes.listExports,
      await request(stack.app).get(api('/exports')).set('Authorization', bearer(member)).expect(200)
    );
    expect(listed.exports.map((each) => each.id)).to.include(started.id);

    const res = await downloadZip(member, started.id).expect(200);
    expect(res.headers['content-type']).to.equal('application/zip');
    expect(res.headers['content-disposition']).to.match(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/
    );
    const entries = await readZip(res.body as Buffer);
    expect([...entries.keys()]).to.deep.equal([
      'README.txt',
      'identity.json',
      'profile.json',
      'photos/primary.jpg',
      'billing.json',
      'notify.json'
    ]);
    expect(entries.get('photos/primary.jpg')!.equals(PHOTO)).to.equal(true);
    const identity = JSON.parse(entries.get('identity.json')!.toString('utf8'));
    expect(identity.account).to.deep.include({
      userId: member.userId,
      mobile: member.mobile,
      email: member.email,
      fullName: member.fullName
    });
    expect(identity.consent).to.deep.include({
      declarationAccepted: true,
      termsVersion: TERMS_VERSION,
      privacyVersion: PRIVACY_VERSION
    });
    expect(JSON.parse(entries.get('billing.json')!.toString('utf8'))).to.deep.equal({
      service: 'svc-billing',
      userId: member.userId
    });

    // Another member learns nothing, not even that the export exists.
    expectProblem(routes.getExport, await getExport(other, started.id), 'export_not_found');
    expectProblem(routes.downloadExport, await download(other, started.id), 'export_not_found');
    expectProblem(
      routes.getExport,
      await getExport(member, '00000000-0000-4000-8000-000000000000'),
      'export_not_found'
    );
  });

  it('prepares one export at a time: asking again answers the one being prepared', async () => {
    servicesAnswer = false;
    try {
      const first = expectContract(routes.requestExport, await requestExport(other).expect(202));
      const again = await requestExport(other).expect(200);
      expect(expectContract(routes.requestExport, again).id).to.equal(first.id);
      expectProblem(routes.downloadExport, await download(other, first.id), 'export_not_ready');
      // An export missing a part past the prepare limit is given up: shown expired, and a new one can start.
      stack.advanceClock(EXPORT_PREPARE_LIMIT_MS + 60_000);
      expect(expectContract(routes.getExport, await getExport(other, first.id)).status).to.equal('expired');
      expectProblem(routes.downloadExport, await download(other, first.id), 'export_expired');
      const next = expectContract(routes.requestExport, await requestExport(other).expect(202));
      expect(next.id).to.not.equal(first.id);
    } finally {
      servicesAnswer = true;
    }
  });

  it('answers 410 once the 24 hours after it was ready are over', async () => {
    const member2 = await registerMember(stack);
    const started = expectContract(routes.requestExport, await requestExport(member2).expect(202));
    await stack.relays.flush();
    await readyExport(member2, started.id);
    stack.advanceClock(EXPORT_DOWNLOAD_MS + 1000);
    const expired = expectContract(routes.getExport, await getExport(member2, started.id));
    expect(expired).to.deep.include({ status: 'expired', archivePath: null });
    expectProblem(routes.downloadExport, await download(member2, started.id), 'export_expired');
  });

  it('allows 3 exports a day', async () => {
    const member3 = await registerMember(stack);
    for (let i = 0; i < 3; i += 1) {
      const started = expectContract(routes.requestExport, await requestExport(member3).expect(202));
      await stack.relays.flush();
      await readyExport(member3, started.id);
    }
    const refused = await requestExport(member3).expect(429);
    expectProblem(routes.requestExport, refused, 'too_many_requests');
    expect(Number(refused.headers['retry-after'])).to.be.greaterThan(0);
    stack.advanceClock(24 * 60 * 60 * 1000);
    await requestExport(member3).expect(202);
  });

  it('erases the exports and their objects with the account, and keeps the consent under the mobile’s hash only', async () => {
    const doomed = await registerMember(stack);
    const started = expectContract(routes.requestExport, await requestExport(doomed).expect(202));
    await stack.relays.flush();
    await readyExport(doomed, started.id);
    const objects = (await stack.identity.stores.exports.get(started.id))!.parts.flatMap(
      (part) => part.objects
    );
    expect(objects).to.have.length(5);

    await request(stack.app)
      .delete(api('/accounts/me'))
      .set('Authorization', bearer(doomed))
      .send({ password: doomed.password })
      .expect(204);
    await stack.relays.flush();
    await until('exports erased', async () =>
      (await stack.identity.stores.exports.allOf(doomed.userId)).length === 0 ? true : undefined
    );
    for (const name of objects) expect(await stack.identity.exportStore.has(name), name).to.equal(false);

    expect(await stack.identity.stores.consents.of(doomed.userId)).to.equal(null);
    const kept = await stack.identity.stores.consents.model.find({ erasedAt: { $exists: true } }).lean();
    const mine = kept.filter((consent) => !('userId' in consent) && !('ip' in consent));
    expect(mine).to.have.length(kept.length);
    expect(JSON.stringify(kept)).to.not.include(doomed.mobile).and.not.include(doomed.userId);
  });
});
