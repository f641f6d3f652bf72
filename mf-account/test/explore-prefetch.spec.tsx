import { expect } from 'chai';
import { render, screen, waitFor } from '@testing-library/react';
import { relativeRequestUrls } from '@matrimony/session/testing';
import ExplorePage from '../src/explore/ExplorePage';
import { prefetchExplore } from '../src/explore/prefetch';
import { AccountProviders, memberStore } from './render';

describe('explore: the first read started before the page (route prefetch)', () => {
  const realFetch = globalThis.fetch;
  const urls = relativeRequestUrls();
  let searches: URLSearchParams[];
  let answer: () => void;
  before(urls.install);
  after(urls.restore);
  beforeEach(() => {
    searches = [];
    const answered = new Promise<void>((resolve) => (answer = resolve));
    globalThis.fetch = (async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/profiles/search') throw new Error(`unexpected ${request.method} ${url}`);
      searches.push(url.searchParams);
      // Answered when the test says so: the page mounts while the prefetched read is still on the wire.
      await answered;
      return Response.json({ items: [], nextCursor: null });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("asks for the URL's first page of results as the page would, and the page joins that read", async () => {
    const store = await memberStore();
    prefetchExplore({ dispatch: store.dispatch, search: 'religion=Hindu&sort=newest' });
    await waitFor(() => expect(searches).to.have.length(1));
    expect(searches[0]!.getAll('religion')).to.deep.equal(['Hindu']);
    expect(searches[0]!.get('sort')).to.equal('newest');

    render(
      <AccountProviders store={store} url="/explore?religion=Hindu&sort=newest">
        <ExplorePage />
      </AccountProviders>
    );
    answer();
    await screen.findByText('No members match all of these filters');
    expect(searches, 'the page made no read of its own').to.have.length(1);
  });
});
