import { expect } from 'chai';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { relativeRequestUrls } from '@matrimony/session/testing';
import type { SearchQuery } from '@matrimony/contracts/http/profile/discovery';
import { Toaster, toastStore } from '@matrimony/ui';
import { MemberCard } from '../src/discovery/MemberCard';
import { type CardOffer } from '../src/discovery/CardActions';
import { discoveryApi, type Card, type SearchResult } from '../src/api/discovery-api';
import { mount } from './mount';
import { renderPage } from './render';
import { CARD_ID, memberCard } from './support/cards';

const ID = CARD_ID;
const BOTH: CardOffer[] = ['interest', 'shortlist'];

const card = (change: Partial<Card> = {}): Card =>
  memberCard({
    caste: 'Iyer',
    photoUrl: `/api/profiles/photos/${ID}/card`,
    match: {
      ...memberCard().match,
      youMeetTheirs: { met: 8, total: 9 },
      theyMeetYours: { met: 8, total: 9 }
    },
    badges: { mobile: true, id: true, photo: false, premium: false },
    ...change
  });

/** The photo area: the layer holding the photo (or its placeholder), with what is written over it. */
const photoArea = (photo: HTMLElement) => photo.closest('article > div') as HTMLElement;

describe('member card (server-rendered)', () => {
  it('writes the name, age, place, match and badges over the photo, the other facts under it', async () => {
    const html = await renderPage(<MemberCard card={card({ photoUrl: null })} offers={BOTH} />);
    const facts = [...html.matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
    expect(facts).to.deep.equal(['Hindu, Iyer', 'Software Engineer · M.Tech', '5 ft 4 in · M1000007']);
    expect(html).to.match(
      /<h3[^>]*><a[^>]*href="\/profile\/65f000000000000000000007"[^>]*>Divya K\.<\/a><\/h3>/
    );
    expect(html).to.contain('27 yrs · Chennai, Tamil Nadu');
    // The photo comes first, then the score and badges, then the caption: all before the facts.
    const order = [
      'aria-label="No photo yet"',
      '86% match',
      'aria-label="Verification"',
      'Divya K.',
      'Hindu, Iyer'
    ];
    const at = order.map((needle) => html.indexOf(needle));
    expect(at.every((index) => index >= 0)).to.equal(true);
    expect([...at].sort((a, b) => a - b)).to.deep.equal(at);
  });
});

type Sent = { method: string; path: string; body: unknown };

describe('member card (interaction)', () => {
  const realFetch = globalThis.fetch;
  const urls = relativeRequestUrls();
  let sent: Sent[];
  let answer: (request: Request) => Response;
  before(urls.install);
  after(urls.restore);
  beforeEach(() => {
    sent = [];
    answer = () => new Response(null, { status: 204 });
    globalThis.fetch = (async (request: Request) => {
      const path = new URL(request.url).pathname;
      // The card's photo is read with the token; the spec looks at the actions only.
      if (path.startsWith('/api/profiles/photos/')) return new Response(new Blob(['x']), { status: 200 });
      const text = await request.text();
      sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
      return answer(request);
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
  });

  const interestAnswer = () =>
    Response.json(
      {
        interest: {
          id: '65f0000000000000000000aa',
          direction: 'sent',
          status: 'pending',
          sentAt: '2026-11-20T06:30:00.000Z',
          expiresAt: '2026-12-20T06:30:00.000Z',
          answeredAt: null
        },
        matched: false,
        remainingToday: 4
      },
      { status: 201 }
    );

  it('the whole card is one link to the profile, and the actions are buttons beside it, never inside', async () => {
    await mount(<MemberCard card={card()} offers={BOTH} />);
    const link = screen.getByRole('link', { name: 'Divya K.' });
    expect(link.getAttribute('href')).to.equal(`/profile/${ID}`);
    expect(screen.getAllByRole('link')).to.have.length(1);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      'Send interest to Divya K.',
      'Shortlist Divya K.'
    ]);
    expect(buttons.map((button) => button.textContent)).to.deep.equal(['Send interest', '☆ Shortlist']);
    for (const button of buttons) expect(link.contains(button)).to.equal(false);
    expect(screen.getByRole('button', { name: 'Shortlist Divya K.' }).getAttribute('aria-pressed')).to.equal(
      'false'
    );
  });

  it('sends an interest with one tap, says so, and marks the cached search results', async () => {
    const user = userEvent.setup();
    answer = interestAnswer;
    const query = { pageSize: '20' } as unknown as SearchQuery;
    const results: SearchResult = { items: [card()], nextCursor: null } as unknown as SearchResult;
    const page = await mount(
      <>
        <MemberCard card={card()} offers={BOTH} />
        <Toaster />
      </>
    );
    const dispatch = page.store.dispatch as (action: unknown) => Promise<unknown>;
    await dispatch(discoveryApi.util.upsertQueryData('searchProfiles', query, results));

    await user.click(screen.getByRole('button', { name: 'Send interest to Divya K.' }));

    await waitFor(() => expect(screen.getByText('✓ Interest sent')).to.exist);
    expect(sent).to.deep.equal([{ method: 'POST', path: '/api/profiles/interests', body: { to: ID } }]);
    expect(within(screen.getByRole('status')).getByText('Interest sent')).to.exist;
    expect(screen.getByText('We will let you know when Divya K. replies.')).to.exist;
    expect(screen.queryByRole('button', { name: 'Send interest to Divya K.' })).to.equal(null);
    const state = page.store.getState() as Parameters<
      ReturnType<typeof discoveryApi.endpoints.searchProfiles.select>
    >[0];
    const cached = discoveryApi.endpoints.searchProfiles.select(query)(state);
    expect(cached.data?.items[0]?.marks).to.deep.equal({ interestSent: true, shortlisted: false });
  });

  it('shows the service’s refusal, the free member’s daily quota among them, and keeps the button', async () => {
    const user = userEvent.setup();
    answer = () =>
      new Response(
        JSON.stringify({
          status: 429,
          code: 'interest_daily_limit',
          title: 'You have sent today’s free interests',
          retryAfterSeconds: 3600,
          limit: 5
        }),
        { status: 429, headers: { 'content-type': 'application/problem+json', 'retry-after': '3600' } }
      );
    await mount(
      <>
        <MemberCard card={card()} offers={BOTH} />
        <Toaster />
      </>
    );

    await user.click(screen.getByRole('button', { name: 'Send interest to Divya K.' }));

    await waitFor(() => expect(screen.getByRole('alert')).to.exist);
    expect(within(screen.getByRole('alert')).getByText('You have sent today’s free interests')).to.exist;
    expect(sent).to.have.length(1);
    expect(screen.getByRole('button', { name: 'Send interest to Divya K.' })).to.exist;
    expect(screen.queryByText('✓ Interest sent')).to.equal(null);
  });

  it('shortlists and un-shortlists from the card, the button saying which', async () => {
    const user = userEvent.setup();
    await mount(
      <>
        <MemberCard card={card()} offers={BOTH} />
        <Toaster />
      </>
    );
    const shortlist = screen.getByRole('button', { name: 'Shortlist Divya K.' });

    await user.click(shortlist);
    await waitFor(() => expect(shortlist.getAttribute('aria-pressed')).to.equal('true'));
    expect(shortlist.textContent).to.equal('★ Shortlisted');
    expect(screen.getByText('Added to your shortlist')).to.exist;

    await user.click(shortlist);
    await waitFor(() => expect(shortlist.getAttribute('aria-pressed')).to.equal('false'));
    expect(shortlist.textContent).to.equal('☆ Shortlist');
    expect(sent).to.deep.equal([
      { method: 'PUT', path: `/api/profiles/shortlist/${ID}`, body: undefined },
      { method: 'DELETE', path: `/api/profiles/shortlist/${ID}`, body: undefined }
    ]);
  });

  it('starts from the card’s marks: an interest already sent and a member already shortlisted', async () => {
    await mount(
      <MemberCard card={card({ marks: { interestSent: true, shortlisted: true } })} offers={BOTH} />
    );
    expect(screen.getByText('✓ Interest sent')).to.exist;
    expect(screen.queryByRole('button', { name: 'Send interest to Divya K.' })).to.equal(null);
    const shortlist = screen.getByRole('button', { name: 'Shortlist Divya K.' });
    expect(shortlist.getAttribute('aria-pressed')).to.equal('true');
    expect(shortlist.textContent).to.equal('★ Shortlisted');
    // The marks are not repeated as tags when the buttons say them.
    expect(screen.queryByText('Shortlisted')).to.equal(null);
  });

  it('a card without the actions shows the marks as tags', async () => {
    await mount(<MemberCard card={card({ marks: { interestSent: true, shortlisted: true } })} />);
    expect(screen.queryAllByRole('button')).to.deep.equal([]);
    expect(screen.getByText('Interest sent')).to.exist;
    expect(screen.getByText('Shortlisted')).to.exist;
  });

  it('a hidden photo keeps the card’s layout: the lock over the same area, the name and facts as before', async () => {
    await mount(<MemberCard card={card({ photoHidden: true, photoUrl: null })} offers={BOTH} />);
    const lock = screen.getByRole('img', { name: 'Photos are shown to connections only' });
    const area = photoArea(lock);
    expect(within(area).getByRole('heading', { name: 'Divya K.' })).to.exist;
    expect(within(area).getByText('27 yrs · Chennai, Tamil Nadu')).to.exist;
    expect(within(area).getByText('86% match')).to.exist;
    expect(within(area).getByRole('list', { name: 'Verification' })).to.exist;
    expect(screen.getByText('Hindu, Iyer')).to.exist;
    expect(area.contains(screen.getByText('Hindu, Iyer'))).to.equal(false);
    expect(screen.getByRole('button', { name: 'Send interest to Divya K.' })).to.exist;
    expect(document.querySelector('img')).to.equal(null);
  });

  it('a missing photo shows the initial in its place', async () => {
    await mount(<MemberCard card={card({ photoUrl: null })} offers={BOTH} />);
    const initial = screen.getByRole('img', { name: 'No photo yet' });
    expect(initial.textContent).to.equal('D');
    expect(within(photoArea(initial)).getByRole('heading', { name: 'Divya K.' })).to.exist;
  });
});
