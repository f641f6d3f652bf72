// The header's bell: each of the newest notifications with when it happened and, when it is about another member,
// their card photo (fetched with the token, as every photo is).
import { expect } from 'chai';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATIONS_IN_BELL } from '@matrimony/catalog/notifications';
import type { Notification } from '@matrimony/contracts/http/notify';
import { theme } from '@matrimony/ui';
import { createAppStore, SessionProvider, type SessionController } from '@matrimony/session';
import { notificationsApi } from '@matrimony/session/notifications';
import { relativeRequestUrls } from '@matrimony/session/testing';
import NotificationBell from '../src/layout/NotificationBell';

const controller = {} as unknown as SessionController;
const MINUTE_MS = 60_000;
const PHOTO = '/api/profiles/photos/64b7f0c2a1b2c3d4e5f60718/card';

const items = (now: number): Notification[] => [
  {
    id: '64b7f0c2a1b2c3d4e5f60701',
    category: 'interest-received',
    text: 'Priya S. sent you an interest.',
    link: '/interest-received',
    createdAt: new Date(now - 5 * MINUTE_MS).toISOString(),
    read: false,
    member: { profileId: '64b7f0c2a1b2c3d4e5f60718', name: 'Priya S.', photoUrl: PHOTO }
  },
  {
    id: '64b7f0c2a1b2c3d4e5f60702',
    category: 'profile-viewed',
    text: 'A member viewed your profile.',
    link: '/profile-views',
    createdAt: new Date(now - 9 * 24 * 60 * MINUTE_MS).toISOString(),
    read: true
  }
];

describe('notification bell', () => {
  const urls = relativeRequestUrls();
  const realFetch = globalThis.fetch;
  const realObjectUrl = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  const fetched: string[] = [];
  before(() => {
    urls.install();
    globalThis.fetch = (async (input: Request | string) => {
      const request = typeof input === 'string' ? new Request(input) : input;
      const { pathname } = new URL(request.url);
      fetched.push(pathname);
      if (pathname === PHOTO) return new Response(new Blob([new Uint8Array([0xff, 0xd8])]));
      return new Response(null, { status: 404 });
    }) as typeof fetch;
    URL.createObjectURL = () => 'blob:priya';
    URL.revokeObjectURL = () => undefined;
  });
  after(() => {
    globalThis.fetch = realFetch;
    URL.createObjectURL = realObjectUrl;
    URL.revokeObjectURL = realRevoke;
    urls.restore();
  });
  afterEach(cleanup);

  it('shows each item with its time, and the other member’s photo beside the items about one', async () => {
    const store = createAppStore();
    const dispatch = store.dispatch as (action: unknown) => unknown;
    const now = Date.now();
    await dispatch(
      notificationsApi.util.upsertQueryData(
        'notifications',
        { limit: NOTIFICATIONS_IN_BELL },
        { items: items(now), nextBefore: null, unreadCount: 1 }
      )
    );
    await dispatch(notificationsApi.util.upsertQueryData('unreadCount', undefined, { unreadCount: 1 }));
    render(
      <Provider store={store}>
        <SessionProvider controller={controller}>
          <ThemeProvider theme={theme}>
            <MemoryRouter>
              <NotificationBell />
            </MemoryRouter>
          </ThemeProvider>
        </SessionProvider>
      </Provider>
    );
    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const panel = screen.getByRole('region', { name: 'Latest notifications' });
    const [interest, view] = within(panel).getAllByRole('link').slice(0, 2);

    expect(interest!.getAttribute('href')).to.equal('/interest-received');
    expect(interest!.textContent).to.equal('Priya S. sent you an interest.5 min ago');
    const time = interest!.querySelector('time')!;
    expect(time.getAttribute('dateTime')).to.equal(items(now)[0]!.createdAt);
    await waitFor(() => expect(interest!.querySelector('img')?.getAttribute('src')).to.equal('blob:priya'));
    expect(fetched).to.include(PHOTO);
    // The photo is beside a text that names the member: hidden from screen readers.
    expect(interest!.querySelector('img')!.closest('[aria-hidden="true"]')).not.to.equal(null);

    expect(view!.getAttribute('href')).to.equal('/profile-views');
    expect(view!.querySelector('img, [aria-hidden="true"]')).to.equal(null);
    expect(view!.querySelector('time')!.textContent).to.match(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });
});
