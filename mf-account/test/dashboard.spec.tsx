// The dashboard as a member sees it: the welcome checklist from their profile and subscription, their member number
// with a copy button, and their own mobile and e-mail only masked.
import { expect } from 'chai';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { memberStateLoaded } from '@matrimony/session';
import { CopyButton } from '@matrimony/ui/copy-button';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import type { MySubscription } from '@matrimony/contracts/http/billing/subscriptions';
import DashboardPage from '../src/dashboard/DashboardPage';
import { type Recommendations } from '../src/api/discovery-api';
import { premiumSubscription, storedProfile } from './fixtures';
import { mount } from './mount';
import { AccountProviders, memberStore } from './render';

const CHECKLIST = 'Welcome: your first steps';

const paidMonth: MySubscription = {
  ...premiumSubscription,
  subscription: { ...premiumSubscription.subscription, amount: 499 }
};

/** Serves the own profile and today's recommendations (preferences guessed or not); anything else is 404. */
function serveApi(profile: OwnProfile, preferencesGuessed: boolean) {
  const real = globalThis.fetch;
  const paths: string[] = [];
  globalThis.fetch = (async (request: Request) => {
    const { pathname } = new URL(request.url);
    paths.push(pathname);
    if (pathname === '/api/profiles/me') return Response.json(profile);
    if (pathname === '/api/profiles/recommendations')
      return Response.json({
        day: '2026-11-27',
        items: [],
        preferencesAreDefaults: preferencesGuessed,
        preferencesGuessed
      } satisfies Recommendations);
    return new Response(null, { status: 404 });
  }) as typeof fetch;
  return { paths, restore: () => void (globalThis.fetch = real) };
}

async function mountDashboard(profile: OwnProfile, subscription: MySubscription) {
  const store = await memberStore();
  store.dispatch(
    memberStateLoaded({
      profile,
      subscription: subscription.subscription,
      isPremium: subscription.isPremium,
      justExpired: false
    })
  );
  return render(
    <AccountProviders store={store} url="/dashboard">
      <DashboardPage />
    </AccountProviders>
  );
}

const stepTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);

describe('dashboard: welcome checklist, member number, masked contact (interaction)', () => {
  const urls = relativeRequestUrls();
  let api: ReturnType<typeof serveApi> | undefined;
  before(urls.install);
  after(urls.restore);
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    api?.restore();
    api = undefined;
    localStorage.clear();
  });

  it('a brand-new member gets every step, each linking to where it is done', async () => {
    const profile = storedProfile({ moderationStatus: 'pending', photos: [], profilePhotoUrl: null });
    api = serveApi(profile, true);
    await mountDashboard(profile, premiumSubscription);
    const checklist = screen.getByRole('region', { name: CHECKLIST });
    await within(checklist).findByRole('heading', { name: 'Confirm your partner preferences' });
    expect(stepTitles(checklist)).to.deep.equal([
      'Your profile is under review',
      'Premium is free until 21 Dec 2026: your welcome month',
      'Confirm your partner preferences',
      'Add your photos',
      'Verify your ID',
      'Verify your photos',
      'Your member number: M1000001'
    ]);
    const link = (step: string, name: string) =>
      within(within(checklist).getByRole('listitem', { name: step }))
        .getByRole('link', { name })
        .getAttribute('href');
    expect(link('Your profile is under review', 'See my profile')).to.equal('/my-profile');
    expect(link('Add your photos', 'Add photos')).to.equal('/my-profile');
    expect(link('Verify your ID', 'Verify my ID')).to.equal('/settings/verification');
    expect(link('Verify your photos', 'Take a selfie')).to.equal('/settings/verification/selfie');
    expect(link('Confirm your partner preferences', 'Edit my preferences')).to.equal('/partner-preferences');
    expect(within(checklist).getByRole('button', { name: 'Confirm my preferences' }), 'the one-step confirm')
      .to.exist;
  });

  it('with no recommendations today, offers loosening a preference or exploring, each a link inside one sentence', async () => {
    const profile = storedProfile({ moderationStatus: 'approved' });
    api = serveApi(profile, false);
    await mountDashboard(profile, paidMonth);
    const none = await screen.findByText((_, element) =>
      Boolean(element?.textContent?.startsWith('Nobody new fits') && element.children.length === 2)
    );
    expect(none.textContent).to.equal(
      'Nobody new fits your “must” preferences today. Loosen a preference or explore all members.'
    );
    expect(within(none).getByRole('link', { name: 'Loosen a preference' }).getAttribute('href')).to.equal(
      '/partner-preferences'
    );
    expect(within(none).getByRole('link', { name: 'explore all members' }).getAttribute('href')).to.equal(
      '/explore'
    );
  });

  it('shows only the steps still open, and no card once all are done', async () => {
    const verified = { mobile: true, id: true, photo: false };
    const open = storedProfile({ moderationStatus: 'approved', verification: verified });
    api = serveApi(open, false);
    const first = await mountDashboard(open, paidMonth);
    await waitFor(() => expect(api!.paths).to.include('/api/profiles/recommendations'));
    expect(stepTitles(screen.getByRole('region', { name: CHECKLIST }))).to.deep.equal([
      'Verify your photos',
      'Your member number: M1000001'
    ]);
    first.unmount();
    api.restore();

    const done = storedProfile({
      moderationStatus: 'approved',
      verification: { mobile: true, id: true, photo: true }
    });
    localStorage.setItem('matrimony.memberNumberCopied', 'M1000001');
    api = serveApi(done, false);
    await mountDashboard(done, paidMonth);
    await waitFor(() => expect(api!.paths).to.include('/api/profiles/recommendations'));
    await screen.findByRole('region', { name: 'Your profile' });
    expect(screen.queryByRole('region', { name: CHECKLIST })).to.equal(null);
  });

  it('copies the member number by keyboard, says so politely, and drops that step', async () => {
    const user = userEvent.setup();
    const profile = storedProfile({ moderationStatus: 'pending' });
    api = serveApi(profile, false);
    await mountDashboard(profile, premiumSubscription);
    const checklist = screen.getByRole('region', { name: CHECKLIST });
    const step = within(checklist).getByRole('listitem', { name: 'Your member number: M1000001' });
    within(step).getByRole('button', { name: 'Copy member number' }).focus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).to.equal('M1000001');
    await waitFor(() =>
      expect(within(checklist).queryByRole('listitem', { name: 'Your member number: M1000001' })).to.equal(
        null
      )
    );
    // Still shown, and copyable, with the profile's facts.
    const facts = screen.getByRole('region', { name: 'Your profile' });
    expect(facts.textContent).to.contain('M1000001');
    await user.click(within(facts).getByRole('button', { name: 'Copy member number' }));
    expect(within(facts).getByRole('status').textContent).to.equal('Copied');
  });

  it('shows the member’s own mobile and e-mail only masked', async () => {
    const profile = storedProfile({ mobile: '9876543210', email: 'priya@example.com' });
    api = serveApi(profile, false);
    const { container } = await mountDashboard(profile, premiumSubscription);
    await waitFor(() => expect(api!.paths).to.include('/api/profiles/me'));
    const facts = within(screen.getByRole('region', { name: 'Your profile' }));
    expect(facts.getByText('+91 98•••••210')).to.exist;
    expect(facts.getByText('p•••@example.com')).to.exist;
    expect(container.textContent).to.not.contain('9876543210');
    expect(container.textContent).to.not.contain('priya@example.com');
  });

  it('the copy button says when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    const before = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    const refusing = { writeText: () => Promise.reject(new Error('NotAllowedError')) };
    Object.defineProperty(navigator, 'clipboard', { value: refusing, configurable: true });
    try {
      let copied = false;
      await mount(<CopyButton text="M1000001" label="Copy member number" onCopied={() => (copied = true)} />);
      expect(screen.getByRole('status').textContent).to.equal('');
      await user.click(screen.getByRole('button', { name: 'Copy member number' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).to.contain('Could not copy'));
      expect(copied).to.equal(false);
    } finally {
      if (before) Object.defineProperty(navigator, 'clipboard', before);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});
