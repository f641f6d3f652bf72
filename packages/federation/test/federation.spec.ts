import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'chai';
import { createAppConfig, createRemoteConfig, routesModuleId, sharedModules } from '../src/index';
import { ROUTER_API_MODULE } from '../src/shared';

const require = createRequire(import.meta.url);
const installed = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

describe('sharedModules', () => {
  it('shares every framework library and its subpaths as a singleton', () => {
    for (const key of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router',
      'react-router-dom',
      'styled-components',
      '@reduxjs/toolkit',
      'react-redux',
      '@matrimony/ui',
      '@matrimony/session',
      '@matrimony/session/'
    ]) {
      expect(sharedModules[key], key).to.include({ singleton: true });
    }
  });

  it('lets every build fall back to its own copy: no strict versions, nothing eager, no entry without its module', () => {
    // A remote may then share a library the shell does not provide (docs/architecture.md "Version skew").
    for (const [key, entry] of Object.entries(sharedModules)) {
      expect(entry, key).to.not.have.property('strictVersion');
      expect(entry.eager, key).to.not.equal(true);
      expect(entry.import, key).to.not.equal(false);
    }
  });

  it('requires the versions that are installed', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      'styled-components',
      '@reduxjs/toolkit',
      'react-redux'
    ]) {
      expect(sharedModules[name]!.requiredVersion).to.equal(`^${installed(name)}`);
    }
  });
});

describe('createRemoteConfig', () => {
  const config = createRemoteConfig({
    name: 'mfAccount',
    dirname: '/tmp/mf-account',
    exposes: { './routes': './src/routes' },
    mode: 'production'
  });

  it('names the build and lets the manifest decide the public path', () => {
    expect(config.output).to.include({
      uniqueName: 'mfAccount',
      publicPath: 'auto',
      path: '/tmp/mf-account/dist'
    });
    expect(config.output!.chunkFilename).to.contain('[contenthash');
  });

  it('never splits out a runtime chunk', () => {
    expect(config.optimization).to.not.have.property('runtimeChunk');
  });

  it('exposes the routes through the Module Federation plugin without type generation', () => {
    const plugin = config.plugins!.find(
      (p) => p?.constructor.name === 'ModuleFederationPlugin'
    ) as unknown as { _options: Record<string, unknown> };
    expect(plugin._options).to.deep.include({
      name: 'mfAccount',
      filename: 'remoteEntry.js',
      dts: false,
      shareStrategy: 'loaded-first'
    });
    expect(plugin._options.exposes).to.deep.equal({ './routes': './src/routes' });
  });
});

describe('routesModuleId', () => {
  it('points at the routes module of a remote', () => {
    expect(routesModuleId('mfPublic')).to.equal('mfPublic/routes');
  });
});

describe('assets', () => {
  it('emits images and fonts as hashed files under assets/', () => {
    const config = createRemoteConfig({ name: 'mfPublic', dirname: '/tmp/mf-public', mode: 'production' });
    const rules = config.module!.rules as { test?: RegExp; type?: string }[];
    const assetRule = rules.find((rule) => rule.type === 'asset/resource')!;
    for (const file of ['couple-1.jpg', 'hero.webp', 'logo.svg', 'inter.woff2'])
      expect(assetRule.test!.test(file), file).to.equal(true);
    expect(assetRule.test!.test('page.tsx')).to.equal(false);
    expect(config.output!.assetModuleFilename).to.equal('assets/[name].[contenthash:8][ext]');
  });
});

describe('Module Federation runtime', () => {
  const optionsOf = (config: ReturnType<typeof createRemoteConfig>) =>
    (
      config.plugins!.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as {
        _options: { experiments?: object };
      }
    )._options;

  it('remotes use the host runtime instead of shipping their own', () => {
    expect(optionsOf(createRemoteConfig({ name: 'mfSignup', dirname: '/tmp/x' })).experiments).to.deep.equal({
      externalRuntime: true,
      optimization: { target: 'web' }
    });
  });

  it('the host provides its runtime to the remotes', () => {
    expect(
      optionsOf(createAppConfig({ name: 'shell', dirname: '/tmp/x', role: 'host' })).experiments
    ).to.deep.equal({ provideExternalRuntime: true, optimization: { target: 'web' } });
  });
});

describe('the router build behind react-router/api.ts', () => {
  const aliasOf = (mode: 'development' | 'production') =>
    (createAppConfig({ name: 'shell', dirname: '/tmp/x', mode }).resolve!.alias as Record<string, string>)[
      'react-router-build$'
    ]!;

  it("is react-router's ES module build for the mode (no development warnings in production)", () => {
    expect(aliasOf('production')).to.match(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(aliasOf('development')).to.match(/react-router[\\/]dist[\\/]development[\\/]index\.mjs$/);
    expect(existsSync(aliasOf('production')), 'the file exists').to.equal(true);
  });

  it('is what both react-router and react-router-dom are shared as, under one key', () => {
    expect(sharedModules['react-router']).to.include({
      import: ROUTER_API_MODULE,
      version: installed('react-router')
    });
    expect(sharedModules['react-router-dom']).to.include({
      import: ROUTER_API_MODULE,
      shareKey: 'react-router'
    });
  });
});
