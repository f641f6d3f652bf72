import { APP, REMOTE_PREFIXES, RENDERED_BY_MF_PUBLIC } from '../src/public-pages';
import { expect, test } from '../src/test';

type ManifestShared = { name: string; assets: { js: { sync: string[]; async: string[] } } };
type ManifestExpose = { path: string; assets: { js: { sync: string[] } } };
type Manifest = { shared: ManifestShared[]; exposes: ManifestExpose[] };

// Each remote ships fallback copies of the shared singletons (react, styled-components, ...);
// the browser must take them from the shell instead, or hooks and styles break in subtle ways.
const VISITS = [
  {
    remote: 'public',
    prefix: REMOTE_PREFIXES.public,
    path: '/about',
    ready: { role: 'heading', name: 'About Us' }
  },
  {
    remote: 'signup',
    prefix: REMOTE_PREFIXES.signup,
    path: '/signin',
    ready: { role: 'button', name: 'Sign In' }
  }
] as const;

for (const { remote, prefix, path, ready } of VISITS) {
  test(`${path} takes the shared libraries from the shell, not the ${remote} remote's own copies`, async ({
    page,
    request
  }) => {
    const manifest = (await (await request.get(`${prefix}mf-manifest.json`)).json()) as Manifest;
    const ownCopies = new Map<string, string>(
      manifest.shared.flatMap((shared) =>
        [...shared.assets.js.sync, ...shared.assets.js.async].map(
          (file) => [`${prefix}${file}`, shared.name] as const
        )
      )
    );
    expect(ownCopies.size, 'the manifest lists the fallback chunks of the shared libraries').toBeGreaterThan(
      0
    );

    const fromRemote: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith(prefix)) fromRemote.push(pathname);
    });
    await page.goto(path);
    // The app's page, not the prerendered HTML: by then the remote's code has been fetched.
    await expect(
      page.locator(APP).getByRole(ready.role, { name: ready.name, exact: true }).first()
    ).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(fromRemote).toContain(`${prefix}mf-manifest.json`);
    // The exposed routes module came from the remote under the same names the manifest uses.
    const routesModule = manifest.exposes.find((exposed) => exposed.path === './routes');
    expect(routesModule, 'the remote exposes ./routes').toBeDefined();
    for (const file of routesModule!.assets.js.sync) expect(fromRemote).toContain(`${prefix}${file}`);
    const duplicated = fromRemote
      .filter((file) => ownCopies.has(file))
      .map((file) => `${ownCopies.get(file)} (${file})`);
    expect(duplicated, 'shared libraries downloaded a second time from the remote').toEqual([]);
  });
}

// Route prefixes in the shell's runtime config decide which remote a page needs; no other remote
// should be touched (the landing page's case is in public-pages.spec.ts).
const OWN_REMOTE = [
  // /contact is prerendered: its heading shows before any script runs, so wait for mf-public to have rendered it.
  {
    path: '/contact',
    remote: REMOTE_PREFIXES.public,
    ready: { role: 'heading', name: 'Contact Us' },
    rendered: RENDERED_BY_MF_PUBLIC
  },
  { path: '/signin', remote: REMOTE_PREFIXES.signup, ready: { role: 'button', name: 'Sign In' } },
  { path: '/signup', remote: REMOTE_PREFIXES.signup, ready: { role: 'button', name: 'Send OTP' } }
] as const;

for (const { path, remote, ready, ...options } of OWN_REMOTE) {
  test(`${path} downloads code from its own remote only`, async ({ page }) => {
    const remotesUsed = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const prefix = Object.values(REMOTE_PREFIXES).find((candidate) => pathname.startsWith(candidate));
      if (prefix) remotesUsed.add(prefix);
    });
    await page.goto(path);
    // The app's own render, not the prerendered HTML (/signin is prerendered): by then the remote's code has been
    // fetched, whatever networkidle makes of a slow machine.
    await expect(
      page.locator(APP).getByRole(ready.role, { name: ready.name, exact: true }).first()
    ).toBeVisible();
    if ('rendered' in options) await expect(page.locator(options.rendered).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...remotesUsed]).toEqual([remote]);
  });
}
