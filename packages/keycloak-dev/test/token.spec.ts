import { expect } from 'chai';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  SESSIONS_CLIENT,
  SPA_CLIENT,
  sessionsClient,
  SVC_CLIENT,
  adminRequest,
  claimsOf,
  createMember,
  passwordGrant,
  postForm,
  refreshGrant,
  serviceToken,
  useTarget
} from './support/target';

describe('token endpoint (contract)', () => {
  const target = useTarget();

  describe('password grant', () => {
    it("answers 200 with Keycloak's token response and the claims the platform relies on", async () => {
      const member = await createMember(target);
      const { status, body, headers } = await passwordGrant(target, member.username, member.password);
      expect(status).to.equal(200);
      expect(headers.get('cache-control')).to.contain('no-store');
      expect(body).to.include({
        token_type: 'Bearer',
        expires_in: 300,
        refresh_expires_in: 1800,
        'not-before-policy': 0
      });
      expect(body).to.have.keys(
        'access_token',
        'expires_in',
        'refresh_expires_in',
        'refresh_token',
        'token_type',
        'id_token',
        'not-before-policy',
        'session_state',
        'scope'
      );
      expect(String(body.scope).split(' ')).to.include.members(['openid', 'email', 'profile']);

      const access = claimsOf(body.access_token);
      expect(access).to.include({
        iss: `${target.url}/realms/matrimony`,
        sub: member.id,
        typ: 'Bearer',
        azp: SESSIONS_CLIENT,
        sid: body.session_state,
        preferred_username: member.username,
        email: member.email,
        email_verified: true,
        name: 'Asha Kumar',
        given_name: 'Asha',
        family_name: 'Kumar',
        phone: member.username
      });
      expect(access.aud).to.equal('account');
      expect(access.exp).to.equal(Number(access.iat) + 300);
      expect(access.jti).to.be.a('string');
      expect((access.realm_access as { roles: string[] }).roles)
        .to.include('member')
        .and.not.include('admin');
      expect(String(access.scope).split(' ')).to.include.members(['openid', 'email', 'profile']);

      const refresh = claimsOf(body.refresh_token);
      expect(refresh).to.include({
        typ: 'Refresh',
        azp: SESSIONS_CLIENT,
        sid: body.session_state,
        sub: member.id
      });
      const id = claimsOf(body.id_token);
      expect(id).to.include({
        typ: 'ID',
        aud: SESSIONS_CLIENT,
        azp: SESSIONS_CLIENT,
        sub: member.id,
        preferred_username: member.username
      });
    });

    it('signs access and ID tokens with an RS256 key published at certs', async () => {
      const member = await createMember(target);
      const { body } = await passwordGrant(target, member.username, member.password);
      const jwks = createRemoteJWKSet(
        new URL(`${target.url}/realms/matrimony/protocol/openid-connect/certs`)
      );
      const issuer = `${target.url}/realms/matrimony`;
      const access = await jwtVerify(String(body.access_token), jwks, { issuer, algorithms: ['RS256'] });
      expect(access.protectedHeader.kid).to.be.a('string');
      await jwtVerify(String(body.id_token), jwks, {
        issuer,
        audience: SESSIONS_CLIENT,
        algorithms: ['RS256']
      });
    });

    it('accepts the e-mail, in any letter case, as the login', async () => {
      const member = await createMember(target, { email: `Mixed.Case.${Date.now()}@Example.in` });
      const byEmail = await passwordGrant(target, member.email.toUpperCase(), member.password);
      expect(byEmail.status).to.equal(200);
      expect(claimsOf(byEmail.body.access_token).email).to.equal(member.email.toLowerCase());
    });

    it('answers an unknown user with 400 invalid_grant "Invalid user credentials"', async () => {
      const { status, body } = await passwordGrant(target, '9000000001', 'whatever-1');
      expect(status).to.equal(400);
      expect(body).to.deep.equal({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
    });

    it('answers a wrong password with 401 invalid_grant "Invalid user credentials"', async () => {
      const member = await createMember(target);
      const { status, body } = await passwordGrant(target, member.username, 'wrong-password');
      expect(status).to.equal(401);
      expect(body).to.deep.equal({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
    });

    it('answers a missing username with 401 invalid_request', async () => {
      const { status, body } = await postForm(target.tokenUrl, {
        grant_type: 'password',
        ...sessionsClient(target),
        password: 'x'
      });
      expect(status).to.equal(401);
      expect(body.error).to.equal('invalid_request');
    });

    it('answers a disabled account with 400 "Account disabled"', async () => {
      const member = await createMember(target, { enabled: false });
      const { status, body } = await passwordGrant(target, member.username, member.password);
      expect(status).to.equal(400);
      expect(body).to.deep.equal({ error: 'invalid_grant', error_description: 'Account disabled' });
    });

    it('answers pending required actions with 400 "Account is not fully set up"', async () => {
      const member = await createMember(target, { requiredActions: ['UPDATE_PASSWORD'] });
      const { status, body } = await passwordGrant(target, member.username, member.password);
      expect(status).to.equal(400);
      expect(body).to.deep.equal({
        error: 'invalid_grant',
        error_description: 'Account is not fully set up'
      });
    });

    it('refuses clients without direct access grants with 400 unauthorized_client', async () => {
      const member = await createMember(target);
      const { status, body } = await postForm(target.tokenUrl, {
        grant_type: 'password',
        client_id: SVC_CLIENT,
        client_secret: target.svcSecret,
        username: member.username,
        password: member.password
      });
      expect(status).to.equal(400);
      expect(body.error).to.equal('unauthorized_client');
    });

    it('refuses the password grant to the public browser client', async () => {
      const member = await createMember(target);
      const { status, body } = await postForm(target.tokenUrl, {
        grant_type: 'password',
        client_id: SPA_CLIENT,
        username: member.username,
        password: member.password
      });
      expect(status).to.equal(400);
      expect(body.error).to.equal('unauthorized_client');
    });

    it('refuses the sessions client without its secret', async () => {
      const member = await createMember(target);
      const { status, body } = await postForm(target.tokenUrl, {
        grant_type: 'password',
        client_id: SESSIONS_CLIENT,
        username: member.username,
        password: member.password
      });
      expect(status).to.equal(401);
      expect(body.error).to.equal('unauthorized_client');
    });

    it('leaves out the ID token when openid is not asked for', async () => {
      const member = await createMember(target);
      const { status, body } = await postForm(target.tokenUrl, {
        grant_type: 'password',
        ...sessionsClient(target),
        username: member.username,
        password: member.password
      });
      expect(status).to.equal(200);
      expect(body).to.not.have.property('id_token');
      expect(String(body.scope).split(' ')).to.not.include('openid');
    });
  });

  describe('refresh_token grant', () => {
    it('refuses a user disabled through the admin API (PUT, full representation) by password and by refresh, and serves them again once enabled', async () => {
      const member = await createMember(target);
      const first = await passwordGrant(target, member.username, member.password);
      const token = await serviceToken(target);
      const setEnabled = async (enabled: boolean) => {
        const { body: user } = await adminRequest(target, token, 'GET', `/users/${member.id}`);
        expect(
          (await adminRequest(target, token, 'PUT', `/users/${member.id}`, { ...user, enabled })).status
        ).to.equal(204);
      };

      await setEnabled(false);
      expect((await adminRequest(target, token, 'GET', `/users/${member.id}`)).body).to.include({
        enabled: false,
        username: member.username,
        email: member.email
      });
      expect(await passwordGrant(target, member.username, member.password)).to.deep.include({
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Account disabled' }
      });
      // The session stays (only an admin logout ends it), but it yields no tokens while the user is disabled.
      expect(await refreshGrant(target, String(first.body.refresh_token))).to.deep.include({
        status: 400,
        body: { error: 'invalid_grant', error_description: 'User disabled' }
      });

      await setEnabled(true);
      expect((await passwordGrant(target, member.username, member.password)).status).to.equal(200);
    });

    it('issues new tokens for the same session', async () => {
      const member = await createMember(target);
      const first = await passwordGrant(target, member.username, member.password);
      const { status, body } = await refreshGrant(target, String(first.body.refresh_token));
      expect(status).to.equal(200);
      expect(body.session_state).to.equal(first.body.session_state);
      expect(claimsOf(body.access_token)).to.include({
        sub: member.id,
        sid: first.body.session_state,
        typ: 'Bearer'
      });
      expect(claimsOf(body.refresh_token).typ).to.equal('Refresh');
      expect(body.id_token).to.be.a('string');
    });

    it('binds the refresh token to the client that got it', async () => {
      const member = await createMember(target);
      const first = await passwordGrant(target, member.username, member.password);
      const { status, body } = await postForm(target.tokenUrl, {
        grant_type: 'refresh_token',
        client_id: SVC_CLIENT,
        client_secret: target.svcSecret,
        refresh_token: String(first.body.refresh_token)
      });
      expect(status).to.equal(400);
      expect(body.error).to.equal('invalid_grant');
    });

    it('answers a tampered refresh token with 400 invalid_grant "Invalid refresh token"', async () => {
      const member = await createMember(target);
      const first = await passwordGrant(target, member.username, member.password);
      const [header, payload, signature] = String(first.body.refresh_token).split('.');
      const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
      const { status, body } = await refreshGrant(target, forged);
      expect(status).to.equal(400);
      expect(body).to.deep.equal({ error: 'invalid_grant', error_description: 'Invalid refresh token' });
    });
  });

  describe('client_credentials grant', () => {
    it('gives the service account an access token with realm-management roles and no refresh token', async () => {
      const { status, body } = await postForm(target.tokenUrl, {
        grant_type: 'client_credentials',
        client_id: SVC_CLIENT,
        client_secret: target.svcSecret
      });
      expect(status).to.equal(200);
      expect(body).to.not.have.property('refresh_token');
      const claims = claimsOf(body.access_token);
      expect(claims).to.include({
        azp: SVC_CLIENT,
        preferred_username: 'service-account-svc-identity',
        typ: 'Bearer'
      });
      const roles = (claims.resource_access as Record<string, { roles: string[] }>)['realm-management']!
        .roles;
      expect(roles).to.include.members(['manage-users', 'view-users', 'view-realm']);
    });

    it('accepts HTTP Basic client authentication', async () => {
      const basic = Buffer.from(`${SVC_CLIENT}:${target.svcSecret}`).toString('base64');
      const { status } = await postForm(
        target.tokenUrl,
        { grant_type: 'client_credentials' },
        { authorization: `Basic ${basic}` }
      );
      expect(status).to.equal(200);
    });

    it('answers a wrong client secret with 401 and an unknown client with 401 invalid_client', async () => {
      const wrong = await postForm(target.tokenUrl, {
        grant_type: 'client_credentials',
        client_id: SVC_CLIENT,
        client_secret: 'nope'
      });
      expect(wrong.status).to.equal(401);
      expect(wrong.body.error_description).to.equal('Invalid client or Invalid client credentials');
      const unknown = await postForm(target.tokenUrl, {
        grant_type: 'client_credentials',
        client_id: 'nobody',
        client_secret: 'x'
      });
      expect(unknown.status).to.equal(401);
      expect(unknown.body.error).to.equal('invalid_client');
    });

    it('refuses the public SPA client', async () => {
      const { status, body } = await postForm(target.tokenUrl, {
        grant_type: 'client_credentials',
        client_id: SPA_CLIENT
      });
      expect(status).to.equal(401);
      expect(body.error).to.equal('unauthorized_client');
    });
  });

  it('answers an unsupported grant with 400 unsupported_grant_type', async () => {
    const { status, body } = await postForm(target.tokenUrl, { grant_type: 'magic', client_id: SPA_CLIENT });
    expect(status).to.equal(400);
    expect(body.error).to.equal('unsupported_grant_type');
  });

  it('publishes discovery with the issuer and endpoints', async () => {
    const response = await fetch(`${target.url}/realms/matrimony/.well-known/openid-configuration`);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).to.include({
      issuer: `${target.url}/realms/matrimony`,
      token_endpoint: target.tokenUrl,
      jwks_uri: `${target.url}/realms/matrimony/protocol/openid-connect/certs`,
      userinfo_endpoint: `${target.url}/realms/matrimony/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${target.url}/realms/matrimony/protocol/openid-connect/logout`
    });
  });

  it("answers GET /realms/matrimony with the realm's public info", async () => {
    const response = await fetch(`${target.url}/realms/matrimony`);
    expect(response.status).to.equal(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).to.include({
      realm: 'matrimony',
      'token-service': `${target.url}/realms/matrimony/protocol/openid-connect`
    });
    expect(body.public_key).to.match(/^MII[A-Za-z0-9+/=]+$/);
  });

  it('drops attributes the user profile does not declare', async () => {
    const member = await createMember(target, {
      attributes: { phone: ['9123456789'], favouriteColour: ['blue'] }
    });
    const found = await adminRequest(target, await serviceToken(target), 'GET', `/users/${member.id}`);
    expect(found.body.attributes).to.deep.equal({ phone: ['9123456789'] });
  });
});
