import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { named, renderOverlay, repoDir } from './support/render';
import {
  configuredPort,
  frontendNames,
  serviceNames,
  staticServerPort,
  type Workload
} from './support/workloads';

interface Stage {
  image: string;
  instructions: { op: string; args: string }[];
}

/** Splits a Dockerfile into stages of instructions (continuation lines joined, comments dropped). */
function stagesOf(app: string): Stage[] {
  const text = readFileSync(`${repoDir}${app}/Dockerfile`, 'utf8').replace(/\\\n/g, ' ');
  const stages: Stage[] = [];
  for (const line of text.split('\n')) {
    const match = /^([A-Z]+)\s+(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, op, args] = match as unknown as [string, string, string];
    if (op === 'FROM') stages.push({ image: args.split(/\s+/)[0]!, instructions: [] });
    else stages.at(-1)?.instructions.push({ op, args });
  }
  return stages;
}

const args = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.args);

for (const app of [...serviceNames, ...frontendNames]) {
  describe(`${app}/Dockerfile`, () => {
    const stages = () => stagesOf(app);
    const final = () => stages().at(-1)!;
    const packageName = () =>
      (JSON.parse(readFileSync(`${repoDir}${app}/package.json`, 'utf8')) as { name: string }).name;

    it('is multi-stage with every base image pinned to an exact version', () => {
      expect(stages().length).to.be.at.least(2);
      for (const { image } of stages()) {
        const tag = /:([^:@/]+)$/.exec(image)?.[1];
        expect(
          image.includes('@sha256:') || (tag !== undefined && /^\d+\.\d+\.\d+/.test(tag)),
          image
        ).to.equal(true);
      }
    });

    it('installs with npm ci filtered to its own workspace', () => {
      const installs = stages()
        .flatMap((s) => args(s, 'RUN'))
        .filter((run) => run.includes('npm ci'));
      expect(installs).to.have.length(1);
      expect(installs[0]).to.contain(`--workspace ${packageName()}`);
      if (serviceNames.includes(app)) expect(installs[0]).to.contain('--omit=dev');
    });

    it('runs as a non-root user and has no HEALTHCHECK', () => {
      const users = args(final(), 'USER');
      expect(users.length).to.equal(1);
      expect(['root', '0']).to.not.include(users[0]!.split(':')[0]);
      for (const stage of stages()) expect(args(stage, 'HEALTHCHECK')).to.deep.equal([]);
    });

    it('copies only files that exist', () => {
      for (const stage of stages()) {
        for (const copy of args(stage, 'COPY')) {
          if (copy.includes('--from=')) continue;
          const paths = copy.split(/\s+/).filter((part) => !part.startsWith('--'));
          for (const source of paths.slice(0, -1))
            expect(existsSync(`${repoDir}${source}`), `${app}: COPY ${source}`).to.equal(true);
        }
      }
    });

    it('exposes the port its Deployment uses and is the image its Deployment runs', () => {
      const expected = serviceNames.includes(app) ? configuredPort(app) : staticServerPort();
      expect(args(final(), 'EXPOSE')).to.deep.equal([String(expected)]);
      const container = named<Workload>(renderOverlay('prod'), 'Deployment', app).spec.template.spec
        .containers[0]!;
      expect(container.image.split(':')[0]).to.equal(`ghcr.io/matrimony/${app}`);
    });

    if (serviceNames.includes(app)) {
      it('starts the service the way every environment does: node --import tsx src/main.ts, with PORT set', () => {
        expect(args(final(), 'CMD')).to.deep.equal(['["node", "--import", "tsx", "src/main.ts"]']);
        expect(args(final(), 'ENV').join(' ')).to.contain(`PORT=${configuredPort(app)}`);
      });
    } else {
      it('serves its build with the shared nginx configuration through the start script', () => {
        const copies = args(final(), 'COPY').join('\n');
        expect(copies).to.contain(
          `deploy/frontend/${app === 'shell' ? 'shell.conf' : 'remote.conf'} /etc/nginx/site.conf`
        );
        expect(copies).to.contain(`/repo/${app}/dist/ /usr/share/nginx/html/`);
        expect(copies.includes('runtime-config.template.json')).to.equal(app === 'shell');
        expect(args(final(), 'ENTRYPOINT')).to.deep.equal(['["/usr/local/bin/start-static-server"]']);
      });
    }
  });
}
