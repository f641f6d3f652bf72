// Issue 21 ("Privacy is the product"): with other members present and connected to the viewer (an interest
// each way, a mutual match, a shortlist, a profile view, a contact reveal), every endpoint of every service is
// called as the viewer, with the others' ids in its path and body, and no answer carries another member's
// mobile number or e-mail address, except the entitled contact endpoint, which exists to give them.
import { type Gateway } from '@matrimony/dev-stack';
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { REPORT_REASONS } from '@matrimony/catalog';
import { profileApi } from '@matrimony/contracts/http/profile';
import { identityApi } from '@matrimony/contracts/http/identity';
import { notifyDevApi } from '@matrimony/contracts/http/notify';
import {
  approvedProfile,
  registerMember,
  startPlatform,
  tapOtpCodes,
  testMember,
  waitFor,
  type OtpInbox,
  type Platform,
  type RegisteredMember
} from '../src/index';
import { startPlatformGateway } from './support/gateway';
import { publicEndpoints, type Endpoint } from './support/endpoints';
import { mapPool } from './support/pool';
import { bodyOf } from './support/answers';

const OTHERS = 6;

const route = (api: { basePath: string }, path: string) => `${api.basePath}${path}`;
/** Not scanned: the entitled contact endpoint (its purpose), the development outbox (absent in production), and the two calls that end the viewer's session or account. */
const NOT_SCANNED = new Set([
  `GET ${route(profileApi, '/:profileId/contact')}`,
  `GET ${route(notifyDevApi, '/dev/outbox')}`,
  `GET ${route(notifyDevApi, '/dev/outbox.html')}`,
  `DELETE ${route(identityApi, '/sessions/current')}`,
  `DELETE ${route(identityApi, '/accounts/me')}`
]);

describe('privacy: no other member’s mobile or e-mail in any answer but the entitled contact endpoint', function () {
  this.timeout(600_000);
  let platform: Platform;
  let gateway: Gateway;
  let base: string;
  let inbox: OtpInbox;
  let mongo: MongoClient;

  before(async () => {
    platform = await startPlatform({
      replicas: { 'svc-identity': 1, 'svc-profile': 1, 'svc-billing': 1, 'svc-notify': 1 }
    });
    gateway = await startPlatformGateway(platform);
    base = `http://127.0.0.1:${gateway.port}`;
    inbox = await tapOtpCodes(platform.nats.url);
    mongo = await MongoClient.connect(platform.mongo.url);
  });
  after(async () => {
    await mongo?.close();
    await inbox?.close();
    await gateway?.close();
    await platform?.stop();
  });

  const call = (member: RegisteredMember, method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${member.tokens.access_token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' })
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000)
    });

  it('finds none, across every endpoint, with the viewer connected to the others every way', async () => {
    const registered = await mapPool(
      Array.from({ length: OTHERS + 1 }, (_, i) => testMember(4000 + i)),
      4,
      (member) => registerMember(platform.service('svc-identity').url, member, inbox)
    );
    const viewer = await approvedProfile(base, mongo, registered[0]!, true);
    const others = await mapPool(registered.slice(1), 3, (member) =>
      approvedProfile(base, mongo, member, false)
    );
    const expectOk = async (answer: Promise<Response>, what: string) =>
      expect((await answer).status, what).to.be.within(200, 299);

    // Every kind of connection, so each list the viewer reads holds the others.
    await expectOk(
      call(others[0]!.member, 'POST', '/api/profiles/interests', { to: viewer.profileId }),
      'an interest to the viewer'
    );
    await expectOk(
      call(viewer.member, 'POST', '/api/profiles/interests', { to: others[1]!.profileId }),
      'the viewer’s interest'
    );
    const received = (await (
      await call(others[1]!.member, 'GET', '/api/profiles/interests?box=received')
    ).json()) as { items: { id: string }[] };
    await expectOk(
      call(others[1]!.member, 'POST', `/api/profiles/interests/${received.items[0]!.id}/accept`),
      'a mutual match'
    );
    await expectOk(
      call(viewer.member, 'PUT', `/api/profiles/shortlist/${others[2]!.profileId}`),
      'a shortlist'
    );
    await expectOk(
      call(others[3]!.member, 'GET', `/api/profiles/${viewer.profileId}`),
      'a view of the viewer'
    );
    // The welcome month (premium) reaches svc-profile through billing's event: then contacts open.
    await waitFor(
      'premium contact access',
      async () =>
        (await call(others[4]!.member, 'GET', `/api/profiles/${viewer.profileId}/contact`)).status === 200,
      60_000,
      250
    );
    await waitFor(
      'the viewer’s premium',
      async () =>
        (await call(viewer.member, 'GET', `/api/profiles/${others[5]!.profileId}/contact`)).status === 200,
      60_000,
      250
    );

    const secrets = others.flatMap(({ member }) => [
      { what: `mobile of ${member.fullName}`, text: member.mobile },
      { what: `e-mail of ${member.fullName}`, text: member.email.toLowerCase() }
    ]);
    const ids = [
      ...others.map((other) => other.profileId),
      ...others.slice(0, 2).map((other) => other.member.userId),
      viewer.profileId,
      'none'
    ];
    const fill = (endpoint: Endpoint) => {
      const params = endpoint.path.match(/:[a-zA-Z]+/g) ?? [];
      if (params.length === 0) return [endpoint.path];
      return ids.map((id) =>
        endpoint.path.replace(/:[a-zA-Z]+/g, (name) => (name === ':size' ? 'small' : id))
      );
    };
    const bodiesFor = (method: string) =>
      method === 'GET'
        ? [undefined]
        : [
            {},
            ...others.slice(0, 3).map((other) => ({
              to: other.profileId,
              profileId: other.profileId,
              reason: REPORT_REASONS[0].id
            }))
          ];
    const scanned = publicEndpoints.filter(
      (endpoint) => !NOT_SCANNED.has(`${endpoint.method} ${endpoint.path}`)
    );
    // Reads first, then the calls that change something, then the reads again (a block hides, a report files).
    const reads = scanned.filter((endpoint) => endpoint.method === 'GET');
    const rounds = [reads, scanned.filter((endpoint) => endpoint.method !== 'GET'), reads];

    const leaks: string[] = [];
    let answers = 0;
    for (const round of rounds) {
      for (const endpoint of round) {
        for (const path of fill(endpoint)) {
          for (const body of bodiesFor(endpoint.method)) {
            const answer = await call(viewer.member, endpoint.method, path, body);
            const text = (await bodyOf(answer)).toLowerCase();
            answers += 1;
            for (const secret of secrets)
              if (text.includes(secret.text))
                leaks.push(`${endpoint.method} ${path} → ${answer.status} holds the ${secret.what}`);
          }
        }
      }
    }
    expect(answers, 'answers scanned').to.be.greaterThan(300);
    expect(leaks).to.deep.equal([]);
    // The scan can see a leak: the entitled endpoint does give the contact it exists for.
    const contact = await (
      await call(viewer.member, 'GET', `/api/profiles/${others[5]!.profileId}/contact`)
    ).text();
    expect(contact).to.contain(others[5]!.member.mobile);
  });
});
