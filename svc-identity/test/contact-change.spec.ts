// Issue 18, Settings → Account: changing the e-mail address (a link to the new address) and the mobile number (a code
// texted to the new number).
import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { ACCOUNT_MESSAGES, CONTACT_CHANGE_MESSAGES, SIGNUP_MESSAGES } from '@matrimony/catalog/messages';
import { maskEmail, maskMobile } from '@matrimony/catalog/masking';
import { type EventEnvelope, type EventData } from '@matrimony/contracts';
import { identityApi } from '@matrimony/contracts/http/identity';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { mobileHash } from '../src/domain/mobile-hash';
import { signEmailChangeToken } from '../src/domain/signed-tokens';
import { startStack, type Stack } from './support/stack';
import {
  api,
  expectStatus,
  otpFor,
  randomIp,
  randomMobile,
  registerMember,
  sendOtp,
  type Member
} from './support/flows';

const routes = identityApi.routes;
type ContactChanged = EventData<'identity.user.contact-changed'>;
/** Keycloak's quick-login window (real time) after a wrong password. */
const QUICK_LOGIN_WINDOW_MS = 1100;

describe('changing the e-mail address and the mobile number (settings)', function () {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const asMember = (member: Member, path: string, body: object, ip = randomIp()) =>
    request(stack.app)
      .post(api(path))
      .set('X-Forwarded-For', ip)
      .set('Authorization', `Bearer ${member.tokens.access_token}`)
      .send(body);
  const anonymous = (path: string, body: object) =>
    request(stack.app).post(api(path)).set('X-Forwarded-For', randomIp()).send(body);
  const signIn = (mobile: string, password: string) =>
    request(stack.app).post(api('/sessions')).set('X-Forwarded-For', randomIp()).send({ mobile, password });
  /** The password check lets one request a member through every 2 s (the service's clock). */
  const nextCheck = () => stack.advanceClock(3000);
  const contactEvents = async (member: Member) => {
    await stack.relays.flush();
    return (await stack.accountEvents.all(
      (e) => e.type === 'identity.user.contact-changed' && (e.data as ContactChanged).userId === member.userId
    )) as EventEnvelope<'identity.user.contact-changed'>[];
  };
  const linkFor = async (member: Member) => {
    const event = await stack.secrets.take(
      (e) =>
        e.type === 'identity.email-change.requested' &&
        (e.data as { userId: string }).userId === member.userId
    );
    const data = event.data as EventData<'identity.email-change.requested'>;
    return { ...data, token: new URLSearchParams(new URL(data.confirmUrl).hash.slice(1)).get('token')! };
  };
  const otpWith = async (member: Member, mobile: string) => {
    nextCheck();
    const sent = await asMember(member, '/mobile-changes', { mobile, currentPassword: member.password });
    expectStatus(sent, 202);
    return { answer: expectContract(routes.requestMobileChange, sent), code: await otpFor(stack, mobile) };
  };

  describe('e-mail', () => {
    it('refuses a wrong password as the password change does, and sends nothing', async () => {
      const member = await registerMember(stack);
      const wrong = expectProblem(
        routes.requestEmailChange,
        await asMember(member, '/email-changes', {
          email: `new-${member.mobile}@example.in`,
          currentPassword: 'not-the-password'
        }).expect(401),
        'invalid_password'
      );
      expect(wrong).to.include({
        title: ACCOUNT_MESSAGES.incorrectPassword.title,
        detail: ACCOUNT_MESSAGES.incorrectPassword.description
      });
      expect(wrong.errors).to.deep.equal({ currentPassword: ACCOUNT_MESSAGES.incorrectPassword.description });
      await new Promise((resolve) => setTimeout(resolve, QUICK_LOGIN_WINDOW_MS));
      expect(
        await stack.secrets.all(
          (e) =>
            e.type === 'identity.email-change.requested' &&
            (e.data as { userId: string }).userId === member.userId
        )
      ).to.have.length(0);
      expectProblem(
        routes.requestEmailChange,
        await anonymous('/email-changes', { email: 'x@example.in', currentPassword: member.password }).expect(
          401
        ),
        'token_missing'
      );
    });

    it('refuses an invalid address with the spec’s message, the member’s own, and one another account uses', async () => {
      const member = await registerMember(stack);
      const other = await registerMember(stack);
      const invalid = expectProblem(
        routes.requestEmailChange,
        await asMember(member, '/email-changes', {
          email: 'not-an-address',
          currentPassword: member.password
        }).expect(400),
        'validation_failed'
      );
      expect(invalid.errors).to.deep.equal({ email: SIGNUP_MESSAGES.invalidEmail.description });
      const same = expectProblem(
        routes.requestEmailChange,
        await asMember(member, '/email-changes', {
          email: member.email.toUpperCase(),
          currentPassword: member.password
        }).expect(400),
        'same_email'
      );
      expect(same.detail).to.equal(CONTACT_CHANGE_MESSAGES.sameEmail.description);
      nextCheck();
      const taken = expectProblem(
        routes.requestEmailChange,
        await asMember(member, '/email-changes', {
          email: other.email,
          currentPassword: member.password
        }).expect(409),
        'email_already_exists'
      );
      expect(taken).to.include({
        title: CONTACT_CHANGE_MESSAGES.emailTaken.title,
        detail: CONTACT_CHANGE_MESSAGES.emailTaken.description
      });
    });

    it('sends a link to the new address that confirms once; Keycloak gets the address and the change is announced with the old one', async () => {
      const member = await registerMember(stack);
      const email = `moved-${member.mobile}@example.in`;
      nextCheck();
      const sent = expectContract(
        routes.requestEmailChange,
        await asMember(member, '/email-changes', {
          email: email.toUpperCase(),
          currentPassword: member.password
        }).expect(202)
      );
      expect(sent.email).to.equal(maskEmail(email));
      const link = await linkFor(member);
      expect(link).to.include({ email });
      expect(link.confirmUrl).to.match(/\/confirm-email#token=/);
      expect(new Date(link.expiresAt).getTime() - Date.now()).to.be.within(23.9 * 3600_000, 24 * 3600_000);

      // Opening the page changes nothing (the preview is read-only; a GET of the confirm path is no route at all).
      const preview = expectContract(
        routes.previewEmailChange,
        await anonymous('/email-changes/preview', { token: link.token }).expect(200)
      );
      expect(preview.email).to.equal(maskEmail(email));
      await request(stack.app)
        .get(api(`/email-changes/confirm?token=${encodeURIComponent(link.token)}`))
        .expect(404);
      expect((await stack.identity.admin.getUser(member.userId))?.email).to.equal(member.email);

      const confirmed = expectContract(
        routes.confirmEmailChange,
        await anonymous('/email-changes/confirm', { token: link.token }).expect(200)
      );
      expect(confirmed.email).to.equal(maskEmail(email));
      const user = (await stack.identity.admin.getUser(member.userId)) as {
        email?: string;
        emailVerified?: boolean;
      };
      expect(user).to.include({ email, emailVerified: true });

      const again = expectProblem(
        routes.confirmEmailChange,
        await anonymous('/email-changes/confirm', { token: link.token }).expect(400),
        'invalid_email_change_link'
      );
      expect(again.detail).to.equal(CONTACT_CHANGE_MESSAGES.invalidEmailLink.description);
      expectProblem(
        routes.previewEmailChange,
        await anonymous('/email-changes/preview', { token: link.token }).expect(400),
        'invalid_email_change_link'
      );

      const events = await contactEvents(member);
      expect(events).to.have.length(1);
      // The old address is in the event: svc-notify sends the security notice there.
      expect(events[0]!.data).to.deep.include({
        userId: member.userId,
        mobile: member.mobile,
        email,
        changed: 'email',
        previousEmail: member.email
      });
      const me = await request(stack.app)
        .get(api('/me'))
        .set('Authorization', `Bearer ${member.tokens.access_token}`)
        .expect(200);
      expect(me.body.email).to.equal(email);
      expect(stack.logLines.join('\n'))
        .to.not.include(email)
        .and.not.include(member.email)
        .and.not.include(link.token);
    });

    it('refuses a forged link, another member’s, and one a newer request replaced', async () => {
      const member = await registerMember(stack);
      const other = await registerMember(stack);
      nextCheck();
      await asMember(member, '/email-changes', {
        email: `first-${member.mobile}@example.in`,
        currentPassword: member.password
      }).expect(202);
      const first = await linkFor(member);
      nextCheck();
      await asMember(member, '/email-changes', {
        email: `second-${member.mobile}@example.in`,
        currentPassword: member.password
      }).expect(202);
      const second = await linkFor(member);

      const claims = jwt.decode(second.token) as jwt.JwtPayload;
      const forged = jwt.sign({ email: 'thief@example.in' }, 'not-the-service-secret-0123456789abcdef', {
        algorithm: 'HS256',
        issuer: 'svc-identity',
        audience: 'email-change',
        subject: member.userId,
        jwtid: claims.jti,
        expiresIn: 3600
      });
      const othersLink = signEmailChangeToken(
        stack.identity.config.IDENTITY_TOKEN_SECRET,
        other.userId,
        'thief@example.in'
      );
      for (const token of [forged, othersLink, first.token, 'not-a-token']) {
        expectProblem(
          routes.confirmEmailChange,
          await anonymous('/email-changes/confirm', { token }).expect(400),
          'invalid_email_change_link'
        );
      }
      expect((await stack.identity.admin.getUser(member.userId))?.email).to.equal(member.email);
      expect((await stack.identity.admin.getUser(other.userId))?.email).to.equal(other.email);
      await anonymous('/email-changes/confirm', { token: second.token }).expect(200);
      expect((await stack.identity.admin.getUser(member.userId))?.email).to.equal(
        `second-${member.mobile}@example.in`
      );
    });
  });

  describe('mobile', () => {
    it('answers a number in use and a barred number exactly alike, and texts neither', async () => {
      const member = await registerMember(stack);
      const other = await registerMember(stack);
      const barred = randomMobile();
      await stack.identity.stores.barredMobiles.bar(
        mobileHash(stack.identity.config.MOBILE_HASH_KEY, barred),
        new Date()
      );
      const answers = [];
      for (const mobile of [other.mobile, barred]) {
        nextCheck();
        const res = await asMember(member, '/mobile-changes', {
          mobile,
          currentPassword: member.password
        }).expect(409);
        const { title, detail, code, errors, status } = expectProblem(
          routes.requestMobileChange,
          res,
          'mobile_already_exists'
        );
        answers.push({ title, detail, code, errors, status });
      }
      expect(answers[0]).to.deep.equal(answers[1]);
      expect(answers[0]).to.include({
        title: SIGNUP_MESSAGES.mobileAlreadyExists.title,
        detail: SIGNUP_MESSAGES.mobileAlreadyExists.description
      });
      expect(
        await stack.secrets.all((e) =>
          [other.mobile, barred].includes((e.data as { mobile?: string }).mobile ?? '')
        )
      ).to.have.length(0);
      const same = expectProblem(
        routes.requestMobileChange,
        await asMember(member, '/mobile-changes', {
          mobile: member.mobile,
          currentPassword: member.password
        }).expect(400),
        'same_mobile'
      );
      expect(same.detail).to.equal(CONTACT_CHANGE_MESSAGES.sameMobile.description);
      const invalid = expectProblem(
        routes.requestMobileChange,
        await asMember(member, '/mobile-changes', {
          mobile: '12345',
          currentPassword: member.password
        }).expect(400),
        'validation_failed'
      );
      expect(invalid.errors).to.deep.equal({ mobile: SIGNUP_MESSAGES.invalidMobile.description });
    });

    it('refuses a wrong code and a sign-up code for the same number, keeps the resend cooldown, then moves the account to the new number', async () => {
      const member = await registerMember(stack);
      const mobile = randomMobile();
      const { answer, code } = await otpWith(member, mobile);
      expect(answer).to.include({ mobile: maskMobile(mobile), resendAfterSeconds: 30 });
      nextCheck();
      const soon = expectProblem(
        routes.requestMobileChange,
        await asMember(member, '/mobile-changes', { mobile, currentPassword: member.password }).expect(429),
        'too_many_requests'
      );
      expect(soon.retryAfter).to.be.greaterThan(0);

      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expectProblem(
        routes.confirmMobileChange,
        await asMember(member, '/mobile-changes/confirm', { mobile, code: wrong }).expect(400),
        'invalid_verification_code'
      );
      // A sign-up code texted to the same number is for sign-up only.
      let signUpCode = code;
      while (signUpCode === code) {
        stack.advanceClock(31_000);
        expectStatus(await sendOtp(stack.app, mobile), 202);
        signUpCode = await otpFor(stack, mobile);
      }
      expectProblem(
        routes.confirmMobileChange,
        await asMember(member, '/mobile-changes/confirm', { mobile, code: signUpCode }).expect(400),
        'invalid_verification_code'
      );
      expect((await stack.identity.admin.getUser(member.userId))?.username).to.equal(member.mobile);

      const changed = expectContract(
        routes.confirmMobileChange,
        await asMember(member, '/mobile-changes/confirm', { mobile, code }).expect(200)
      );
      expect(changed.mobile).to.equal(maskMobile(mobile));
      await signIn(mobile, member.password).expect(200);
      await signIn(member.mobile, member.password).expect(401);
      const user = await stack.identity.admin.getUser(member.userId);
      expect(user?.username).to.equal(mobile);
      expect(user?.attributes).to.deep.include({ phone: [mobile], phone_verified: ['true'] });
      expectProblem(
        routes.confirmMobileChange,
        await asMember(member, '/mobile-changes/confirm', { mobile, code }).expect(400),
        'code_expired'
      );

      const events = await contactEvents(member);
      expect(events).to.have.length(1);
      expect(events[0]!.data).to.deep.include({
        userId: member.userId,
        mobile,
        email: member.email,
        changed: 'mobile'
      });
      expect(events[0]!.data).to.not.have.property('previousEmail');
      // The old number may sign up again (no code is withheld as for a member's number).
      stack.advanceClock(31_000);
      expectStatus(await sendOtp(stack.app, member.mobile), 202);
      await otpFor(stack, member.mobile);
      expect(stack.logLines.join('\n')).to.not.include(mobile).and.not.include(code);
    });

    it('names the member on the code’s event, so svc-notify texts it in their language', async () => {
      const member = await registerMember(stack);
      const mobile = randomMobile();
      nextCheck();
      expectStatus(
        await asMember(member, '/mobile-changes', { mobile, currentPassword: member.password }),
        202
      );
      const event = await stack.secrets.take(
        (e) => e.type === 'identity.otp.requested' && (e.data as { mobile: string }).mobile === mobile
      );
      expect(event.data).to.include({ mobile, userId: member.userId });
    });

    it('refuses a code if the number was taken meanwhile', async () => {
      const member = await registerMember(stack);
      const rival = await registerMember(stack);
      const mobile = randomMobile();
      const { code } = await otpWith(member, mobile);
      const rivalCode = (await otpWith(rival, mobile)).code;
      await asMember(rival, '/mobile-changes/confirm', { mobile, code: rivalCode }).expect(200);
      expectProblem(
        routes.confirmMobileChange,
        await asMember(member, '/mobile-changes/confirm', { mobile, code }).expect(409),
        'mobile_already_exists'
      );
      await signIn(member.mobile, member.password).expect(200);
    });
  });
});
