import { expect } from 'chai';
import type { ResponseOf } from '@matrimony/contracts/http/route';
import { billingApi } from '@matrimony/contracts/http/billing';
import { identityApi } from '@matrimony/contracts/http/identity';
import { notifyApi } from '@matrimony/contracts/http/notify';
import { profileApi } from '@matrimony/contracts/http/profile';
import { api, routeCall, routeEndpoints } from '../src/api';
import { setAccessTokenProvider } from '../src/access-token';
import { callRoute } from '../src/api-client';
import { apiRoutes, basePaths, joinPath, serviceRoutes } from '../src/api-routes';
import { relativeRequestUrls, signedInStore } from '../src/testing';

type Seen = { method: string; url: string; body: unknown };

function recording(answer: unknown = { ok: true }) {
  const seen: Seen[] = [];
  const fetchFn = (async (input: Request) => {
    const text = await input.text();
    seen.push({ method: input.method, url: input.url, body: text ? JSON.parse(text) : undefined });
    return answer === undefined
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { seen, fetchFn };
}

const testEndpoints = api.injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      routeTestReceipts: endpoint.query(apiRoutes.billing.listReceipts),
      routeTestInterests: endpoint.query((page: number) =>
        routeCall(apiRoutes.profiles.listInterests, { query: { box: 'sent', page, pageSize: 12 } })
      ),
      routeTestDecline: endpoint.mutation((id: string) =>
        routeCall(apiRoutes.profiles.declineInterest, { params: { id }, body: { reason: 'family-decided' } })
      )
    };
  }
});

describe('contract routes in the browser (api-routes, callRoute, routeEndpoints)', () => {
  const realFetch = globalThis.fetch;
  const urls = relativeRequestUrls();
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    globalThis.fetch = realFetch;
    setAccessTokenProvider(() => undefined);
  });

  it('holds each route with the method and the base path + path its contract gives', () => {
    const services = [
      [apiRoutes.identity, identityApi],
      [apiRoutes.profiles, profileApi],
      [apiRoutes.billing, billingApi],
      [apiRoutes.notify, notifyApi]
    ] as const;
    for (const [table, contract] of services) {
      for (const [name, route] of Object.entries(table)) {
        const defined = (contract.routes as Record<string, { method: string; path: string }>)[name]!;
        expect(route, name).to.deep.equal({
          method: defined.method,
          path: joinPath(contract.basePath, defined.path)
        });
      }
    }
    expect(apiRoutes.profiles.createProfile.path).to.equal('/api/profiles');
    expect(basePaths).to.deep.equal({
      identity: identityApi.basePath,
      profiles: profileApi.basePath,
      billing: billingApi.basePath,
      notify: notifyApi.basePath
    });
  });

  it('callRoute sends the route method to its path with params filled in, the query string and the JSON body', async () => {
    const { seen, fetchFn } = recording({ id: 'e 1' });
    await callRoute(apiRoutes.identity.getExport, { params: { id: 'e 1' } }, fetchFn);
    await callRoute(
      apiRoutes.identity.changePassword,
      { body: { currentPassword: 'a', newPassword: 'b' } },
      fetchFn
    );
    await callRoute(apiRoutes.notify.listNotifications, { query: { limit: 5 } }, fetchFn);
    expect(seen).to.deep.equal([
      { method: 'GET', url: 'http://localhost/api/identity/exports/e%201', body: undefined },
      {
        method: 'POST',
        url: 'http://localhost/api/identity/password',
        body: { currentPassword: 'a', newPassword: 'b' }
      },
      { method: 'GET', url: 'http://localhost/api/notify/notifications?limit=5', body: undefined }
    ]);
  });

  it('routeEndpoints gives RTK Query endpoints that send what routeCall built', async () => {
    const { seen, fetchFn } = recording({ items: [] });
    globalThis.fetch = fetchFn;
    setAccessTokenProvider(() => 'token-1');
    const store = signedInStore();
    const receipts = await store.dispatch(testEndpoints.endpoints.routeTestReceipts.initiate());
    await store.dispatch(testEndpoints.endpoints.routeTestInterests.initiate(2));
    await store.dispatch(testEndpoints.endpoints.routeTestDecline.initiate('i/1'));
    expect(receipts.data).to.deep.equal({ items: [] });
    expect(seen).to.deep.equal([
      { method: 'GET', url: 'http://localhost/api/billing/receipts', body: undefined },
      {
        method: 'GET',
        url: 'http://localhost/api/profiles/interests?box=sent&page=2&pageSize=12',
        body: undefined
      },
      {
        method: 'POST',
        url: 'http://localhost/api/profiles/interests/i%2F1/decline',
        body: { reason: 'family-decided' }
      }
    ]);
  });

  it('does not compile a wrong route, request or answer (checked by tsc)', () => {
    const identity = serviceRoutes<typeof identityApi>(basePaths.identity);
    const compileOnly = () => {
      // @ts-expect-error a base path that is not the service's
      serviceRoutes<typeof identityApi>('/api/identities');
      // @ts-expect-error a path the contract does not have
      identity({ getAccount: 'GET /mee' });
      // @ts-expect-error a method the route does not answer
      identity({ getAccount: 'POST /me' });
      // @ts-expect-error a route the contract does not define
      identity({ getAcount: 'GET /me' });
      // @ts-expect-error the route's path params are required
      void callRoute(apiRoutes.identity.getExport);
      // @ts-expect-error a body the route does not take
      void callRoute(apiRoutes.identity.changePassword, { body: { password: 'x' } });
      // @ts-expect-error a query the route does not take
      routeCall(apiRoutes.profiles.listMatches, { query: { box: 'sent' } });
      return async () => {
        // @ts-expect-error the answer is the route's, not any type
        const wrong: { plans: string } = await callRoute(apiRoutes.billing.getMySubscription);
        const right: ResponseOf<typeof billingApi.routes.getMySubscription> = await callRoute(
          apiRoutes.billing.getMySubscription
        );
        return [wrong, right];
      };
    };
    expect(compileOnly).to.be.a('function');
  });
});
