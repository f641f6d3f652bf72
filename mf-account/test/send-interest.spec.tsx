import { expect } from 'chai';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { FREE_INTERESTS_PER_DAY, INTEREST_TEMPLATES, PREMIUM_PRICE_INR } from '@matrimony/catalog';
import { Toaster, toastStore } from '@matrimony/ui';
import { InterestActions } from '../src/profile-page/InterestActions';
import { type ProfilePage } from '../src/api/discovery-api';
import { mount } from './mount';

const PROFILE_ID = '64b000000000000000000002';

const noInterestYet = (interestsRemainingToday: number | null): ProfilePage['relation'] => ({
  isOwn: false,
  interest: null,
  isMatch: false,
  shortlisted: false,
  interestsRemainingToday
});

type Sent = { method: string; path: string; body: unknown };

describe('send interest dialog (interaction)', () => {
  const realFetch = globalThis.fetch;
  const urls = relativeRequestUrls();
  let sent: Sent[];
  let answer: () => Response;
  let changes: number;
  before(urls.install);
  after(urls.restore);
  beforeEach(() => {
    sent = [];
    changes = 0;
    answer = () =>
      Response.json(
        {
          interest: {
            id: '64b0000000000000000000aa',
            direction: 'sent',
            status: 'pending',
            sentAt: '2025-11-21T06:30:00.000Z',
            expiresAt: '2025-12-21T06:30:00.000Z',
            answeredAt: null
          },
          matched: false,
          remainingToday: 2
        },
        { status: 201 }
      );
    globalThis.fetch = (async (request: Request) => {
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: await request.json()
      });
      return answer();
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
  });

  const mountActions = (remaining: number | null) =>
    mount(
      <>
        <InterestActions
          profileId={PROFILE_ID}
          name="Anjali"
          relation={noInterestYet(remaining)}
          onChange={() => (changes += 1)}
        />
        <Toaster />
      </>
    );

  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    return screen.getByRole('dialog', { name: 'Send interest to Anjali' });
  };

  it('tells a free member how many interests are left today, and a premium member nothing', async () => {
    const free = await mountActions(3);
    expect(screen.getByText('You can send 3 more interests today.')).to.exist;
    free.unmount();

    const lastOne = await mountActions(1);
    expect(screen.getByText('You can send 1 more interest today.')).to.exist;
    lastOne.unmount();

    await mountActions(null);
    expect(screen.getByRole('button', { name: 'Send interest' })).to.exist;
    expect(screen.queryByText(/more interests? today/)).to.equal(null);
  });

  it('offers the ready-made messages, the first one chosen, and sends the chosen one', async () => {
    const user = userEvent.setup();
    await mountActions(3);
    expect(screen.queryByRole('dialog')).to.equal(null);

    const dialog = await openDialog(user);
    const messages = within(within(dialog).getByRole('group', { name: 'Choose a message' })).getAllByRole(
      'radio'
    );
    expect(messages.map((radio) => radio.parentElement!.textContent)).to.deep.equal(
      INTEREST_TEMPLATES.map((template) => template.text)
    );
    expect(messages.map((radio) => (radio as HTMLInputElement).checked)).to.deep.equal(
      INTEREST_TEMPLATES.map((_, index) => index === 0)
    );

    await user.click(within(dialog).getByRole('radio', { name: INTEREST_TEMPLATES[2].text }));
    await user.click(within(dialog).getByRole('button', { name: 'Send interest' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(sent).to.deep.equal([
      {
        method: 'POST',
        path: '/api/profiles/interests',
        body: { to: PROFILE_ID, template: INTEREST_TEMPLATES[2].id }
      }
    ]);
    expect(changes).to.equal(1);
    expect(within(screen.getByRole('status')).getByText('Interest sent')).to.exist;
    expect(screen.getByText('We will let you know when Anjali replies.')).to.exist;
  });

  it('sends nothing when the member cancels or closes the dialog', async () => {
    const user = userEvent.setup();
    await mountActions(3);

    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: INTEREST_TEMPLATES[1].text }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).to.equal(null);

    dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).to.equal(null);

    expect(sent).to.deep.equal([]);
    expect(changes).to.equal(0);
  });

  it('keeps the dialog open and shows the refusal when the service turns the interest down', async () => {
    const user = userEvent.setup();
    answer = () =>
      new Response(
        JSON.stringify({ status: 409, code: 'interest_already_sent', title: 'Interest already sent' }),
        { status: 409, headers: { 'content-type': 'application/problem+json' } }
      );
    await mountActions(3);

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send interest' }));

    await waitFor(() => expect(screen.getByRole('alert')).to.exist);
    expect(within(screen.getByRole('alert')).getByText('Interest already sent')).to.exist;
    expect(sent).to.have.length(1);
    expect(screen.getByRole('dialog', { name: 'Send interest to Anjali' })).to.exist;
    expect(changes).to.equal(0);
  });

  it("shows a free member who used today's interests the limit and the way to Premium, and no send button", async () => {
    await mountActions(0);
    expect(screen.getByRole('status').textContent).to.equal(
      `You have sent today’s ${FREE_INTERESTS_PER_DAY} free interests. More tomorrow, or unlimited with Premium.`
    );
    expect(
      screen.getByRole('link', { name: `Go Premium (₹${PREMIUM_PRICE_INR}/month)` }).getAttribute('href')
    ).to.equal('/subscription');
    expect(screen.queryByRole('button', { name: 'Send interest' })).to.equal(null);
  });
});
