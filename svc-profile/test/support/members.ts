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
