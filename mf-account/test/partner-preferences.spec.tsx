import { expect } from 'chai';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { defaultPreferencesFor } from '@matrimony/catalog';
import { Toaster, toastStore } from '@matrimony/ui';
import { WelcomeChecklist } from '../src/dashboard/WelcomeChecklist';
import PreferencesPage from '../src/partner-preferences/PreferencesPage';
import { type PreferencesAnswer, type Recommendations } from '../src/api/discovery-api';
import { storedProfile } from './fixtures';
import { mount } from './mount';

type Sent = { method: string; path: string; body: unknown };

const guessed = defaultPreferencesFor({
  age: 28,
  gender: 'female',
  religion: 'Hindu',
  motherTongue: 'Tamil',
  height: '5 ft 2 in (157 cm)',
  maritalStatus: 'never_married',
  state: 'Tamil Nadu',
  education: 'B.Tech / B.E',
  annualIncome: '₹10-20 Lakhs'
});

describe('partner preferences: confirming the guesses, the horoscope choice (interaction)', () => {
  const realFetch = globalThis.fetch;
  const urls = relativeRequestUrls();
  let sent: Sent[];
  let stillGuessed: boolean;
  before(urls.install);
  after(urls.restore);
  beforeEach(() => {
    sent = [];
    stillGuessed = true;
    globalThis.fetch = (async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body =
        request.method === 'GET' ? null : await request.text().then((text) => text && JSON.parse(text));
      sent.push({ method: request.method, path, body });
      if (path.endsWith('/recommendations'))
        return Response.json({
          day: '2026-11-27',
          items: [],
          preferencesAreDefaults: stillGuessed,
          preferencesGuessed: stillGuessed
        } satisfies Recommendations);
      const answer: PreferencesAnswer = {
        preferences:
          request.method === 'GET' ? guessed : ((body as PreferencesAnswer['preferences']) ?? guessed),
        updatedAt: request.method === 'GET' ? null : '2026-11-27T06:30:00.000Z'
      };
      if (path.endsWith('/me/preferences/confirm')) stillGuessed = false;
      return Response.json(answer);
    }) as typeof fetch;
  });
  afterEach(() => {
    cleanup();
    globalThis.fetch = realFetch;
    for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
  });

  it('asks on the dashboard to confirm guessed preferences in one step, with a link to edit them, until confirmed', async () => {
    const user = userEvent.setup();
    await mount(
      <>
        <WelcomeChecklist profile={storedProfile()} subscription={null} isPremium={false} />
        <Toaster />
      </>
    );
    const step = await screen.findByRole('listitem', { name: 'Confirm your partner preferences' });
    expect(within(step).getByRole('link', { name: 'Edit my preferences' }).getAttribute('href')).to.equal(
      '/partner-preferences'
    );
    await user.click(within(step).getByRole('button', { name: 'Confirm my preferences' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Confirm your partner preferences' })).to.equal(null)
    );
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).to.deep.equal([
      '/api/profiles/me/preferences/confirm'
    ]);
    expect(await screen.findByText('Preferences confirmed')).to.exist;
  });

  it('offers the horoscope as doesn’t matter, matters or must match, and saves the choice', async () => {
    const user = userEvent.setup();
    await mount(
      <>
        <PreferencesPage />
        <Toaster />
      </>
    );
    const group = await screen.findByRole('group', { name: 'Horoscope' });
    const doesNotMatter = screen.getByRole('radio', { name: 'Doesn’t matter' }) as HTMLInputElement;
    expect(doesNotMatter.checked).to.equal(true);
    expect(group).to.exist;
    await user.click(screen.getByRole('radio', { name: /^Must match/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).to.equal(true));
    const saved = sent.find((request) => request.method === 'PUT')!.body as PreferencesAnswer['preferences'];
    expect(saved.horoscope).to.deep.include({ value: true, must: true });
    expect(saved.states.values).to.deep.equal(['Tamil Nadu']);
  });
});
