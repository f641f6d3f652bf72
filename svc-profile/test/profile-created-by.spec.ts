// "This profile is for": asked at registration, editable, shown to others as who created the profile, in the export;
// profiles stored before it was asked answer null and show nothing.
import { expect } from 'chai';
import request from 'supertest';
import { exportPartObject } from '@matrimony/contracts';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { type ExportStore } from '@matrimony/service-kit';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { writeProfilePart } from '../src/exports/profile-part';
import { createMemberDataReader } from '../src/store/member-data';
import { validProfileBody } from './support/fixtures';
import { startProfileStack, type ProfileStack } from './support/stack';

const GROOM = {
  gender: 'male',
  lookingFor: 'female',
  dateOfBirth: '1993-02-10',
  height: '5 ft 10 in (177 cm)'
};

describe('profile created by', function () {
  let stack: ProfileStack;
  let seq = 0;

  before(async () => {
    stack = await startProfileStack();
  });
  after(() => stack.close());

  const register = async (overrides: Record<string, unknown>, base = validProfileBody()) => {
    seq += 1;
    const userId = `created-by-${seq}`;
    await stack.registerIdentity(userId, `Member${seq} Surname${seq}`);
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...base, ...overrides });
    return { userId, res };
  };
  const member = async (overrides: Record<string, unknown>) => {
    const { userId, res } = await register(overrides);
    const created = expectContract(ownProfileRoutes.createProfile, res);
    await stack.stores.profiles.model.updateOne({ userId }, { $set: { moderationStatus: 'approved' } });
    return { userId, id: created.id, created };
  };
  const own = async (userId: string) =>
    expectContract(
      ownProfileRoutes.getOwnProfile,
      await request(stack.app).get(`${BASE_PATH}/me`).set('Authorization', stack.bearer(userId))
    );
  const edit = (userId: string, change: Record<string, unknown>) =>
    request(stack.app).patch(`${BASE_PATH}/me`).set('Authorization', stack.bearer(userId)).send(change);
  const publicView = async (viewerId: string, profileId: string) =>
    expectContract(
      discoveryRoutes.getProfile,
      await request(stack.app).get(`${BASE_PATH}/${profileId}`).set('Authorization', stack.bearer(viewerId))
    ).profile;

  it('stores the answer given at registration and answers it in the own profile', async () => {
    const bride = await member({ profileFor: 'daughter' });
    expect(bride.created.profileFor).to.equal('daughter');
    expect((await own(bride.userId)).profileFor).to.equal('daughter');
  });

  it('refuses a registration without the answer, or with a son whose gender is female', async () => {
    const { profileFor: _omitted, ...withoutAnswer } = validProfileBody();
    const missing = await register({}, withoutAnswer);
    expectProblem(ownProfileRoutes.createProfile, missing.res, 'validation_failed');
    expect(missing.res.body.errors.profileFor).to.equal('Choose whom this profile is for');
    const son = await register({ profileFor: 'son' });
    expectProblem(ownProfileRoutes.createProfile, son.res, 'validation_failed');
    expect(son.res.body.errors.gender).to.equal('This profile is for your son, so choose Male.');
    expect(await stack.stores.profiles.findByUserId(son.userId)).to.equal(null);
  });

  it('lets the member change the answer, checked against the gender', async () => {
    const groom = await member({ ...GROOM, profileFor: 'myself' });
    const changed = expectContract(
      ownProfileRoutes.updateOwnProfile,
      await edit(groom.userId, { profileFor: 'son' }).expect(200)
    );
    expect(changed.profileFor).to.equal('son');
    const daughter = await edit(groom.userId, { profileFor: 'daughter' });
    expectProblem(ownProfileRoutes.updateOwnProfile, daughter, 'validation_failed');
    expect(daughter.body.errors.gender).to.equal('This profile is for your daughter, so choose Female.');
    expect((await own(groom.userId)).profileFor).to.equal('son');
  });

  it('shows other members who created the profile as a relation, never a sentence', async () => {
    const bride = await member({ profileFor: 'daughter' });
    const groom = await member({ ...GROOM, profileFor: 'myself' });
    const friendOf = await member({ ...GROOM, profileFor: 'friend' });
    expect((await publicView(groom.userId, bride.id)).createdBy).to.equal('parent');
    expect((await publicView(bride.userId, groom.id)).createdBy).to.equal('self');
    expect((await publicView(bride.userId, friendOf.id)).createdBy).to.equal('friend');
  });

  it('answers null for a profile stored before the question, and asks for it at the next edit', async () => {
    const bride = await member({ profileFor: 'myself' });
    const groom = await member({ ...GROOM, profileFor: 'myself' });
    await stack.stores.profiles.model.collection.updateOne(
      { userId: bride.userId },
      { $unset: { profileFor: '' } }
    );
    expect((await own(bride.userId)).profileFor).to.equal(null);
    expect((await publicView(groom.userId, bride.id)).createdBy).to.equal(null);

    const unanswered = await edit(bride.userId, { height: '5 ft 6 in (167 cm)' });
    expectProblem(ownProfileRoutes.updateOwnProfile, unanswered, 'validation_failed');
    expect(unanswered.body.errors.profileFor).to.equal('Choose whom this profile is for');
    const answered = expectContract(
      ownProfileRoutes.updateOwnProfile,
      await edit(bride.userId, { height: '5 ft 6 in (167 cm)', profileFor: 'sister' }).expect(200)
    );
    expect(answered.profileFor).to.equal('sister');
  });

  it('puts the answer in the member’s data export', async () => {
    const bride = await member({ profileFor: 'relative' });
    const objects = new Map<string, Buffer>();
    const store: ExportStore = {
      async putOnce(name, data) {
        if (!objects.has(name)) objects.set(name, Buffer.from(data));
      },
      async putJsonOnce(name, value) {
        await this.putOnce(name, Buffer.from(JSON.stringify(value)));
      },
      has: async (name) => objects.has(name),
      read: async () => undefined,
      remove: async (names) => names.forEach((name) => objects.delete(name))
    };
    const exportId = '5b2e8c41-7a3d-4f6e-8b1c-2d3e4f5a6b7c';
    await writeProfilePart(
      { reader: createMemberDataReader(stack.conn), images: stack.stores.images, now: () => new Date() },
      { exportId, userId: bride.userId, requestedAt: new Date() },
      store
    );
    const part = JSON.parse(objects.get(exportPartObject(exportId, 'profile'))!.toString('utf8'));
    expect(part.profile.profileFor).to.equal('relative');
  });
});
