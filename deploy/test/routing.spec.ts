import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect } from 'chai';
import { deployDir, named, ofKind, overlays, renderKustomization, renderOverlay } from './support/render';
import { documentedRoutes, routesOf } from './support/routes';

type Service = { spec: { ports: { port: number }[] } };

describe('routing', () => {
  it('reads the route table from docs/architecture.md', () => {
    const prefixes = documentedRoutes().map((r) => r.prefix);
    expect(prefixes).to.include.members([
      '/',
      '/mf/public/',
      '/mf/signup/',
      '/mf/account/',
      '/api/identity/',
      '/api/profiles/',
      '/api/billing/',
      '/api/notify/'
    ]);
  });

  for (const overlay of overlays) {
    describe(`overlays/${overlay}`, () => {
      const routes = () => routesOf(renderOverlay(overlay));

      it('routes nothing to Keycloak: the browser refreshes through svc-identity', () => {
        expect(
          routes().filter((r) => r.service === 'keycloak-service' || r.prefix.startsWith('/auth'))
        ).to.deep.equal([]);
      });

      it('routes every documented prefix to its backend', () => {
        for (const { prefix, backend } of documentedRoutes()) {
          const route = routes().find((r) => r.prefix === prefix);
          expect(route, `no route for ${prefix}`).to.not.equal(undefined);
          expect(route!.service, prefix).to.equal(backend);
        }
      });

      it('strips /mf/<remote>/ for the static remotes and keeps /api/ paths unchanged', () => {
        for (const route of routes()) {
          if (route.prefix.startsWith('/mf/')) expect(route.rewrittenTo, route.prefix).to.equal('/');
          else expect(route.rewrittenTo, route.prefix).to.equal(undefined);
        }
      });

      it('sends each route to a Service port that exists', () => {
        const objects = renderOverlay(overlay);
        for (const route of routes()) {
          const ports = named<Service>(objects, 'Service', route.service).spec.ports.map((p) => p.port);
          expect(ports, `${route.prefix} → ${route.service}:${route.port}`).to.include(route.port);
        }
      });

      it('uses one public host everywhere the site names itself', () => {
        const objects = renderOverlay(overlay);
        const host = (named(objects, 'ConfigMap', 'site') as unknown as { data: { PUBLIC_HOST: string } })
          .data.PUBLIC_HOST;
        const text = JSON.stringify(objects.filter((o) => o.kind !== 'KeycloakRealmImport'));
        const hostsMentioned = new Set(
          [...text.matchAll(/matrimony\.[a-z0-9.-]+\.[a-z]{2,}/g)].map((m) => m[0])
        );
        expect([...hostsMentioned]).to.deep.equal([host]);
        const config = ofKind<{ data: Record<string, string> }>(objects, 'ConfigMap').find((c) =>
          c.metadata.name.startsWith('platform-config')
        )!;
        expect(new URL(config.data.PUBLIC_URL!).host).to.equal(host);
        expect(config.data.KEYCLOAK_ISSUER).to.equal(
          `${config.data.PUBLIC_URL}/auth/realms/${config.data.KEYCLOAK_REALM}`
        );
      });
    });
  }
});

type Listener = { name: string; hostname?: string; protocol: string };
type RedirectRoute = {
  spec: {
    parentRefs: { sectionName: string }[];
    hostnames: string[];
    rules: {
      filters: { type: string; requestRedirect: Record<string, unknown> }[];
      backendRefs?: unknown[];
    }[];
  };
};

describe('one canonical host', () => {
  let dir: string;
  before(() => {
    // An operator's overlay with its own host: the www. name must follow it, not keep the base's.
    dir = mkdtempSync(join(tmpdir(), 'canonical-host-'));
    for (const [name, base] of [
      ['gateway', 'prod'],
      ['ingress', 'prod-ingress']
    ] as const) {
      mkdirSync(join(dir, name));
      writeFileSync(
        join(dir, name, 'kustomization.yaml'),
        [
          'apiVersion: kustomize.config.k8s.io/v1beta1',
          'kind: Kustomization',
          'resources:',
          `  - ${relative(join(dir, name), `${deployDir}overlays/${base}`)}`,
          'configMapGenerator:',
          '  - name: site',
          '    behavior: replace',
          '    literals: [PUBLIC_HOST=shaadi-demo.example.org]',
          '    options: { disableNameSuffixHash: true }',
          'components:',
          `  - ${relative(join(dir, name), `${deployDir}components/public-host`)}`,
          ''
        ].join('\n')
      );
    }
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('Gateway API: www.<host> only answers a 301 to https://<host>, the path kept', () => {
    const objects = renderKustomization(join(dir, 'gateway'));
    const listeners = named<{ spec: { listeners: Listener[] } }>(objects, 'Gateway', 'matrimony').spec
      .listeners;
    expect(listeners.map((l) => [l.name, l.hostname])).to.deep.equal([
      ['https', 'shaadi-demo.example.org'],
      ['http', 'shaadi-demo.example.org'],
      ['https-www', 'www.shaadi-demo.example.org'],
      ['http-www', 'www.shaadi-demo.example.org']
    ]);
    const redirect = named<RedirectRoute>(objects, 'HTTPRoute', 'matrimony-canonical-host').spec;
    expect(redirect.parentRefs.map((p) => p.sectionName)).to.have.members(['https-www', 'http-www']);
    expect(redirect.hostnames).to.deep.equal(['www.shaadi-demo.example.org']);
    expect(redirect.rules).to.have.length(1);
    expect(redirect.rules[0]!.backendRefs ?? []).to.deep.equal([]);
    expect(redirect.rules[0]!.filters).to.deep.equal([
      {
        type: 'RequestRedirect',
        requestRedirect: { scheme: 'https', hostname: 'shaadi-demo.example.org', statusCode: 301 }
      }
    ]);
    const siteRoutes = ofKind<{ spec: { hostnames: string[] } }>(objects, 'HTTPRoute').filter(
      (r) => r.metadata.name !== 'matrimony-canonical-host'
    );
    for (const route of siteRoutes)
      expect(route.spec.hostnames, route.metadata.name).to.deep.equal(['shaadi-demo.example.org']);
  });

  it('ingress-nginx: www.<host> is redirected to <host>, with a certificate for both', () => {
    const objects = renderKustomization(join(dir, 'ingress'));
    const ingress = named<{
      metadata: { annotations: Record<string, string> };
      spec: { rules: { host: string }[]; tls: { hosts: string[] }[] };
    }>(objects, 'Ingress', 'matrimony');
    expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/from-to-www-redirect']).to.equal('true');
    expect(ingress.spec.rules.map((r) => r.host)).to.deep.equal(['shaadi-demo.example.org']);
    expect(ingress.spec.tls[0]!.hosts).to.deep.equal([
      'shaadi-demo.example.org',
      'www.shaadi-demo.example.org'
    ]);
    expect(ofKind(objects, 'HTTPRoute')).to.deep.equal([]);
  });

  it('development has no www. name and no redirect', () => {
    const objects = renderOverlay('dev');
    expect(JSON.stringify(objects)).to.not.contain('www.');
  });
});
