import { expect } from 'chai';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import {
  fieldManagerOf,
  imageOf,
  isOverlay,
  isReleaseTag,
  isSlice,
  renderOverlayWithTag,
  renderSlice,
  SLICES,
  type RenderedObject
} from '../src/ship';
import { deployDir, renderOverlay } from './support/render';
import { workloadsOf, type Workload } from './support/workloads';

const TAG = '1.4.2';
const shipBin = `${deployDir}bin/ship.ts`;
const realKubectl = execFileSync('sh', ['-c', 'command -v kubectl'], { encoding: 'utf8' }).trim();

const parse = (stream: string) => parseAllDocuments(stream).map((doc) => doc.toJS() as RenderedObject);
const id = (o: RenderedObject) => `${o.kind}/${o.metadata.name}`;
const imagesOf = (w: Workload) => w.spec.template.spec.containers.map((c) => c.image);

/** Runs the CLI as `npm run ship` does, with `binDir` (a stand-in kubectl) first on PATH. */
function ship(args: string[], options: { binDir?: string; env?: Record<string, string> } = {}) {
  const path = options.binDir ? `${options.binDir}:${process.env.PATH}` : process.env.PATH;
  return spawnSync(process.execPath, ['--import', 'tsx', shipBin, ...args], {
    cwd: deployDir,
    encoding: 'utf8',
    env: { ...process.env, PATH: path, ...options.env }
  });
}

describe('ship one slice (deploy/bin/ship.ts)', () => {
  const plain = renderOverlay('prod');
  const firstRender = new Map<string, string>();
  const shipped = (slice: (typeof SLICES)[number]) => {
    if (!firstRender.has(slice)) firstRender.set(slice, renderSlice({ overlay: 'prod', slice, tag: TAG }));
    return firstRender.get(slice)!;
  };

  for (const slice of SLICES) {
    describe(slice, () => {
      it(`renders only its Deployment and the content-hashed ConfigMaps it reads, with the new tag`, () => {
        const objects = parse(shipped(slice));
        const [deployment, ...others] = workloadsOf(objects);
        expect(others, 'one workload').to.deep.equal([]);
        expect(id(deployment!)).to.equal(`Deployment/${slice}`);
        expect(imagesOf(deployment!)).to.deep.equal([`${imageOf(slice)}:${TAG}`]);
        // The HPA owns the replica count: a roll-out must not scale the Deployment back.
        expect(deployment!.spec).to.not.have.property('replicas');
        const read = JSON.stringify(deployment!.spec.template);
        for (const object of objects.filter((o) => o !== deployment)) {
          expect(object.kind, id(object)).to.equal('ConfigMap');
          expect(read, `${id(object)} is read by the Deployment`).to.contain(`"${object.metadata.name}"`);
          expect(object.metadata.name, 'a generated name with a content hash').to.match(/-[a-z0-9]{10}$/);
          expect(object, id(object)).to.deep.equal(plain.find((o) => id(o) === id(object)));
        }
        expect(objects.filter((o) => o.metadata.namespace !== 'matrimony').map(id)).to.deep.equal([]);
      });

      it("changes nothing in the overlay but its own image's tag", () => {
        const withTag = renderOverlayWithTag('prod', slice, TAG);
        expect(withTag.map(id)).to.deep.equal(plain.map(id));
        withTag.forEach((object, index) => {
          const before = plain[index]!;
          if (id(object) !== `Deployment/${slice}`) {
            expect(object, id(object)).to.deep.equal(before);
            return;
          }
          const [previous] = imagesOf(before as Workload);
          expect(previous).to.match(new RegExp(`^${imageOf(slice)}:`));
          const retagged = JSON.parse(
            JSON.stringify(before).replace(`"${previous}"`, `"${imageOf(slice)}:${TAG}"`)
          ) as RenderedObject;
          expect(object).to.deep.equal(retagged);
          expect(imagesOf(object as Workload)).to.not.deep.equal(imagesOf(before as Workload));
        });
      });

      it('renders the same bytes twice', () => {
        expect(renderSlice({ overlay: 'prod', slice, tag: TAG })).to.equal(shipped(slice));
      });
    });
  }

  it("ships a remote without the shell: the shell's runtime config names each remote by a versionless URL", () => {
    for (const remote of ['mf-public', 'mf-signup', 'mf-account'] as const) {
      const objects = parse(shipped(remote));
      expect(objects.map(id).join(' '), remote).to.not.contain('shell');
    }
    const config = plain.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('shell-runtime-config-')
    );
    const remotes = JSON.parse((config as unknown as { data: { MF_REMOTES: string } }).data.MF_REMOTES) as {
      entry: string;
    }[];
    expect(remotes.map((r) => r.entry)).to.deep.equal([
      '/mf/public/mf-manifest.json',
      '/mf/signup/mf-manifest.json',
      '/mf/account/mf-manifest.json'
    ]);
  });

  it('renders from the dev overlay too (its own ConfigMaps)', () => {
    const objects = parse(renderSlice({ overlay: 'dev', slice: 'svc-profile', tag: '2.0.0-rc.1' }));
    expect(imagesOf(workloadsOf(objects)[0]!)).to.deep.equal(['ghcr.io/matrimony/svc-profile:2.0.0-rc.1']);
    const devConfig = renderOverlay('dev').find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('platform-config-')
    );
    expect(objects.map(id)).to.include(`ConfigMap/${devConfig!.metadata.name}`);
  });

  describe('what it accepts', () => {
    it('takes the eight apps as slices, nothing else (no NATS, MongoDB or Keycloak)', () => {
      expect(SLICES.filter(isSlice)).to.have.length(8);
      for (const other of ['nats', 'mongodb', 'keycloak', 'mf-chat', 'Shell', ''])
        expect(isSlice(other), other).to.equal(false);
    });

    it('takes release tags only', () => {
      for (const tag of ['1.4.2', '2.0.0-rc.1', 'v1.4.2', '0.1.0-dev', '20261128.1', 'g1a2b3c4'])
        expect(isReleaseTag(tag), tag).to.equal(true);
      for (const tag of [
        'latest',
        'stable',
        '',
        '.1',
        '-1',
        '1.4:2',
        '1.4.2\nx',
        '1 2',
        'a/1',
        `1${'0'.repeat(128)}`
      ])
        expect(isReleaseTag(tag), JSON.stringify(tag)).to.equal(false);
    });

    it('takes the overlays by name, never a path', () => {
      for (const overlay of ['dev', 'prod', 'prod-ingress'])
        expect(isOverlay(overlay), overlay).to.equal(true);
      for (const overlay of ['staging', '../base', 'prod/', '/work', ''])
        expect(isOverlay(overlay), overlay).to.equal(false);
    });
  });

  describe('command line', () => {
    it('prints the manifests when neither --diff nor --apply is given', () => {
      const result = ship(['--slice', 'mf-signup', '--tag', TAG, '--overlay', 'prod']);
      expect(result.status, result.stderr).to.equal(0);
      expect(result.stdout).to.equal(shipped('mf-signup'));
    });

    const refused: [string, string[], string][] = [
      ['an unknown slice', ['--slice', 'nats', '--tag', TAG, '--overlay', 'prod'], 'unknown slice "nats"'],
      ['a malformed tag', ['--slice', 'shell', '--tag', '1.4:2', '--overlay', 'prod'], 'not a release tag'],
      ['a missing tag', ['--slice', 'shell', '--overlay', 'prod'], '--tag is required'],
      ['an unknown overlay', ['--slice', 'shell', '--tag', TAG, '--overlay', 'staging'], 'unknown overlay'],
      ['an unknown option', ['--slice', 'shell', '--tag', TAG, '--overlay', 'prod', '--force'], "'--force'"],
      [
        '--diff with --apply',
        ['--slice', 'shell', '--tag', TAG, '--overlay', 'prod', '--diff', '--apply'],
        'exclude'
      ]
    ];
    for (const [what, args, message] of refused) {
      it(`refuses ${what} with exit code 2 and says why`, () => {
        const result = ship(args);
        expect(result.status).to.equal(2);
        expect(result.stderr).to.contain(message);
        expect(result.stdout).to.equal('');
      });
    }
  });

  describe('--apply and --diff with a stand-in kubectl', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'ship-kubectl-'));
      mkdirSync(join(dir, 'bin'));
      // Renders with the real kubectl; records what any other command would have sent to the cluster.
      writeFileSync(
        join(dir, 'bin', 'kubectl'),
        [
          '#!/bin/sh',
          `if [ "$1" = kustomize ]; then exec "${realKubectl}" "$@"; fi`,
          `printf '%s\\n' "$@" > "${dir}/args"`,
          `cat > "${dir}/stdin"`,
          'exit "${FAKE_KUBECTL_STATUS:-0}"',
          ''
        ].join('\n')
      );
      chmodSync(join(dir, 'bin', 'kubectl'), 0o755);
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const recorded = () => ({
      args: readFileSync(join(dir, 'args'), 'utf8').trim().split('\n'),
      objects: parse(readFileSync(join(dir, 'stdin'), 'utf8'))
    });

    for (const slice of ['mf-signup', 'svc-billing'] as const) {
      it(`--apply sends only ${slice}'s objects to a server-side apply under its own field manager`, () => {
        const result = ship(['--slice', slice, '--tag', TAG, '--overlay', 'prod', '--apply'], {
          binDir: join(dir, 'bin')
        });
        expect(result.status, result.stderr).to.equal(0);
        const { args, objects } = recorded();
        expect(args).to.deep.equal([
          'apply',
          '--server-side',
          `--field-manager=${fieldManagerOf(slice)}`,
          '--force-conflicts',
          '-f',
          '-'
        ]);
        expect(fieldManagerOf(slice)).to.equal(`ship-${slice}`);
        expect(objects).to.deep.equal(parse(shipped(slice)));
        expect(workloadsOf(objects).map(id)).to.deep.equal([`Deployment/${slice}`]);
        expect(objects.filter((o) => !['ConfigMap', 'Deployment'].includes(o.kind)).map(id)).to.deep.equal(
          []
        );
        for (const other of SLICES.filter((s) => s !== slice))
          expect(JSON.stringify(objects), other).to.not.contain(`${imageOf(other)}:`);
      });
    }

    it('--diff hands the same set to kubectl diff and passes on its exit code (1: differences)', () => {
      const result = ship(['--slice', 'shell', '--tag', TAG, '--overlay', 'prod', '--diff'], {
        binDir: join(dir, 'bin'),
        env: { FAKE_KUBECTL_STATUS: '1' }
      });
      expect(result.status).to.equal(1);
      const { args, objects } = recorded();
      expect(args.slice(0, 4)).to.deep.equal([
        'diff',
        '--server-side',
        '--field-manager=ship-shell',
        '--force-conflicts'
      ]);
      expect(workloadsOf(objects).map(id)).to.deep.equal(['Deployment/shell']);
    });

    it('passes on a failed apply', () => {
      const result = ship(['--slice', 'svc-notify', '--tag', TAG, '--overlay', 'prod', '--apply'], {
        binDir: join(dir, 'bin'),
        env: { FAKE_KUBECTL_STATUS: '3' }
      });
      expect(result.status).to.equal(3);
    });
  });
});
