// The header's bell: each of the newest notifications with when it happened and, when it is about another member,
// their card photo (fetched with the token, as every photo is).
import { expect } from 'chai';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createAppStore } from '@matrimony/session';
import { relativeRequestUrls } from '@matrimony/session/testing';
import NotificationBell from '../src/layout/NotificationBell';
import { bellItems, seedBell } from './support/bell';
import { ShellProviders } from './support/shell-render';

const PHOTO = '/api/profiles/photos/64b7f0c2a1b2c3d4e5f60718/card';
const items = (now: number) =>
  bellItems(now, { profileId: '64b7f0c2a1b2c3d4e5f60718', name: 'Priya S.', photoUrl: PHOTO });

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
    const now = Date.now();
    await seedBell(store, items(now));
    render(
      <ShellProviders store={store}>
        <NotificationBell />
      </ShellProviders>
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
