import { expect } from 'chai';
import fc from 'fast-check';
import request from 'supertest';
import { startStack, type Stack } from './support/stack';

const PATHS = [
  '/api/notify/contact-messages',
  '/api/notify/dev/outbox',
  '/api/notify/dev/outbox.html',
  '/api/notify/dev/outbox?to=%2B919876543210',
  '/api/notify/dev/outbox?to[]=a&to[]=b',
  '/api/notify/dev/outbox.html?to=%3Cscript%3E',
  '/api/notify/settings',
  '/api/notify/unsubscribe',
  '/api/notify/unsubscribe?token=eyJ1IjoieCJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '/api/notify/unsubscribe?token[]=a&token[]=b'
];

describe('random requests never get a 5xx', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack.stop();
  });

  it('on every endpoint, with any method, body and query', async () => {
    const contactLike = fc.record(
      {
        name: fc.string(),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        subject: fc.string(),
        message: fc.string({ maxLength: 6000 })
      },
      { requiredKeys: [] }
    );
    const body = fc.oneof(fc.jsonValue(), contactLike);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.constantFrom('get', 'post', 'put', 'delete'),
        body,
        fc.string({ maxLength: 40 }),
        fc.ipV4(),
        async (path, method, payload, to, ip) => {
          const req = request(stack.app)[method as 'get'](path).set('X-Forwarded-For', ip);
          const res =
            method === 'get'
              ? await req.query({ to })
              : await req.set('Content-Type', 'application/json').send(JSON.stringify(payload));
          expect(res.status, `${method} ${path}`).to.be.below(500);
        }
      ),
      { numRuns: 200 }
    );
    await stack.notify.queuedEmails.idle();
  });
});
