import { expect } from 'chai';
import request from 'supertest';
import {
  defaultNotificationSettings,
  NOTIFICATION_SETTINGS_MESSAGES
} from '@matrimony/catalog/notifications';
import { notificationSettingsRoutes as routes } from '@matrimony/contracts/http/notify';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { members, interest, unsubscribeUrlOf, type TestMember } from './support/members';
import { startStack, type Stack } from './support/stack';

const PATH = '/api/notify/settings';
const DAY_MS = 86_400_000;

describe('e-mail per notification category and the member’s settings', () => {
  let stack: Stack;
  let m: ReturnType<typeof members>;
  const used: TestMember[] = [];
  const register = async (fullName: string) => {
    const member = await m.register(fullName);
    used.push(member);
    return member;
  };
  const put = (member: TestMember, body: unknown) =>
    request(stack.app)
      .put(PATH)
      .set('Authorization', m.bearer(member))
      .send(body as object);

  before(async () => {
    stack = await startStack();
    m = members(stack);
  });
  after(async () => {
    await stack.stop();
  });

  it('e-mails each category once per event, even when the event is delivered and handled again', async () => {
    const arjun = await register('Arjun Nair');
    const priya = await register('Priya Sharma');
    const now = new Date();
    const change = (reason: 'welcome-offer' | 'purchased' | 'expired') => ({
      userId: arjun.userId,
      subscriptionId: 'sub-1',
      planType: reason === 'expired' ? ('free' as const) : ('premium' as const),
      status: reason === 'expired' ? ('expired' as const) : ('active' as const),
      startDate: now.toISOString(),
      endDate: reason === 'expired' ? null : new Date(now.getTime() + 30 * DAY_MS).toISOString(),
      amount: reason === 'purchased' ? 499 : 0,
      reason
    });
    const events = [
      await m.event('profile.interest.sent', interest(priya, arjun)),
      await m.event('profile.interest.accepted', interest(arjun, priya)),
      await m.event('profile.interest.declined', interest(arjun, priya)),
      await m.event('profile.viewed', {
        viewerUserId: priya.userId,
        ownerUserId: arjun.userId,
        viewerProfileId: 'p-1',
        ownerProfileId: 'p-2',
        viewedAt: now.toISOString()
      }),
      await m.event('profile.report.filed', {
        reportId: 'r-1',
        ticketNumber: 'RPT-000777',
        reporterUserId: arjun.userId,
        reportedUserId: priya.userId,
        reportedProfileId: 'p-1',
        reason: 'fake-profile',
        filedAt: now.toISOString()
      }),
      await m.event('billing.subscription.changed', change('welcome-offer')),
      await m.event('billing.subscription.changed', change('purchased')),
      await m.event('billing.subscription.changed', change('expired')),
      await m.event('billing.contact.unlocked', {
        userId: arjun.userId,
        profileId: 'p-1',
        orderId: 'order_1',
        unlockedAt: now.toISOString()
      })
    ];
    for (const event of events) {
      // Handled twice more, as redeliveries would be (member news runs again each time): the notice and e-mail are keyed by the event.
      await m.handle(event);
      await m.handle(event);
    }

    const mails = await m.mails(arjun);
    const bySubject = new Map(mails.map((mail) => [mail.subject, mail]));
    expect(mails.map((mail) => mail.subject)).to.have.members([
      'Priya S. sent you an interest',
      'Priya Sharma accepted your interest',
      'Priya S. declined your interest',
      'A member viewed your profile',
      'We received your report (ticket RPT-000777)',
      'Welcome to Matrimony',
      'Your Matrimony Premium is active',
      'Your Matrimony Premium has ended',
      'Payment received: contact details unlocked'
    ]);
    for (const mail of mails) {
      expect(mail.text, mail.subject!).to.contain('Hello Arjun Nair,');
      expect(mail.html, mail.subject!).to.contain('Hello Arjun Nair,');
    }
    expect(bySubject.get('Priya S. sent you an interest')!.text)
      .to.contain('Priya S. sent you an interest.')
      .and.contain('http://localhost:8080/interest-received');
    expect(bySubject.get('A member viewed your profile')!.text).not.to.contain('Priya');
    // Switchable categories carry the link and list headers; receipts and report acknowledgements do not.
    const switchable = [
      'Priya S. sent you an interest',
      'Priya Sharma accepted your interest',
      'Priya S. declined your interest',
      'A member viewed your profile',
      'Welcome to Matrimony',
      'Your Matrimony Premium has ended'
    ];
    for (const mail of mails) {
      if (switchable.includes(mail.subject!)) {
        const url = unsubscribeUrlOf(mail.text);
        expect(mail.headers, mail.subject!).to.deep.equal({
          'List-Unsubscribe': `<${url}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click'
        });
        expect(mail.html, mail.subject!).to.contain(`href="${url}"`);
        expect(url).to.match(/^http:\/\/localhost:8080\/api\/notify\/unsubscribe\?token=[\w-]+\.[\w-]{43}$/);
        expect(url).not.to.contain(arjun.email.split('@')[0]).and.not.to.contain('%40');
      } else {
        expect(mail.headers, mail.subject!).to.deep.equal({});
        expect(mail.text, mail.subject!).not.to.contain('unsubscribe');
      }
    }
    const deliveries = await stack.notify.http.stores.deliveries.byRecipient(arjun.email);
    expect(deliveries).to.have.length(9);
    for (const delivery of deliveries)
      expect(delivery, delivery._id).to.include({ status: 'sent', attempts: 1 });
    expect(deliveries.map((delivery) => delivery._id.split(':').pop())).to.have.members([
      'interest-received',
      'interest-accepted',
      'interest-declined',
      'profile-viewed',
      'report-received',
      'welcome-offer',
      'purchased',
      'premium-ended',
      'contact-unlocked'
    ]);
  });

  it('respects each channel: e-mail off still stores the notification, in-app off still sends the e-mail', async () => {
    const kavya = await register('Kavya Iyer');
    const sender = await register('Ravi Kumar');
    const settings = defaultNotificationSettings();
    settings['interest-received'].email = false;
    settings['profile-viewed'].inApp = false;
    expectContract(routes.updateNotificationSettings, await put(kavya, settings).expect(200));

    await m.event('profile.interest.sent', interest(sender, kavya));
    await m.event('profile.viewed', {
      viewerUserId: sender.userId,
      ownerUserId: kavya.userId,
      viewerProfileId: 'p-3',
      ownerProfileId: 'p-4',
      viewedAt: new Date().toISOString()
    });
    // Not switchable: told in both channels whatever the grid says.
    await m.event('profile.report.filed', {
      reportId: 'r-2',
      ticketNumber: 'RPT-000778',
      reporterUserId: kavya.userId,
      reportedUserId: sender.userId,
      reportedProfileId: 'p-3',
      reason: 'fake-profile',
      filedAt: new Date().toISOString()
    });

    expect((await m.notifications(kavya)).map((item) => item.category)).to.have.members([
      'interest-received',
      'report'
    ]);
    expect((await m.mails(kavya)).map((mail) => mail.subject)).to.have.members([
      'A member viewed your profile',
      'We received your report (ticket RPT-000778)'
    ]);
  });

  it('lets a member read and replace only their own settings, all on until changed', async () => {
    const meera = await register('Meera Pillai');
    const other = await register('Suresh Rao');
    const initial = expectContract(
      routes.getNotificationSettings,
      await request(stack.app).get(PATH).set('Authorization', m.bearer(meera)).expect(200)
    );
    expect(initial).to.deep.equal(defaultNotificationSettings());
    expect(Object.keys(initial)).to.have.members([
      'interest-received',
      'interest-accepted',
      'interest-declined',
      'profile-viewed',
      'premium',
      'messages'
    ]);

    const changed = defaultNotificationSettings();
    changed.premium = { inApp: false, email: false };
    expect(
      expectContract(routes.updateNotificationSettings, await put(meera, changed).expect(200))
    ).to.deep.equal(changed);
    expect(
      (await request(stack.app).get(PATH).set('Authorization', m.bearer(meera)).expect(200)).body
    ).to.deep.equal(changed);
    expect(
      (await request(stack.app).get(PATH).set('Authorization', m.bearer(other)).expect(200)).body,
      'another member’s'
    ).to.deep.equal(defaultNotificationSettings());
  });

  it('refuses anonymous callers and bad bodies with the contract’s messages', async () => {
    expectProblem(
      routes.getNotificationSettings,
      await request(stack.app).get(PATH).expect(401),
      'token_missing'
    );
    expectProblem(
      routes.updateNotificationSettings,
      await request(stack.app).put(PATH).send(defaultNotificationSettings()).expect(401),
      'token_missing'
    );
    const member = await register('Anil Menon');
    const { switchInvalid, unknownCategory, unknownChannel } = NOTIFICATION_SETTINGS_MESSAGES;

    const notBoolean = { ...defaultNotificationSettings(), premium: { inApp: 'yes', email: true } };
    const res1 = await put(member, notBoolean).expect(400);
    expectProblem(routes.updateNotificationSettings, res1, 'validation_failed');
    expect(res1.body.errors).to.deep.equal({ 'premium.inApp': switchInvalid.description });

    const { premium: _left, ...missing } = defaultNotificationSettings();
    expect((await put(member, missing).expect(400)).body.errors).to.deep.equal({
      premium: switchInvalid.description
    });

    // Receipts and report acknowledgements cannot be switched: not in the grid at all.
    const fixed = { ...defaultNotificationSettings(), 'payment-receipt': { inApp: false, email: false } };
    expect((await put(member, fixed).expect(400)).body.errors).to.deep.equal({
      body: unknownCategory.description
    });
    const sms = { ...defaultNotificationSettings(), premium: { inApp: true, email: true, sms: true } };
    expect((await put(member, sms).expect(400)).body.errors).to.deep.equal({
      premium: unknownChannel.description
    });
    expect((await put(member, []).expect(400)).body.code).to.equal('validation_failed');
    // Nothing was stored.
    expect(
      (await request(stack.app).get(PATH).set('Authorization', m.bearer(member)).expect(200)).body
    ).to.deep.equal(defaultNotificationSettings());
  });

  it('erases a member’s settings with the account', async () => {
    const gone = await register('Gone Member');
    const settings = defaultNotificationSettings();
    settings.premium.email = false;
    await put(gone, settings).expect(200);
    await m.event('identity.user.deleted', { userId: gone.userId });
    const { emailVersions, settings: after } = await stack.notify.http.stores.notificationSettings.get(
      gone.userId
    );
    expect(after).to.deep.equal(defaultNotificationSettings());
    expect(emailVersions.premium).to.equal(0);
    expect(
      await stack.mongo.collection('notification_settings').countDocuments({ _id: gone.userId as never })
    ).to.equal(0);
  });

  it('never writes an e-mail address to the logs', () => {
    expect(used.length).to.be.greaterThan(5);
    for (const member of used)
      expect(stack.logLines.filter((line) => line.toLowerCase().includes(member.email))).to.deep.equal([]);
  });
});
