import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import request from 'supertest';
import { notificationSettingsRoutes as routes } from '@matrimony/contracts/http/notify';
import { publishEvent } from '@matrimony/service-kit';
import { expectContract } from '@matrimony/service-kit/testing';
import { interest, members, type TestMember } from './support/members';
import { startStack, type Stack } from './support/stack';

const PATH = '/api/notify/settings/language';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the member’s language: stored beside their settings, and used for their e-mails and SMS', () => {
  let stack: Stack;
  let m: ReturnType<typeof members>;
  const choose = (member: TestMember, body: unknown) =>
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

  it('is English until chosen, round-trips, is the member’s own and is validated', async () => {
    const asha = await m.register('Asha Iyer');
    const first = await request(stack.app).get(PATH).set('Authorization', m.bearer(asha)).expect(200);
    expectContract(routes.getMemberLanguage, first);
    expect(first.body).to.deep.equal({ locale: 'en', chosen: false });
    expect(first.headers['cache-control']).to.equal('no-store');

    const saved = await choose(asha, { locale: 'ta' }).expect(200);
    expectContract(routes.updateMemberLanguage, saved);
    expect(saved.body).to.deep.equal({ locale: 'ta', chosen: true });
    const read = await request(stack.app).get(PATH).set('Authorization', m.bearer(asha)).expect(200);
    expect(read.body).to.deep.equal({ locale: 'ta', chosen: true });
    // The notification switches are untouched by it, and it by them.
    const settings = await request(stack.app)
      .get('/api/notify/settings')
      .set('Authorization', m.bearer(asha))
      .expect(200);
    await request(stack.app)
      .put('/api/notify/settings')
      .set('Authorization', m.bearer(asha))
      .send(settings.body as object)
      .expect(200);
    expect((await request(stack.app).get(PATH).set('Authorization', m.bearer(asha))).body).to.deep.equal({
      locale: 'ta',
      chosen: true
    });

    for (const body of [
      { locale: 'fr' },
      { locale: 'hi-IN' },
      {},
      { locale: 'hi', extra: 1 },
      { locale: 3 }
    ]) {
      const refused = await choose(asha, body).expect(400);
      expect(refused.headers['content-type'], JSON.stringify(body)).to.match(/problem\+json/);
    }
    await request(stack.app).get(PATH).expect(401);
    await request(stack.app).put(PATH).send({ locale: 'hi' }).expect(401);
    // Another member's choice is theirs alone.
    const ravi = await m.register('Ravi Kumar');
    expect((await request(stack.app).get(PATH).set('Authorization', m.bearer(ravi))).body).to.deep.equal({
      locale: 'en',
      chosen: false
    });
  });

  it('writes a Hindi member’s e-mails and notices in Hindi, an English member’s as before; the outbox says which', async () => {
    const meena = await m.register('Meena Gupta');
    const arjun = await m.register('Arjun Nair');
    const priya = await m.register('Priya Sharma');
    await choose(meena, { locale: 'hi' }).expect(200);
    await m.event('profile.interest.sent', interest(priya, meena));
    await m.event('profile.interest.sent', interest(priya, arjun));

    const [hindi] = await m.mails(meena);
    expect(hindi!.subject).to.equal('Priya S. ने आपको रुचि भेजी है');
    expect(hindi!.text).to.contain('नमस्ते Meena Gupta,').and.contain('रुचि देखें');
    expect(hindi!.text).to.contain('ये ई-मेल बंद करें: http://localhost:8080/api/notify/unsubscribe?token=');
    expect(hindi!.html).to.contain('<html lang="hi">');
    expect(hindi!.locale).to.equal('hi');
    expect(hindi!.headers['List-Unsubscribe']).to.match(
      /^<http:\/\/localhost:8080\/api\/notify\/unsubscribe/
    );
    const [notice] = await m.notifications(meena);
    expect(notice!.text).to.equal('Priya S. ने आपको रुचि भेजी है।');

    const [english] = await m.mails(arjun);
    expect(english!.subject).to.equal('Priya S. sent you an interest');
    expect(english!.locale).to.equal('en');
    expect(english!.html).to.contain('<html lang="en">');

    const json = await request(stack.app)
      .get('/api/notify/dev/outbox')
      .query({ to: meena.email })
      .expect(200);
    expect(json.body.messages[0].locale).to.equal('hi');
    const page = await request(stack.app)
      .get('/api/notify/dev/outbox.html')
      .query({ to: meena.email })
      .expect(200);
    expect(page.text).to.contain('<li class="email" lang="hi-IN">').and.contain('हिन्दी (hi)');
  });

  it('writes a member’s security e-mail in their language (password changed)', async () => {
    const kavya = await m.register('Kavya Raman');
    await choose(kavya, { locale: 'ta' }).expect(200);
    await m.event('identity.user.password-changed', {
      userId: kavya.userId,
      changedAt: new Date().toISOString()
    });
    const [mail] = await m.mails(kavya);
    expect(mail!.subject).to.equal('உங்கள் Matrimony கடவுச்சொல் மாற்றப்பட்டது');
    expect(mail!.locale).to.equal('ta');
    expect(mail!.text).to.contain('வணக்கம் Kavya Raman,');
  });

  it('takes the language a member signed up in as theirs, so the welcome e-mail is in it', async () => {
    const userId = randomUUID();
    const email = `welcome-${userId.slice(0, 8)}@example.in`;
    await m.event('identity.user.registered', {
      userId,
      mobile: '9876500095',
      email,
      fullName: 'Selvi Murugan',
      locale: 'ta'
    });
    const now = new Date();
    await m.event('billing.subscription.changed', {
      userId,
      subscriptionId: randomUUID(),
      planType: 'premium',
      status: 'active',
      startDate: now.toISOString(),
      endDate: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
      amount: 0,
      reason: 'welcome-offer'
    });
    await stack.notify.queuedEmails.idle();
    const [welcome] = await stack.notify.http.stores.devOutbox.list({ to: email });
    expect(welcome!.locale).to.equal('ta');
    expect(welcome!.subject).to.equal('Matrimony உங்களை வரவேற்கிறது');
    const member = { userId, fullName: 'Selvi Murugan', email };
    expect((await request(stack.app).get(PATH).set('Authorization', m.bearer(member))).body).to.deep.equal({
      locale: 'ta',
      chosen: true
    });
    // A choice made since is kept when the registration is heard of again.
    await choose(member, { locale: 'hi' }).expect(200);
    await m.event('identity.user.registered', {
      userId,
      mobile: '9876500095',
      email,
      fullName: 'Selvi Murugan',
      locale: 'ta'
    });
    expect((await request(stack.app).get(PATH).set('Authorization', m.bearer(member))).body.locale).to.equal(
      'hi'
    );
  });

  it('texts the sign-up code in the language of the page that asked, with the autofill line unchanged', async () => {
    const code = '735120';
    await publishEvent(stack.js, 'identity.otp.requested', {
      mobile: '9876500091',
      code,
      expiresAt: inMinutes(10),
      locale: 'hi'
    });
    const [sms] = await stack.outboxFor('+919876500091');
    expect(sms!.locale).to.equal('hi');
    expect(sms!.text).to.match(/^735120 आपका Matrimony सत्यापन कोड है/);
    expect(sms!.text).to.contain('साझा न करें');
    expect(sms!.text.split('\n').at(-1)).to.equal(`@localhost #${code}`);

    await publishEvent(stack.js, 'identity.otp.requested', {
      mobile: '9876500092',
      code,
      expiresAt: inMinutes(10),
      locale: 'ta'
    });
    const [tamil] = await stack.outboxFor('+919876500092');
    expect(tamil!.locale).to.equal('ta');
    expect(tamil!.text).to.contain('சரிபார்ப்புக் குறியீடு').and.contain('பகிர வேண்டாம்');
    expect(tamil!.text.split('\n').at(-1)).to.equal(`@localhost #${code}`);

    // An older publisher says no language: English, as before.
    await publishEvent(stack.js, 'identity.otp.requested', {
      mobile: '9876500093',
      code,
      expiresAt: inMinutes(10)
    });
    const [english] = await stack.outboxFor('+919876500093');
    expect(english!.locale).to.equal('en');
    expect(english!.text).to.match(/^735120 is your Matrimony verification code/);

    // A member changing their number: the code comes in their own language.
    const nila = await m.register('Nila Raj');
    await choose(nila, { locale: 'ta' }).expect(200);
    await publishEvent(stack.js, 'identity.otp.requested', {
      mobile: '9876500096',
      code,
      expiresAt: inMinutes(10),
      userId: nila.userId
    });
    const [member] = await stack.outboxFor('+919876500096');
    expect(member!.locale).to.equal('ta');
    expect(member!.text).to.match(/^735120 உங்கள் Matrimony சரிபார்ப்புக் குறியீடு/);

    await publishEvent(stack.js, 'identity.otp.withheld', {
      mobile: '9876500094',
      reason: 'registered',
      locale: 'ta'
    });
    const [withheld] = await stack.outboxFor('+919876500094');
    expect(withheld!.locale).to.equal('ta');
    expect(withheld!.text).to.contain('http://localhost:8080/signin').and.contain('கடவுச்சொல்');
  });
});
