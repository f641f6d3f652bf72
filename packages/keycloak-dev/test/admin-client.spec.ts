import KcAdminClient from '@keycloak/keycloak-admin-client';
import { expect } from 'chai';
import {
  SVC_CLIENT,
  adminRequest,
  createMember,
  passwordGrant,
  randomMobile,
  refreshGrant,
  useTarget
} from './support/target';

/** The admin API as svc-identity uses it, through @keycloak/keycloak-admin-client unchanged. */
describe('admin users API through @keycloak/keycloak-admin-client (contract)', () => {
  const target = useTarget();
  let admin: KcAdminClient;

  before(async () => {
    admin = new KcAdminClient({ baseUrl: target.url, realmName: 'matrimony' });
    await admin.auth({
      grantType: 'client_credentials',
      clientId: SVC_CLIENT,
      clientSecret: target.svcSecret
    });
  });

  async function createThroughClient() {
    const mobile = randomMobile();
    const email = `client-${mobile}@example.in`;
    const { id } = await admin.users.create({
      username: mobile,
      enabled: true,
      email,
      emailVerified: false,
      firstName: 'Ravi',
      lastName: 'Menon',
      attributes: { phone: [mobile], phone_verified: ['true'] },
      credentials: [{ type: 'password', value: 'first-pass-1', temporary: false }]
    });
    return { id, mobile, email };
  }

  it('creates a user and finds it by username, e-mail and phone (exact)', async () => {
    const { id, mobile, email } = await createThroughClient();
    expect(id).to.match(/^[0-9a-f-]{36}$/);
    const byUsername = await admin.users.find({ username: mobile, exact: true });
    expect(byUsername.map((u) => u.id)).to.deep.equal([id]);
    const byEmail = await admin.users.find({ email, exact: true });
    expect(byEmail.map((u) => u.id)).to.deep.equal([id]);
    const byPhone = await admin.users.find({ q: `phone:${mobile}` });
    expect(byPhone.map((u) => u.id)).to.deep.equal([id]);
    expect(await admin.users.find({ q: `phone:${mobile.slice(0, 9)}` })).to.deep.equal([]);
    expect(await admin.users.find({ username: mobile.slice(0, 9), exact: true })).to.deep.equal([]);
  });

  it('findOne returns the representation, and nothing for an unknown id', async () => {
    const { id, mobile } = await createThroughClient();
    const user = await admin.users.findOne({ id });
    expect(user).to.include({ id, username: mobile, enabled: true, firstName: 'Ravi', lastName: 'Menon' });
    expect(user?.attributes).to.deep.equal({ phone: [mobile], phone_verified: ['true'] });
    expect(await admin.users.findOne({ id: '00000000-0000-4000-8000-000000000000' })).to.equal(null);
  });

  it('creates one user when two requests race for the same username while passwords are hashed', async () => {
    const token = admin.accessToken!;
    const username = randomMobile();
    const create = () =>
      adminRequest(target, token, 'POST', '/users', {
        username,
        enabled: true,
        credentials: [{ type: 'password', value: 'Kerala#Backwaters7', temporary: false }]
      });
    const statuses = (await Promise.all([create(), create()])).map((r) => r.status).sort();
    expect(statuses).to.deep.equal([201, 409]);
    expect(await admin.users.find({ username, exact: true })).to.have.length(1);
  });

  it("refuses a duplicate username or e-mail with 409 and Keycloak's errorMessage", async () => {
    const { mobile, email } = await createThroughClient();
    const token = admin.accessToken!;
    const sameUsername = await adminRequest(target, token, 'POST', '/users', {
      username: mobile,
      enabled: true
    });
    expect(sameUsername.status).to.equal(409);
    expect(sameUsername.body).to.deep.equal({ errorMessage: 'User exists with same username' });
    const sameEmail = await adminRequest(target, token, 'POST', '/users', {
      username: randomMobile(),
      email,
      enabled: true
    });
    expect(sameEmail.status).to.equal(409);
    expect(sameEmail.body).to.deep.equal({ errorMessage: 'User exists with same email' });
  });

  it('updates with the full representation', async () => {
    const { id } = await createThroughClient();
    const current = (await admin.users.findOne({ id }))!;
    await admin.users.update(
      { id },
      { ...current, firstName: 'Ravindra', attributes: { ...current.attributes, phone_verified: ['false'] } }
    );
    const updated = await admin.users.findOne({ id });
    expect(updated).to.include({ firstName: 'Ravindra', lastName: 'Menon' });
    expect(updated?.attributes?.phone_verified).to.deep.equal(['false']);
  });

  it('resets the password: the old one fails, the new one works', async () => {
    const { id, mobile } = await createThroughClient();
    await admin.users.resetPassword({
      id,
      credential: { type: 'password', value: 'second-pass-2', temporary: false }
    });
    expect((await passwordGrant(target, mobile, 'first-pass-1')).status).to.equal(401);
    expect((await passwordGrant(target, mobile, 'second-pass-2')).status).to.equal(200);
  });

  it("refuses a password below the policy's minimum of 6 with 400", async () => {
    const { id } = await createThroughClient();
    const response = await adminRequest(target, admin.accessToken!, 'PUT', `/users/${id}/reset-password`, {
      type: 'password',
      value: '12345',
      temporary: false
    });
    expect(response.status).to.equal(400);
    expect(response.body.error_description).to.equal('Invalid password: minimum length 6.');
  });

  it('logs a user out of every session', async () => {
    const { id, mobile } = await createThroughClient();
    const { body } = await passwordGrant(target, mobile, 'first-pass-1');
    await admin.users.logout({ id });
    const refreshed = await refreshGrant(target, String(body.refresh_token));
    expect(refreshed.status).to.equal(400);
    expect(refreshed.body.error).to.equal('invalid_grant');
    expect(['Stale token', 'Session not active']).to.include(refreshed.body.error_description);
  });

  it('maps, lists and removes realm roles; tokens carry them', async () => {
    const member = await createMember(target);
    const adminRole = await admin.roles.findOneByName({ name: 'admin' });
    expect(adminRole).to.include({ name: 'admin' });
    await admin.users.addRealmRoleMappings({ id: member.id, roles: [{ id: adminRole!.id!, name: 'admin' }] });
    const mapped = await admin.users.listRealmRoleMappings({ id: member.id });
    expect(mapped.map((r) => r.name)).to.include.members(['admin', 'default-roles-matrimony']);

    const { body } = await passwordGrant(target, member.username, member.password);
    const roles = (
      JSON.parse(Buffer.from(String(body.access_token).split('.')[1]!, 'base64url').toString()) as {
        realm_access: { roles: string[] };
      }
    ).realm_access.roles;
    expect(roles).to.include.members(['admin', 'member']);

    await admin.users.delRealmRoleMappings({ id: member.id, roles: [{ id: adminRole!.id!, name: 'admin' }] });
    const after = await admin.users.listRealmRoleMappings({ id: member.id });
    expect(after.map((r) => r.name)).to.not.include('admin');
  });

  it('GET roles/{name} answers 404 for an unknown role', async () => {
    const response = await adminRequest(target, admin.accessToken!, 'GET', '/roles/no-such-role');
    expect(response.status).to.equal(404);
    expect(response.body).to.have.property('error');
    expect(await admin.roles.findOneByName({ name: 'no-such-role' })).to.equal(null);
  });

  it('deletes a user: gone from lookups, 404 afterwards, and signing in fails', async () => {
    const { id, mobile } = await createThroughClient();
    await admin.users.del({ id });
    expect(await admin.users.findOne({ id })).to.equal(null);
    expect(await admin.users.find({ username: mobile, exact: true })).to.deep.equal([]);
    const response = await adminRequest(target, admin.accessToken!, 'DELETE', `/users/${id}`);
    expect(response.status).to.equal(404);
    expect((await passwordGrant(target, mobile, 'first-pass-1')).status).to.equal(400);
  });

  it('validates against the user profile: a malformed phone is refused with a field error', async () => {
    const response = await adminRequest(target, admin.accessToken!, 'POST', '/users', {
      username: randomMobile(),
      enabled: true,
      attributes: { phone: ['not-a-number'] }
    });
    expect(response.status).to.equal(400);
    expect(response.body).to.include({ field: 'phone' });
  });

  // The realm has editUsernameAllowed: svc-identity moves a member to a new mobile number after an OTP.
  it('changes the username (the realm allows it), refusing one another user has', async () => {
    const { id } = await createThroughClient();
    const other = await createThroughClient();
    const current = (await admin.users.findOne({ id }))!;
    const taken = await adminRequest(target, admin.accessToken!, 'PUT', `/users/${id}`, {
      ...current,
      username: other.mobile
    });
    expect(taken.status).to.equal(409);
    expect((await admin.users.findOne({ id }))?.username).to.equal(current.username);
    const mobile = randomMobile();
    const moved = await adminRequest(target, admin.accessToken!, 'PUT', `/users/${id}`, {
      ...current,
      username: mobile,
      attributes: { phone: [mobile], phone_verified: ['true'] }
    });
    expect(moved.status).to.equal(204);
    expect((await admin.users.findOne({ id }))?.username).to.equal(mobile);
    expect((await passwordGrant(target, mobile, 'first-pass-1')).status).to.equal(200);
    expect((await passwordGrant(target, current.username!, 'first-pass-1')).status).to.not.equal(200);
  });

  it("answers 401 without a bearer token and 403 for a member's token", async () => {
    const anonymous = await fetch(`${target.adminUrl}/users`);
    expect(anonymous.status).to.equal(401);
    const member = await createMember(target);
    const { body } = await passwordGrant(target, member.username, member.password);
    const forbidden = await adminRequest(target, String(body.access_token), 'GET', '/users');
    expect(forbidden.status).to.equal(403);
  });
});
