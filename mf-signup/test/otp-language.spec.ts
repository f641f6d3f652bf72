import { expect } from 'chai';
import { setLocale } from '@matrimony/i18n';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { createIdentityApi } from '../src/api/identity';

describe('the sign-up code and the account are asked for in the page’s language', () => {
  const urls = relativeRequestUrls();
  before(() => urls.install());
  after(() => urls.restore());
  afterEach(async () => {
    await setLocale('en');
  });

  it('sends the active language with the mobile, so the SMS is written in it', async () => {
    const bodies: unknown[] = [];
    const fetchFn = (async (request: Request) => {
      bodies.push(await request.json());
      return new Response(JSON.stringify({ expiresAt: new Date().toISOString() }), {
        status: 202,
        headers: { 'Content-Type': 'application/json' }
      });
    }) as typeof fetch;
    const api = createIdentityApi(fetchFn);
    await api.sendOtp('9876543210', 'solved');
    await setLocale('hi');
    await api.sendOtp('9876543210', 'solved');
    expect(bodies).to.deep.equal([
      { mobile: '9876543210', challenge: 'solved', locale: 'en' },
      { mobile: '9876543210', challenge: 'solved', locale: 'hi' }
    ]);
  });

  it('registers in the active language, so the welcome e-mail and the member’s setting start in it', async () => {
    const bodies: unknown[] = [];
    const fetchFn = (async (request: Request) => {
      bodies.push(await request.json());
      return Response.json({ userId: 'u1', access_token: 'a', refresh_token: 'r' }, { status: 201 });
    }) as typeof fetch;
    await setLocale('ta');
    const registration = {
      phoneToken: 't',
      email: 'a@example.in',
      fullName: 'Selvi'
    } as unknown as Parameters<ReturnType<typeof createIdentityApi>['register']>[0];
    await createIdentityApi(fetchFn).register(registration);
    expect(bodies).to.deep.equal([
      { phoneToken: 't', email: 'a@example.in', fullName: 'Selvi', locale: 'ta' }
    ]);
  });
});
