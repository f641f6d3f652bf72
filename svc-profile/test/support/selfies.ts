import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { photoCheckRoutes as routes } from '@matrimony/contracts/http/profile/photo-check';
import { expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../../src/app';
import { type ProfileStack } from './stack';

const require = createRequire(import.meta.url);
const faceApiSamples = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** One of the photos of real people face-api ships for its own demos (sample1.jpg to sample6.jpg). */
export const faceApiSample = (n: number) => readFile(path.join(faceApiSamples, `sample${n}.jpg`));

/** An administrator's bearer for the console's routes. */
export const adminBearer = (stack: ProfileStack, userId: string) =>
  stack.bearer(userId, { realm_access: { roles: ['member', 'admin'] } });

/** The console's selfie review item, as a moderator opens it. */
export const selfieItem = async (stack: ProfileStack, bearer: string, checkId: string) =>
  expectContract(
    routes.selfieItem,
    await request(stack.app)
      .get(`${BASE_PATH}/admin/verification/selfies/${checkId}`)
      .set('Authorization', bearer)
  );
