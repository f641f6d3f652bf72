import { expect } from 'chai';
import request from 'supertest';
import { startStack, type Stack } from './support/stack';
import { api, refreshLikeKeycloakJs, registerMember } from './support/flows';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('POST /sessions/tokens: refresh through svc-identity, rotated', function () {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const atKeycloak = (form: Record<string, string>) =>
    fetch(`${stack.keycloak.url}/realms/matrimony/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form)
    });

  it('answers rotated tokens of the sessions client that the services accept', async () => {
    const member = await registerMember(stack);
    expect(claimsOf(member.tokens.access_token).azp).to.equal('matrimony-sessions');
    const refreshed = await refreshLikeKeycloakJs(stack, member.tokens.refresh_token);
    expect(refreshed.status).to.equal(200);
    expect(refreshed.body).to.include.keys('access_token', 'refresh_token', 'expires_in');
    expect(refreshed.body, 'no ID token: the sign-in asks for none').not.to.have.property('id_token');
    expect(refreshed.body.refresh_token).not.to.equal(member.tokens.refresh_token);
    await request(stack.app)
      .get(api('/me'))
      .set('Authorization', `Bearer ${refreshed.body.access_token as string}`)
      .expect(200);
  });

  it('ends the session when a spent refresh token comes back', async () => {
    const member = await registerMember(stack);
    const first = await refreshLikeKeycloakJs(stack, member.tokens.refresh_token);
    expect(first.status).to.equal(200);
    const reused = await refreshLikeKeycloakJs(stack, member.tokens.refresh_token);
    expect(reused.status).to.equal(400);
    expect(reused.body).to.include({ code: 'session_not_active', title: 'Session Expired' });
    // Whoever holds the newest token (the member, or a thief who used the copy first) is out too.
    expect((await refreshLikeKeycloakJs(stack, first.body.refresh_token as string)).status).to.equal(400);
  });

  it('accepts only the refresh grant of the browser client', async () => {
    const member = await registerMember(stack);
    const send = (form: Record<string, string>) =>
      request(stack.app).post(api('/sessions/tokens')).type('form').send(form);
    const otherClient = await send({
      grant_type: 'refresh_token',
      refresh_token: member.tokens.refresh_token,
      client_id: 'svc-identity'
    }).expect(400);
    expect(otherClient.body).to.include({ code: 'validation_failed' });
    expect(otherClient.body.errors).to.have.key('client_id');
    const password = await send({
      grant_type: 'password',
      username: member.mobile,
      password: member.password,
      client_id: 'matrimony-web'
    }).expect(400);
    expect(password.body.errors).to.include.keys('grant_type');
    await send({ grant_type: 'refresh_token', client_id: 'matrimony-web' }).expect(400);
    await send({
      grant_type: 'refresh_token',
      refresh_token: 'not-a-token',
      client_id: 'matrimony-web'
    }).expect(400);
    // None of those spent the member's session.
    expect((await refreshLikeKeycloakJs(stack, member.tokens.refresh_token)).status).to.equal(200);
  });

  it('leaves Keycloak no way in without the sessions client secret', async () => {
    const member = await registerMember(stack);
    // Passwords cannot be tried at Keycloak with the public client (no direct access grants)...
    const guess = await atKeycloak({
      grant_type: 'password',
      client_id: 'matrimony-web',
      username: member.mobile,
      password: member.password
    });
    expect(guess.status).to.equal(400);
    expect(((await guess.json()) as { error: string }).error).to.equal('unauthorized_client');
    // ...nor with the sessions client without its secret...
    expect(
      (
        await atKeycloak({
          grant_type: 'password',
          client_id: 'matrimony-sessions',
          username: member.mobile,
          password: member.password
        })
      ).status
    ).to.equal(401);
    // ...and a refresh token is bound to the sessions client: the public client cannot use it.
    const stolen = await atKeycloak({
      grant_type: 'refresh_token',
      client_id: 'matrimony-web',
      refresh_token: member.tokens.refresh_token
    });
    expect(stolen.status).to.equal(400);
    expect((await refreshLikeKeycloakJs(stack, member.tokens.refresh_token)).status).to.equal(200);
  });
});
