// A photo is served to whom the owner's profile page would show it: not blocked either way, the gender
// the viewer looks for, and with photo privacy "connections" only to the owner's connections.
import request from 'supertest';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { expectProblem } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { validProfileBody } from './support/fixtures';
import { uploadPhotos } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

describe('photo visibility follows the profile page', function () {
  let stack: ProfileStack;
  let seq = 0;

  const member = async (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    const userId = `pv-${seq}`;
    await stack.registerIdentity(userId, `Member${seq} Surname`);
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...validProfileBody(), ...overrides })
      .expect(201);
    const { photos } = await uploadPhotos(stack, userId, 1);
    await stack.stores.profiles.model.updateOne({ userId }, { $set: { moderationStatus: 'approved' } });
    const doc = (await stack.stores.profiles.findByUserId(userId))!;
    return { userId, id: String(doc._id), photoUrl: photos[0]!.urls.card! };
  };
  const bride = () => member();
  const groom = () => member({ gender: 'male', lookingFor: 'female', dateOfBirth: '1993-02-10' });
  const photoAs = (userId: string, url: string, claims: Record<string, unknown> = {}) =>
    request(stack.app).get(url).set('Authorization', stack.bearer(userId, claims));
  const refused = async (userId: string, url: string, claims: Record<string, unknown> = {}) => {
    const res = await photoAs(userId, url, claims).expect(404);
    expectProblem(ownProfileRoutes.getImage, res, 'photo_not_found');
  };
  const post = (userId: string, path: string, body: Record<string, unknown> = {}) =>
    request(stack.app).post(`${BASE_PATH}${path}`).set('Authorization', stack.bearer(userId)).send(body);

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });

  it('refuses the photos of a member blocked either way', async () => {
    const owner = await bride();
    const blocker = await groom();
    const blockedByOwner = await groom();
    await photoAs(blocker.userId, owner.photoUrl).expect(200);
    await photoAs(blockedByOwner.userId, owner.photoUrl).expect(200);

    const block = (userId: string, profileId: string) =>
      request(stack.app)
        .put(`${BASE_PATH}/blocks/${profileId}`)
        .set('Authorization', stack.bearer(userId))
        .expect(204);
    await block(blocker.userId, owner.id);
    await block(owner.userId, blockedByOwner.id);
    await refused(blocker.userId, owner.photoUrl);
    await refused(blockedByOwner.userId, owner.photoUrl);
    await photoAs(owner.userId, owner.photoUrl).expect(200);
  });

  it('refuses a member of the same gender, but not an administrator', async () => {
    const owner = await bride();
    const sameGender = await bride();
    await refused(sameGender.userId, owner.photoUrl);
    await photoAs(sameGender.userId, owner.photoUrl, { realm_access: { roles: ['admin'] } }).expect(200);
    await photoAs('pv-admin-without-profile', owner.photoUrl, { realm_access: { roles: ['admin'] } }).expect(
      200
    );
  });

  it('keeps photos for connections from strangers and shows them to a mutual match; the owner always sees them', async () => {
    const owner = await bride();
    const matched = await groom();
    const stranger = await groom();
    await request(stack.app)
      .put(`${BASE_PATH}/me/photo-privacy`)
      .set('Authorization', stack.bearer(owner.userId))
      .send({ photoPrivacy: 'connections' })
      .expect(200);

    const sent = await post(matched.userId, '/interests', { to: owner.id }).expect(201);
    await refused(matched.userId, owner.photoUrl);
    await post(
      owner.userId,
      `/interests/${(sent.body as { interest: { id: string } }).interest.id}/accept`
    ).expect(200);

    await photoAs(matched.userId, owner.photoUrl).expect(200);
    await refused(stranger.userId, owner.photoUrl);
    await photoAs(owner.userId, owner.photoUrl).expect(200);
  });

  it('shows photos kept for connections to a member the owner sent an interest to', async () => {
    const owner = await bride();
    const addressee = await groom();
    await request(stack.app)
      .put(`${BASE_PATH}/me/photo-privacy`)
      .set('Authorization', stack.bearer(owner.userId))
      .send({ photoPrivacy: 'connections' })
      .expect(200);
    await refused(addressee.userId, owner.photoUrl);
    await post(owner.userId, '/interests', { to: addressee.id }).expect(201);
    await photoAs(addressee.userId, owner.photoUrl).expect(200);
  });
});
