// The moderator's face-similarity aid (docs/product-rules.md#verification): the real worker on face-api's sample
// photographs (shipped inside the package) and on a faceless frame; through the HTTP API, the scores reach only the
// administrators' item, a failing aid leaves the check usable, and nothing but scores is stored.
import { expect } from 'chai';
import sharp from 'sharp';
import request from 'supertest';
import { selfieFromPortrait } from '@matrimony/demo-data';
import {
  LIKELY_SAME_PERSON_FROM,
  photoCheckRoutes as routes
} from '@matrimony/contracts/http/profile/photo-check';
import { expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { faceScorerInWorker, type FaceScorer } from '../src/verification/face-aid/face-aid-client';
import { type PhotoFaceScore } from '../src/verification/face-aid/score-faces';
import { validProfileBody } from './support/fixtures';
import { uploadPhotos } from './support/members';
import { adminBearer, faceApiSample, selfieItem } from './support/selfies';
import { startProfileStack, type ProfileStack } from './support/stack';

const faceless = (width = 480, height = 640) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 110 } } })
    .jpeg()
    .toBuffer();

describe('face aid: the worker', function () {
  const scorer = faceScorerInWorker();
  after(() => scorer.close());

  it('scores a selfie of the same face as likely the same person, another face lower', async () => {
    const [first, second] = await Promise.all([faceApiSample(1), faceApiSample(2)]);
    const scores = await scorer.score(await selfieFromPortrait(first), [
      { photoId: 'same', image: first },
      { photoId: 'other', image: second }
    ]);
    const [same, other] = scores;
    expect(same).to.include({ photoId: 'same', state: 'scored' });
    expect(other).to.include({ photoId: 'other', state: 'scored' });
    expect(same!.similarity).to.be.at.least(LIKELY_SAME_PERSON_FROM);
    expect(other!.similarity).to.be.below(LIKELY_SAME_PERSON_FROM);
  });

  it('says when no face is found in the selfie, or in a photo', async () => {
    const photo = await faceApiSample(5);
    expect(await scorer.score(await faceless(), [{ photoId: 'p', image: photo }])).to.deep.equal([
      { photoId: 'p', similarity: null, state: 'no_face_in_selfie' }
    ]);
    expect(
      await scorer.score(await selfieFromPortrait(photo), [{ photoId: 'p', image: await faceless() }])
    ).to.deep.equal([{ photoId: 'p', similarity: null, state: 'no_face_in_photo' }]);
  });

  it('fails a request it cannot answer, and answers the next one with a new worker', async () => {
    await scorer.score(Buffer.from('not an image'), [{ photoId: 'p', image: await faceless() }]).then(
      () => expect.fail('a selfie that is not an image cannot be scored'),
      (err: Error) => expect(err.message).to.match(/face aid failed/)
    );
    const broken = faceScorerInWorker({ workerUrl: new URL('./no-such-worker.ts', import.meta.url) });
    await broken.score(await faceless(), []).then(
      () => expect.fail('a worker that cannot start answers nothing'),
      (err: Error) => expect(err).to.be.instanceOf(Error)
    );
    await broken.close();
    const again = await scorer.score(await faceless(), [{ photoId: 'p', image: await faceless() }]);
    expect(again[0]!.state).to.equal('no_face_in_selfie');
  });
});

describe('face aid: the photo check', function () {
  let seq = 0;
  const outcomes: (PhotoFaceScore[] | Error)[] = [];
  /** Answers what the test queued; the real worker is tested above. */
  const fakeScorer: FaceScorer = {
    score: async (_selfie, photos) => {
      const next = outcomes.shift() ?? new Error('nothing queued');
      if (next instanceof Error) throw next;
      return next.map((score, i) => ({ ...score, photoId: photos[i]!.photoId }));
    },
    close: async () => undefined
  };
  let stack: ProfileStack;
  before(async () => {
    stack = await startProfileStack({ faceScorer: fakeScorer });
  });
  after(() => stack.close());

  const admin = () => adminBearer(stack, 'fa-admin');
  const memberWithPhotos = async () => {
    seq += 1;
    const userId = `fa-${seq}`;
    await stack.registerIdentity(userId);
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send(validProfileBody())
      .expect(201);
    await uploadPhotos(stack, userId, 2);
    return userId;
  };
  const submit = async (userId: string) => {
    const drawn = await request(stack.app)
      .post(`${BASE_PATH}/me/photo-check/challenge`)
      .set('Authorization', stack.bearer(userId))
      .expect(201);
    const answer = await request(stack.app)
      .post(`${BASE_PATH}/me/photo-check`)
      .set('Authorization', stack.bearer(userId))
      .field('challengeId', (drawn.body as { challengeId: string }).challengeId)
      .attach('selfie', await faceless(), 'selfie.jpg');
    const check = (await stack.stores.photoChecks.latestOf(userId))!;
    return { answer, checkId: check._id };
  };
  /** The aid runs after the answer; its outcome is awaited by reading the check until it is stored. */
  const aidStored = async (checkId: string) => {
    for (let tries = 0; tries < 200; tries += 1) {
      const check = await stack.stores.photoChecks.get(checkId);
      if (check?.faceAid) return check.faceAid;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('the face aid was never stored');
  };
  const item = (checkId: string) => selfieItem(stack, admin(), checkId);

  it('shows the moderator a score per photo, never the member, and keeps only scores until the decision', async () => {
    const userId = await memberWithPhotos();
    outcomes.push([
      { photoId: '', similarity: 82, state: 'scored' },
      { photoId: '', similarity: null, state: 'no_face_in_photo' }
    ]);
    const { answer, checkId } = await submit(userId);
    expectContract(routes.submitSelfie, answer);
    await aidStored(checkId);

    const shown = await item(checkId);
    expect(shown.photos.map((photo) => photo.faceAid)).to.deep.equal([
      { similarity: 82, likelySamePerson: true, state: 'scored' },
      { similarity: null, likelySamePerson: null, state: 'no_face_in_photo' }
    ]);
    const raw = await stack.conn.db!.collection('photo_checks').findOne({ _id: checkId as never });
    expect(Object.keys(raw!.faceAid as object).sort()).to.deep.equal(['failed', 'photos']);
    for (const stored of (raw!.faceAid as { photos: object[] }).photos)
      expect(Object.keys(stored).sort()).to.deep.equal(['photoId', 'similarity', 'state']);

    const own = await request(stack.app)
      .get(`${BASE_PATH}/me/photo-check`)
      .set('Authorization', stack.bearer(userId))
      .expect(200);
    for (const body of [answer.text, own.text]) expect(body).not.to.match(/similarity|faceAid|no_face/i);

    const approved = expectContract(
      routes.decideSelfie,
      await request(stack.app)
        .post(`${BASE_PATH}/admin/verification/selfies/${checkId}/decision`)
        .set('Authorization', admin())
        .send({ decision: 'approve' })
    );
    expect(approved.photos.map((photo) => photo.faceAid.similarity)).to.deep.equal([null, null]);
    const decided = await stack.conn.db!.collection('photo_checks').findOne({ _id: checkId as never });
    expect(decided).not.to.have.property('faceAid');
    expect((await item(checkId)).photos.map((photo) => photo.faceAid.state)).to.deep.equal([
      'unavailable',
      'unavailable'
    ]);
  });

  it('leaves the check usable when the aid fails: unavailable, and the moderator still decides', async () => {
    const userId = await memberWithPhotos();
    outcomes.push(new Error('worker died'));
    const { answer, checkId } = await submit(userId);
    expect(answer.status).to.equal(201);
    expect(await aidStored(checkId)).to.deep.include({ failed: true, photos: [] });
    expect((await item(checkId)).photos.map((photo) => photo.faceAid)).to.deep.equal([
      { similarity: null, likelySamePerson: null, state: 'unavailable' },
      { similarity: null, likelySamePerson: null, state: 'unavailable' }
    ]);
    const queue = await request(stack.app)
      .get(`${BASE_PATH}/admin/verification/selfies`)
      .set('Authorization', admin())
      .expect(200);
    expect((queue.body as { items: { checkId: string }[] }).items.map((row) => row.checkId)).to.include(
      checkId
    );
    await request(stack.app)
      .post(`${BASE_PATH}/admin/verification/selfies/${checkId}/decision`)
      .set('Authorization', admin())
      .send({ decision: 'reject', reason: 'face-not-visible' })
      .expect(200);
  });
});
