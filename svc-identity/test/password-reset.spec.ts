import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { PASSWORD_RESET_MESSAGES } from '@matrimony/catalog/messages';
import { signPhoneToken } from '../src/domain/signed-tokens';
import { startStack, type Stack } from './support/stack';
import { api, randomIp, refreshLikeKeycloakJs, registerMember, type Member } from './support/flows';

describe('password reset', function () {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const forgot = (email: string) =>
    request(stack.app).post(api('/password-resets')).set('X-Forwarded-For', randomIp()).send({ email });
  const confirm = (token: string, password: string) =>
    request(stack.app)
      .post(api('/password-resets/confirm'))
      .set('X-Forwarded-For', randomIp())
      .send({ token, password });
  const signIn = (member: Member, password: string) =>
    request(stack.app)
      .post(api('/sessions'))
      .set('X-Forwarded-For', randomIp())
      .send({ mobile: member.mobile, password });

  async function resetLinkFor(member: Member): Promise<string> {
    const event = await stack.secrets.take(
      (e) =>
        e.type === 'identity.password-reset.requested' &&
        (e.data as { userId: string }).userId === member.userId
    );
    const data = event.data as { resetUrl: string; email: string; fullName: string; expiresAt: string };
    expect(data).to.include({ email: member.email, fullName: member.fullName });
    expect(Date.parse(data.expiresAt) - Date.now()).to.be.within(59 * 60_000, 60 * 60_000);
    const url = new URL(data.resetUrl);
    expect(`${url.origin}${url.pathname}`).to.equal('http://localhost:8080/reset-password');
    // The token rides in the fragment, which browsers never send: it reaches no access log.
    expect(url.search).to.equal('');
    return new URLSearchParams(url.hash.slice(1)).get('token')!;
  }

  it('forgot → reset: the old password fails, the new one works, other sessions end, the link works once', async () => {
    const member = await registerMember(stack);
    const accepted = await forgot(member.email).expect(202);
    expect(accepted.body).to.deep.equal(PASSWORD_RESET_MESSAGES.resetEmailSent);
    const token = await resetLinkFor(member);

    const newPassword = `Madurai-${member.mobile}-new`;
    await confirm(token, newPassword).expect(204);
    await signIn(member, member.password).expect(401);
    await signIn(member, newPassword).expect(200);
    const oldSession = await refreshLikeKeycloakJs(stack, member.tokens.refresh_token);
    expect(oldSession.status).to.equal(400);

    const reused = await confirm(token, `${newPassword}-again`).expect(400);
    expect(reused.body).to.include({
      code: 'invalid_reset_link',
      title: 'Invalid Reset Link',
      detail: PASSWORD_RESET_MESSAGES.invalidResetLink.description
    });
    await signIn(member, newPassword).expect(200);
  });

  it('one use of any link kills every other outstanding link, and the member is told', async () => {
    const member = await registerMember(stack);
    await forgot(member.email).expect(202);
    const first = await resetLinkFor(member);
    await forgot(member.email).expect(202);
    const second = await resetLinkFor(member);
    expect(second).not.to.equal(first);

    await confirm(second, `Kochi-${member.mobile}-one`).expect(204);
    const stale = await confirm(first, `Kochi-${member.mobile}-two`).expect(400);
    expect(stale.body.code).to.equal('invalid_reset_link');
    await signIn(member, `Kochi-${member.mobile}-one`).expect(200);

    await stack.relays.flush();
    const notice = await stack.accountEvents.take(
      (e) =>
        e.type === 'identity.user.password-changed' && (e.data as { userId: string }).userId === member.userId
    );
    expect(Object.keys(notice.data as object).sort()).to.deep.equal(['changedAt', 'userId']);

    // A link asked for after the change works again.
    await forgot(member.email).expect(202);
    await confirm(await resetLinkFor(member), `Kochi-${member.mobile}-three`).expect(204);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const member = await registerMember(stack);
    const unknownEmail = `nobody-${member.mobile}@example.in`;
    const unknown = await forgot(unknownEmail).expect(202);
    const known = await forgot(member.email).expect(202);
    expect(unknown.body).to.deep.equal(known.body);
    await resetLinkFor(member);
    const sentToUnknown = await stack.secrets.all(
      (e) => (e.data as { email?: string }).email === unknownEmail
    );
    expect(sentToUnknown).to.deep.equal([]);
  });

  it('refuses tampered, expired and wrong-purpose links with the spec message', async () => {
    const member = await registerMember(stack);
    await forgot(member.email).expect(202);
    const token = await resetLinkFor(member);
    const secret = stack.identity.config.IDENTITY_TOKEN_SECRET;
    const expired = jwt.sign({}, secret, {
      algorithm: 'HS256',
      issuer: 'svc-identity',
      audience: 'password-reset',
      subject: member.userId,
      jwtid: 'old',
      expiresIn: -1
    });
    const [header, , signature] = token.split('.');
    const otherUser = Buffer.from(
      JSON.stringify({
        sub: 'someone-else',
        aud: 'password-reset',
        iss: 'svc-identity',
        exp: 9_999_999_999,
        jti: 'j'
      })
    ).toString('base64url');
    for (const bad of [
      expired,
      `${header}.${otherUser}.${signature}`,
      signPhoneToken(secret, member.mobile),
      'x'
    ]) {
      const res = await confirm(bad, 'Fresh-password-42').expect(400);
      expect(res.body.code).to.equal('invalid_reset_link');
    }
    await confirm(token, 'Fresh-password-42').expect(204);
  });

  it('refuses short and common new passwords and keeps the link usable', async () => {
    const member = await registerMember(stack);
    await forgot(member.email).expect(202);
    const token = await resetLinkFor(member);
    const short = await confirm(token, '12345').expect(400);
    expect(short.body.errors.password).to.equal(PASSWORD_RESET_MESSAGES.passwordTooShort.description);
    expect((await confirm(token, 'password123').expect(400)).body.code).to.equal('weak_password');
    expect((await confirm(token, member.mobile).expect(400)).body.code).to.equal('weak_password');
    await confirm(token, 'Fresh-password-42').expect(204);
  });

  it('asks for an e-mail address with the spec message', async () => {
    const res = await forgot('').expect(400);
    expect(res.body.errors.email).to.equal(PASSWORD_RESET_MESSAGES.emailRequired.description);
  });
});
