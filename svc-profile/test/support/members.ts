import { expect } from 'chai';
import request from 'supertest';
import { BASE_PATH } from '../../src/app';
import { images, validProfileBody } from './fixtures';
import { type ProfileStack } from './stack';

/** Registers the identity and creates a valid profile for the member. */
export async function createMember(stack: ProfileStack, userId: string): Promise<void> {
  await stack.registerIdentity(userId);
  await request(stack.app)
    .post(BASE_PATH)
    .set('Authorization', stack.bearer(userId))
    .send(validProfileBody())
    .expect(201);
}

/** Uploads `count` small JPEGs; returns the profile view. */
export async function uploadPhotos(stack: ProfileStack, userId: string, count: number) {
  let req = request(stack.app).post(`${BASE_PATH}/me/photos`).set('Authorization', stack.bearer(userId));
  for (let i = 0; i < count; i += 1)
    req = req.attach('photos', await images.jpeg(40 + i, 30), `photo-${i}.jpg`);
  const res = await req.expect(201);
  return res.body as {
    photos: { id: string; orderIndex: number; isPrimary: boolean; urls: Record<string, string> }[];
    profilePhotoUrl: string;
  };
}

let membersMade = 0;

/** What a spec needs of a member it made: the ids, and the contact details the privacy scans look for. */
export type ApprovedMember = { userId: string; id: string; mobile: string; email: string };

/**
 * Registers a member (`prefix` names the spec in the ids), creates a valid profile with `overrides` on top and approves
 * it, as a moderator would. Names are distinct ("Member3 Surname3"), so a spec can tell members apart on a card.
 */
export async function approvedMember(
  stack: ProfileStack,
  prefix: string,
  overrides: Record<string, unknown> = {}
): Promise<ApprovedMember> {
  membersMade += 1;
  const userId = `${prefix}-${membersMade}-${Date.now()}`;
  await stack.registerIdentity(userId, `Member${membersMade} Surname${membersMade}`);
  const res = await request(stack.app)
    .post(BASE_PATH)
    .set('Authorization', stack.bearer(userId))
    .send({ ...validProfileBody(), ...overrides });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  await stack.stores.profiles.model.updateOne({ userId }, { $set: { moderationStatus: 'approved' } });
  const doc = (await stack.stores.profiles.findByUserId(userId))!;
  return { userId, id: String(doc._id), mobile: doc.mobile!, email: doc.email! };
}
