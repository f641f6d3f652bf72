// Runs in a mocha process of its own (package.json "test"): the other specs prerender with react-dom/static, whose
// finished renders leave React context values set in the process, and a client render here would then read the
// prerender's router as one enclosing its MemoryRouter.
import { expect } from 'chai';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { type RemoteRoute } from '@matrimony/federation';
import { createAppStore, createVisitorSessionController, sessionEnded } from '@matrimony/session';
import { ShellApp } from '../src/app/ShellApp';
import { createRemoteRoutesLoader, type LoadRoutes } from '../src/remotes/remote-loader';

// A shell meeting remotes built after it (docs/architecture.md "Version skew between the shell and remotes").

const remotes = [
  { name: 'mfPublic', entry: '/mf/public/mf-manifest.json', routes: ['/', '/about'] },
  { name: 'mfSignup', entry: '/mf/signup/mf-manifest.json', routes: ['/signin'] },
  { name: 'mfAccount', entry: '/mf/account/mf-manifest.json', routes: ['/dashboard', '/insights'] }
];
const signupRoutes: RemoteRoute[] = [
  { path: '/signin', access: 'visitor', Component: () => <h1>Sign in</h1> }
];

/** What `loadRemote('<remote>/routes')` handed the shell: the module's default export, or a failure. */
async function shellWith(path: string, modules: Record<string, () => unknown>) {
  const load: LoadRoutes = async (name) => {
    const module = modules[name];
    if (!module) throw new Error(`${name} is not part of this test`);
    return module() as RemoteRoute[];
  };
  const loader = createRemoteRoutesLoader(load, {
    attempts: 2,
    baseDelayMs: 0,
    sleep: async () => undefined
  });
  const store = createAppStore();
  store.dispatch(sessionEnded());
  // Awaited: the page suspends on the remote's route list (React `use`) until the load settles.
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

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

async function expectFallbackWithHeader() {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).to.contain('This page could not be loaded');
  expect(screen.getByRole('button', { name: 'Try again' })).to.exist;
  expect(screen.getByRole('banner'), 'the header stays').to.exist;
  expect(screen.getByRole('button', { name: 'Menu' })).to.exist;
}

describe('version skew: the shell meets a remote built after it', () => {
  // React reports errors its boundaries caught through console.error; the loader warns of left-out routes.
  const { warn, error } = console;
  const warnings: unknown[][] = [];
  before(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    console.error = () => undefined;
  });
  after(() => {
    delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    Object.assign(console, { warn, error });
  });
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    warnings.length = 0;
  });

  it('renders a remote that only added things: fields on routes, exports, routes', async () => {
    await shellWith('/about', {
      mfPublic: () =>
        Object.assign(
          [
            {
              path: '/about',
              access: 'public',
              Component: () => <h1>About us</h1>,
              title: 'About',
              preload: true
            },
            { path: '/stories', access: 'public', Component: () => <h1>Stories</h1> }
          ],
          { version: 2 }
        )
    });
    expect((await screen.findByRole('heading', { name: 'About us' })).textContent).to.equal('About us');
  });

  const reshaped: [string, () => unknown][] = [
    ['its routes became an object ({ routes })', () => ({ routes: [] })],
    [
      'its routes renamed Component to element',
      () => [{ path: '/about', access: 'public', element: 'About' }]
    ],
    [
      'it no longer exposes ./routes',
      () => {
        throw new Error('[ Federation Runtime ]: Module "./routes" does not exist in container "mfPublic"');
      }
    ],
    ['its module has no default export any more', () => undefined]
  ];
  for (const [change, module] of reshaped) {
    it(`shows "could not be loaded" inside the page, header and other remotes intact, when ${change}`, async () => {
      const view = await shellWith('/about', { mfPublic: module, mfSignup: () => signupRoutes });
      await expectFallbackWithHeader();
      view.unmount();
      await shellWith('/signin', { mfPublic: module, mfSignup: () => signupRoutes });
      expect((await screen.findByRole('heading', { name: 'Sign in' })).textContent).to.equal('Sign in');
    });
  }

  it("keeps a page that fails while rendering (e.g. it calls what the shell's shared library lacks) inside the boundary", async () => {
    await shellWith('/about', {
      mfPublic: () => [
        {
          path: '/about',
          access: 'public',
          Component: () => {
            throw new TypeError('useNewHook is not a function');
          }
        }
      ]
    });
    await expectFallbackWithHeader();
  });

  describe('a route with an access rule this shell does not know', () => {
    const accountRoutes = () => [
      { path: '/dashboard', access: 'public', Component: () => <h1>Your dashboard</h1> },
      { path: '/insights', access: 'premium', Component: () => <h1>Premium insights</h1> }
    ];

    it('is left out: its path shows the 404 page, never the unguarded page', async () => {
      await shellWith('/insights', { mfAccount: accountRoutes });
      expect((await screen.findByRole('heading', { name: 'Oops! Page not found' })).textContent).to.contain(
        'Page not found'
      );
      expect(screen.queryByText('Premium insights')).to.equal(null);
      expect(warnings.flat().join(' ')).to.contain('left out routes this shell cannot serve');
    });

    it('does not take the remote’s other pages down', async () => {
      await shellWith('/dashboard', { mfAccount: accountRoutes });
      expect((await screen.findByRole('heading', { name: 'Your dashboard' })).textContent).to.equal(
        'Your dashboard'
      );
    });
  });
});
