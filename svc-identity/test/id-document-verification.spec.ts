// ID verification by a photo of an ID document through the API: the member's upload, the administrators' queue and
// decision, the 7-day expiry with a moved clock, and the account's deletion. The profile's facts are answered over
// real NATS as svc-profile answers them; the image is kept only while it waits.
import { expect } from 'chai';
import request from 'supertest';
import { ID_DOCUMENT_REJECT_REASONS, MAX_ID_DOCUMENT_BYTES } from '@matrimony/catalog';
import { type NatsReplyOf } from '@matrimony/contracts';
import { idDocumentRoutes as routes } from '@matrimony/contracts/http/identity/id-documents';
import { verificationRoutes } from '@matrimony/contracts/http/identity/verification';
import { answerRequests, createLogger, type RequestResponder } from '@matrimony/service-kit';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { readConfig } from '../src/config';
import { readImageHeader } from '../src/domain/id-document-image';
import { ID_DOCUMENT_MESSAGES as MESSAGES } from '../src/domain/messages';
import { identityPartOf } from '../src/exports/identity-part';
import { startIdDocumentExpiry } from '../src/jobs/id-document-expiry';
import { jpegImage, pngImage, webpImage } from './support/document-images';
import { api, refreshLikeKeycloakJs, registerMember, type Member } from './support/flows';
import { startStack, type Stack } from './support/stack';

type Facts = NatsReplyOf<'request.profile.verification-facts'>;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('ID verification: a photo of an ID document, reviewed by a moderator', function () {
  let stack: Stack;
  let responder: RequestResponder;
  let adminToken: string;
  const profiles = new Map<string, Facts>();

  /** Maps the realm role `admin` to the member in Keycloak, as an operator does, and refreshes their token. */
  async function makeAdministrator(member: Member): Promise<string> {
    const config = readConfig({ NODE_ENV: 'test' });
    const realm = `${stack.keycloak.url}/realms/${stack.keycloak.realm}`;
    const tokenAnswer = await fetch(`${realm}/protocol/openid-connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.KEYCLOAK_CLIENT_ID,
        client_secret: config.KEYCLOAK_CLIENT_SECRET
      })
    });
    const { access_token: service } = (await tokenAnswer.json()) as { access_token: string };
    const admin = (path: string, init: RequestInit = {}) =>
      fetch(`${stack.keycloak.url}/admin/realms/${stack.keycloak.realm}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${service}`, 'content-type': 'application/json' }
      });
    const role = (await (await admin('/roles/admin')).json()) as { id: string; name: string };
    const mapped = await admin(`/users/${member.userId}/role-mappings/realm`, {
      method: 'POST',
      body: JSON.stringify([{ id: role.id, name: role.name }])
    });
    expect(mapped.status).to.equal(204);
    const refreshed = await refreshLikeKeycloakJs(stack, member.tokens.refresh_token);
    return refreshed.body.access_token as string;
  }

  before(async () => {
    stack = await startStack();
    responder = answerRequests({
      nc: stack.nc,
      subject: 'request.profile.verification-facts',
      logger: createLogger({ name: 'svc-profile', level: 'silent' }),
      handler: async ({ userId }) => profiles.get(userId) ?? { found: false }
    });
    adminToken = await makeAdministrator(await registerMember(stack, { fullName: 'Meera Moderator' }));
  });
  after(async () => {
    await responder?.stop();
    await stack?.stop();
  });

  async function member(): Promise<Member> {
    const registered = await registerMember(stack, { fullName: 'Divya Krishnan' });
    profiles.set(registered.userId, {
      found: true,
      profileId: `profile-${registered.userId}`,
      memberNumber: 'M4100021',
      displayName: 'Divya K.',
      fullName: 'Divya Krishnan',
      dateOfBirth: '1995-03-02',
      gender: 'female'
    });
    return registered;
  }

  const upload = (who: Member, image: Buffer, kind = 'pan-card', name = 'pan.jpg') =>
    request(stack.app)
      .post(api('/verification/documents'))
      .set('Authorization', `Bearer ${who.tokens.access_token}`)
      .attach('image', image, name)
      .field('kind', kind);

  const checksOf = async (who: Member) =>
    expectContract(
      verificationRoutes.getVerification,
      await request(stack.app)
        .get(api('/verification'))
        .set('Authorization', `Bearer ${who.tokens.access_token}`)
    );

  const asAdmin = (method: 'get' | 'post', path: string, token = adminToken) =>
    request(stack.app)[method](api(path)).set('Authorization', `Bearer ${token}`);

  const submissionOf = async (who: Member) => {
    const submission = await stack.identity.stores.idDocuments.latestOf(who.userId);
    expect(submission).to.not.equal(null);
    return submission!;
  };

  const imageStored = async (who: Member) => {
    const { imageId } = await submissionOf(who);
    const files = stack.identity.stores.idDocuments.model.db.collection('id_document_images.files');
    return (await files.countDocuments({ _id: imageId })) > 0;
  };

  const refused = (
    res: request.Response,
    code: Parameters<typeof expectProblem<typeof routes.submitIdDocument>>[2],
    message: { title: string; description?: string }
  ) => {
    const problem = expectProblem(routes.submitIdDocument, res, code);
    expect(problem.title).to.equal(message.title);
    expect(problem.detail).to.equal(message.description);
  };

  it('reads the type and size of JPEG, PNG and WebP headers, and nothing else as an image', () => {
    expect(readImageHeader(jpegImage(1600, 1000))).to.deep.equal({
      type: 'image/jpeg',
      width: 1600,
      height: 1000
    });
    expect(readImageHeader(pngImage(1200, 800))).to.deep.equal({
      type: 'image/png',
      width: 1200,
      height: 800
    });
    expect(readImageHeader(webpImage(1000, 700))).to.deep.equal({
      type: 'image/webp',
      width: 1000,
      height: 700
    });
    expect(readImageHeader(Buffer.from('%PDF-1.7 not a photo'))).to.equal(null);
    expect(readImageHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).to.equal(null);
    expect(readImageHeader(jpegImage().subarray(0, 12))).to.equal(null);
  });

  it('queues the photo: the member sees it waiting, and a second one is refused while it waits', async () => {
    const divya = await member();
    const res = await upload(divya, jpegImage());
    expect(res.status).to.equal(201);
    const body = expectContract(routes.submitIdDocument, res);
    expect(body.id.verified).to.equal(false);
    expect(body.id.review).to.include({ status: 'pending', kind: 'pan-card', decidedAt: null, reason: null });
    expect(await checksOf(divya)).to.deep.equal(body);
    expect(await imageStored(divya)).to.equal(true);

    refused(
      await upload(divya, pngImage(), 'passport', 'passport.png'),
      'document_already_pending',
      MESSAGES.alreadyPending
    );
  });

  it('refuses what is not a readable photo, and a photo over 8 MB, before storing anything', async () => {
    const ravi = await member();
    refused(
      await upload(ravi, Buffer.from('%PDF-1.7 scanned'), 'passport', 'scan.jpg'),
      'document_not_an_image',
      MESSAGES.notAnImage
    );
    refused(await upload(ravi, pngImage(120, 90)), 'document_image_too_small', MESSAGES.imageTooSmall);
    const tooLarge = await upload(ravi, pngImage(3000, 2000, MAX_ID_DOCUMENT_BYTES + 1));
    expect(tooLarge.status).to.equal(413);
    expectProblem(routes.submitIdDocument, tooLarge, 'document_image_too_large');
    refused(
      await request(stack.app)
        .post(api('/verification/documents'))
        .set('Authorization', `Bearer ${ravi.tokens.access_token}`)
        .field('kind', 'passport'),
      'document_image_missing',
      MESSAGES.imageMissing
    );
    expect((await upload(ravi, pngImage(), 'ration-card')).status).to.equal(400);
    expect(await stack.identity.stores.idDocuments.latestOf(ravi.userId)).to.equal(null);
    expect((await checksOf(ravi)).id.review).to.equal(null);
  });

  it('needs a profile to compare with', async () => {
    const newcomer = await registerMember(stack);
    refused(await upload(newcomer, jpegImage()), 'profile_missing', MESSAGES.profileMissing);
  });

  it('keeps the queue and its images to administrators: 401 without a token, 403 for a member', async () => {
    const asha = await member();
    expectContract(routes.submitIdDocument, await upload(asha, webpImage(), 'voter-id', 'voter.webp'));
    const { _id: submissionId } = await submissionOf(asha);
    const paths: ['get' | 'post', string][] = [
      ['get', '/admin/verification/documents'],
      ['get', `/admin/verification/documents/${submissionId}`],
      ['get', `/admin/verification/documents/${submissionId}/image`],
      ['post', `/admin/verification/documents/${submissionId}/decision`]
    ];
    for (const [method, path] of paths) {
      expect(
        (await request(stack.app)[method](api(path)).send({ decision: 'approve' })).status,
        path
      ).to.equal(401);
      const res = await asAdmin(method, path, asha.tokens.access_token).send({ decision: 'approve' });
      expect(res.status, path).to.equal(403);
      expect(res.body.code).to.equal('forbidden');
    }
    expect((await submissionOf(asha)).status).to.equal('pending');
  });

  it('approves: the ID is verified by document, the badge event goes out, the image is deleted, a second decision conflicts', async () => {
    const lakshmi = await member();
    const image = jpegImage(2000, 1300);
    expectContract(routes.submitIdDocument, await upload(lakshmi, image));
    const { _id: submissionId } = await submissionOf(lakshmi);

    const queue = expectContract(
      routes.idDocumentQueue,
      await asAdmin('get', '/admin/verification/documents?pageSize=100')
    );
    const listed = queue.items.find((item) => item.submissionId === submissionId);
    expect(listed).to.deep.include({
      profileId: `profile-${lakshmi.userId}`,
      memberNumber: 'M4100021',
      // The console names members by their full name in every queue.
      displayName: 'Divya Krishnan',
      kind: 'pan-card',
      overdue: false
    });
    const times = queue.items.map((item) => item.submittedAt);
    expect(times).to.deep.equal([...times].sort());

    const shown = await asAdmin('get', `/admin/verification/documents/${submissionId}/image`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(shown.status).to.equal(200);
    expect(shown.headers['content-type']).to.equal('image/jpeg');
    expect(shown.headers['cache-control']).to.equal('private, no-store');
    expect(shown.headers['x-content-type-options']).to.equal('nosniff');
    expect(shown.headers['content-security-policy']).to.equal("default-src 'none'");
    expect(Buffer.compare(shown.body as Buffer, image)).to.equal(0);

    const decided = expectContract(
      routes.decideIdDocument,
      await asAdmin('post', `/admin/verification/documents/${submissionId}/decision`).send({
        decision: 'approve'
      })
    );
    expect(decided).to.include({ submissionId, status: 'approved', reason: null, overdue: false });

    const checks = await checksOf(lakshmi);
    expect(checks.id).to.include({ verified: true, method: 'document', review: null });
    const kept = await stack.identity.stores.idVerifications.model.findById(lakshmi.userId).lean();
    expect(kept).to.include({ method: 'document' });
    expect(kept!.matched).to.deep.equal(['name', 'dateOfBirth', 'gender', 'face']);
    expect(kept!.personHash).to.equal(undefined);
    expect(await imageStored(lakshmi)).to.equal(false);

    await stack.relays.flush();
    const changed = await stack.accountEvents.take(
      (e) =>
        e.type === 'identity.verification.changed' && (e.data as { userId: string }).userId === lakshmi.userId
    );
    expect(changed.data).to.deep.equal({ userId: lakshmi.userId, checks: { mobile: true, id: true } });
    const reviewed = await stack.accountEvents.take(
      (e) =>
        e.type === 'identity.verification.reviewed' &&
        (e.data as { userId: string }).userId === lakshmi.userId
    );
    expect(reviewed.data).to.deep.include({ check: 'id', decision: 'approved', reason: null });

    expectProblem(
      routes.idDocumentImage,
      await asAdmin('get', `/admin/verification/documents/${submissionId}/image`),
      'document_image_gone'
    );
    const again = await asAdmin('post', `/admin/verification/documents/${submissionId}/decision`).send({
      decision: 'reject',
      reason: 'unreadable'
    });
    expect(again.status).to.equal(409);
    expectProblem(routes.decideIdDocument, again, 'document_already_decided');
    refused(await upload(lakshmi, jpegImage()), 'id_already_verified', MESSAGES.alreadyVerified);
  });

  it('rejects with a reason the member reads, deletes the image, and lets the member send another', async () => {
    const kavitha = await member();
    expectContract(routes.submitIdDocument, await upload(kavitha, pngImage(), 'driving-licence', 'dl.png'));
    const { _id: submissionId } = await submissionOf(kavitha);
    const decided = expectContract(
      routes.decideIdDocument,
      await asAdmin('post', `/admin/verification/documents/${submissionId}/decision`).send({
        decision: 'reject',
        reason: 'face-mismatch'
      })
    );
    expect(decided).to.include({ status: 'rejected', reason: 'face-mismatch' });
    const { id } = await checksOf(kavitha);
    expect(id.verified).to.equal(false);
    expect(id.review).to.include({ status: 'rejected', kind: 'driving-licence', reason: 'face-mismatch' });
    expect(ID_DOCUMENT_REJECT_REASONS.map((reason) => reason.id)).to.include(id.review!.reason);
    expect(await imageStored(kavitha)).to.equal(false);
    expect(await stack.identity.stores.idVerifications.of(kavitha.userId)).to.equal(null);

    await stack.relays.flush();
    const reviewed = await stack.accountEvents.take(
      (e) =>
        e.type === 'identity.verification.reviewed' &&
        (e.data as { userId: string }).userId === kavitha.userId
    );
    expect(reviewed.data).to.deep.include({ decision: 'rejected', reason: 'face-mismatch' });
    expect(Object.keys(reviewed.data as object).sort()).to.deep.equal([
      'actorUserId',
      'at',
      'check',
      'decision',
      'reason',
      'userId'
    ]);

    expectContract(routes.submitIdDocument, await upload(kavitha, pngImage(), 'passport', 'passport.png'));
    expect((await checksOf(kavitha)).id.review).to.include({ status: 'pending', kind: 'passport' });
  });

  it('answers 404 for an unknown submission', async () => {
    const unknown = '2f1c7a52-8c0e-4b53-9d0f-7e3a3b1c9a10';
    expectProblem(
      routes.idDocumentItem,
      await asAdmin('get', `/admin/verification/documents/${unknown}`),
      'document_not_found'
    );
    expectProblem(
      routes.decideIdDocument,
      await asAdmin('post', `/admin/verification/documents/${unknown}/decision`).send({
        decision: 'approve'
      }),
      'document_not_found'
    );
  });

  it('expires a photo nobody decided on within 7 days: the image is deleted and the member sees it expired', async () => {
    const job = startIdDocumentExpiry(
      { stores: stack.identity.stores, now: () => stack.identity.now() },
      createLogger({ name: 'test', level: 'silent' }),
      { intervalMs: 60 * 60_000 }
    );
    try {
      const sunita = await member();
      expectContract(routes.submitIdDocument, await upload(sunita, jpegImage()));
      const { _id: submissionId } = await submissionOf(sunita);

      stack.advanceClock(DAY_MS + 60_000);
      const item = expectContract(
        routes.idDocumentItem,
        await asAdmin('get', `/admin/verification/documents/${submissionId}`)
      );
      expect(item).to.include({ status: 'pending', overdue: true });

      stack.advanceClock(5 * DAY_MS);
      await job.run();
      expect((await submissionOf(sunita)).status).to.equal('pending');
      expect(await imageStored(sunita)).to.equal(true);

      stack.advanceClock(DAY_MS);
      await job.run();
      expect((await submissionOf(sunita)).status).to.equal('expired');
      expect(await imageStored(sunita)).to.equal(false);
      expect((await checksOf(sunita)).id.review).to.include({ status: 'expired', kind: 'pan-card' });
      expectProblem(
        routes.decideIdDocument,
        await asAdmin('post', `/admin/verification/documents/${submissionId}/decision`).send({
          decision: 'approve'
        }),
        'document_already_decided'
      );
    } finally {
      await job.stop();
    }
  });

  it('finishes a decision whose image deletion was interrupted', async () => {
    const job = startIdDocumentExpiry(
      { stores: stack.identity.stores, now: () => stack.identity.now() },
      createLogger({ name: 'test', level: 'silent' })
    );
    try {
      const nisha = await member();
      expectContract(routes.submitIdDocument, await upload(nisha, jpegImage()));
      const { _id: submissionId } = await submissionOf(nisha);
      // The decision was written, then the process stopped before the outcome and the image deletion.
      await stack.identity.stores.idDocuments.decide(
        submissionId,
        { status: 'approved', reason: null, actorUserId: 'admin', decidedAt: stack.identity.now() },
        []
      );
      expect(await imageStored(nisha)).to.equal(true);
      await job.run();
      expect(await imageStored(nisha)).to.equal(false);
      expect((await checksOf(nisha)).id).to.include({ verified: true, method: 'document' });
    } finally {
      await job.stop();
    }
  });

  it('exports each submission’s kind, state, dates and reason, never the image', async () => {
    const mala = await member();
    expectContract(routes.submitIdDocument, await upload(mala, pngImage(), 'voter-id', 'voter.png'));
    const { _id: submissionId } = await submissionOf(mala);
    await asAdmin('post', `/admin/verification/documents/${submissionId}/decision`)
      .send({ decision: 'reject', reason: 'unreadable' })
      .expect(200);
    const requested = await request(stack.app)
      .post(api('/exports'))
      .set('Authorization', `Bearer ${mala.tokens.access_token}`)
      .expect(202);
    const part = await identityPartOf(stack.identity, requested.body.id as string, mala.userId);
    const documents = part!.idDocuments as Record<string, unknown>[];
    expect(documents).to.have.length(1);
    expect(Object.keys(documents[0]!).sort()).to.deep.equal(
      ['decidedAt', 'kind', 'reason', 'status', 'submittedAt'].sort()
    );
    expect(documents[0]).to.include({ kind: 'voter-id', status: 'rejected', reason: 'unreadable' });
  });

  it('erases the submissions and their images with the account', async () => {
    const leaving = await member();
    expectContract(routes.submitIdDocument, await upload(leaving, jpegImage()));
    const { imageId } = await submissionOf(leaving);
    stack.advanceClock(3000);
    await request(stack.app)
      .delete(api('/accounts/me'))
      .set('Authorization', `Bearer ${leaving.tokens.access_token}`)
      .send({ password: leaving.password })
      .expect(204);
    expect(await stack.identity.stores.idDocuments.latestOf(leaving.userId)).to.equal(null);
    const files = stack.identity.stores.idDocuments.model.db.collection('id_document_images.files');
    expect(await files.countDocuments({ _id: imageId })).to.equal(0);
    const chunks = stack.identity.stores.idDocuments.model.db.collection('id_document_images.chunks');
    expect(await chunks.countDocuments({ files_id: imageId })).to.equal(0);
  });

  it('logs ids and codes only', () => {
    const lines = stack.logLines.join('\n');
    expect(lines).to.contain('ID document queued for review');
    expect(lines).to.not.contain('Divya Krishnan');
    expect(lines).to.not.contain('1995-03-02');
  });
});
