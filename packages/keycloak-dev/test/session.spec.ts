import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import {
  sessionsClient,
  adminRequest,
  createMember,
  passwordGrant,
  postForm,
  refreshGrant,
  serviceToken,
  useTarget,
  type Target
} from './support/target';

const oidc = (target: Target, endpoint: string) =>
  `${target.url}/realms/matrimony/protocol/openid-connect/${endpoint}`;

async function signIn(target: Target) {
  const member = await createMember(target);
  const { body } = await passwordGrant(target, member.username, member.password);
  return { member, tokens: body as Record<string, string> };
}

describe('sessions: logout, admin logout, revoke, userinfo (contract)', () => {
  const target = useTarget();

  it('rotates refresh tokens: a used one is refused and ends the session', async () => {
    const { tokens } = await signIn(target);
    const first = await refreshGrant(target, tokens.refresh_token!);
    expect(first.status).to.equal(200);
    const rotated = (first.body as Record<string, string>).refresh_token!;
    expect(rotated).not.to.equal(tokens.refresh_token);

    // The old token again (a thief's copy, or the member's after a thief used it): refused...
    const reuse = await refreshGrant(target, tokens.refresh_token!);
    expect(reuse.status).to.equal(400);
    expect((reuse.body as { error: string }).error).to.equal('invalid_grant');
    // ...and the session is over for whoever holds the newest token too.
    const afterReuse = await refreshGrant(target, rotated);
    expect(afterReuse.status).to.equal(400);
    expect(afterReuse.body).to.deep.equal({
      error: 'invalid_grant',
      error_description: 'Session not active'
    });
  });

  it('logout ends the session: 204, then refreshing answers "Session not active"', async () => {
    const { tokens } = await signIn(target);
    const logout = await postForm(oidc(target, 'logout'), {
      ...sessionsClient(target),
      refresh_token: tokens.refresh_token!
    });
    expect(logout.status).to.equal(204);
    const { status, body } = await refreshGrant(target, tokens.refresh_token!);
    expect(status).to.equal(400);
    expect(body).to.deep.equal({ error: 'invalid_grant', error_description: 'Session not active' });
  });

  it("logout leaves the member's other sessions alive", async () => {
    const { member, tokens } = await signIn(target);
    const other = await passwordGrant(target, member.username, member.password);
    await postForm(oidc(target, 'logout'), {
      ...sessionsClient(target),
      refresh_token: tokens.refresh_token!
    });
    expect((await refreshGrant(target, String(other.body.refresh_token))).status).to.equal(200);
  });

  it('admin logout ends every session: later refreshes answer "Stale token"', async () => {
    const { member, tokens } = await signIn(target);
    // notBefore has one-second resolution: a token from the same second is refused as "Session not active" instead.
    await sleep(1100);
    const logout = await adminRequest(
      target,
      await serviceToken(target),
      'POST',
      `/users/${member.id}/logout`
    );
    expect(logout.status).to.equal(204);
    const { status, body } = await refreshGrant(target, tokens.refresh_token!);
    expect(status).to.equal(400);
    expect(body).to.deep.equal({ error: 'invalid_grant', error_description: 'Stale token' });
    expect((await passwordGrant(target, member.username, member.password)).status).to.equal(200);
  });

  it('userinfo answers the profile claims for a live session and 401 once it has ended', async () => {
    const { member, tokens } = await signIn(target);
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const live = await fetch(oidc(target, 'userinfo'), { headers: auth });
    expect(live.status).to.equal(200);
    expect(await live.json()).to.include({
      sub: member.id,
      preferred_username: member.username,
      email: member.email,
      phone: member.username
    });

    await postForm(oidc(target, 'logout'), {
      ...sessionsClient(target),
      refresh_token: tokens.refresh_token!
    });
    const ended = await fetch(oidc(target, 'userinfo'), { headers: auth });
    expect(ended.status).to.equal(401);
    expect(((await ended.json()) as { error: string }).error).to.equal('invalid_token');
  });

  it('userinfo without a token answers 401 with a WWW-Authenticate challenge', async () => {
    const response = await fetch(oidc(target, 'userinfo'));
    expect(response.status).to.equal(401);
    expect(response.headers.get('www-authenticate')).to.match(/^Bearer /);
  });

  it('revoking a refresh token ends its session', async () => {
    const { tokens } = await signIn(target);
    const revoke = await postForm(oidc(target, 'revoke'), {
      ...sessionsClient(target),
      token: tokens.refresh_token!,
      token_type_hint: 'refresh_token'
    });
    expect(revoke.status).to.equal(200);
    const { status, body } = await refreshGrant(target, tokens.refresh_token!);
    expect(status).to.equal(400);
    expect(body.error).to.equal('invalid_grant');
  });

  it('revoking an access token makes userinfo refuse it', async () => {
    const { tokens } = await signIn(target);
    const revoke = await postForm(oidc(target, 'revoke'), {
      ...sessionsClient(target),
      token: tokens.access_token!,
      token_type_hint: 'access_token'
    });
    expect(revoke.status).to.equal(200);
    const response = await fetch(oidc(target, 'userinfo'), {
      headers: { authorization: `Bearer ${tokens.access_token}` }
    });
    expect(response.status).to.equal(401);
  });
});
