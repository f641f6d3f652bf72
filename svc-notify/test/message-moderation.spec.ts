import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { Types } from 'mongoose';
import request from 'supertest';
import { notifyApi } from '@matrimony/contracts/http/notify';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { startStack, type Stack } from './support/stack';

const routes = notifyApi.routes;

describe('message moderation: reported messages, read only through a report, every read audited', () => {
  let stack: Stack;
  const admin = randomUUID();
  const adminBearer = () =>
    `Bearer ${stack.issuer.sign({ sub: admin, realm_access: { roles: ['member', 'admin'] } })}`;
  const memberBearer = (userId: string) => `Bearer ${stack.issuer.sign({ sub: userId })}`;
  const start = new Date(Date.UTC(2026, 10, 20, 6, 0));

  /** A conversation of `count` messages alternating between the two, the first by `a`. */
  async function thread(a: string, b: string, count: number) {
    const { messages } = stack.notify.http.stores;
    const conversationId = new Types.ObjectId();
    const docs = [];
    for (let seq = 1; seq <= count; seq += 1) {
      const [sender, recipient] = seq % 2 === 1 ? [a, b] : [b, a];
      docs.push(
        (await messages.add({
          conversationId,
          seq,
          senderUserId: sender,
          recipientUserId: recipient,
          clientMessageId: randomUUID(),
          text: `message ${seq}`,
          sentAt: new Date(start.getTime() + seq * 60_000),
          warning: seq === 15 ? 'money-request' : null
        }))!
      );
    }
    return { conversationId, docs };
  }

  async function member(name: string) {
    const userId = randomUUID();
    await stack.notify.http.stores.conversationMembers.saveProfile(
      userId,
      { profileId: String(new Types.ObjectId()), displayName: name },
      start
    );
    return userId;
  }

  async function report(
    conversation: { conversationId: Types.ObjectId; docs: { _id: Types.ObjectId }[] },
    seq: number,
    reporter: string,
    reported: string,
    minutes: number
  ) {
    return (await stack.notify.http.stores.messageReports.add({
      messageId: conversation.docs[seq - 1]!._id,
      conversationId: conversation.conversationId,
      reporterUserId: reporter,
      reportedUserId: reported,
      reason: 'asked-for-money',
      details: null,
      reportedAt: new Date(start.getTime() + minutes * 60_000)
    }))!;
  }

  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack.stop();
  });

  it('lists reports oldest first with both members by name, the message’s warning and the flagged counts', async () => {
    const meera = await member('Meera P.');
    const ravi = await member('Ravi K.');
    const conversation = await thread(ravi, meera, 30);
    const later = await report(conversation, 15, meera, ravi, 90);
    const earlier = await report(conversation, 3, meera, ravi, 60);
    await stack.notify.http.stores.flaggedMessages.count('money-request', new Date());
    await stack.notify.http.stores.flaggedMessages.count('link', new Date(Date.now() - 30 * 86_400_000));

    const queue = expectContract(
      routes.messageReportQueue,
      await request(stack.app)
        .get('/api/notify/admin/message-reports')
        .set('Authorization', adminBearer())
        .expect(200)
    );
    const ids = queue.items.map((item) => item.id);
    expect(ids.indexOf(String(earlier._id))).to.be.lessThan(ids.indexOf(String(later._id)));
    const item = queue.items.find((entry) => entry.id === String(later._id))!;
    expect(item.reporter.displayName).to.equal('Meera P.');
    expect(item.reported.displayName).to.equal('Ravi K.');
    expect(item.warning).to.equal('money-request');
    expect(queue.flaggedMessages).to.deep.include({ kind: 'money-request', last7Days: 1, total: 1 });
    expect(queue.flaggedMessages).to.deep.include({ kind: 'link', last7Days: 0, total: 1 });
  });

  it('opens the reported message with ten messages before and after it, and records the read', async () => {
    const meera = await member('Meera P.');
    const ravi = await member('Ravi K.');
    const conversation = await thread(ravi, meera, 40);
    const filed = await report(conversation, 15, meera, ravi, 120);

    const opened = expectContract(
      routes.reportedThread,
      await request(stack.app)
        .get(`/api/notify/admin/message-reports/${String(filed._id)}`)
        .set('Authorization', adminBearer())
        .expect(200)
    );
    expect(opened.messages.map((message) => message.text)).to.deep.equal(
      Array.from({ length: 21 }, (_, index) => `message ${index + 5}`)
    );
    const reported = opened.messages.filter((message) => message.reported);
    expect(reported).to.have.length(1);
    expect(reported[0]).to.include({ text: 'message 15', author: 'reported', warning: 'money-request' });
    expect(opened.messages[1]!.author, 'message 6 was Meera’s').to.equal('reporter');

    const reads = await stack.notify.http.stores.moderatorReads.ofReport(filed._id);
    expect(reads).to.have.length(1);
    expect(reads[0]).to.include({ adminUserId: admin, messageCount: 21 });
    expect(String(reads[0]!.conversationId)).to.equal(String(conversation.conversationId));

    await request(stack.app)
      .get(`/api/notify/admin/message-reports/${String(filed._id)}`)
      .set('Authorization', adminBearer())
      .expect(200);
    expect(await stack.notify.http.stores.moderatorReads.ofReport(filed._id), 'each read').to.have.length(2);
  });

  it('answers 404 for a report that does not exist, and records nothing', async () => {
    const missing = String(new Types.ObjectId());
    expectProblem(
      routes.reportedThread,
      await request(stack.app)
        .get(`/api/notify/admin/message-reports/${missing}`)
        .set('Authorization', adminBearer())
        .expect(404),
      'message_report_not_found'
    );
    expect(
      await stack.notify.http.stores.moderatorReads.ofReport(new Types.ObjectId(missing))
    ).to.have.length(0);
  });

  const resolve = (reportId: Types.ObjectId, body: object, bearer = adminBearer()) =>
    request(stack.app)
      .post(`/api/notify/admin/message-reports/${String(reportId)}/resolution`)
      .set('Authorization', bearer)
      .send(body);

  const queueOf = async (status?: 'open' | 'resolved') =>
    expectContract(
      routes.messageReportQueue,
      await request(stack.app)
        .get('/api/notify/admin/message-reports')
        .query({ pageSize: 100, ...(status ? { status } : {}) })
        .set('Authorization', adminBearer())
        .expect(200)
    ).items.map((item) => item.id);

  it('resolves a report once: the decision is recorded, it leaves the open queue and the reporter is told', async () => {
    const meera = await member('Meera P.');
    const ravi = await member('Ravi K.');
    const filed = await report(await thread(ravi, meera, 20), 15, meera, ravi, 200);
    expect(await queueOf(), 'open before').to.include(String(filed._id));

    const resolved = expectContract(
      routes.resolveMessageReport,
      await resolve(filed._id, { outcome: 'actioned', note: '  Warned in the member case  ' }).expect(200)
    );
    expect(resolved).to.include({ id: String(filed._id), warning: 'money-request' });
    expect(resolved.resolution?.outcome).to.equal('actioned');

    const decision = await stack.notify.http.stores.moderatorDecisions.ofReport(filed._id);
    expect(decision).to.include({
      adminUserId: admin,
      outcome: 'actioned',
      note: 'Warned in the member case'
    });
    expect(decision!.at.toISOString()).to.equal(resolved.resolution!.resolvedAt);

    expect(await queueOf(), 'open by default').not.to.include(String(filed._id));
    expect(await queueOf('open')).not.to.include(String(filed._id));
    expect(await queueOf('resolved')).to.include(String(filed._id));

    const told = await stack.notify.http.stores.notifications.list(meera, undefined, 10);
    expect(told).to.have.length(1);
    expect(told[0]).to.include({ category: 'report', link: '/messages' });
    expect(told[0]!.text).to.equal(
      'We acted on the message you reported on 20 Nov 2026. Thank you for helping keep conversations safe.'
    );
    expect(told[0]!.text).not.to.contain('Ravi');
    expect(await stack.notify.http.stores.notifications.list(ravi, undefined, 10), 'the reported member').to
      .be.empty;
  });

  it('tells the reporter of a dismissal, and answers a second resolution with a conflict that changes nothing', async () => {
    const meera = await member('Meera P.');
    const ravi = await member('Ravi K.');
    const filed = await report(await thread(ravi, meera, 5), 3, meera, ravi, 300);

    await resolve(filed._id, { outcome: 'dismissed' }).expect(200);
    const told = await stack.notify.http.stores.notifications.list(meera, undefined, 10);
    expect(told.map((notification) => notification.text)).to.deep.equal([
      'We reviewed the message you reported on 20 Nov 2026 and found no breach of our rules.'
    ]);

    const otherAdmin = randomUUID();
    expectProblem(
      routes.resolveMessageReport,
      await resolve(
        filed._id,
        { outcome: 'actioned' },
        `Bearer ${stack.issuer.sign({ sub: otherAdmin, realm_access: { roles: ['member', 'admin'] } })}`
      ).expect(409),
      'message_report_already_resolved'
    );
    const decision = await stack.notify.http.stores.moderatorDecisions.ofReport(filed._id);
    expect(decision).to.include({ adminUserId: admin, outcome: 'dismissed', note: null });
    expect(
      await stack.notify.http.stores.moderatorDecisions.model.countDocuments({ reportId: filed._id })
    ).to.equal(1);
    expect(
      await stack.notify.http.stores.notifications.list(meera, undefined, 10),
      'told once'
    ).to.have.length(1);
  });

  it('tells a reporter who reads Hindi the outcome in Hindi, the day of the report in Hindi too', async () => {
    const meera = await member('Meera P.');
    const ravi = await member('Ravi K.');
    await stack.notify.http.stores.notificationSettings.setLocale(meera, 'hi', start);
    const filed = await report(await thread(ravi, meera, 5), 3, meera, ravi, 350);

    await resolve(filed._id, { outcome: 'actioned' }).expect(200);
    const told = await stack.notify.http.stores.notifications.list(meera, undefined, 10);
    expect(told.map((notification) => notification.text)).to.deep.equal([
      'आपने 20 नवंबर 2026 को जिस संदेश की रिपोर्ट की थी, हमने उस पर कार्रवाई की है। बातचीत को सुरक्षित रखने में मदद के लिए धन्यवाद।'
    ]);
  });

  it('finishes a resolution interrupted after its decision was recorded, and still answers the conflict', async () => {
    const meera = await member('Meera P.');
    const ravi = await member('Ravi K.');
    const filed = await report(await thread(ravi, meera, 5), 3, meera, ravi, 400);
    await stack.notify.http.stores.moderatorDecisions.record({
      adminUserId: admin,
      reportId: filed._id,
      conversationId: filed.conversationId,
      outcome: 'dismissed',
      note: null,
      at: new Date()
    });

    await resolve(filed._id, { outcome: 'actioned' }).expect(409);
    expect(await queueOf()).not.to.include(String(filed._id));
    const told = await stack.notify.http.stores.notifications.list(meera, undefined, 10);
    expect(told.map((notification) => notification.text)).to.deep.equal([
      'We reviewed the message you reported on 20 Nov 2026 and found no breach of our rules.'
    ]);
  });

  it('answers 404 to resolving a report that does not exist, and 400 to an outcome it does not know', async () => {
    expectProblem(
      routes.resolveMessageReport,
      await resolve(new Types.ObjectId(), { outcome: 'dismissed' }).expect(404),
      'message_report_not_found'
    );
    const meera = await member('Meera P.');
    const ravi = await member('Ravi K.');
    const filed = await report(await thread(ravi, meera, 3), 1, meera, ravi, 500);
    await resolve(filed._id, { outcome: 'banned' }).expect(400);
    expect(await stack.notify.http.stores.moderatorDecisions.ofReport(filed._id)).to.equal(null);
  });

  it('refuses members, even the reporter, and anyone signed out', async () => {
    const meera = await member('Meera P.');
    const ravi = await member('Ravi K.');
    const filed = await report(await thread(ravi, meera, 3), 1, meera, ravi, 10);
    for (const path of [
      '/api/notify/admin/message-reports',
      `/api/notify/admin/message-reports/${String(filed._id)}`
    ]) {
      await request(stack.app).get(path).set('Authorization', memberBearer(meera)).expect(403);
      await request(stack.app).get(path).expect(401);
    }
    expect(await stack.notify.http.stores.moderatorReads.ofReport(filed._id)).to.have.length(0);

    await resolve(filed._id, { outcome: 'dismissed' }, memberBearer(meera)).expect(403);
    await request(stack.app)
      .post(`/api/notify/admin/message-reports/${String(filed._id)}/resolution`)
      .send({ outcome: 'dismissed' })
      .expect(401);
    expect(await stack.notify.http.stores.moderatorDecisions.ofReport(filed._id)).to.equal(null);
    expect(await queueOf()).to.include(String(filed._id));
    expect(await stack.notify.http.stores.notifications.list(meera, undefined, 10)).to.be.empty;
  });
});
