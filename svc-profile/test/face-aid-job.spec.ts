// The face aid's job (jobs/face-aid.ts): selfies stored without an aid (as the demo seed stores them, or as a restart
// leaves them) get one from its passes, oldest first; decided ones are left alone; a failing scorer ends in
// `unavailable`; a lost scoring is started again at most FACE_AID_MAX_ATTEMPTS times; one replica runs a pass at once.
// The route's own scoring is off here (the stack has no scorer), so every aid comes from the job.
import { expect } from 'chai';
import request from 'supertest';
import { selfieFromPortrait } from '@matrimony/demo-data';
import { LIKELY_SAME_PERSON_FROM } from '@matrimony/contracts/http/profile/photo-check';
import { BASE_PATH } from '../src/app';
import { scoreWaitingSelfies, startFaceAidJob } from '../src/jobs/face-aid';
import { faceScorerInWorker, type FaceScorer } from '../src/verification/face-aid/face-aid-client';
import {
  FACE_AID_LOST_AFTER_MS,
  FACE_AID_MAX_ATTEMPTS,
  scoreSelfie
} from '../src/verification/face-aid/score-selfie';
import { type PhotoFaceScore } from '../src/verification/face-aid/score-faces';
import { images } from './support/fixtures';
import { createMember } from './support/members';
import { adminBearer, faceApiSample, selfieItem } from './support/selfies';
import { silentLogger, startProfileStack, type ProfileStack } from './support/stack';
import { waitFor } from './support/wait';

const MINUTE_MS = 60_000;

/** A scorer that records whose photos it was asked about and answers what the test says (scores by default). */
function fakeScorer() {
  const asked: string[] = [];
  let answer: (photos: { photoId: string }[]) => Promise<PhotoFaceScore[]> = async (photos) =>
    photos.map(({ photoId }) => ({ photoId, similarity: 55, state: 'scored' }));
  const scorer: FaceScorer = {
    score: (_selfie, photos) => {
      asked.push(photos.map((photo) => photo.photoId).join());
      return answer(photos);
    },
    close: async () => undefined
  };
  return {
    scorer,
    asked,
    answerWith(next: typeof answer) {
      answer = next;
    }
  };
}

describe('face aid job: selfies left without an aid', function () {
  let stack: ProfileStack;
  let seq = 0;
  before(async () => {
    stack = await startProfileStack();
  });
  after(() => stack.close());

  const admin = () => adminBearer(stack, 'faj-admin');
  const later = (ms: number) => {
    stack.clock.now = new Date(stack.clock.now.getTime() + ms);
    return stack.clock.now;
  };
  /** A member with a photo sends a selfie through the API, a minute after the previous one; answers the check id. */
  const waitingSelfie = async (photo?: Buffer, selfie?: Buffer) => {
    seq += 1;
    const userId = `faj-${seq}`;
    await createMember(stack, userId);
    await request(stack.app)
      .post(`${BASE_PATH}/me/photos`)
      .set('Authorization', stack.bearer(userId))
      .attach('photos', photo ?? (await images.jpeg(400, 500)), 'photo.jpg')
      .expect(201);
    later(MINUTE_MS);
    const drawn = await request(stack.app)
      .post(`${BASE_PATH}/me/photo-check/challenge`)
      .set('Authorization', stack.bearer(userId))
      .expect(201);
    await request(stack.app)
      .post(`${BASE_PATH}/me/photo-check`)
      .set('Authorization', stack.bearer(userId))
      .field('challengeId', (drawn.body as { challengeId: string }).challengeId)
      .attach('selfie', selfie ?? (await images.jpeg(480, 640)), 'selfie.jpg')
      .expect(201);
    return (await stack.stores.photoChecks.latestOf(userId))!._id;
  };
  const item = (checkId: string) => selfieItem(stack, admin(), checkId);
  const aidStates = async (checkId: string) =>
    (await item(checkId)).photos.map((photo) => photo.faceAid.state);
  const decide = (checkId: string) =>
    request(stack.app)
      .post(`${BASE_PATH}/admin/verification/selfies/${checkId}/decision`)
      .set('Authorization', admin())
      .send({ decision: 'reject', reason: 'face-not-visible' })
      .expect(200);
  /** Earlier tests' selfies are decided, so each test sees only its own waiting. */
  const decideEveryWaiting = async () => {
    for (const check of (await stack.stores.photoChecks.queue({ skip: 0, limit: 100 })).items)
      await decide(check._id);
  };
  beforeEach(decideEveryWaiting);

  it('scores waiting selfies without an aid, oldest first, five a pass, and leaves scored ones alone', async () => {
    const checkIds = [];
    for (let i = 0; i < 6; i += 1) checkIds.push(await waitingSelfie());
    expect(await aidStates(checkIds[0]!)).to.deep.equal(['pending']);
    const fake = fakeScorer();
    const photoOf = async (checkId: string) => (await stack.stores.photoChecks.get(checkId))!.primaryPhotoId;
    const photos = await Promise.all(checkIds.map(photoOf));

    const first = await scoreWaitingSelfies(
      { stores: stack.stores, faceScorer: fake.scorer },
      stack.clock.now,
      silentLogger
    );
    expect(first).to.deep.equal({ scored: 5, failed: 0, givenUp: 0 });
    expect(fake.asked).to.deep.equal(photos.slice(0, 5));
    for (const checkId of checkIds.slice(0, 5))
      expect((await item(checkId)).photos.map((photo) => photo.faceAid)).to.deep.equal([
        { similarity: 55, likelySamePerson: true, state: 'scored' }
      ]);
    expect(await aidStates(checkIds[5]!)).to.deep.equal(['pending']);

    const second = await scoreWaitingSelfies(
      { stores: stack.stores, faceScorer: fake.scorer },
      stack.clock.now,
      silentLogger
    );
    expect(second).to.deep.equal({ scored: 1, failed: 0, givenUp: 0 });
    expect(fake.asked).to.deep.equal(photos);
    expect(await aidStates(checkIds[5]!)).to.deep.equal(['scored']);

    const third = await scoreWaitingSelfies(
      { stores: stack.stores, faceScorer: fake.scorer },
      stack.clock.now,
      silentLogger
    );
    expect(third).to.deep.equal({ scored: 0, failed: 0, givenUp: 0 });
    expect(fake.asked).to.have.length(6);
  });

  it('leaves a decided selfie alone', async () => {
    const decided = await waitingSelfie();
    const waiting = await waitingSelfie();
    await decide(decided);
    const fake = fakeScorer();
    const pass = await scoreWaitingSelfies(
      { stores: stack.stores, faceScorer: fake.scorer },
      stack.clock.now,
      silentLogger
    );
    expect(pass).to.deep.equal({ scored: 1, failed: 0, givenUp: 0 });
    expect(fake.asked).to.have.length(1);
    const raw = await stack.conn.db!.collection('photo_checks').findOne({ _id: decided as never });
    expect(raw).to.include({ status: 'rejected', selfieHeld: false });
    for (const field of ['faceAid', 'faceAidAttempts', 'faceAidStartedAt'])
      expect(raw).not.to.have.property(field);
    expect(await aidStates(decided)).to.deep.equal(['unavailable']);
    expect(await aidStates(waiting)).to.deep.equal(['scored']);
  });

  it('ends a selfie whose scoring fails as unavailable, tries it no more, and the queue still decides it', async () => {
    const checkId = await waitingSelfie();
    const fake = fakeScorer();
    fake.answerWith(() => Promise.reject(new Error('worker died')));
    const deps = { stores: stack.stores, faceScorer: fake.scorer };
    expect(await scoreWaitingSelfies(deps, stack.clock.now, silentLogger)).to.deep.equal({
      scored: 0,
      failed: 1,
      givenUp: 0
    });
    expect((await item(checkId)).photos.map((photo) => photo.faceAid)).to.deep.equal([
      { similarity: null, likelySamePerson: null, state: 'unavailable' }
    ]);
    later(FACE_AID_LOST_AFTER_MS * 2);
    expect(await scoreWaitingSelfies(deps, stack.clock.now, silentLogger)).to.deep.equal({
      scored: 0,
      failed: 0,
      givenUp: 0
    });
    expect(fake.asked).to.have.length(1);
    const queue = await request(stack.app)
      .get(`${BASE_PATH}/admin/verification/selfies`)
      .set('Authorization', admin())
      .expect(200);
    expect((queue.body as { items: { checkId: string }[] }).items.map((row) => row.checkId)).to.deep.equal([
      checkId
    ]);
    await decide(checkId);
  });

  it(`starts a lost scoring again once it is ${FACE_AID_LOST_AFTER_MS / MINUTE_MS} minutes old, and gives up after ${FACE_AID_MAX_ATTEMPTS} attempts`, async () => {
    const retried = await waitingSelfie();
    const lostEveryTime = await waitingSelfie();
    const fake = fakeScorer();
    const deps = { stores: stack.stores, faceScorer: fake.scorer };
    /** A scoring claimed by a process that then stopped: the claim is stored, the outcome never is. */
    const lose = (checkId: string) =>
      stack.stores.photoChecks.claimFaceAid(
        checkId,
        stack.clock.now,
        new Date(stack.clock.now.getTime() - FACE_AID_LOST_AFTER_MS),
        FACE_AID_MAX_ATTEMPTS
      );
    expect(await lose(retried)).to.include({ faceAidAttempts: 1 });
    expect(await lose(lostEveryTime)).to.include({ faceAidAttempts: 1 });

    // Still within the time a scoring may take: nothing is started.
    later(FACE_AID_LOST_AFTER_MS);
    expect(await scoreWaitingSelfies(deps, stack.clock.now, silentLogger)).to.deep.equal({
      scored: 0,
      failed: 0,
      givenUp: 0
    });
    expect(await aidStates(retried)).to.deep.equal(['pending']);

    // Lost now: the first is scored by its second attempt; the other's second attempt is lost too, then its third.
    later(1);
    expect(await lose(lostEveryTime)).to.include({ faceAidAttempts: 2 });
    expect(await scoreWaitingSelfies(deps, stack.clock.now, silentLogger)).to.deep.equal({
      scored: 1,
      failed: 0,
      givenUp: 0
    });
    expect(await aidStates(retried)).to.deep.equal(['scored']);
    expect((await stack.stores.photoChecks.get(retried))!.faceAidAttempts).to.equal(2);
    later(FACE_AID_LOST_AFTER_MS + 1);
    expect(await lose(lostEveryTime)).to.include({ faceAidAttempts: FACE_AID_MAX_ATTEMPTS });
    later(FACE_AID_LOST_AFTER_MS + 1);
    expect(await lose(lostEveryTime), 'no attempt past the last').to.equal(null);
    expect(await aidStates(lostEveryTime)).to.deep.equal(['pending']);

    expect(await scoreWaitingSelfies(deps, stack.clock.now, silentLogger)).to.deep.equal({
      scored: 0,
      failed: 0,
      givenUp: 1
    });
    expect(fake.asked).to.have.length(1);
    expect(await aidStates(lostEveryTime)).to.deep.equal(['unavailable']);
  });

  it('does not start a selfie this process is still scoring, even once its claim looks lost', async () => {
    const checkId = await waitingSelfie();
    const fake = fakeScorer();
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    // Only the first scoring waits: a second one, if started, answers at once and the test fails rather than hangs.
    fake.answerWith(async (photos) => {
      if (fake.asked.length === 1) await held;
      return photos.map(({ photoId }) => ({ photoId, similarity: 20, state: 'scored' }));
    });
    const deps = { stores: stack.stores, faceScorer: fake.scorer };
    const routeScoring = scoreSelfie(deps, checkId, stack.clock.now);
    try {
      await waitFor('the scorer to be asked', async () => fake.asked.length === 1, 100, 10);
      later(FACE_AID_LOST_AFTER_MS * 2);
      expect(await scoreWaitingSelfies(deps, stack.clock.now, silentLogger)).to.deep.equal({
        scored: 0,
        failed: 0,
        givenUp: 0
      });
    } finally {
      finish();
    }
    expect(await routeScoring).to.equal('scored');
    expect(fake.asked).to.have.length(1);
    expect((await item(checkId)).photos.map((photo) => photo.faceAid.similarity)).to.deep.equal([20]);
  });

  it('runs one pass at a time across replicas: the lease', async () => {
    const checkId = await waitingSelfie();
    const fake = fakeScorer();
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    fake.answerWith(async (photos) => {
      await held;
      return photos.map(({ photoId }) => ({ photoId, similarity: 61, state: 'scored' }));
    });
    // Two replicas' jobs on one database, each with its own lease holder; long intervals, the test runs the passes.
    const jobs = [0, 1].map(() =>
      startFaceAidJob(
        { stores: stack.stores, faceScorer: fake.scorer },
        stack.conn,
        () => stack.clock.now,
        silentLogger,
        3_600_000
      )
    );
    try {
      const running = jobs[0]!.runNow();
      await waitFor('the first replica to start scoring', async () => fake.asked.length === 1, 100, 10);
      expect(
        await jobs[1]!.runNow(),
        'the second replica runs no pass while the first holds the lease'
      ).to.equal(false);
      finish();
      expect(await running).to.equal(true);
      expect(await jobs[1]!.runNow(), 'the lease is free once the pass ends').to.equal(true);
      expect(fake.asked).to.have.length(1);
      expect(await aidStates(checkId)).to.deep.equal(['scored']);
    } finally {
      finish();
      for (const job of jobs) await job.stop();
    }
  });

  it('through the real worker: a selfie of the photo face, stored without an aid, reads likely the same person', async () => {
    const photo = await faceApiSample(1);
    const checkId = await waitingSelfie(photo, await selfieFromPortrait(photo));
    const other = await waitingSelfie(photo, await faceApiSample(2));
    expect(await aidStates(checkId)).to.deep.equal(['pending']);
    const faceScorer = faceScorerInWorker();
    try {
      expect(
        await scoreWaitingSelfies({ stores: stack.stores, faceScorer }, stack.clock.now, silentLogger)
      ).to.deep.equal({ scored: 2, failed: 0, givenUp: 0 });
    } finally {
      await faceScorer.close();
    }
    const [same] = (await item(checkId)).photos.map((each) => each.faceAid);
    expect(same).to.include({ state: 'scored', likelySamePerson: true });
    expect(same!.similarity).to.be.at.least(LIKELY_SAME_PERSON_FROM);
    const [different] = (await item(other)).photos.map((each) => each.faceAid);
    expect(different).to.include({ state: 'scored', likelySamePerson: false });
  });
});
