import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '@matrimony/ui';
import { type RemoteRoute } from '@matrimony/federation';
import { createAppStore, sessionStarted } from '@matrimony/session';
import { createSignedOutStore, renderPage } from '../src/prerender/render-page';
import { RemoteErrorBoundary } from '../src/remotes/RemoteErrorBoundary';
import { RemoteFallback } from '../src/remotes/RemoteFallback';

const remotes = [
  { name: 'mfPublic', entry: '/mf/public/mf-manifest.json', routes: ['/', '/about'] },
  { name: 'mfSignup', entry: '/mf/signup/mf-manifest.json', routes: ['/signin'] },
  { name: 'mfAccount', entry: '/mf/account/mf-manifest.json', routes: ['/dashboard', '/profile', '/admin'] }
];
const publicRoutes: RemoteRoute[] = [
  { path: '/about', access: 'public', Component: () => <h1>About us</h1> }
];
const signupRoutes: RemoteRoute[] = [
  { path: '/signin', access: 'visitor', Component: () => <h1>Sign in</h1> }
];
const accountRoutes: RemoteRoute[] = [
  { path: '/dashboard', access: 'member', Component: () => <h1>Your dashboard</h1> },
  { path: '/profile/:id', access: 'member', Component: () => <h1>A profile</h1> },
  { path: '/admin', access: 'admin', Component: () => <h1>Moderation queue</h1> }
];
const routesByRemote = { mfPublic: publicRoutes, mfSignup: signupRoutes, mfAccount: accountRoutes };

function signedInStore(roles: string[] = []) {
  const store = createAppStore();
  store.dispatch(
    sessionStarted({
      user: { id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', roles },
      event: 'restore'
    })
  );
  return store;
}

describe('shell rendering', () => {
  it('renders a public page from its remote under the visitor header', async () => {
    const { html, styleTags } = await renderPage({ path: '/about', remotes, routesByRemote });
    expect(html).to.contain('<h1>About us</h1>');
    expect(html).to.contain('Sign up for Free');
    expect(html).to.not.contain('Sign Out');
    expect(styleTags).to.contain('<style');
  });

  it('shows the 404 page, kept out of search engines, for paths no remote owns', async () => {
    const { html } = await renderPage({ path: '/no-such-page', remotes, routesByRemote });
    expect(html).to.contain('Oops! Page not found');
    expect(html).to.contain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).to.match(/<a [^>]*href="\/"[^>]*>Return to Home<\/a>/);
  });

  it('shows the 404 page for unknown paths inside a remote', async () => {
    const { html } = await renderPage({
      path: '/dashboard/unknown',
      remotes,
      routesByRemote,
      store: signedInStore()
    });
    expect(html).to.contain('Oops! Page not found');
  });

  it('shows "Loading..." on a member page while the session resolves', async () => {
    const { html } = await renderPage({ path: '/dashboard', remotes, routesByRemote });
    expect(html).to.contain('Loading...');
    expect(html).to.not.contain('Your dashboard');
  });

  it('renders a visitor-only page (sign in) for a signed-out visitor, as the prerender does', async () => {
    const resolving = await renderPage({ path: '/signin', remotes, routesByRemote });
    expect(resolving.html).to.contain('Loading...');
    const { html } = await renderPage({
      path: '/signin',
      remotes,
      routesByRemote,
      store: createSignedOutStore()
    });
    expect(html).to.contain('<h1>Sign in</h1>');
    expect(html).to.not.contain('Loading...');
  });

  it('renders member pages with the member navigation for a signed-in member', async () => {
    const { html } = await renderPage({
      path: '/profile/42',
      remotes,
      routesByRemote,
      store: signedInStore()
    });
    expect(html).to.contain('<h1>A profile</h1>');
    for (const label of [
      'Dashboard',
      'Explore',
      'My Profile',
      'Premium',
      'Settings',
      'Asha Rao',
      'a•••@example.com',
      'Sign Out'
    ])
      expect(html, label).to.contain(label);
    expect(html, 'the whole e-mail address').not.to.contain('asha@example.com');
    expect(html).to.contain('href="/explore"');
    expect(html).to.contain('href="/subscription"');
    expect(html).to.match(/<a [^>]*href="\/help\/tickets"[^>]*>Help<\/a>/);
  });

  it('shows the console to an administrator, with Moderation as their only link when they have no member profile', async () => {
    const { html } = await renderPage({
      path: '/admin',
      remotes,
      routesByRemote,
      store: signedInStore(['member', 'admin'])
    });
    expect(html).to.contain('<h1>Moderation queue</h1>');
    expect(html).to.match(/<a [^>]*href="\/admin"[^>]*>Moderation<\/a>/);
    expect(html).to.not.contain('href="/explore"');
  });

  it('shows the 404 page at /admin to members and visitors, and no Moderation link to members', async () => {
    for (const store of [signedInStore(['member']), createSignedOutStore()]) {
      const { html } = await renderPage({ path: '/admin', remotes, routesByRemote, store });
      expect(html).to.contain('Oops! Page not found');
      expect(html).to.not.contain('Moderation queue');
      expect(html).to.not.contain('>Moderation<');
    }
  });

  it('keeps the header when a remote cannot be loaded', async () => {
    const { html } = await renderPage({ path: '/about', remotes, routesByRemote: {} });
    expect(html).to.contain('Sign up for Free');
    expect(html).to.not.contain('About us');
  });
});

describe('remote error boundary', () => {
  const render = (node: React.ReactNode) =>
    renderToStaticMarkup(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

  it('shows a friendly fallback with "Try again" once a remote failed', () => {
    const boundary = new RemoteErrorBoundary({
      resetKey: '/about',
      onReset: () => undefined,
      fallback: (retry) => <RemoteFallback onRetry={retry} />,
      children: <p>page</p>
    });
    expect(render(boundary.render())).to.contain('<p>page</p>');
    boundary.state = { ...boundary.state, ...RemoteErrorBoundary.getDerivedStateFromError() };
    const html = render(boundary.render());
    expect(html).to.contain('This page could not be loaded');
    expect(html).to.match(/<button[^>]*>Try again<\/button>/);
  });

  it('"Try again" forgets the failed load and shows the page again', () => {
    let resets = 0;
    const boundary = new RemoteErrorBoundary({
      resetKey: '/about',
      onReset: () => (resets += 1),
      fallback: () => null,
      children: null
    });
    boundary.state = { failed: true };
    boundary.setState = ((update: object) =>
      Object.assign(boundary.state, update)) as typeof boundary.setState;
    boundary.retry();
    expect(resets).to.equal(1);
    expect(boundary.state.failed).to.equal(false);
  });

  it('retries when the member navigates elsewhere after a failure, not before', () => {
    let resets = 0;
    const props = { resetKey: '/about', onReset: () => (resets += 1), fallback: () => null, children: null };
    const boundary = new RemoteErrorBoundary({ ...props, resetKey: '/contact' });
    boundary.setState = ((update: object) =>
      Object.assign(boundary.state, update)) as typeof boundary.setState;
    boundary.componentDidUpdate(props);
    expect(resets).to.equal(0);
    boundary.state = { failed: true };
    boundary.componentDidUpdate({ ...props, resetKey: '/contact' });
    expect(resets).to.equal(0);
    boundary.componentDidUpdate(props);
    expect(resets).to.equal(1);
    expect(boundary.state.failed).to.equal(false);
  });
});
