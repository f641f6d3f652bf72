import { expect } from 'chai';
import fc from 'fast-check';
import request from 'supertest';
import { startStack, type Stack } from './support/stack';
import { api, randomIp, registerMember, type Member } from './support/flows';

/** Arbitrary JSON plus bodies shaped like each endpoint's, with hostile values in the known fields. */
function bodies(fields: string[]) {
  const value = fc.oneof(
    fc.string(),
    fc.stringMatching(/^\d{1,12}$/),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue(),
    fc.string({ unit: 'grapheme', maxLength: 300 })
  );
  const shaped = fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] });
  return fc.oneof(fc.jsonValue(), shaped, fc.dictionary(fc.string(), value));
}

const ENDPOINTS = [
  { method: 'post', path: '/otp', fields: ['mobile', 'challenge'] },
  { method: 'post', path: '/otp/verify', fields: ['mobile', 'code'] },
  {
    method: 'post',
    path: '/accounts',
    fields: ['phoneToken', 'email', 'password', 'fullName', 'termsAccepted', 'declarationAccepted']
  },
  { method: 'post', path: '/sessions', fields: ['mobile', 'password'] },
  { method: 'delete', path: '/sessions/current', fields: ['refresh_token'], auth: true },
  { method: 'post', path: '/password-resets', fields: ['email'] },
  { method: 'post', path: '/password-resets/confirm', fields: ['token', 'password'] },
  { method: 'delete', path: '/accounts/me', fields: ['password'], auth: true },
  { method: 'post', path: '/password', fields: ['currentPassword', 'newPassword'], auth: true },
  { method: 'get', path: '/me', fields: [], auth: true },
  { method: 'post', path: '/exports', fields: [], auth: true },
  { method: 'get', path: '/exports/not-an-export', fields: [], auth: true },
  { method: 'get', path: '/exports/not-an-export/archive', fields: [], auth: true },
  { method: 'get', path: '/verification', fields: [], auth: true },
  { method: 'post', path: '/verification/aadhaar', fields: ['shareCode', 'file'], auth: true },
  { method: 'get', path: '/otp/challenge', fields: [] }
] as const;

describe('every endpoint survives random bodies (property)', function () {
  this.timeout(120_000);
  let stack: Stack;
  let member: Member;
  before(async () => {
    stack = await startStack();
    member = await registerMember(stack);
  });
  after(async () => {
    await stack?.stop();
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method.toUpperCase()} ${endpoint.path} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies([...endpoint.fields]), fc.boolean(), async (body, withAuth) => {
          let req = request(stack.app)
            [endpoint.method](api(endpoint.path))
            .set('X-Forwarded-For', randomIp())
            .set('Content-Type', 'application/json');
          if ('auth' in endpoint && withAuth)
            req = req.set('Authorization', `Bearer ${member.tokens.access_token}`);
          const res = await req.send(JSON.stringify(body));
          expect(res.status, JSON.stringify(res.body)).to.be.below(500);
          if (res.status >= 400) expect(res.headers['content-type']).to.match(/^application\/problem\+json/);
        }),
        { numRuns: 60 }
      );
    });
  }
});
