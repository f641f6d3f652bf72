// An outside security review's probes, replayed against the whole platform through the
// gateway: each finding fixed stays fixed. Bounded: every probe sends a handful of requests.
import { randomUUID } from 'node:crypto';
import { type Gateway } from '@matrimony/dev-stack';
import { expect } from 'chai';
import { startPlatformGateway } from './support/gateway';
import {
  registerMember,
  solveCaptcha,
  startPlatform,
  tapOtpCodes,
  testMember,
  type OtpInbox,
  type Platform,
  type RegisteredMember
} from '../src/index';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const junkToken = () => `${b64({ alg: 'RS256', typ: 'JWT', kid: randomUUID() })}.${b64({ sub: 'x' })}.c2ln`;

describe('security review probes through the gateway', function () {
  this.timeout(300_000);
  let platform: Platform;
  let gateway: Gateway;
  let base: string;
  let inbox: OtpInbox;
  let member: RegisteredMember;

  before(async () => {
    platform = await startPlatform({
      replicas: { 'svc-identity': 1, 'svc-profile': 1, 'svc-billing': 1, 'svc-notify': 1 }
    });
    gateway = await startPlatformGateway(platform);
    base = `http://127.0.0.1:${gateway.port}`;
    inbox = await tapOtpCodes(platform.nats.url);
    member = await registerMember(platform.service('svc-identity').url, testMember(900), inbox);
  });
  after(async () => {
    await inbox?.close();
    await gateway?.close();
    await platform?.stop();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('finding 1: a flood of junk key ids does not make valid tokens fail', async () => {
    const junk = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${base}/api/billing/subscriptions/me`, { headers: bearer(junkToken()) })
      )
    );
    expect(new Set(junk.map((r) => r.status))).to.deep.equal(new Set([401]));
    const valid = await fetch(`${base}/api/billing/subscriptions/me`, {
      headers: bearer(member.tokens.access_token)
    });
    expect(valid.status).to.equal(200);
  });

  it('finding 2: a rotating X-Forwarded-For does not give a new per-IP budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await fetch(`${base}/api/notify/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({
          name: 'Probe',
          email: `probe${i}@example.com`,
          subject: 'Limit probe',
          message: 'Checking the per-address limit.'
        })
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).to.deep.equal([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).to.deep.equal([429, 429]);
  });

  it("finding 3: nothing of Keycloak is reachable, and passwords are checked only behind svc-identity's limits", async () => {
    for (const path of [
      'protocol/openid-connect/token',
      'protocol/openid-connect/logout',
      'protocol/openid-connect/certs',
      '.well-known/openid-configuration',
      'account'
    ]) {
      expect(
        (
          await fetch(`${base}/auth/realms/matrimony/${path}`, {
            method: path.endsWith('token') ? 'POST' : 'GET'
          })
        ).status,
        path
      ).to.equal(404);
    }
    expect((await fetch(`${base}/auth/admin/master/console/`)).status).to.equal(404);
    // Members' tokens belong to the confidential sessions client: the public client's id gets nothing.
    const claims = JSON.parse(
      Buffer.from(member.tokens.access_token.split('.')[1]!, 'base64url').toString()
    ) as { azp: string };
    expect(claims.azp).to.equal('matrimony-sessions');
  });

  it('finding 5: a reused refresh token is refused and ends the session', async () => {
    const token = (refresh: string) =>
      fetch(`${base}/api/identity/sessions/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'matrimony-web',
          refresh_token: refresh
        })
      });
    const first = await token(member.tokens.refresh_token);
    expect(first.status).to.equal(200);
    const rotated = ((await first.json()) as { refresh_token: string }).refresh_token;
    expect((await token(member.tokens.refresh_token)).status).to.equal(400);
    expect((await token(rotated)).status).to.equal(400);
  });

  it('finding 11: sending an OTP answers a registered number exactly like a new one', async () => {
    const send = async (mobile: string) => {
      const challenge = await solveCaptcha(base, '198.51.100.77');
      return fetch(`${base}/api/identity/otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, challenge })
      });
    };
    const registered = await send(member.mobile);
    const fresh = await send(testMember(901).mobile);
    expect([registered.status, fresh.status]).to.deep.equal([202, 202]);
    expect(Object.keys((await registered.json()) as object)).to.deep.equal(
      Object.keys((await fresh.json()) as object)
    );
  });

  it('finding 13: readiness details and metrics are not public', async () => {
    for (const prefix of ['/api/identity', '/api/profiles', '/api/billing', '/api/notify']) {
      expect((await fetch(`${base}${prefix}/healthz`)).status, `${prefix}/healthz`).to.equal(200);
      expect((await fetch(`${base}${prefix}/readyz`)).status, `${prefix}/readyz`).to.equal(404);
      expect((await fetch(`${base}${prefix}/metrics`)).status, `${prefix}/metrics`).to.equal(404);
    }
  });

  it("findings 8 and 10: deletion checks are limited, and a deleted account's token is refused everywhere", async () => {
    const doomed = await registerMember(platform.service('svc-identity').url, testMember(902), inbox);
    const remove = (password: string) =>
      fetch(`${base}/api/identity/accounts/me`, {
        method: 'DELETE',
        headers: { ...bearer(doomed.tokens.access_token), 'content-type': 'application/json' },
        body: JSON.stringify({ password })
      });
    expect((await remove('not-the-password')).status).to.equal(401);
    expect((await remove('again-not-it')).status, 'a second check right away').to.equal(429);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await remove(doomed.password)).status).to.equal(204);
    // The events reach svc-billing and svc-profile; the still-signed token is then refused there.
    const deadline = Date.now() + 60_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (
        await fetch(`${base}/api/billing/subscriptions/me`, { headers: bearer(doomed.tokens.access_token) })
      ).status;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).to.equal(401);
    const profile = await fetch(`${base}/api/profiles/me`, { headers: bearer(doomed.tokens.access_token) });
    expect(profile.status).to.equal(401);
  });
});
