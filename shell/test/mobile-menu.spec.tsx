import { expect } from 'chai';
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { theme } from '@matrimony/ui';
import {
  createAppStore,
  memberStateLoaded,
  sessionStarted,
  SessionProvider,
  type SessionController
} from '@matrimony/session';
import { carryVisitorInput } from '../src/app/carry-input';
import { Layout } from '../src/layout/Layout';
import { PRERENDER_GUARD_SCRIPT } from '../scripts/html';

const controller = {
  refreshProfile: async () => undefined,
  signOut: async () => undefined
} as unknown as SessionController;

function App({
  store,
  initialPath = '/'
}: {
  store: ReturnType<typeof createAppStore>;
  initialPath?: string;
}) {
  return (
    <Provider store={store}>
      <SessionProvider controller={controller}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[initialPath]}>
            <Layout>
              <Routes>
                <Route path="/guarded" element={<RedirectLater />} />
                <Route path="*" element={<h1>A page</h1>} />
              </Routes>
            </Layout>
          </MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

/** A route guard that sends the visitor on a moment after the page showed (the session resolved). */
function RedirectLater() {
  const navigate = useNavigate();
  return (
    <button type="button" data-testid="resolve" onClick={() => void navigate('/signin', { replace: true })}>
      resolve
    </button>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menu = () => document.getElementById('site-menu')!;

function signIn(store: ReturnType<typeof createAppStore>) {
  store.dispatch(
    sessionStarted({
      user: {
        id: 'u1',
        fullName: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        roles: ['member']
      },
      event: 'signIn'
    })
  );
  store.dispatch(
    memberStateLoaded({ profile: null, subscription: null, isPremium: false, justExpired: false })
  );
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('the phone menu works on the first tap', () => {
  before(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
  after(() => delete actEnvironment.IS_REACT_ACT_ENVIRONMENT);
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  it('opens the prerendered menu before the app has taken over (the inline guard script)', () => {
    const header = renderToStaticMarkup(<App store={createAppStore()} initialPath="/about" />);
    document.body.innerHTML = `<div id="root" data-prerendered-path="${location.pathname.replace(/\/+$/, '') || '/'}">${header}</div>`;
    new Function(PRERENDER_GUARD_SCRIPT)();
    const button = document.querySelector<HTMLButtonElement>('button[aria-controls=site-menu]')!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(menu().getAttribute('data-open')).to.equal('false');
    button.click();
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(menu().getAttribute('data-open')).to.equal('true');
    button.click();
    expect(menu().getAttribute('data-open')).to.equal('false');
  });

  it('opens the app’s menu in place of a prerendered menu the visitor had opened', () => {
    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderToStaticMarkup(<App store={createAppStore()} />);
    prerendered.querySelector('button[aria-controls=site-menu]')!.setAttribute('aria-expanded', 'true');
    const { container } = render(<App store={createAppStore()} />);
    expect(menuButton().getAttribute('aria-expanded')).to.equal('false');
    act(() => carryVisitorInput(prerendered, container, null));
    expect(menuButton().getAttribute('aria-expanded')).to.equal('true');
    expect(menu().getAttribute('data-open')).to.equal('true');
  });

  it('keeps a menu opened while the session resolves open when the member header takes over', () => {
    const store = createAppStore();
    render(<App store={store} />);
    fireEvent.click(menuButton());
    expect(menu().getAttribute('data-open')).to.equal('true');
    act(() => signIn(store));
    expect(screen.getByRole('button', { name: 'Sign Out' })).to.exist;
    expect(menuButton().getAttribute('aria-expanded')).to.equal('true');
    expect(menu().getAttribute('data-open')).to.equal('true');
  });

  it('stays open when a guard redirects a moment later, and closes once a link in it is used', () => {
    render(<App store={createAppStore()} initialPath="/guarded" />);
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByTestId('resolve'));
    expect(screen.getByRole('heading', { name: 'A page' })).to.exist;
    expect(menu().getAttribute('data-open')).to.equal('true');
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(menuButton().getAttribute('aria-expanded')).to.equal('false');
    expect(menu().getAttribute('data-open')).to.equal('false');
  });
});
