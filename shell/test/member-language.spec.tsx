import { expect } from 'chai';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activeLocale, LOCALE_STORAGE_KEY, setLocale } from '@matrimony/i18n';
import { createAppStore, sessionStarted } from '@matrimony/session';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { applyMemberLanguage } from '../src/app/member-language';
import { LayoutPage } from './support/shell-render';

/** svc-notify's language routes: answers `stored`, records what is sent. */
function languageService(stored: { locale: string; chosen: boolean }) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fetchFn = (async (request: Request) => {
    const { pathname } = new URL(request.url);
    const body = request.method === 'PUT' ? await request.json() : undefined;
    calls.push({ method: request.method, path: pathname, ...(body ? { body } : {}) });
    if (pathname !== '/api/notify/settings/language') return new Response(null, { status: 404 });
    const answer = body ? { ...(body as object), chosen: true } : stored;
    return Response.json(answer);
  }) as typeof fetch;
  return { calls, fetchFn };
}

function signedIn() {
  const store = createAppStore();
  store.dispatch(
    sessionStarted({
      user: { id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', roles: [] },
      event: 'restore'
    })
  );
  return store;
}

describe('a member’s language: their setting, applied at sign-in and saved when they choose', () => {
  const urls = relativeRequestUrls();
  const realFetch = globalThis.fetch;
  before(() => urls.install());
  after(() => urls.restore());
  afterEach(async () => {
    cleanup();
    globalThis.fetch = realFetch;
    localStorage.clear();
    await setLocale('en', { remember: false });
  });

  it('applies the language the member chose, and remembers it in this browser', async () => {
    const service = languageService({ locale: 'ta', chosen: true });
    await applyMemberLanguage(service.fetchFn);
    expect(activeLocale()).to.equal('ta');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).to.equal('ta');
    expect(service.calls).to.deep.equal([{ method: 'GET', path: '/api/notify/settings/language' }]);
  });

  it('keeps the browser’s language for a member who never chose, saving it as theirs unless it is English', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    const service = languageService({ locale: 'en', chosen: false });
    await applyMemberLanguage(service.fetchFn);
    expect(service.calls.at(-1)).to.deep.equal({
      method: 'PUT',
      path: '/api/notify/settings/language',
      body: { locale: 'hi' }
    });

    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    const english = languageService({ locale: 'en', chosen: false });
    await applyMemberLanguage(english.fetchFn);
    expect(english.calls.map((call) => call.method)).to.deep.equal(['GET']);
    expect(activeLocale()).to.equal('en');
  });

  it('applies a signed-in member’s stored language once the session is known, and saves their choice in the header', async () => {
    const service = languageService({ locale: 'hi', chosen: true });
    globalThis.fetch = service.fetchFn;
    render(<LayoutPage store={signedIn()} />);
    await waitFor(() => expect(document.documentElement.lang).to.equal('hi-IN'));
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ta' } });
    await waitFor(() =>
      expect(service.calls.at(-1)).to.deep.equal({
        method: 'PUT',
        path: '/api/notify/settings/language',
        body: { locale: 'ta' }
      })
    );
    expect(document.documentElement.lang).to.equal('ta-IN');
  });

  it('saves nothing for a visitor: their choice stays in the browser', async () => {
    const service = languageService({ locale: 'hi', chosen: true });
    globalThis.fetch = service.fetchFn;
    render(<LayoutPage store={createAppStore()} />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ta' } });
    await waitFor(() => expect(document.documentElement.lang).to.equal('ta-IN'));
    expect(service.calls).to.deep.equal([]);
  });
});
