// The member's live streams are bounded: at most LIVE_STREAMS_PER_MEMBER at once on a replica, and none outlives
// the member's suspension or deletion, on whichever replica holds it.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type Express } from 'express';
import { notificationRoutes as routes } from '@matrimony/contracts/http/notify';
import { publishEvent } from '@matrimony/service-kit';
import { expectProblem } from '@matrimony/service-kit/testing';
import { LIVE_STREAMS_PER_MEMBER } from '../src/domain/limits';
import { listen, startReplica, type Replica } from './support/replica';
import { startStack, type Stack } from './support/stack';

const PATH = '/api/notify/notifications/stream';

interface OpenStream {
  /** Resolves once the server has ended the stream (not when the test aborts it), with what it sent after the first count. */
  ended: Promise<string>;
  abort(): void;
}

describe('live notification streams', () => {
  let stack: Stack;
  let replica: Replica;
  const cleanups: (() => Promise<void> | void)[] = [];
  const token = (userId: string) => stack.issuer.sign({ sub: userId });

  before(async () => {
    stack = await startStack();
    replica = await startReplica(stack);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  after(async () => {
    await replica?.stop();
    await stack?.stop();
  });

  /** Serves `app` for this test; the server is closed (its streams cut) after it. */
  async function serve(app: Express) {
    const server = await listen(app);
    cleanups.push(() => server.close());
    return server;
  }

  /** Opens the member's stream and reads it up to its first count, so the serving replica holds it from then on. */
  async function openStream(url: string, userId: string): Promise<OpenStream> {
    const controller = new AbortController();
    cleanups.push(() => controller.abort());
    const response = await fetch(`${url}${PATH}`, {
      headers: { authorization: `Bearer ${token(userId)}` },
      signal: controller.signal
    });
    expect(response.status).to.equal(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('event: unread\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before its first count');
      received += value;
    }
    const ended = (async () => {
      let rest = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return rest;
        rest += value;
      }
    })();
    // An abort by the test rejects the read: only the server's end resolves `ended`.
    ended.catch(() => undefined);
    return { ended, abort: () => controller.abort() };
  }

  it(`refuses a member's stream beyond ${LIVE_STREAMS_PER_MEMBER} open ones with 429 stream_limit_reached, and takes one again once one closes`, async () => {
    const server = await serve(stack.app);
    const userId = randomUUID();
    const streams: OpenStream[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_MEMBER; i += 1) streams.push(await openStream(server.url, userId));

    const refused = await request(stack.app)
      .get(PATH)
      .set('Authorization', `Bearer ${token(userId)}`)
      .expect(429);
    const problem = expectProblem(routes.streamNotifications, refused, 'stream_limit_reached');
    expect(problem.retryAfter).to.be.a('number');
    expect(refused.headers['retry-after']).to.equal(String(problem.retryAfter));
    // The held streams are untouched, and the cap is the member's own: another member still gets one.
    await openStream(server.url, randomUUID());

    // The member closes a tab: once the server has seen that stream go, a new one is taken.
    const closed = server.nextStreamClosed();
    streams[0]!.abort();
    await closed;
    await openStream(server.url, userId);
  });

  for (const [subject, data] of [
    ['identity.user.suspended', (userId: string) => ({ userId, at: new Date().toISOString() })],
    ['identity.user.deleted', (userId: string) => ({ userId })]
  ] as const) {
    it(`ends the member's streams on every replica on ${subject}, saying so (the page stops reconnecting), and refuses a new one there`, async () => {
      const here = await serve(stack.app);
      const there = await serve(replica.app);
      const userId = randomUUID();
      const bystander = randomUUID();
      const streams = [
        await openStream(here.url, userId),
        await openStream(there.url, userId),
        await openStream(there.url, userId)
      ];
      const other = await openStream(there.url, bystander);
      let otherEnded = false;
      void other.ended.then(() => (otherEnded = true));

      // Only the stack's replica consumes events (one replica of a shared durable consumer).
      await publishEvent(stack.js, subject, data(userId) as never);
      for (const rest of await Promise.all(streams.map((stream) => stream.ended)))
        expect(rest).to.match(/event: revoked\ndata: \{\}\n\n$/);

      // The replica that did not handle the event no longer trusts its cached "not revoked" either.
      const refused = await request(replica.app)
        .get(PATH)
        .set('Authorization', `Bearer ${token(userId)}`)
        .expect(401);
      expectProblem(routes.streamNotifications, refused, 'token_revoked');
      expect(otherEnded, 'another member’s stream').to.equal(false);
    });
  }
});
