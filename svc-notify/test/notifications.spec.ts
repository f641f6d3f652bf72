import { expect } from 'chai';
import { type AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { notificationRoutes as routes } from '@matrimony/contracts/http/notify';
import { publishEvent } from '@matrimony/service-kit';
import { expectContract } from '@matrimony/service-kit/testing';
import { members } from './support/members';
import { startStack, type Stack } from './support/stack';

const PATH = '/api/notify/notifications';

describe('in-app notifications', () => {
  let stack: Stack;
  const member = (suffix: string) => ({
    userId: `n-${suffix}-${randomUUID().slice(0, 8)}`,
    fullName: suffix === 'a' ? 'Priya Sharma' : 'Arjun Nair'
  });
  const bearer = (userId: string) => `Bearer ${stack.issuer.sign({ sub: userId })}`;
  const list = async (userId: string, query: Record<string, string | number> = {}) =>
    expectContract(
      routes.listNotifications,
      await request(stack.app).get(PATH).query(query).set('Authorization', bearer(userId)).expect(200)
    );
  /** The member's notifications once there are `count` of them (the consumer runs beside the test). */
  const until = async (userId: string, count: number) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const page = await list(userId, { limit: 50 });
      if (page.items.length >= count) return page;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`expected ${count} notification(s) for ${userId}`);
  };
  const register = async (who: { userId: string; fullName: string }, mobile: string) =>
    publishEvent(stack.js, 'identity.user.registered', {
      userId: who.userId,
      mobile,
      email: `${who.userId}@example.in`,
      fullName: who.fullName
    });
  const interest = (from: { userId: string }, to: { userId: string }) => ({
    interestId: randomUUID(),
    fromUserId: from.userId,
    toUserId: to.userId,
    fromProfileId: `p-${from.userId}`,
    toProfileId: `p-${to.userId}`
  });

  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack.stop();
  });

  it('tells each member what happened once, naming others as the site does and never naming a viewer', async () => {
    const a = member('a');
    const b = member('b');
    await register(a, '9876500031');
    await register(b, '9876500032');
    const sent = await publishEvent(stack.js, 'profile.interest.sent', interest(a, b));
    await publishEvent(stack.js, 'profile.viewed', {
      viewerUserId: a.userId,
      ownerUserId: b.userId,
      viewerProfileId: `p-${a.userId}`,
      ownerProfileId: `p-${b.userId}`,
      viewedAt: new Date().toISOString()
    });
    await publishEvent(stack.js, 'profile.interest.accepted', interest(a, b));
    await publishEvent(stack.js, 'profile.interest.declined', interest(b, a));

    const toB = await until(b.userId, 3);
    expect(toB.items.map((item) => [item.category, item.text, item.link])).to.have.deep.members([
      ['interest-received', 'Priya S. sent you an interest.', '/interest-received'],
      ['profile-viewed', 'A member viewed your profile.', '/profile-views'],
      ['interest-declined', 'Priya S. declined your interest.', '/interest-sent?status=declined']
    ]);
    const toA = await until(a.userId, 1);
    expect(toA.items.map((item) => [item.category, item.text, item.link])).to.deep.equal([
      [
        'interest-accepted',
        'Arjun Nair accepted your interest. You are now a mutual match.',
        '/mutual-matches'
      ]
    ]);
    expect(JSON.stringify(toB)).not.to.include('Sharma');
    expect(toB.unreadCount).to.equal(3);

    // A redelivery adds nothing: the event was handled, and even handled again (a crash between storing the
    // notification and recording the event) it is stored once per member and event. The handling ends with
    // the e-mails: once B has all three, no delivery of these events is still running.
    await stack.outboxFor(`${b.userId}@example.in`, 3);
    const { handle } = members(stack);
    await handle(sent);
    await handle(sent);
    expect((await list(b.userId)).items).to.have.length(3);
  });

  it('covers premium, payments and reports, each with its page', async () => {
    const a = member('a');
    const now = new Date();
    const until1 = new Date(now.getTime() + 30 * 86_400_000).toISOString();
    const change = (reason: 'welcome-offer' | 'purchased' | 'expired', amount: number) => ({
      userId: a.userId,
      subscriptionId: randomUUID(),
      planType: reason === 'expired' ? ('free' as const) : ('premium' as const),
      status: reason === 'expired' ? ('expired' as const) : ('active' as const),
      startDate: now.toISOString(),
      endDate: until1,
      amount,
      reason
    });
    await publishEvent(stack.js, 'billing.subscription.changed', change('welcome-offer', 0));
    await publishEvent(stack.js, 'billing.subscription.changed', change('purchased', 499));
    await publishEvent(stack.js, 'billing.subscription.changed', change('expired', 0));
    await publishEvent(stack.js, 'billing.contact.unlocked', {
      userId: a.userId,
      profileId: 'p-77',
      orderId: 'order_1',
      unlockedAt: now.toISOString()
    });
    await publishEvent(stack.js, 'profile.report.filed', {
      reportId: 'r1',
      ticketNumber: 'RPT-000123',
      reporterUserId: a.userId,
      reportedUserId: 'someone',
      reportedProfileId: 'p-9',
      reason: 'fake-profile',
      filedAt: now.toISOString()
    });
    const page = await until(a.userId, 6);
    const byLink = page.items.map((item) => [item.category, item.link]);
    expect(byLink).to.have.deep.members([
      ['premium', '/subscription'],
      ['premium', '/subscription'],
      ['payment-receipt', '/subscription'],
      ['premium', '/subscription'],
      ['payment-receipt', '/profile/p-77'],
      ['report', '/help-support']
    ]);
    const texts = page.items.map((item) => item.text).join('\n');
    expect(texts).to.include('Welcome! Your free month of Premium is active until');
    expect(texts).to.include('Payment of ₹499 received.');
    expect(texts).to.include('ticket RPT-000123');
  });

  it('pages newest first, counts unread, and marks only the member’s own read', async () => {
    const a = member('a');
    const b = member('b');
    await register(a, '9876500035');
    for (let i = 0; i < 5; i += 1) {
      const sender = { userId: `sender-${i}-${a.userId}`, fullName: `Sender ${i}` };
      await register(sender, `98765001${i}0`);
      await publishEvent(stack.js, 'profile.interest.sent', interest(sender, a));
    }
    await publishEvent(stack.js, 'profile.interest.sent', interest(a, b));
    await until(a.userId, 5);
    const bsOwn = (await until(b.userId, 1)).items[0]!;

    const first = await list(a.userId, { limit: 2 });
    const second = await list(a.userId, { limit: 2, before: first.nextBefore! });
    const third = await list(a.userId, { limit: 2, before: second.nextBefore! });
    expect([...first.items, ...second.items, ...third.items].map((item) => item.id)).to.have.length(5);
    expect(third.nextBefore).to.equal(null);
    expect(first.items[0]!.createdAt >= third.items[0]!.createdAt).to.equal(true);
    expect(first.unreadCount).to.equal(5);

    const markOne = await request(stack.app)
      .post(`${PATH}/read`)
      .set('Authorization', bearer(a.userId))
      .send({ ids: [first.items[0]!.id, bsOwn.id] })
      .expect(200);
    expect(expectContract(routes.markNotificationsRead, markOne).unreadCount).to.equal(4);
    expect((await list(b.userId)).items[0]!.read, 'B’s notification, named by A').to.equal(false);
    const all = await request(stack.app)
      .post(`${PATH}/read`)
      .set('Authorization', bearer(a.userId))
      .send({ all: true })
      .expect(200);
    expect(all.body).to.deep.equal({ unreadCount: 0 });
    const count = await request(stack.app)
      .get(`${PATH}/unread-count`)
      .set('Authorization', bearer(b.userId))
      .expect(200);
    expect(count.body).to.deep.equal({ unreadCount: 1 });
  });

  it('refuses anonymous callers and bad input with problem+json', async () => {
    for (const path of [PATH, `${PATH}/unread-count`, `${PATH}/stream`]) {
      const res = await request(stack.app).get(path).expect(401);
      expect(res.headers['content-type']).to.match(/problem\+json/);
    }
    await request(stack.app).post(`${PATH}/read`).send({ all: true }).expect(401);
    const bad = await request(stack.app)
      .post(`${PATH}/read`)
      .set('Authorization', bearer('x'))
      .send({ ids: ['not-an-id'] })
      .expect(400);
    expect(bad.body.code).to.equal('validation_failed');
    await request(stack.app)
      .post(`${PATH}/read`)
      .set('Authorization', bearer('x'))
      .send({ all: false })
      .expect(400);
  });

  it('streams the unread count at once and again when a notification arrives', async () => {
    const b = member('b');
    const server = stack.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const controller = new AbortController();
    try {
      const response = await fetch(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}${PATH}/stream`,
        { headers: { authorization: bearer(b.userId) }, signal: controller.signal }
      );
      expect(response.headers.get('content-type')).to.match(/^text\/event-stream/);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      const nextCount = async () => {
        for (;;) {
          const match = /event: unread\ndata: (\{[^\n]*\})\n\n/.exec(received);
          if (match) {
            received = received.slice(match.index + match[0].length);
            return (JSON.parse(match[1]!) as { unreadCount: number }).unreadCount;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('the stream ended');
          received += value;
        }
      };
      expect(await nextCount()).to.equal(0);
      const streamer = { userId: `streamer-${b.userId}`, fullName: 'Stream Er' };
      await register(streamer, '9876500036');
      await publishEvent(stack.js, 'profile.interest.sent', interest(streamer, b));
      expect(await nextCount()).to.equal(1);
      await request(stack.app)
        .post(`${PATH}/read`)
        .set('Authorization', bearer(b.userId))
        .send({ all: true })
        .expect(200);
      expect(await nextCount()).to.equal(0);
      // At shutdown the replica ends its streams (their clients reconnect elsewhere).
      stack.notify.unread.endAll();
      await nextCount().then(
        () => expect.fail('no more events after endAll'),
        (error: Error) => expect(error.message).to.equal('the stream ended')
      );
    } finally {
      controller.abort();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('erases what a deleted member was told and what tells of them', async () => {
    const a = member('a');
    const b = member('b');
    await register(a, '9876500033');
    await register(b, '9876500034');
    await publishEvent(stack.js, 'profile.interest.sent', interest(a, b));
    await publishEvent(stack.js, 'profile.interest.sent', interest(b, a));
    await until(a.userId, 1);
    await until(b.userId, 1);
    await publishEvent(stack.js, 'identity.user.deleted', { userId: a.userId });
    for (
      let attempt = 0;
      attempt < 200 &&
      (await stack.notify.events.stores.notifications.model.countDocuments({
        $or: [{ userId: a.userId }, { actorUserId: a.userId }]
      })) > 0;
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(
      await stack.notify.events.stores.notifications.model.countDocuments({
        $or: [{ userId: a.userId }, { actorUserId: a.userId }]
      })
    ).to.equal(0);
    expect((await list(b.userId)).items).to.deep.equal([]);
    // Their token, still signed and unexpired, is refused from now on.
    await request(stack.app).get(PATH).set('Authorization', bearer(a.userId)).expect(401);
  });
});
