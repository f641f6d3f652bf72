import { expect } from 'chai';
import { named, ofKind, overlays, renderOverlay } from './support/render';
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
