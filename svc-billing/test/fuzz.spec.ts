import { expect } from 'chai';
import fc from 'fast-check';
import request from 'supertest';
import { createTestIssuer, type TestIssuer } from '@matrimony/service-kit';
import { startStack, type Stack } from './support/stack';

const PATHS = [
  '/api/billing/plans',
  '/api/billing/subscriptions/me',
  '/api/billing/subscriptions/me?x=1',
  '/api/billing/plans/%E0%A4'
];

describe('random requests never get a 5xx', () => {
  let issuer: TestIssuer;
  let stack: Stack;

  before(async () => {
    issuer = await createTestIssuer();
    stack = await startStack(issuer, 1);
  });
  after(async () => {
    await stack.stop();
    await issuer.close();
  });

  it('on every endpoint, with any method, body and token', async () => {
    const app = stack.replicas[0]!.app;
    const token = fc.oneof(
      fc.constant(undefined),
      fc.string(),
      fc.uuid().map((sub) => `Bearer ${issuer.sign({ sub })}`),
      fc.string().map((junk) => `Bearer ${junk}`)
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.constantFrom('get', 'post', 'put', 'patch', 'delete'),
        fc.jsonValue(),
        token,
        async (path, method, body, auth) => {
          let req = request(app)[method as 'get'](path);
          if (auth !== undefined) req = req.set('Authorization', auth);
          const res =
            method === 'get'
              ? await req
              : await req.set('Content-Type', 'application/json').send(JSON.stringify(body));
          expect(res.status, `${method} ${path}`).to.be.below(500);
        }
      ),
      { numRuns: 150 }
    );
  });
});
