import { expect } from 'chai';
import request from 'supertest';
import { createApp } from '../src/app';
import { createAdminApi } from '../src/keycloak/admin-api';
import { createTokenApi } from '../src/keycloak/token-api';
import { startStack, type Stack } from './support/stack';
import { api, randomIp, randomMobile, sendOtp } from './support/flows';
import { createLogger } from '@matrimony/service-kit';

describe('Keycloak unreachable', function () {
  let stack: Stack;
  let app: ReturnType<typeof createApp>;
  before(async () => {
    stack = await startStack();
    // Port 1 on loopback: nothing listens, every call fails at once.
    const dead = { baseUrl: 'http://127.0.0.1:1/auth', realm: 'matrimony' };
    app = createApp({
      logger: createLogger({ name: 'test', level: 'silent' }),
      identity: {
        ...stack.identity,
        admin: createAdminApi({ ...dead, clientId: 'svc-identity', clientSecret: 'x' }),
        tokens: createTokenApi({
          ...dead,
          sessionsClient: { clientId: 'matrimony-sessions', clientSecret: 'x' }
        })
      }
    });
  });
  after(async () => {
    await stack?.stop();
  });

  it('answers 503 problem+json with the generic message, not a stack trace', async () => {
    const signIn = await request(app)
      .post(api('/sessions'))
      .set('X-Forwarded-For', randomIp())
      .send({ mobile: randomMobile(), password: 'Some-password-1' })
      .expect(503);
    expect(signIn.headers['content-type']).to.match(/^application\/problem\+json/);
    expect(signIn.body).to.include({
      code: 'other',
      title: 'Error',
      detail: 'An unexpected error occurred. Please try again.'
    });
    expect(JSON.stringify(signIn.body)).not.to.match(/127\.0\.0\.1|at .*\.ts/);
    const otp = await sendOtp(app, randomMobile());
    expect(otp.status).to.equal(503);
    expect(otp.body.code).to.equal('other');
  });
});
