import { expect } from 'chai';
import {
  createInstance,
  ModuleFederation,
  type ModuleFederationRuntimePlugin
} from '@module-federation/enhanced/runtime';
import { type RemoteRoute } from '@matrimony/federation';
import { createFederationRemotes } from '../src/remotes/federation-remotes';

// The shell's remote loading through the real Module Federation runtime, against a remote built after the
// shell whose manifest names shared singletons the shell does not provide, or needs newer ones
// (docs/architecture.md "Version skew between the shell and remotes").

type Library = { from: 'shell' | 'mfAccount'; version: string };
type SharedOffer = { version: string; requiredVersion: string; library: Library };
type LoadedRoute = RemoteRoute & { libraries: Record<string, Library>; release: number };

// The runtime keeps what it loaded in globals for the whole page: each test is a page of its own
// (host name, manifest URL, remote entry global, plugin).
let site = 0;
const shellReact: Library = { from: 'shell', version: '19.2.0' };

/** A manifest as the remote's build writes it (mf-manifest.json), naming what it shares. */
function manifestOf(shared: Record<string, SharedOffer>, globalName: string) {
  return {
    id: 'mfAccount',
    name: 'mfAccount',
    metaData: {
      name: 'mfAccount',
      type: 'app',
      buildInfo: { buildVersion: '0.2.0', buildName: '@matrimony/mf-account' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName,
      pluginVersion: '2.9.2',
      publicPath: 'auto'
    },
    remotes: [],
    shared: Object.entries(shared).map(([name, offer], index) => ({
      id: `mfAccount:${name}`,
      name,
      version: offer.version,
      singleton: true,
      requiredVersion: offer.requiredVersion,
      assets: { js: { async: [], sync: [`${index}.0a1b2c3d.js`] }, css: { async: [], sync: [] } },
      fallback: ''
    })),
    exposes: [
      {
        id: 'mfAccount:routes',
        name: 'routes',
        path: './routes',
        assets: {
          js: { sync: ['__federation_expose_routes.4e5f6a7b.js'], async: [] },
          css: { sync: [], async: [] }
        }
      }
    ]
  };
}

/**
 * The remote's remoteEntry.js. On `init` it does what the container rspack generates does
 * (webpack-bundler-runtime's initContainerEntry): join the host's share scope and offer its own copies;
 * its `./routes` module then takes each shared library through `loadShare`, as its imports would.
 */
function remoteEntryOf(shared: Record<string, SharedOffer>, release: number) {
  let remote: ModuleFederation | undefined;
  return {
    async init(shareScope: never, initScope: never, options?: { shareScopeMap?: never }) {
      remote = new ModuleFederation({
        name: 'mfAccount',
        remotes: [],
        shareStrategy: 'loaded-first',
        shared: Object.fromEntries(
          Object.entries(shared).map(([name, offer]) => [
            name,
            {
              version: offer.version,
              get: async () => () => offer.library,
              shareConfig: { singleton: true, requiredVersion: offer.requiredVersion }
            }
          ])
        )
      });
      remote.initOptions({ name: 'mfAccount', remotes: [], ...options });
      remote.initShareScopeMap('default', shareScope, { hostShareScopeMap: options?.shareScopeMap ?? {} });
      await Promise.all(remote.initializeSharing('default', { strategy: 'loaded-first', initScope }));
    },
    async get(expose: string) {
      if (expose !== './routes')
        throw new Error(`Module "${expose}" does not exist in container "mfAccount"`);
      const libraries: Record<string, Library> = {};
      for (const name of Object.keys(shared)) {
        const factory = await remote!.loadShare<Library>(name);
        if (!factory) throw new Error(`no provider of the shared module ${name}`);
        libraries[name] = factory()!;
      }
      const routes: LoadedRoute[] = [
        { path: '/dashboard', access: 'member', Component: () => null, libraries, release }
      ];
      return () => ({ default: routes });
    }
  };
}

/** The shell's runtime (it provides React) with the network answered by the remote above. */
function shellRuntime(shared: Record<string, SharedOffer>, manifestStatuses: number[] = []) {
  site += 1;
  const manifestUrl = `https://site-${site}.matrimony.test/mf/account/mf-manifest.json`;
  const requests: string[] = [];
  /** Which release of the remote its pods serve. */
  const deployed = { release: 1 };
  const entryLoads: number[] = [];
  const network: ModuleFederationRuntimePlugin = {
    name: `test-network-${site}`,
    fetch: async (url: string) => {
      requests.push(url);
      const status = manifestStatuses.shift() ?? 200;
      return status === 200
        ? new Response(JSON.stringify(manifestOf(shared, `mfAccount_${site}`)), {
            headers: { 'content-type': 'application/json' }
          })
        : new Response('<html>unavailable</html>', { status });
    },
    loadEntry: () => {
      entryLoads.push(deployed.release);
      return remoteEntryOf(shared, deployed.release) as never;
    }
  };
  const instance = createInstance({
    name: `shell-${site}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      react: {
        version: shellReact.version,
        lib: () => shellReact,
        shareConfig: { singleton: true, requiredVersion: '^19.2.0' }
      }
    },
    plugins: [network]
  });
  const remotes = createFederationRemotes(
    [{ name: 'mfAccount', entry: manifestUrl, routes: ['/dashboard'] }],
    {
      registerRemotes: (entries, options) => instance.registerRemotes(entries, options),
      loadRemote: (id) => instance.loadRemote(id)
    },
    { attempts: 2, baseDelayMs: 0, sleep: async () => undefined }
  );
  return { remotes, requests, manifestUrl, deployed, entryLoads };
}

describe("version skew: a remote's manifest and the shell's shared singletons", () => {
  const { warn } = console;
  const warnings: string[] = [];
  before(() => (console.warn = (...args: unknown[]) => void warnings.push(args.join(' '))));
  after(() => (console.warn = warn));
  afterEach(() => (warnings.length = 0));

  it('loads a remote whose manifest names a singleton the shell does not have: the remote brings its own copy', async () => {
    const { remotes } = shellRuntime({
      react: {
        version: '19.2.0',
        requiredVersion: '^19.2.0',
        library: { from: 'mfAccount', version: '19.2.0' }
      },
      'date-fns': {
        version: '4.1.0',
        requiredVersion: '^4.1.0',
        library: { from: 'mfAccount', version: '4.1.0' }
      }
    });
    const [route] = (await remotes.loader.get('mfAccount')) as LoadedRoute[];
    expect(route!.path).to.equal('/dashboard');
    expect(route!.libraries['date-fns']).to.deep.equal({ from: 'mfAccount', version: '4.1.0' });
    // Still one React on the page: the shell's.
    expect(route!.libraries.react).to.equal(shellReact);
  });

  it("runs a remote that asks for a newer major of the shell's singleton on the shell's copy (so that needs the shell first)", async () => {
    const { remotes } = shellRuntime({
      react: {
        version: '20.0.0',
        requiredVersion: '^20.0.0',
        library: { from: 'mfAccount', version: '20.0.0' }
      }
    });
    const [route] = (await remotes.loader.get('mfAccount')) as LoadedRoute[];
    expect(route!.libraries.react).to.equal(shellReact);
    expect(warnings.join('\n')).to.match(
      /Version 19\.2\.0 from shell-\d+ of shared singleton module react does not satisfy the requirement of mfAccount which needs \^20\.0\.0/
    );
  });

  it('loads the remote entry afresh once its load was forgotten ("Try again" after a page failed): the new release', async () => {
    const { remotes, deployed, entryLoads } = shellRuntime({
      react: {
        version: '19.2.0',
        requiredVersion: '^19.2.0',
        library: { from: 'mfAccount', version: '19.2.0' }
      }
    });
    const [before] = (await remotes.loader.get('mfAccount')) as LoadedRoute[];
    expect(before!.release).to.equal(1);
    deployed.release = 2;
    remotes.loader.reset('mfAccount');
    const [after] = (await remotes.loader.get('mfAccount')) as LoadedRoute[];
    expect(after!.release).to.equal(2);
    expect(entryLoads).to.deep.equal([1, 2]);
  });

  it('fetches the manifest afresh after a failed try (a roll-out in progress)', async () => {
    const { remotes, requests, manifestUrl } = shellRuntime(
      {
        react: {
          version: '19.2.0',
          requiredVersion: '^19.2.0',
          library: { from: 'mfAccount', version: '19.2.0' }
        }
      },
      [503]
    );
    const [route] = (await remotes.loader.get('mfAccount')) as LoadedRoute[];
    expect(route!.path).to.equal('/dashboard');
    expect(requests).to.deep.equal([manifestUrl, manifestUrl]);
  });
});
