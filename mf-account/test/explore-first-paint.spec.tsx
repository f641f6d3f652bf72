import { expect } from 'chai';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { relativeRequestUrls } from '@matrimony/session/testing';
import ExplorePage, { EXPLORE_FIRST_BATCH } from '../src/explore/ExplorePage';
import { AccountProviders, memberStore } from './render';
import { memberCard } from './support/cards';

const PAGE_SIZE = 24;
const cards = Array.from({ length: PAGE_SIZE }, (_, index) =>
  memberCard({
    id: `65f0000000000000000001${String(index).padStart(2, '0')}`,
    displayName: `Member ${index + 1}`,
    memberNumber: `M20000${String(index).padStart(2, '0')}`
  })
);

const profileLinks = () =>
  [...document.querySelectorAll('ul[aria-label="Members"] a[href^="/profile/"]')].map(
    (link) => link.textContent
  );

describe('explore opened fresh: its first cards paint before the rest', () => {
  const realFetch = globalThis.fetch;
  const urls = relativeRequestUrls();
  // React as in a browser: the rest of the cards come in a transition scheduled on its own, not flushed by act().
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actBefore: boolean | undefined;
  before(() => {
    urls.install();
    actBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  after(() => {
    urls.restore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = actBefore;
  });
  beforeEach(() => {
    globalThis.fetch = (async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/profiles/search') throw new Error(`unexpected ${request.method} ${url}`);
      return Response.json({ items: cards, nextCursor: 'next-page' });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    cleanup();
  });

  it('commits the first batch of cards alone, then every card of the page in order', async () => {
    const store = await memberStore();
    const committed: number[] = [];
    const observer = new MutationObserver(() => {
      const count = profileLinks().length;
      if (count !== committed.at(-1)) committed.push(count);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <AccountProviders store={store} url="/explore">
        <ExplorePage />
      </AccountProviders>
    );
    await waitFor(() => expect(profileLinks()).to.have.length(PAGE_SIZE), { timeout: 10_000 });
    observer.disconnect();
    expect(committed.filter((count) => count > 0)).to.deep.equal([EXPLORE_FIRST_BATCH, PAGE_SIZE]);
    expect(profileLinks()).to.deep.equal(cards.map((card) => card.displayName));
    expect(screen.getByText('Showing 24 members (more below)')).to.exist;
  });
});
