// IDOR matrix: who may touch a member's profile, photos and horoscope image.
import { expect } from 'chai';
import request from 'supertest';
import { BASE_PATH } from '../src/app';
import { images, validProfileBody } from './support/fixtures';
import { createMember, uploadPhotos } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

type Actor = 'anonymous' | 'other' | 'owner';
interface Row {
  name: string;
  send(actor: Actor): Promise<number>;
  expected: Record<Actor, number>;
}

describe('access rules (IDOR matrix)', () => {
  let stack: ProfileStack;
  const OWNER = 'acc-owner';
  const OTHER = 'acc-other';
  let photoIds: string[] = [];
  let horoscopeId = '';

  before(async () => {
    stack = await startProfileStack();
    await createMember(stack, OWNER);
    await createMember(stack, OTHER);
    photoIds = (await uploadPhotos(stack, OWNER, 3)).photos.map((photo) => photo.id);
    await uploadPhotos(stack, OTHER, 1);
    const horoscope = await request(stack.app)
      .post(`${BASE_PATH}/me/horoscope`)
      .set('Authorization', stack.bearer(OWNER))
      .attach('horoscope', await images.png(), 'chart.png')
      .expect(201);
    horoscopeId = horoscope.body.horoscope.id;
  });
  after(() => stack.close());

  const call = (actor: Actor, method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string) => {
    const req = request(stack.app)[method](`${BASE_PATH}${path}`);
    if (actor === 'owner') req.set('Authorization', stack.bearer(OWNER));
    if (actor === 'other') req.set('Authorization', stack.bearer(OTHER));
    return req;
  };
  const status = async (req: request.Test) => (await req).status;

  // Rows touching the owner's resources by id; the owner goes last because some rows change things.
  const rows: Row[] = [
    {
      name: 'GET /me',
      send: (a) => status(call(a, 'get', '/me')),
      expected: { anonymous: 401, other: 200, owner: 200 }
    },
    {
      name: 'PATCH /me',
      send: (a) => status(call(a, 'patch', '/me').send({ siblings: 'Mixed Siblings' })),
      expected: { anonymous: 401, other: 200, owner: 200 }
    },
    {
      name: 'POST / (create)',
      send: (a) => status(call(a, 'post', '/').send({})),
      expected: { anonymous: 401, other: 400, owner: 400 }
    },
    {
      name: 'GET owner photo',
      send: (a) => status(call(a, 'get', `/photos/${photoIds[0]}/card`)),
      expected: { anonymous: 401, other: 404, owner: 200 }
    },
    {
      name: 'GET owner horoscope',
      send: (a) => status(call(a, 'get', `/photos/${horoscopeId}/full`)),
      expected: { anonymous: 401, other: 404, owner: 200 }
    },
    {
      name: 'PUT owner photo primary',
      send: (a) => status(call(a, 'put', `/me/photos/${photoIds[1]}/primary`)),
      expected: { anonymous: 401, other: 404, owner: 200 }
    },
    {
      name: 'PUT order with owner photo ids',
      send: (a) => status(call(a, 'put', '/me/photos/order').send({ photoIds })),
      expected: { anonymous: 401, other: 400, owner: 200 }
    },
    {
      name: 'DELETE owner photo',
      send: (a) => status(call(a, 'delete', `/me/photos/${photoIds[2]}`)),
      expected: { anonymous: 401, other: 404, owner: 200 }
    },
    {
      name: 'POST /me/photos',
      send: async (a) => status(call(a, 'post', '/me/photos').attach('photos', await images.jpeg(), 'x.jpg')),
      expected: { anonymous: 401, other: 201, owner: 201 }
    },
    {
      name: 'POST /me/horoscope',
      send: async (a) =>
        status(call(a, 'post', '/me/horoscope').attach('horoscope', await images.jpeg(), 'h.jpg')),
      expected: { anonymous: 401, other: 201, owner: 201 }
    },
    {
      name: 'PUT /me/visibility',
      send: (a) => status(call(a, 'put', '/me/visibility').send({ hidden: false })),
      expected: { anonymous: 401, other: 200, owner: 200 }
    },
    {
      name: 'DELETE /me/horoscope',
      send: (a) => status(call(a, 'delete', '/me/horoscope')),
      expected: { anonymous: 401, other: 200, owner: 200 }
    }
  ];

  it("answers every (role, endpoint) pair as the table says, and the other member never changes the owner's data", async () => {
    const actual: string[] = [];
    const expected: string[] = [];
    for (const row of rows) {
      for (const actor of ['anonymous', 'other'] as const) {
        const before = await stack.stores.profiles.findByUserId(OWNER);
        actual.push(`${row.name} as ${actor}: ${await row.send(actor)}`);
        expected.push(`${row.name} as ${actor}: ${row.expected[actor]}`);
        const after = await stack.stores.profiles.findByUserId(OWNER);
        const watched = (p: typeof after) => ({
          photos: p!.photos,
          horoscope: p!.horoscope,
          siblings: p!.siblings,
          hidden: p!.hidden,
          updatedAt: p!.updatedAt
        });
        expect(watched(after), `${row.name} as ${actor}`).to.deep.equal(watched(before));
      }
      actual.push(`${row.name} as owner: ${await row.send('owner')}`);
      expected.push(`${row.name} as owner: ${row.expected.owner}`);
    }
    expect(actual).to.deep.equal(expected);
  });

  describe('who sees photos and the horoscope of someone else', () => {
    const VIEWER = 'acc-viewer';
    let photo = '';
    let horoscope = '';
    const SUBJECT = 'acc-subject';

    before(async () => {
      // A member who would see the subject's profile page (the gender they look for): images follow that page.
      await stack.registerIdentity(VIEWER);
      await request(stack.app)
        .post(BASE_PATH)
        .set('Authorization', stack.bearer(VIEWER))
        .send({ ...validProfileBody(), gender: 'male', lookingFor: 'female', dateOfBirth: '1993-02-10' })
        .expect(201);
      await createMember(stack, SUBJECT);
      photo = (await uploadPhotos(stack, SUBJECT, 1)).photos[0]!.id;
      const res = await request(stack.app)
        .post(`${BASE_PATH}/me/horoscope`)
        .set('Authorization', stack.bearer(SUBJECT))
        .attach('horoscope', await images.png(), 'c.png')
        .expect(201);
      horoscope = res.body.horoscope.id;
    });

    const setSubject = (fields: Record<string, unknown>) =>
      stack.stores.profiles.model.updateOne({ userId: SUBJECT }, { $set: fields });
    const viewerGets = async (id: string) =>
      (
        await request(stack.app)
          .get(`${BASE_PATH}/photos/${id}/thumbnail`)
          .set('Authorization', stack.bearer(VIEWER))
      ).status;
    const setViewerPlan = (planType: 'free' | 'premium', endDate: Date | null) =>
      stack.stores.plans.apply(
        VIEWER,
        { subscriptionId: `s-${Math.random()}`, planType, status: 'active', endDate },
        new Date()
      );

    it("hides a pending or rejected profile's photos from others", async () => {
      await setSubject({ moderationStatus: 'pending' });
      expect(await viewerGets(photo)).to.equal(404);
      await setSubject({ moderationStatus: 'rejected' });
      expect(await viewerGets(photo)).to.equal(404);
    });

    it("shows an approved profile's photos to other members, but not while the profile is hidden", async () => {
      await setSubject({ moderationStatus: 'approved', hidden: false });
      expect(await viewerGets(photo)).to.equal(200);
      await setSubject({ hidden: true });
      expect(await viewerGets(photo)).to.equal(404);
      await setSubject({ hidden: false });
    });

    it('shows the horoscope image only to premium members with an unexpired plan', async () => {
      await setSubject({ moderationStatus: 'approved', hidden: false });
      expect(await viewerGets(horoscope)).to.equal(404);
      await setViewerPlan('premium', new Date(stack.clock.now.getTime() + 86_400_000));
      expect(await viewerGets(horoscope)).to.equal(200);
      await setViewerPlan('premium', new Date(stack.clock.now.getTime() - 1000));
      expect(await viewerGets(horoscope)).to.equal(404);
      await setViewerPlan('free', null);
      expect(await viewerGets(horoscope)).to.equal(404);
    });

    it('answers an unknown photo id or size as not found / invalid, never 5xx', async () => {
      expect(await viewerGets('00000000-0000-4000-8000-000000000000')).to.equal(404);
      const res = await request(stack.app)
        .get(`${BASE_PATH}/photos/${photo}/huge`)
        .set('Authorization', stack.bearer(VIEWER));
      expect(res.status).to.equal(400);
    });
  });
});
