// Members for the in-process benches: an identity announced, a profile created through the API and approved.
import request from 'supertest';
import { BASE_PATH } from '../src/app';
import { validProfileBody } from '../test/support/fixtures';
import { type startProfileStack } from '../test/support/stack';

export interface BenchMember {
  id: string;
  profileId: string;
  auth: string;
}

type ProfileStack = Awaited<ReturnType<typeof startProfileStack>>;

export async function approvedMember(stack: ProfileStack, id: string, groom: boolean): Promise<BenchMember> {
  await stack.registerIdentity(id, `Name ${id} Surname`);
  const body = groom
    ? { ...validProfileBody(), gender: 'male', lookingFor: 'female', dateOfBirth: '1993-02-10' }
    : validProfileBody();
  await request(stack.app).post(BASE_PATH).set('Authorization', stack.bearer(id)).send(body).expect(201);
  await stack.stores.profiles.model.updateOne({ userId: id }, { $set: { moderationStatus: 'approved' } });
  return {
    id,
    profileId: String((await stack.stores.profiles.findByUserId(id))!._id),
    auth: stack.bearer(id)
  };
}
