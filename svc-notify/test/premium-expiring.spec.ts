// Premium expiring (3 days before the end): billing.subscription.expiring becomes one in-app
// notification and one e-mail of the switchable `premium` category, however often the event is delivered.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { defaultNotificationSettings } from '@matrimony/catalog/notifications';
import { type EventData } from '@matrimony/contracts';
import { publishEvent } from '@matrimony/service-kit';
import { members, unsubscribeUrlOf, type TestMember } from './support/members';
import { startStack, type Stack } from './support/stack';

const TEXT = 'Your Premium ends on 29 Nov 2026. Renew to keep contact details and horoscopes.';

describe('premium expiring: the member is told in the site and by e-mail, once', () => {
  let stack: Stack;
  let m: ReturnType<typeof members>;
  // 29 November in India (the end is 20:00 UTC on the 28th, already the 29th at 01:30 IST).
  const expiring = (member: TestMember): EventData<'billing.subscription.expiring'> => ({
    userId: member.userId,
    subscriptionId: randomUUID(),
    endDate: '2026-11-28T20:00:00.000Z'
  });

  before(async () => {
    stack = await startStack();
    m = members(stack);
  });
  after(async () => {
    await stack.stop();
  });

  it('stores one notification linking to /subscription and sends one e-mail with the unsubscribe link, redeliveries included', async () => {
    const meera = await m.register('Meera Pillai');
    const event = await m.event('billing.subscription.expiring', expiring(meera));
    // Handled twice more, as redeliveries would be (member news runs again each time): the notice and e-mail are keyed by the event.
    await m.handle(event);
    await m.handle(event);

    expect((await m.notifications(meera)).map((item) => [item.category, item.text, item.link])).to.deep.equal(
      [['premium', TEXT, '/subscription']]
    );
    const mails = await m.mails(meera);
    expect(mails).to.have.length(1);
    const [mail] = mails;
    expect(mail!.subject).to.equal('Your Matrimony Premium ends on 29 Nov 2026');
    expect(mail!.text)
      .to.contain('Hello Meera Pillai,')
      .and.contain(TEXT)
      .and.contain('http://localhost:8080/subscription');
    expect(mail!.html).to.contain('Hello Meera Pillai,');
    // The switchable premium category: the one-click link and its list headers, as the other premium e-mails.
    const url = unsubscribeUrlOf(mail!.text);
    expect(url).to.match(/^http:\/\/localhost:8080\/api\/notify\/unsubscribe\?token=[\w-]+\.[\w-]{43}$/);
    expect(mail!.headers).to.deep.equal({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click'
    });
    expect(mail!.html).to.contain(`href="${url}"`);
    expect(mail!.text).to.contain('My Premium membership started, is ending or ended');
    const deliveries = await stack.notify.http.stores.deliveries.byRecipient(meera.email);
    expect(deliveries.map((delivery) => [delivery._id, delivery.status, delivery.attempts])).to.deep.equal([
      [`event:${event.id}:premium-expiring`, 'sent', 1]
    ]);
  });

  it('arrives through svc-notify’s own durable consumer, once', async () => {
    const ravi = await m.register('Ravi Kumar');
    await publishEvent(stack.js, 'billing.subscription.expiring', expiring(ravi));
    const [mail] = await stack.outboxFor(ravi.email, 1);
    expect(mail!.subject).to.equal('Your Matrimony Premium ends on 29 Nov 2026');
    expect((await m.notifications(ravi)).map((item) => item.text)).to.deep.equal([TEXT]);
    expect(await m.mails(ravi)).to.have.length(1);
  });

  it('follows the member’s premium settings: e-mail off still tells in the site, in-app off still e-mails', async () => {
    const noMail = await m.register('Kavya Iyer');
    const noSite = await m.register('Arjun Nair');
    for (const [member, channel] of [
      [noMail, 'email'],
      [noSite, 'inApp']
    ] as const) {
      const settings = defaultNotificationSettings();
      settings.premium[channel] = false;
      await request(stack.app)
        .put('/api/notify/settings')
        .set('Authorization', m.bearer(member))
        .send(settings)
        .expect(200);
      await m.event('billing.subscription.expiring', expiring(member));
    }
    expect((await m.notifications(noMail)).map((item) => item.text)).to.deep.equal([TEXT]);
    expect(await m.mails(noMail)).to.deep.equal([]);
    expect(await m.notifications(noSite)).to.deep.equal([]);
    expect((await m.mails(noSite)).map((mail) => mail.subject)).to.deep.equal([
      'Your Matrimony Premium ends on 29 Nov 2026'
    ]);
  });
});
