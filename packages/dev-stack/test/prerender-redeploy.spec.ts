// A remote's prerendered pages reach visitors when that remote alone is redeployed: the shell's
// documents include the remote's fragments while they are served (docs/architecture.md, "Prerendered
// pages"). Uses the real builds (turbo builds the frontends before this workspace's tests) and
// rebuilds a copy of mf-signup whose sign-in heading differs.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import { rspack, type Configuration } from '@rspack/core';
import { prerenderRemote } from '@matrimony/prerender';
import { repoRoot } from '../src/repo';
import { startStaticServer, type StaticServer } from '../src/static-server';

const HEADING = '<h1>Sign In</h1>';
const NEW_HEADING = '<h1>Welcome back, sign in</h1>';

/** A copy of mf-signup outside the repository that resolves packages from the repository's node_modules. */
function copyOfSignup(dir: string): string {
  const copy = join(dir, 'mf-signup');
  for (const entry of ['src', 'scripts', 'package.json', 'rspack.config.ts'])
    cpSync(join(repoRoot, 'mf-signup', entry), join(copy, entry), { recursive: true });
  // Linked entry by entry, so what a build writes under node_modules/ stays in the copy.
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(repoRoot, 'node_modules')))
    if (!entry.startsWith('.'))
      symlinkSync(join(repoRoot, 'node_modules', entry), join(copy, 'node_modules', entry));
  return copy;
}

async function build(dir: string): Promise<void> {
  const config = (
    (await import(pathToFileURL(join(dir, 'rspack.config.ts')).href)) as { default: Configuration }
  ).default;
  await new Promise<void>((resolve, reject) =>
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    })
  );
  await prerenderRemote({ dir, mount: '/mf/signup/', log: () => undefined });
}

describe('redeploying mf-signup alone', function () {
  this.timeout(180_000);
  let work: string;
  let shell: StaticServer | undefined;
  let signup: StaticServer | undefined;

  before(function () {
    for (const built of ['shell/dist/signin/index.html', 'mf-signup/dist/prerendered/signin.html'])
      if (!existsSync(join(repoRoot, built)))
        throw new Error(`${built} is missing: build the frontends first (turbo run build)`);
    work = mkdtempSync(join(tmpdir(), 'prerender-redeploy-'));
  });

  after(async () => {
    await shell?.close();
    await signup?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("shows mf-signup's new sign-in heading at /signin without rebuilding the shell", async () => {
    const shellDist = join(repoRoot, 'shell', 'dist');
    const shellDocument = readFileSync(join(shellDist, 'signin', 'index.html'), 'utf8');
    const deployed = join(work, 'deployed-1');
    cpSync(join(repoRoot, 'mf-signup', 'dist'), deployed, { recursive: true });
    signup = await startStaticServer({ root: deployed, spa: false, port: 0, host: '127.0.0.1' });
    const port = signup.port;
    shell = await startStaticServer({
      root: shellDist,
      spa: true,
      remotes: [{ mount: '/mf/signup/', origin: `http://127.0.0.1:${port}` }],
      port: 0,
      host: '127.0.0.1'
    });
    const signinPage = async () => (await fetch(`http://127.0.0.1:${shell!.port}/signin`)).text();

    const before = await signinPage();
    expect(before).to.contain('<div id="root" data-prerendered-path="/signin">');
    expect(before).to.contain(HEADING);
    expect(before).to.contain('<title data-prerender>Sign In | Matrimony</title>');

    const copy = copyOfSignup(work);
    // The heading's English is in mf-signup's catalogue (src/shared/messages/en.json).
    const catalogue = join(copy, 'src', 'shared', 'messages', 'en.json');
    const source = readFileSync(catalogue, 'utf8');
    expect(source).to.contain('"signin.title": "Sign In"');
    writeFileSync(
      catalogue,
      source.replace('"signin.title": "Sign In"', '"signin.title": "Welcome back, sign in"')
    );
    await build(copy);

    // The redeploy: the same address now serves the new build.
    await signup.close();
    signup = await startStaticServer({ root: join(copy, 'dist'), spa: false, port, host: '127.0.0.1' });

    const after = await signinPage();
    expect(after).to.contain(NEW_HEADING);
    expect(after).to.not.contain(HEADING);
    expect(readFileSync(join(shellDist, 'signin', 'index.html'), 'utf8')).to.equal(shellDocument);
  });
});
