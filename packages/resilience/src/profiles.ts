import { type MongoClient } from 'mongodb';
import { sampleProfileBody } from '@matrimony/catalog/testing';
import { memberRequest } from './member-request';
import { type RegisteredMember } from './members';
import { waitFor } from './wait';

export interface MemberWithProfile {
  member: RegisteredMember;
  profileId: string;
}

/**
 * Creates the member's profile through svc-profile at `baseUrl` (it accepts one once identity's registration
 * event has arrived, so this retries) and approves it in the database, as a moderator would.
 */
export async function approvedProfile(
  baseUrl: string,
  mongo: MongoClient,
  member: RegisteredMember,
  groom: boolean
): Promise<MemberWithProfile> {
  const body = groom
    ? { ...sampleProfileBody(), gender: 'male', lookingFor: 'female', dateOfBirth: '1993-02-10' }
    : sampleProfileBody();
  const create = () => memberRequest(baseUrl, '/api/profiles/', member, { method: 'POST', body });
  await waitFor(`profile of ${member.mobile}`, async () => (await create()).status === 201, 30_000, 100);
  const approved = await mongo
    .db('profile')
    .collection('profiles')
    .findOneAndUpdate(
      { userId: member.userId },
      { $set: { moderationStatus: 'approved' } },
      { returnDocument: 'after' }
    );
  return { member, profileId: String(approved!._id) };
}
