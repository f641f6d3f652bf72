// svc-profile's part of a member's data export: everything held about the member, their own photos as
// JPEG, and other members only by profile id, member number and public name.
import { expect } from 'chai';
import request from 'supertest';
import sharp from 'sharp';
import { exportPartObject, exportPhotoObject } from '@matrimony/contracts';
import { type ExportStore } from '@matrimony/service-kit';
import { BASE_PATH } from '../src/app';
import { writeProfilePart } from '../src/exports/profile-part';
import { createMemberDataReader } from '../src/store/member-data';
import { validProfileBody } from './support/fixtures';
import { uploadPhotos } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

/** The bucket as a map: what writeProfilePart put, by object name. */
function memoryStore() {
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
  return { store, objects };
}

describe('svc-profile’s part of a data export', function () {
  let stack: ProfileStack;

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });

  const member = async (userId: string, fullName: string, overrides: Record<string, unknown> = {}) => {
    await stack.registerIdentity(userId, fullName);
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...validProfileBody(), fullName, ...overrides })
      .expect(201);
    await stack.stores.profiles.model.updateOne({ userId }, { $set: { moderationStatus: 'approved' } });
    return (await stack.stores.profiles.findByUserId(userId))!;
  };

  it('holds the member’s profile, photos and connections, and of the other member only the public profile', async () => {
    const me = await member('export-me', 'Lakshmi Priya Raman');
    const them = await member('export-them', 'Arjun Venkatesh', {
      gender: 'male',
      lookingFor: 'female',
      dateOfBirth: '1993-02-10',
      height: '5 ft 10 in (177 cm)'
    });
    const uploaded = await uploadPhotos(stack, me.userId, 2);
    const bearer = stack.bearer(me.userId);
    await request(stack.app)
      .post(`${BASE_PATH}/interests`)
      .set('Authorization', bearer)
      .send({ to: String(them._id) })
      .expect(201);
    await request(stack.app)
      .put(`${BASE_PATH}/shortlist/${String(them._id)}`)
      .set('Authorization', bearer)
      .expect(204);

    const { store, objects } = memoryStore();
    const exportId = '7d1f6a52-3c4b-4e8d-9a0b-1c2d3e4f5a6b';
    const deps = {
      reader: createMemberDataReader(stack.conn),
      images: stack.stores.images,
      now: () => new Date()
    };
    const written = await writeProfilePart(
      deps,
      { exportId, userId: me.userId, requestedAt: new Date() },
      store
    );

    const photoNames = uploaded.photos.map((photo) => exportPhotoObject(exportId, photo.id));
    expect(written).to.deep.equal([exportPartObject(exportId, 'profile'), ...photoNames]);
    for (const name of photoNames)
      expect((await sharp(objects.get(name)!).metadata()).format).to.equal('jpeg');

    const part = JSON.parse(objects.get(exportPartObject(exportId, 'profile'))!.toString('utf8'));
    expect(part.profile).to.deep.include({
      profileId: String(me._id),
      fullName: 'Lakshmi Priya Raman',
      mobile: me.mobile,
      email: me.email
    });
    expect(part.profile.photos.map((photo: { file: string }) => photo.file)).to.deep.equal(
      uploaded.photos.map((photo) => `photos/${photo.id}.jpg`)
    );
    expect(part.interests).to.have.length(1);
    expect(part.interests[0]).to.deep.include({ direction: 'sent', status: 'pending' });
    expect(part.interests[0].otherMember).to.deep.equal({
      profileId: String(them._id),
      memberNumber: them.memberNumber,
      name: 'Arjun V.'
    });
    expect(part.shortlist.map((entry: { member: unknown }) => entry.member)).to.deep.equal([
      part.interests[0].otherMember
    ]);

    const text = objects.get(exportPartObject(exportId, 'profile'))!.toString('utf8');
    for (const secret of [them.userId, them.mobile!, them.email!, 'Venkatesh'])
      expect(text, secret).to.not.include(secret);

    // A redelivered request writes nothing again.
    const again = await writeProfilePart(
      deps,
      { exportId, userId: me.userId, requestedAt: new Date() },
      store
    );
    expect(again).to.deep.equal(written);
  });
});
