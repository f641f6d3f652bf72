// Runs in a mocha process of its own (package.json "test"), as version-skew.spec.tsx does: a client render.
import { expect } from 'chai';
import { act, lazy, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { type RemoteRoute, type RoutePrefetchContext } from '@matrimony/federation';
import {
  createAppStore,
  createVisitorSessionController,
  sessionEnded,
  sessionStarted,
  type AppStore
} from '@matrimony/session';
import { ShellApp } from '../src/app/ShellApp';
import { createRemoteRoutesLoader } from '../src/remotes/remote-loader';

// A fresh load of a member page: the page's code and its first reads must not wait on each other.

const remotes = [{ name: 'mfAccount', entry: '/mf/account/mf-manifest.json', routes: ['/explore'] }];

/** A page whose code arrives only when the test says so, counting the routes' preload and prefetch calls. */
function explorePage() {
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve));
  const calls = { preload: 0, prefetch: [] as RoutePrefetchContext[] };
  const route: RemoteRoute = {
    path: '/explore',
    access: 'member',
    Component: lazy(() => code),
    preload: () => void (calls.preload += 1),
    prefetch: (context) => void calls.prefetch.push(context)
  };
  return { route, calls, arrive: () => arrive({ default: () => <h1>Explore</h1> }) };
}

async function shellAt(path: string, store: AppStore, routes: RemoteRoute[]) {
  const loader = createRemoteRoutesLoader(async () => routes);
  return act(async () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <ShellApp
          store={store}
          controller={createVisitorSessionController(store)}
          remotes={{ remotes, loader }}
        />
      </MemoryRouter>
    )
  );
}

const member = {
  user: { id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', roles: [] },
  event: 'restore' as const
};
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('a member page opened fresh: code and first reads start early', () => {
  before(() => void (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
  after(() => void delete actEnvironment.IS_REACT_ACT_ENVIRONMENT);
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  it("loads the page's code while the session is restored, and its reads once signed in, before the code arrives", async () => {
    const store = createAppStore();
    const { route, calls, arrive } = explorePage();
    await shellAt('/explore?religion=hindu&sort=match', store, [route]);

    expect(calls.preload, 'the code is asked for while the session resolves').to.be.greaterThan(0);
    expect(calls.prefetch, 'no reads before the session is known').to.have.length(0);
    expect(screen.getByText('Loading...')).to.exist;

    await act(async () => void store.dispatch(sessionStarted(member)));
    expect(screen.queryByRole('heading', { name: 'Explore' }), 'the page code has not arrived').to.equal(
      null
    );
    expect(calls.prefetch.length, 'the reads start once signed in').to.be.greaterThan(0);
    expect(calls.prefetch.map(({ search }) => search)).to.include('religion=hindu&sort=match');
    expect(calls.prefetch[0]?.dispatch, "the reads go through the shell store's dispatch").to.equal(
      store.dispatch
    );

    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Explore' })).to.exist;
  });

  it('renders a page whose preload answers a promise only once that settled, not through its Suspense boundary', async () => {
    // React reveals a Suspense boundary's content no sooner than 300 ms after the last fallback it showed; the
    // page's own render after its code is there is not held up that way.
    const store = createAppStore();
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    let renders = 0;
    const route: RemoteRoute = {
      path: '/explore',
      access: 'member',
      Component: () => {
        renders += 1;
        return <h1>Explore</h1>;
      },
      preload: () => code
    };
    await shellAt('/explore', store, [route]);
    await act(async () => void store.dispatch(sessionStarted(member)));
    expect(screen.getByText('Loading...')).to.exist;
    expect(renders, 'not rendered before its code is there').to.equal(0);

    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Explore' })).to.exist;
  });

  it("never starts a member page's reads or code for a visitor (sent to sign in instead)", async () => {
    const store = createAppStore();
    store.dispatch(sessionEnded());
    const { route, calls } = explorePage();
    await shellAt('/explore', store, [route]);
    expect(calls.prefetch).to.have.length(0);
    expect(calls.preload, "nor downloads the page's code").to.equal(0);
  });
});
