// Runs in the mocha process of version-skew.spec.tsx (package.json "test"): a client render of the shell, which
// a react-dom/static prerender earlier in the same process would disturb (see there).
import { expect } from 'chai';
import { act } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activeLocale, setLocale } from '@matrimony/i18n';
import { type RemoteRoute } from '@matrimony/federation';
import { PageMeta } from '@matrimony/ui';
import { createAppStore, createVisitorSessionController, sessionEnded } from '@matrimony/session';
import { ShellApp } from '../src/app/ShellApp';
import { createRemoteRoutesLoader } from '../src/remotes/remote-loader';

const remotes = [
  { name: 'mfPublic', entry: '/mf/public/mf-manifest.json', routes: ['/', '/about', '/contact'] }
];
const publicRoutes: RemoteRoute[] = [
  {
    path: '/about',
    access: 'public',
    Component: () => (
      <>
        <PageMeta title="About Us" description="Who we are." path="/about" />
        <h1>About Us</h1>
        <Link to="/contact">Contact us</Link>
      </>
    )
  },
  { path: '/contact', access: 'public', Component: () => <h1>Contact</h1> }
];

/** The shell as bootstrap.tsx starts it on /hi/about: Hindi active first, the router's basename /hi. */
async function hindiShell(path: string) {
  window.history.replaceState(null, '', path);
  await setLocale('hi', { remember: false });
  const loader = createRemoteRoutesLoader(async () => publicRoutes, { attempts: 1, baseDelayMs: 0 });
  const store = createAppStore();
  store.dispatch(sessionEnded());
  return act(async () =>
    render(
      <MemoryRouter basename="/hi" initialEntries={[path]}>
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

describe('a public page at its Hindi URL', () => {
  before(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  after(() => {
    delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  });
  afterEach(async () => {
    cleanup();
    window.history.replaceState(null, '', '/');
    document.head.querySelectorAll('link, meta').forEach((element) => element.remove());
    await setLocale('en', { remember: false });
  });

  it('keeps its in-app links under /hi/ and heads it with its own canonical and every language’s URL', async () => {
    await hindiShell('/hi/about');
    const link = await screen.findByRole('link', { name: 'Contact us' });
    expect(link.getAttribute('href')).to.equal('/hi/contact');
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/'))).to.satisfy(
      (links: HTMLElement[]) => links.every((a) => /^\/hi(\/|$)/.test(a.getAttribute('href')!))
    );
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).to.equal(
        'https://matrimony.example/hi/about'
      )
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((element) => [
      element.getAttribute('hreflang'),
      element.getAttribute('href')
    ]);
    expect(alternates).to.deep.equal([
      ['en-IN', 'https://matrimony.example/about'],
      ['hi-IN', 'https://matrimony.example/hi/about'],
      ['ta-IN', 'https://matrimony.example/ta/about'],
      ['x-default', 'https://matrimony.example/about']
    ]);
    await act(async () => fireEvent.click(link));
    expect(await screen.findByRole('heading', { name: 'Contact' })).to.exist;
    expect(activeLocale()).to.equal('hi');
    expect(document.documentElement.lang).to.equal('hi-IN');
  });
});
