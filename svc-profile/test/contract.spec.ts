// The service's routes are exactly its contract table, and the table is served as OpenAPI.
import { expect } from 'chai';
import request from 'supertest';
import { profileApi } from '@matrimony/contracts/http/profile';
import { assertRoutesMatchContract, expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { validProfileBody } from './support/fixtures';
import { startProfileStack, type ProfileStack } from './support/stack';

describe('contract table', function () {
  let stack: ProfileStack;
  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });

  it('mounts exactly the routes of profileApi and serves them as OpenAPI 3.1', async () => {
    assertRoutesMatchContract(stack.app, profileApi);
    const document = (await request(stack.app).get(`${BASE_PATH}/openapi.json`).expect(200)).body as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).to.match(/^3\.1/);
    expect(Object.keys(document.paths)).to.include.members([
      '/api/profiles',
      '/api/profiles/me',
      '/api/profiles/me/photos/{id}',
      '/api/profiles/interests',
      '/api/profiles/{profileId}'
    ]);
  });

  it('answers the own profile and the catalog in their contract shapes', async () => {
    await stack.registerIdentity('contract-1', 'Anjali Rao');
    const created = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('contract-1'))
      .send(validProfileBody());
    expect(expectContract(profileApi.routes.createProfile, created)).to.include({
      fullName: 'Anjali Rao',
      moderationStatus: 'pending'
    });
    const own = expectContract(
      profileApi.routes.getOwnProfile,
      await request(stack.app).get(`${BASE_PATH}/me`).set('Authorization', stack.bearer('contract-1'))
    );
    // The member's own number, to share so others find them.
    expect(own.memberNumber).to.match(/^M\d{7}$/);
    expectContract(profileApi.routes.getCatalog, await request(stack.app).get(`${BASE_PATH}/catalog`));
  });
});
