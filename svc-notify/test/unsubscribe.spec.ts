import { expect } from 'chai';
import request from 'supertest';
import {
  defaultNotificationSettings,
  NOTIFICATION_SETTINGS_MESSAGES
} from '@matrimony/catalog/notifications';
import { unsubscribeRoutes as routes } from '@matrimony/contracts/http/notify';
import { expectProblem } from '@matrimony/service-kit/testing';
import { interest, members, unsubscribeUrlOf, type TestMember } from './support/members';
import { startStack, type Stack } from './support/stack';

const ONE_CLICK = 'List-Unsubscribe=One-Click';

describe('one-click unsubscribe (RFC 8058)', () => {
  let stack: Stack;
  let m: ReturnType<typeof members>;
  let sender: TestMember;

  /** A new interest to `member`, and the unsubscribe link (path and query) of the e-mail it brought. */
  const interestMailLink = async (member: TestMember) => {
    const before = (await m.mails(member)).length;
    await m.event('profile.interest.sent', interest(sender, member));
    const mails = await m.mails(member);
    expect(mails, 'one more e-mail').to.have.length(before + 1);
    const url = new URL(unsubscribeUrlOf(mails[0]!.text));
    expect(mails[0]!.headers['List-Unsubscribe']).to.equal(`<${url.toString()}>`);
    return `${url.pathname}${url.search}`;
  };
  const settingsOf = async (member: TestMember) =>
    (await request(stack.app).get('/api/notify/settings').set('Authorization', m.bearer(member)).expect(200))
      .body as ReturnType<typeof defaultNotificationSettings>;
  const oneClick = (link: string) => request(stack.app).post(link).type('form').send(ONE_CLICK);
  const tokenOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('token')!;
  const withToken = (token: string) => `/api/notify/unsubscribe?token=${encodeURIComponent(token)}`;

  before(async () => {
    stack = await startStack();
    m = members(stack);
    sender = await m.register('Ravi Kumar');
  });
  after(async () => {
    await stack.stop();
  });

  it('one-click POST turns that category’s e-mail off, signed out; in-app notifications and other categories stay on', async () => {
    const member = await m.register('Lakshmi Menon');
    const link = await interestMailLink(member);
    const res = await oneClick(link).expect(200);
    expect(res.headers['content-type']).to.match(/^text\/html/);
    expect(res.text).to.contain('Someone sent me an interest');
    const expected = defaultNotificationSettings();
    expected['interest-received'].email = false;
    expect(await settingsOf(member)).to.deep.equal(expected);
    // A repeat (mail clients retry) changes nothing and still answers 200.
    await oneClick(link).expect(200);

    await m.event('profile.interest.sent', interest(sender, member));
    expect(await m.mails(member)).to.have.length(1);
    expect(await m.notifications(member)).to.have.length(2);
  });

  it('GET only shows a page whose button POSTs the same link; nothing changes until it is pressed', async () => {
    const member = await m.register('Deepa Nair');
    const link = await interestMailLink(member);
    for (let i = 0; i < 3; i += 1) {
      const page = await request(stack.app).get(link).expect(200);
      expect(page.headers['content-type']).to.match(/^text\/html/);
      expect(page.headers['cache-control']).to.equal('no-store');
      expect(page.headers['referrer-policy']).to.equal('no-referrer');
      expect(page.text)
        .to.contain('<form method="post"')
        .and.contain('name="List-Unsubscribe" value="One-Click"')
        .and.contain('Someone sent me an interest');
      expect(page.text).not.to.contain(member.email);
    }
    expect(await settingsOf(member), 'after three GETs (mail scanners)').to.deep.equal(
      defaultNotificationSettings()
    );

    const action = /<form method="post" action="([^"]+)"/
      .exec((await request(stack.app).get(link)).text)![1]!
      .replace(/&amp;/g, '&');
    expect(tokenOf(action)).to.equal(tokenOf(link));
    await request(stack.app).post(action).type('form').send(ONE_CLICK).expect(200);
    expect((await settingsOf(member))['interest-received'].email).to.equal(false);
    expect((await request(stack.app).get(link).expect(200)).text, 'the page once it is done')
      .to.contain('already off')
      .and.not.contain('<form');
  });

  it('refuses a forged token, a token altered to another member, a respelled signature and a malformed one, changing nothing', async () => {
    const member = await m.register('Kiran Rao');
    const victim = await m.register('Sita Iyer');
    const token = tokenOf(await interestMailLink(member));
    const [payload, signature] = token.split('.') as [string, string];
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      u: string;
      c: string;
      v: number;
    };

    const forgedSignature = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    const otherMember = `${Buffer.from(JSON.stringify({ ...claim, u: victim.userId })).toString('base64url')}.${signature}`;
    const otherCategory = `${Buffer.from(JSON.stringify({ ...claim, c: 'premium' })).toString('base64url')}.${signature}`;
    // The signature's last character carries two spare bits: another spelling of the same bytes is refused too.
    const respelled = `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      forgedSignature,
      otherMember,
      otherCategory,
      respelled,
      'not-a-token',
      `${payload}.`
    ]) {
      for (const res of [await oneClick(withToken(bad)), await request(stack.app).get(withToken(bad))]) {
        expect(res.status, bad).to.equal(400);
        const problem = expectProblem(routes.unsubscribe, res, 'unsubscribe_link_invalid');
        expect(problem).to.include({
          title: NOTIFICATION_SETTINGS_MESSAGES.unsubscribeLinkInvalid.title,
          detail: NOTIFICATION_SETTINGS_MESSAGES.unsubscribeLinkInvalid.description
        });
      }
    }
    expectProblem(
      routes.unsubscribe,
      await request(stack.app).post('/api/notify/unsubscribe').type('form').send(ONE_CLICK).expect(400),
      'unsubscribe_link_invalid'
    );
    expect(await settingsOf(member)).to.deep.equal(defaultNotificationSettings());
    expect(await settingsOf(victim)).to.deep.equal(defaultNotificationSettings());
  });

  it('refuses a link sent before the member switched the e-mails on again (410); a newer e-mail’s link works', async () => {
    const member = await m.register('Farah Khan');
    const first = await interestMailLink(member);
    await oneClick(first).expect(200);
    await request(stack.app)
      .put('/api/notify/settings')
      .set('Authorization', m.bearer(member))
      .send(defaultNotificationSettings())
      .expect(200);

    for (const res of [await oneClick(first), await request(stack.app).get(first)]) {
      expect(res.status).to.equal(410);
      const problem = expectProblem(routes.unsubscribe, res, 'unsubscribe_link_outdated');
      expect(problem.detail).to.equal(NOTIFICATION_SETTINGS_MESSAGES.unsubscribeLinkOutdated.description);
    }
    expect(await settingsOf(member), 'still on').to.deep.equal(defaultNotificationSettings());

    // Saving settings that leave the e-mail on does not outdate links; the new e-mail's link works.
    const second = await interestMailLink(member);
    expect(tokenOf(second)).not.to.equal(tokenOf(first));
    await request(stack.app)
      .put('/api/notify/settings')
      .set('Authorization', m.bearer(member))
      .send(defaultNotificationSettings())
      .expect(200);
    await oneClick(second).expect(200);
    expect((await settingsOf(member))['interest-received'].email).to.equal(false);
  });

  it('answers 410 for a deleted account and creates nothing for it', async () => {
    const member = await m.register('Gone Soon');
    const link = await interestMailLink(member);
    await m.event('identity.user.deleted', { userId: member.userId });
    expectProblem(routes.unsubscribe, await oneClick(link).expect(410), 'unsubscribe_account_gone');
    expect(
      await stack.mongo.collection('notification_settings').countDocuments({ _id: member.userId as never })
    ).to.equal(0);
  });

  it('keeps tokens and e-mail addresses out of the logs', () => {
    const tokenLike = /token=|[\w-]{20,}\.[\w-]{43}/;
    expect(stack.logLines.filter((line) => tokenLike.test(line))).to.deep.equal([]);
    expect(stack.logLines.filter((line) => /@example\.in/.test(line))).to.deep.equal([]);
  });
});
