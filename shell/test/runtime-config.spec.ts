import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { httpsRedirectTarget } from '../src/https-redirect';
import { preloadRemoteManifest, remoteForPath, runtimeConfigSchema } from '../src/runtime-config';

const shipped = runtimeConfigSchema.parse(
  JSON.parse(readFileSync(new URL('../public/runtime-config.json', import.meta.url), 'utf8'))
);

describe('runtime config', () => {
  it('ships a valid default with the three remotes and the Keycloak client', () => {
    expect(shipped.remotes.map((r) => [r.name, r.entry])).to.deep.equal([
      ['mfPublic', '/mf/public/mf-manifest.json'],
      ['mfSignup', '/mf/signup/mf-manifest.json'],
      ['mfAccount', '/mf/account/mf-manifest.json']
    ]);
    expect(shipped.keycloak).to.deep.equal({ clientId: 'matrimony-web' });
    expect(shipped.analytics).to.equal(null);
  });

  it('routes every public path of the spec to mfPublic, so landing never touches the other remotes', () => {
    for (const path of [
      '/',
      '/about',
      '/privacy-policy',
      '/terms-of-service',
      '/refund-policy',
      '/help-support',
      '/success-stories',
      '/contact',
      '/support-ticket'
    ]) {
      expect(remoteForPath(shipped.remotes, path)?.name, path).to.equal('mfPublic');
    }
  });

  it('routes sign-in and the signed-in paths mf-account serves to their remotes, including path parameters', () => {
    expect(remoteForPath(shipped.remotes, '/signin')?.name).to.equal('mfSignup');
    expect(remoteForPath(shipped.remotes, '/dashboard/42')?.name).to.equal('mfAccount');
    for (const path of [
      '/dashboard',
      '/my-profile',
      '/edit-profile',
      '/subscription',
      '/admin',
      '/admin/moderation/42',
      '/messages',
      '/messages/64b000000000000000000001',
      '/help/tickets',
      '/help/tickets/T1000042'
    ]) {
      expect(remoteForPath(shipped.remotes, path)?.name, path).to.equal('mfAccount');
    }
  });

  it('finds no remote for unknown paths (the 404 page), and "/" owns only itself', () => {
    expect(remoteForPath(shipped.remotes, '/nope')).to.equal(null);
    expect(remoteForPath(shipped.remotes, '/aboutus')).to.equal(null);
  });

  it('prefers the longest prefix', () => {
    const remotes = [
      { name: 'a', entry: 'a', routes: ['/profile'] },
      { name: 'b', entry: 'b', routes: ['/profile/photos/'] }
    ];
    expect(remoteForPath(remotes, '/profile/photos/3')?.name).to.equal('b');
    expect(remoteForPath(remotes, '/profile/3')?.name).to.equal('a');
  });

  it('rejects a config without keycloak settings', () => {
    expect(runtimeConfigSchema.safeParse({ remotes: [] }).success).to.equal(false);
  });

  it('rejects a remote without routes or with a route that is not a path, and keeps only the known fields', () => {
    const keycloak = { clientId: 'matrimony-web' };
    const remote = { name: 'mfPublic', entry: '/mf/public/mf-manifest.json' };
    for (const routes of [[], ['about'], undefined])
      expect(runtimeConfigSchema.safeParse({ remotes: [{ ...remote, routes }], keycloak }).success).to.equal(
        false
      );
    expect(() =>
      runtimeConfigSchema.parse({ remotes: [{ ...remote, name: '', routes: ['/'] }], keycloak })
    ).to.throw(/remotes\[0\]\.name/);
    expect(
      runtimeConfigSchema.parse({ remotes: [{ ...remote, routes: ['/'], extra: 1 }], keycloak, other: true })
    ).to.deep.equal({ remotes: [{ ...remote, routes: ['/'] }], keycloak, analytics: null });
  });
});

describe("a reload's remote manifest", () => {
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((link) => [
      new URL(link.href).pathname,
      link.getAttribute('crossorigin')
    ]);
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it("is asked for with a preload link, as Module Federation's fetch asks, once the config is read", () => {
    preloadRemoteManifest(shipped, '/explore');
    expect(preloads()).to.deep.equal([['/mf/account/mf-manifest.json', 'anonymous']]);
  });

  it('is not asked for on a path no remote owns here (a 404, or a public page under a language prefix)', () => {
    preloadRemoteManifest(shipped, '/nowhere/at-all');
    preloadRemoteManifest(shipped, '/hi/about');
    expect(preloads()).to.deep.equal([]);
  });
});

describe('http → https redirect', () => {
  it('moves plain http to https with the same address', () => {
    expect(
      httpsRedirectTarget({
        protocol: 'http:',
        hostname: 'matrimony.example',
        href: 'http://matrimony.example/about?x=1#top'
      })
    ).to.equal('https://matrimony.example/about?x=1#top');
  });

  it('leaves https and localhost alone', () => {
    expect(
      httpsRedirectTarget({
        protocol: 'https:',
        hostname: 'matrimony.example',
        href: 'https://matrimony.example/'
      })
    ).to.equal(null);
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'shell.localhost']) {
      expect(
        httpsRedirectTarget({ protocol: 'http:', hostname, href: `http://${hostname}:8080/` }),
        hostname
      ).to.equal(null);
    }
  });
});
