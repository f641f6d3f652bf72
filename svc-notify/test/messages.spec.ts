import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import request from 'supertest';
import { createEnvelope, publishEvent, RATE_LIMITS_COLLECTION } from '@matrimony/service-kit';
import { members } from './support/members';
import { startStack, type Stack } from './support/stack';

const MINUTE_MS = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS).toISOString();

describe('messages from events', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack.stop();
  });

  it('tells the member by e-mail that the password was changed', async () => {
    await publishEvent(stack.js, 'identity.user.registered', {
      userId: 'pw-1',
      mobile: '9876500020',
      email: 'pw.one@example.in',
      fullName: 'Anita Rao'
    });
    await publishEvent(stack.js, 'identity.user.password-changed', {
      userId: 'pw-1',
      changedAt: new Date().toISOString()
    });
    const [mail] = await stack.outboxFor('pw.one@example.in');
    expect(mail!.subject).to.equal('Your Matrimony password was changed');
    expect(mail!.text).to.contain('Hello Anita Rao').and.contain('/signin');
  });

  it('tells the owner of a registered number by SMS that someone tried to sign up with it, with no code', async () => {
    await publishEvent(stack.js, 'identity.otp.withheld', { mobile: '9876500019', reason: 'registered' });
    const [sms] = await stack.outboxFor('+919876500019');
    expect(sms!.text).to.contain('already has a Matrimony account').and.contain('/signin');
    expect(sms!.text).not.to.match(/\b\d{6}\b/);
    const [delivery] = await stack.notify.http.stores.deliveries.byRecipient('+919876500019');
    expect(delivery).to.include({ channel: 'sms', template: 'existing-account', status: 'sent' });
  });

  it('sends the OTP by SMS to +91<mobile>: the brand, the code, not to share it and the one-tap line for this site, never logged', async () => {
    const code = '482916';
    await publishEvent(stack.js, 'identity.otp.requested', {
      mobile: '9876500011',
      code,
      expiresAt: inMinutes(10)
    });
    const [sms] = await stack.outboxFor('+919876500011');
    expect(sms).to.include({ channel: 'sms', to: '+919876500011', subject: null, html: null });
    // The brand, the code, not to share it, and the last line that lets the phone offer it on this site only.
    expect(sms!.text).to.match(/^482916 is your Matrimony verification code, valid for (9|10) minutes\./);
    expect(sms!.text).to.contain('Do not share it with anyone');
    expect(sms!.text.split('\n').at(-1)).to.equal(`@localhost #${code}`);
    expect(sms!.text.length).to.be.at.most(160);
    // The filter also takes the mobile as typed, or "+91" that a query string turned into a space.
    expect(await stack.outboxFor('9876500011')).to.have.length(1);
    expect(await stack.outboxFor(' 919876500011')).to.have.length(1);

    const [delivery] = await stack.notify.http.stores.deliveries.byRecipient('+919876500011');
    expect(delivery).to.include({ channel: 'sms', template: 'otp', status: 'sent', attempts: 1 });
    expect(stack.logLines.some((line) => line.includes('"message sent"'))).to.equal(true);
    expect(stack.logLines.filter((line) => line.includes(code))).to.deep.equal([]);
    // Work queue: the secret is gone from NATS once acknowledged.
    const jsm = await jetstreamManager(stack.nc);
    for (;;) {
      const info = await jsm.streams.info('IDENTITY_SECRETS');
      if (info.state.messages === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('e-mails the password-reset link (text and HTML)', async () => {
    const resetUrl = 'http://localhost:8080/reset-password?token=abc.def&uid=42';
    await publishEvent(stack.js, 'identity.password-reset.requested', {
      userId: randomUUID(),
      email: 'Meera@Example.com',
      fullName: 'Meera <Iyer>',
      resetUrl,
      expiresAt: inMinutes(60)
    });
    const [mail] = await stack.outboxFor('meera@example.com');
    expect(mail!.channel).to.equal('email');
    expect(mail!.subject).to.equal('Reset your Matrimony password');
    expect(mail!.text).to.contain(resetUrl).and.contain('Hello Meera <Iyer>,');
    expect(mail!.html).to.contain('href="http://localhost:8080/reset-password?token=abc.def&amp;uid=42"');
    expect(mail!.html).to.contain('Meera &lt;Iyer&gt;').and.not.contain('<Iyer>');
    expect(stack.logLines.filter((line) => line.includes('token=abc.def'))).to.deep.equal([]);
  });

  it('does not send an OTP that expired while it waited', async () => {
    const { handle } = members(stack);
    await handle(
      createEnvelope('identity.otp.requested', {
        mobile: '9876500012',
        code: '111111',
        expiresAt: inMinutes(-1)
      })
    );
    expect(await stack.notify.http.stores.devOutbox.list({ to: '+919876500012' })).to.deep.equal([]);
  });

  it('sends a message once even when its event is delivered twice', async () => {
    const { handle } = members(stack);
    const event = createEnvelope('identity.otp.requested', {
      mobile: '9876500013',
      code: '222222',
      expiresAt: inMinutes(10)
    });
    await handle(event);
    await handle(event);
    expect(await stack.notify.http.stores.devOutbox.list({ to: '+919876500013' })).to.have.length(1);
  });

  it('welcomes a new member by e-mail when the welcome offer starts, even if billing is heard of first', async () => {
    const userId = randomUUID();
    const endDate = '2026-12-21T08:00:00.000Z';
    await publishEvent(stack.js, 'billing.subscription.changed', {
      userId,
      subscriptionId: randomUUID(),
      planType: 'premium',
      status: 'active',
      startDate: '2026-11-21T08:00:00.000Z',
      endDate,
      amount: 0,
      reason: 'welcome-offer'
    });
    await publishEvent(stack.js, 'identity.user.registered', {
      userId,
      mobile: '9876500014',
      email: 'kavya@example.com',
      fullName: 'Kavya Nair'
    });
    const [mail] = await stack.outboxFor('kavya@example.com', 1, 15_000);
    expect(mail!.subject).to.equal('Welcome to Matrimony');
    expect(mail!.text)
      .to.contain('Hello Kavya Nair,')
      .and.contain('21 December 2026')
      .and.contain('http://localhost:8080/dashboard');
  });

  it('confirms a purchased premium by e-mail (the receipt) and says so when it ends', async () => {
    const userId = randomUUID();
    const { handle } = members(stack);
    await handle(
      createEnvelope('identity.user.registered', {
        userId,
        mobile: '9876500015',
        email: 'arjun@example.com',
        fullName: 'Arjun Das'
      })
    );
    const change = {
      userId,
      subscriptionId: randomUUID(),
      planType: 'premium',
      status: 'active',
      startDate: '2026-11-21T08:00:00.000Z',
      amount: 499
    } as const;
    await handle(
      createEnvelope('billing.subscription.changed', {
        ...change,
        endDate: '2026-12-21T08:00:00.000Z',
        reason: 'purchased'
      })
    );
    await handle(
      createEnvelope('billing.subscription.changed', {
        ...change,
        planType: 'free',
        endDate: null,
        reason: 'expired'
      })
    );
    await stack.notify.queuedEmails.idle();
    const mails = await stack.notify.http.stores.devOutbox.list({ to: 'arjun@example.com' });
    expect(mails.map((mail) => mail.subject)).to.have.members([
      'Your Matrimony Premium is active',
      'Your Matrimony Premium has ended'
    ]);
    const receipt = mails.find((mail) => mail.subject === 'Your Matrimony Premium is active')!;
    expect(receipt.text).to.contain('₹499');
    expect(receipt.headers, 'a receipt cannot be unsubscribed from').to.deep.equal({});
    // The end is news of category premium, which the member may switch off.
    expect(
      mails.find((mail) => mail.subject === 'Your Matrimony Premium has ended')!.headers
    ).to.have.property('List-Unsubscribe');
  });

  it('does not announce subscription changes from days ago (a replayed stream)', async () => {
    const userId = randomUUID();
    const { handle } = members(stack);
    await handle(
      createEnvelope('identity.user.registered', {
        userId,
        mobile: '9876500017',
        email: 'old@example.com',
        fullName: 'Old Event'
      })
    );
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * MINUTE_MS);
    const change = {
      userId,
      subscriptionId: randomUUID(),
      planType: 'premium',
      status: 'active',
      startDate: threeDaysAgo.toISOString(),
      endDate: inMinutes(60),
      amount: 0,
      reason: 'welcome-offer'
    } as const;
    await handle(createEnvelope('billing.subscription.changed', change, { occurredAt: threeDaysAgo }));
    await stack.notify.queuedEmails.idle();
    expect(await stack.notify.http.stores.devOutbox.list({ to: 'old@example.com' })).to.deep.equal([]);
  });

  it('erases what it knows of a deleted member', async () => {
    const userId = randomUUID();
    const { handle } = members(stack);
    await handle(
      createEnvelope('identity.user.registered', {
        userId,
        mobile: '9876500016',
        email: 'gone@example.com',
        fullName: 'Gone Member'
      })
    );
    await handle(
      createEnvelope('identity.otp.requested', {
        mobile: '9876500016',
        code: '333333',
        expiresAt: inMinutes(10)
      })
    );
    // The contact form: its forward to support quotes the sender's address, and the acknowledgements are counted per address.
    await request(stack.app)
      .post('/api/notify/contact-messages')
      .send({
        name: 'Gone Member',
        email: 'gone@example.com',
        subject: 'Photos',
        message: 'How do I hide my photos?'
      })
      .expect(201);
    await stack.outboxFor('gone@example.com', 1);
    const forwarded = async () =>
      (await stack.notify.http.stores.devOutbox.list()).some(
        (mail) => mail.text.includes('gone@example.com') && mail.to !== 'gone@example.com'
      );
    for (let attempt = 0; attempt < 100 && !(await forwarded()); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await forwarded(), 'the forward to support').to.equal(true);
    await handle(createEnvelope('identity.user.deleted', { userId }));
    expect(await stack.notify.http.stores.recipients.get(userId)).to.equal(null);
    expect(await stack.notify.http.stores.deliveries.byRecipient('+919876500016')).to.deep.equal([]);
    expect(await stack.notify.http.stores.devOutbox.list({ to: '+919876500016' })).to.deep.equal([]);
    expect(JSON.stringify(await stack.notify.http.stores.devOutbox.list())).to.not.contain(
      'gone@example.com'
    );
    expect(
      JSON.stringify(await stack.mongo.collection(RATE_LIMITS_COLLECTION).find().toArray())
    ).to.not.contain('gone@example.com');
  });
});
