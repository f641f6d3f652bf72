import { readFileSync } from 'node:fs';
import { repoDir, type K8sObject } from './render';

export interface Route {
  prefix: string;
  service: string;
  port: number;
  /** The path prefix the backend sees instead of `prefix` (undefined: unchanged). */
  rewrittenTo?: string;
  /** True when only this exact path is routed (not what lies under it). */
  exact?: boolean;
}

/** The routing table of docs/architecture.md: lines like "├─ /api/identity/   → svc-identity". */
export function documentedRoutes(): { prefix: string; backend: string }[] {
  const text = readFileSync(`${repoDir}docs/architecture.md`, 'utf8');
  return [...text.matchAll(/─ (\/[a-z/]*?)\s+→ ([A-Za-z-]+)/g)].map((m) => ({
    prefix: m[1]!,
    backend: m[2]!
  }));
}

type HttpRoute = {
  spec: {
    rules: {
      matches?: { path: { type: string; value: string } }[];
      filters?: { type: string; urlRewrite?: { path: { replacePrefixMatch: string } } }[];
      backendRefs?: { name: string; port: number }[];
    }[];
  };
};
type Ingress = {
  metadata: { annotations?: Record<string, string> };
  spec: {
    rules: {
      http: {
        paths: {
          path: string;
          pathType?: string;
          backend: { service: { name: string; port: { number: number } } };
        }[];
      };
    }[];
  };
};

/** Routes of the Gateway API HTTPRoute named `matrimony`, or of the Ingresses when an overlay uses those. */
export function routesOf(objects: K8sObject[]): Route[] {
  const route = objects.find((o) => o.kind === 'HTTPRoute' && o.metadata.name === 'matrimony') as
    | (K8sObject & HttpRoute)
    | undefined;
  if (route) {
    return route.spec.rules.flatMap((rule) => {
      const rewrite = rule.filters?.find((f) => f.type === 'URLRewrite')?.urlRewrite?.path.replacePrefixMatch;
      const backend = rule.backendRefs?.[0];
      if (!backend) return [];
      return (rule.matches ?? []).map((m) => ({
        prefix: m.path.value,
        service: backend.name,
        port: backend.port,
        rewrittenTo: rewrite,
        exact: m.path.type === 'Exact'
      }));
    });
  }
  const ingresses = objects.filter((o) => o.kind === 'Ingress') as (K8sObject & Ingress)[];
  return ingresses.flatMap((ingress) => {
    const rewriteTarget = ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/rewrite-target'];
    return ingress.spec.rules.flatMap((rule) =>
      rule.http.paths.map((p) => {
        // ingress-nginx regex form "/mf/public(/|$)(.*)" with rewrite-target "/$2" strips the prefix.
        const regex = /^(\/[a-z/]+)\(\/\|\$\)\(\.\*\)$/.exec(p.path);
        const prefix = regex ? `${regex[1]}/` : p.path;
        const rewrittenTo = regex && rewriteTarget === '/$2' ? '/' : undefined;
        return {
          prefix,
          service: p.backend.service.name,
          port: p.backend.service.port.number,
          rewrittenTo,
          exact: p.pathType === 'Exact'
        };
      })
    );
  });
}
