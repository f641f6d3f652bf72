// Issue 17: the perceptual fingerprint of each stored photo, for moderation's near-duplicate check.
// "Different photos" are the demo portraits (each its own scene, framing, outfit and hair: the 1,225 pairs of
// the first 50 are 101 to 254 bits apart, median 181; of the first 200, at least 91) and generated photo-like
// portraits, the hard case: every one a head and shoulders. Copies are checked for a demo portrait and
// generated photos.
import { expect } from 'chai';
import request from 'supertest';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import {
  FINGERPRINT_HEX_LENGTH,
  fingerprintDistance,
  nearDuplicates,
  NEAR_DUPLICATE_MAX_DISTANCE
} from '../src/media/photo-fingerprint';
import { images } from './support/fixtures';
import { createMember } from './support/members';
import {
  combined,
  cropped,
  demoPortraits,
  photoLikePortrait,
  photoLikeScene,
  reencoded,
  resized,
  storedFingerprint,
  type Copy
} from './support/photo-images';
import { startProfileStack, type ProfileStack } from './support/stack';

const COPIES: Record<string, Copy> = {
  'JPEG q=60': reencoded(60),
  'resized to 50%': resized(0.5),
  'resized to 150%': resized(1.5),
  'resized to 200%': resized(2),
  '5% off left and top': cropped({ left: 0.05, top: 0.05 }),
  '4% off right and bottom': cropped({ right: 0.04, bottom: 0.04 }),
  '3% off left and right': cropped({ left: 0.03, right: 0.03 }),
  '4% off top and left, 50%, q=60': combined(cropped({ left: 0.04, top: 0.04 }), resized(0.5), reencoded(60))
};

const fingerprintShape = new RegExp(`^[0-9a-f]{${FINGERPRINT_HEX_LENGTH}}$`);

describe('photo fingerprint', () => {
  describe('copies of one photo stay within NEAR_DUPLICATE_MAX_DISTANCE', () => {
    const originals: Record<string, () => Promise<Buffer>> = {
      'a demo portrait': async () => (await demoPortraits(1))[0]!,
      'a photo-like portrait': () => photoLikePortrait(1000),
      'another photo-like portrait': () => photoLikePortrait(1001),
      'a photo-like scene': () => photoLikeScene(1000)
    };
    for (const [name, make] of Object.entries(originals)) {
      it(`${name}: re-encoded, resized, cropped and all three`, async function () {
        const original = await make();
        const fingerprint = await storedFingerprint(original);
        expect(fingerprint).to.match(fingerprintShape);
        for (const [copyName, copy] of Object.entries(COPIES)) {
          const distance = fingerprintDistance(fingerprint, await storedFingerprint(await copy(original)));
          expect(distance, copyName).to.be.at.most(NEAR_DUPLICATE_MAX_DISTANCE);
        }
      });
    }
  });

  /** Each photo's near-duplicates among all of them: only itself. */
  function expectNoNearDuplicates(fingerprints: string[], what: string) {
    const candidates = fingerprints.map((fingerprint, i) => ({
      ownerUserId: `member-${i}`,
      photoId: `photo-${i}`,
      fingerprint
    }));
    for (const [i, fingerprint] of fingerprints.entries()) {
      expect(
        nearDuplicates(fingerprint, candidates).map((match) => [match.ownerUserId, match.distance]),
        `${what} ${i}`
      ).to.deep.equal([[`member-${i}`, 0]]);
    }
  }

  // Drawing and fingerprinting 50 images is all CPU (about 30 s beside other work here): beside a CPU-hungry
  // neighbour on two cores the second test took over two minutes. The bound only caps a run; what is asserted
  // is the distances.
  const RENDERING_FIFTY_MS = 600_000;

  it('tells the 50 demo portraits apart: none of the 1,225 pairs is within the threshold', async function () {
    this.timeout(RENDERING_FIFTY_MS);
    const fingerprints: string[] = [];
    for (const portrait of await demoPortraits(50)) fingerprints.push(await storedFingerprint(portrait));
    expectNoNearDuplicates(fingerprints, 'demo portrait');
  });

  it('tells 50 different photo-like portraits apart: none of the 1,225 pairs is within the threshold', async function () {
    this.timeout(RENDERING_FIFTY_MS);
    const fingerprints: string[] = [];
    for (let seed = 1000; seed < 1050; seed += 1)
      fingerprints.push(await storedFingerprint(await photoLikePortrait(seed)));
    expectNoNearDuplicates(fingerprints, 'portrait');
  });

  describe('distance and matching', () => {
    const print = (nibble: string) => nibble.repeat(FINGERPRINT_HEX_LENGTH);

    it('counts differing bits and refuses what is not a fingerprint', () => {
      expect(fingerprintDistance(print('0'), print('0'))).to.equal(0);
      expect(fingerprintDistance(print('0'), print('f'))).to.equal(FINGERPRINT_HEX_LENGTH * 4);
      expect(fingerprintDistance(print('0'), `3${print('0').slice(1)}`)).to.equal(2);
      expect(() => fingerprintDistance(print('0'), print('0').slice(1))).to.throw(RangeError);
      expect(() => fingerprintDistance(print('0'), print('g'))).to.throw(RangeError);
    });

    it('returns the candidates within the threshold, nearest first, skipping photos without a fingerprint', () => {
      const at = (bits: number) =>
        '0'.repeat(FINGERPRINT_HEX_LENGTH - Math.ceil(bits / 4)) +
        'f'.repeat(Math.floor(bits / 4)) +
        (bits % 4 ? '1' : '');
      const candidates = [
        { ownerUserId: 'far', photoId: 'p1', fingerprint: at(NEAR_DUPLICATE_MAX_DISTANCE + 4) },
        { ownerUserId: 'edge', photoId: 'p2', fingerprint: at(NEAR_DUPLICATE_MAX_DISTANCE) },
        { ownerUserId: 'old', photoId: 'p3', fingerprint: null },
        { ownerUserId: 'same', photoId: 'p4', fingerprint: at(0) },
        { ownerUserId: 'near', photoId: 'p5', fingerprint: at(9) }
      ];
      expect(
        nearDuplicates(at(0), candidates).map(({ ownerUserId, distance }) => [ownerUserId, distance])
      ).to.deep.equal([
        ['same', 0],
        ['near', 9],
        ['edge', NEAR_DUPLICATE_MAX_DISTANCE]
      ]);
    });
  });

  describe('the upload route', () => {
    let stack: ProfileStack;
    before(async () => {
      stack = await startProfileStack();
    });
    after(() => stack.close());

    const upload = (userId: string, photo: Buffer) =>
      request(stack.app)
        .post(`${BASE_PATH}/me/photos`)
        .set('Authorization', stack.bearer(userId))
        .attach('photos', photo, 'photo.jpg');

    it('stores the fingerprint of each photo, never sends it, and finds a stolen copy of it', async () => {
      await createMember(stack, 'fp-owner');
      const photo = await photoLikePortrait(2000);
      const res = await upload('fp-owner', photo).expect(201);
      const view = expectContract(ownProfileRoutes.uploadPhotos, res);

      const [stored] = (await stack.stores.profiles.findByUserId('fp-owner'))!.photos;
      expect(stored!.id).to.equal(view.photos[0]!.id);
      expect(stored!.fingerprint).to.equal(await storedFingerprint(photo));
      expect(res.text).to.not.include(stored!.fingerprint);
      expect(res.body.photos[0]).to.not.have.property('fingerprint');
      const own = await request(stack.app)
        .get(`${BASE_PATH}/me`)
        .set('Authorization', stack.bearer('fp-owner'));
      expectContract(ownProfileRoutes.getOwnProfile, own);
      expect(own.text).to.not.include(stored!.fingerprint);

      await createMember(stack, 'fp-thief');
      await upload(
        'fp-thief',
        await combined(cropped({ right: 0.04, bottom: 0.04 }), resized(0.5), reencoded(60))(photo)
      ).expect(201);
      const [copy] = (await stack.stores.profiles.findByUserId('fp-thief'))!.photos;
      const candidates = [{ ownerUserId: 'fp-owner', photoId: stored!.id, fingerprint: stored!.fingerprint }];
      expect(nearDuplicates(copy!.fingerprint!, candidates).map((match) => match.photoId)).to.deep.equal([
        stored!.id
      ]);
    });

    it('keeps no fingerprint for the horoscope image', async () => {
      await createMember(stack, 'fp-horoscope');
      await request(stack.app)
        .post(`${BASE_PATH}/me/horoscope`)
        .set('Authorization', stack.bearer('fp-horoscope'))
        .attach('horoscope', await images.png(), 'chart.png')
        .expect(201);
      const { horoscope } = (await stack.stores.profiles.findByUserId('fp-horoscope'))!;
      expect(horoscope).to.not.have.property('fingerprint');
    });
  });
});
