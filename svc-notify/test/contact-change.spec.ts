// Issue 18: the e-mail change link, the security notices of an e-mail or mobile change (old address; account address;
// in the site), and the recipients read model following identity.user.contact-changed.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createEnvelope, publishEvent } from '@matrimony/service-kit';
import { type EventEnvelope } from '@matrimony/contracts';
import { startStack, type Stack } from './support/stack';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('e-mail and mobile changes', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack.stop();
  });

  const publish = async (event: EventEnvelope) => {
    await stack.js.publish(event.type, JSON.stringify(event), { msgID: randomUUID() });
  };
  const recipient = (userId: string) => stack.notify.http.stores.recipients.get(userId);
  const securityNews = (userId: string) =>
    stack.notify.http.stores.notifications.model.find({ userId, category: 'security' }).lean();
  const waitUntil = async (what: string, check: () => Promise<boolean>) => {
    for (let tries = 0; tries < 100; tries += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`gave up waiting for ${what}`);
  };

  it('e-mails the confirmation link to the new address (text and HTML), and drops an expired one', async () => {
    const confirmUrl = 'http://localhost:8080/confirm-email#token=abc.def';
    await publishEvent(stack.js, 'identity.email-change.requested', {
      userId: 'ec-1',
      email: 'dropped@example.in',
      fullName: 'Old Link',
      confirmUrl,
      expiresAt: inMinutes(-1)
    });
    await publishEvent(stack.js, 'identity.email-change.requested', {
      userId: 'ec-1',
      email: 'sita.new@example.in',
      fullName: 'Sita Raman',
      confirmUrl,
      expiresAt: inMinutes(24 * 60)
    });
    const [mail] = await stack.outboxFor('sita.new@example.in');
    expect(mail!.subject).to.equal('Confirm your new Matrimony e-mail address');
    expect(mail!.text).to.contain('Hello Sita Raman').and.contain(confirmUrl).and.contain('works once');
    expect(mail!.html).to.contain('Confirm this e-mail');
    expect(await stack.outboxFor('dropped@example.in', 0)).to.have.length(0);
    expect(stack.logLines.filter((line) => line.includes('abc.def'))).to.deep.equal([]);
  });

  it('tells the old address of an e-mail change (new one masked), once however often the event arrives, and writes to the new address from then on', async () => {
    await publishEvent(stack.js, 'identity.user.registered', {
      userId: 'ec-2',
      mobile: '9876500031',
      email: 'gita.old@example.in',
      fullName: 'Gita Das'
    });
    await waitUntil('the registration', async () => (await recipient('ec-2')) !== null);
    const event = createEnvelope('identity.user.contact-changed', {
      userId: 'ec-2',
      mobile: '9876500031',
      email: 'gita.new@example.in',
      changed: 'email',
      previousEmail: 'gita.old@example.in',
      changedAt: new Date().toISOString()
    });
    await publish(event);
    await publish(event);
    const [notice] = await stack.outboxFor('gita.old@example.in');
    expect(notice!.subject).to.equal('Your Matrimony e-mail address was changed');
    expect(notice!.text).to.contain('g•••@example.in').and.not.contain('gita.new@example.in');
    expect(notice!.html).to.contain('g•••@example.in').and.not.contain('gita.new@example.in');
    await waitUntil(
      'the new address',
      async () => (await recipient('ec-2'))?.email === 'gita.new@example.in'
    );
    const news = await securityNews('ec-2');
    expect(news).to.have.length(1);
    expect(news[0]!.text).to.contain('g•••@example.in');

    // The next security notice (a password change) goes to the new address.
    await publishEvent(stack.js, 'identity.user.password-changed', {
      userId: 'ec-2',
      changedAt: new Date().toISOString()
    });
    const [passwordNotice] = await stack.outboxFor('gita.new@example.in');
    expect(passwordNotice!.subject).to.equal('Your Matrimony password was changed');
    expect(await stack.outboxFor('gita.old@example.in', 1)).to.have.length(1);
    expect(
      stack.logLines.filter((line) => line.includes('gita.new@') || line.includes('gita.old@'))
    ).to.deep.equal([]);
  });

  it('e-mails a mobile change to the account’s address (number masked) and keeps the newer of two changes arriving the other way round', async () => {
    await publishEvent(stack.js, 'identity.user.registered', {
      userId: 'ec-3',
      mobile: '9876500032',
      email: 'hari@example.in',
      fullName: 'Hari Menon'
    });
    await waitUntil('the registration', async () => (await recipient('ec-3')) !== null);
    const newer = createEnvelope('identity.user.contact-changed', {
      userId: 'ec-3',
      mobile: '9123400033',
      email: 'hari@example.in',
      changed: 'mobile',
      changedAt: '2026-11-26T12:00:00.000Z'
    });
    const older = createEnvelope('identity.user.contact-changed', {
      userId: 'ec-3',
      mobile: '9123400044',
      email: 'hari@example.in',
      changed: 'mobile',
      changedAt: '2026-11-26T11:00:00.000Z'
    });
    await publish(newer);
    const [notice] = await stack.outboxFor('hari@example.in');
    expect(notice!.subject).to.equal('Your Matrimony mobile number was changed');
    expect(notice!.text).to.contain('91•••••033').and.not.contain('9123400033');
    await waitUntil('the newer number', async () => (await recipient('ec-3'))?.mobile === '9123400033');
    await publish(older);
    // Both changes happened, so both are told; the record keeps the newer number.
    await stack.outboxFor('hari@example.in', 2);
    await waitUntil('both notices in the site', async () => (await securityNews('ec-3')).length === 2);
    expect(await recipient('ec-3')).to.include({ mobile: '9123400033', email: 'hari@example.in' });
  });
});
