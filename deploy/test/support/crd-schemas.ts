import { z } from 'zod';

// Structural schemas for the custom resources kubernetes-models does not know. They cover the fields
// these manifests use, strictly (a misspelt field fails), following each project's CRD reference.

const name = z.string().regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
const metadata = z
  .object({
    name,
    namespace: z.string().optional(),
    labels: z.record(z.string(), z.string()).optional(),
    annotations: z.record(z.string(), z.string()).optional()
  })
  .strict();
const resource = (apiVersion: string, kind: string, spec: z.ZodType) =>
  z.object({ apiVersion: z.literal(apiVersion), kind: z.literal(kind), metadata, spec }).strict();
const secretKeyRef = z.object({ name, key: z.string().min(1) }).strict();
const port = z.number().int().min(1).max(65535);
const labels = z.record(z.string(), z.string());

// gateway.networking.k8s.io/v1
const hostname = z.string().regex(/^(\*\.)?[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/);
const gateway = resource(
  'gateway.networking.k8s.io/v1',
  'Gateway',
  z
    .object({
      gatewayClassName: name,
      listeners: z
        .array(
          z
            .object({
              name,
              hostname: hostname.optional(),
              port,
              protocol: z.enum(['HTTP', 'HTTPS']),
              tls: z
                .object({
                  mode: z.enum(['Terminate', 'Passthrough']),
                  certificateRefs: z
                    .array(z.object({ kind: z.literal('Secret').optional(), name }).strict())
                    .min(1)
                })
                .strict()
                .optional(),
              allowedRoutes: z
                .object({ namespaces: z.object({ from: z.enum(['Same', 'All', 'Selector']) }).strict() })
                .strict()
                .optional()
            })
            .strict()
            .refine((l) => l.protocol !== 'HTTPS' || l.tls !== undefined, 'HTTPS listeners need tls')
        )
        .min(1)
        .max(64)
    })
    .strict()
);
const pathMatch = z
  .object({ type: z.enum(['PathPrefix', 'Exact']), value: z.string().startsWith('/') })
  .strict();
const httpRoute = resource(
  'gateway.networking.k8s.io/v1',
  'HTTPRoute',
  z
    .object({
      parentRefs: z.array(z.object({ name, sectionName: name.optional() }).strict()).min(1),
      hostnames: z.array(hostname).optional(),
      rules: z
        .array(
          z
            .object({
              matches: z.array(z.object({ path: pathMatch }).strict()).optional(),
              filters: z
                .array(
                  z.discriminatedUnion('type', [
                    z
                      .object({
                        type: z.literal('URLRewrite'),
                        urlRewrite: z
                          .object({
                            path: z
                              .object({
                                type: z.literal('ReplacePrefixMatch'),
                                replacePrefixMatch: z.string().startsWith('/')
                              })
                              .strict()
                          })
                          .strict()
                      })
                      .strict(),
                    z
                      .object({
                        type: z.literal('RequestRedirect'),
                        requestRedirect: z
                          .object({
                            scheme: z.enum(['http', 'https']),
                            // Gateway API's PreciseHostname: a DNS name, no wildcard, no port.
                            hostname: z
                              .string()
                              .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/)
                              .max(253)
                              .optional(),
                            statusCode: z.union([z.literal(301), z.literal(302)])
                          })
                          .strict()
                      })
                      .strict()
                  ])
                )
                .optional(),
              // Gateway API 1.2 standard channel: durations like 10s or 1m; 0s disables the timeout.
              timeouts: z
                .object({
                  request: z
                    .string()
                    .regex(/^\d+(h|m|s|ms)$/)
                    .optional(),
                  backendRequest: z
                    .string()
                    .regex(/^\d+(h|m|s|ms)$/)
                    .optional()
                })
                .strict()
                .optional(),
              backendRefs: z.array(z.object({ name, port }).strict()).optional()
            })
            .strict()
        )
        .min(1)
        .max(16)
    })
    .strict()
);

// k8s.keycloak.org/v2alpha1 (Keycloak Operator 26)
const keycloak = resource(
  'k8s.keycloak.org/v2alpha1',
  'Keycloak',
  z
    .object({
      instances: z.number().int().min(1),
      image: z.string().optional(),
      db: z
        .object({
          vendor: z.enum(['postgres', 'mysql', 'mariadb', 'mssql', 'oracle']),
          host: z.string().min(1),
          port,
          database: z.string().min(1),
          usernameSecret: secretKeyRef,
          passwordSecret: secretKeyRef
        })
        .strict(),
      http: z.object({ httpEnabled: z.boolean(), httpPort: port }).strict(),
      httpManagement: z.object({ port }).strict(),
      hostname: z
        .object({
          hostname: z.url(),
          backchannelDynamic: z.boolean().optional(),
          strict: z.boolean().optional()
        })
        .strict(),
      proxy: z.object({ headers: z.enum(['xforwarded', 'forwarded']) }).strict(),
      ingress: z.object({ enabled: z.boolean() }).strict(),
      networkPolicy: z.object({ enabled: z.boolean() }).strict(),
      additionalOptions: z.array(z.object({ name: z.string().min(1), value: z.string() }).strict()),
      resources: z
        .object({ requests: z.record(z.string(), z.string()), limits: z.record(z.string(), z.string()) })
        .strict()
    })
    .strict()
);
const realmImport = resource(
  'k8s.keycloak.org/v2alpha1',
  'KeycloakRealmImport',
  z
    .object({
      keycloakCRName: name,
      placeholders: z
        .record(z.string().regex(/^[A-Z0-9_]+$/), z.object({ secret: secretKeyRef }).strict())
        .optional(),
      realm: z.looseObject({ realm: z.string().min(1), enabled: z.boolean() })
    })
    .strict()
);

// mongodbcommunity.mongodb.com/v1 (MongoDB Community Operator)
const mongoUser = z
  .object({
    name: z.string().min(1),
    db: z.string().min(1),
    passwordSecretRef: z.object({ name, key: z.string().optional() }).strict(),
    connectionStringSecretName: name,
    scramCredentialsSecretName: name,
    roles: z.array(z.object({ name: z.string().min(1), db: z.string().min(1) }).strict()).min(1)
  })
  .strict();
const volumeClaimTemplate = z
  .object({
    metadata: z.object({ name }).strict(),
    spec: z
      .object({
        storageClassName: z.string().optional(),
        accessModes: z.array(z.string()),
        resources: z.object({ requests: z.object({ storage: z.string() }).strict() }).strict()
      })
      .strict()
  })
  .strict();
const mongodb = resource(
  'mongodbcommunity.mongodb.com/v1',
  'MongoDBCommunity',
  z
    .object({
      members: z.number().int().min(1),
      type: z.literal('ReplicaSet'),
      version: z.string().regex(/^\d+\.\d+\.\d+$/),
      security: z
        .object({
          authentication: z
            .object({ modes: z.array(z.enum(['SCRAM', 'SCRAM-SHA-1', 'SCRAM-SHA-256', 'X509'])) })
            .strict()
        })
        .strict(),
      users: z.array(mongoUser).min(1),
      additionalMongodConfig: z.record(z.string(), z.unknown()).optional(),
      statefulSet: z
        .object({
          spec: z
            .object({
              template: z.unknown().optional(),
              volumeClaimTemplates: z.array(volumeClaimTemplate).optional()
            })
            .strict()
        })
        .strict()
    })
    .strict()
);

// monitoring.coreos.com/v1 (Prometheus Operator)
const podMonitor = resource(
  'monitoring.coreos.com/v1',
  'PodMonitor',
  z
    .object({
      selector: z.object({ matchLabels: labels }).strict(),
      podMetricsEndpoints: z
        .array(
          z
            .object({
              port: z.string().optional(),
              targetPort: port.optional(),
              path: z.string().startsWith('/').optional(),
              interval: z.string().regex(/^\d+[smh]$/)
            })
            .strict()
        )
        .min(1)
    })
    .strict()
);
const prometheusRule = resource(
  'monitoring.coreos.com/v1',
  'PrometheusRule',
  z
    .object({
      groups: z
        .array(
          z
            .object({
              name: z.string().min(1),
              rules: z
                .array(
                  z
                    .object({
                      alert: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
                      expr: z.string().min(1),
                      for: z
                        .string()
                        .regex(/^\d+[smh]$/)
                        .optional(),
                      labels: z.object({ severity: z.enum(['critical', 'warning', 'info']) }).strict(),
                      annotations: z
                        .object({ summary: z.string().min(1), runbook_url: z.string().min(1) })
                        .strict()
                    })
                    .strict()
                )
                .min(1)
            })
            .strict()
        )
        .min(1)
    })
    .strict()
);

// external-secrets.io/v1 (External Secrets Operator)
const externalSecret = resource(
  'external-secrets.io/v1',
  'ExternalSecret',
  z
    .object({
      refreshInterval: z.string().regex(/^\d+[smh]$/),
      secretStoreRef: z.object({ kind: z.enum(['SecretStore', 'ClusterSecretStore']), name }).strict(),
      target: z.object({ name, creationPolicy: z.enum(['Owner', 'Merge', 'Orphan', 'None']) }).strict(),
      dataFrom: z.array(z.object({ extract: z.object({ key: z.string().min(1) }).strict() }).strict()).min(1)
    })
    .strict()
);

/** Schemas by "apiVersion/kind". */
export const customResourceSchemas = new Map<string, z.ZodType>([
  ['gateway.networking.k8s.io/v1/Gateway', gateway],
  ['gateway.networking.k8s.io/v1/HTTPRoute', httpRoute],
  ['k8s.keycloak.org/v2alpha1/Keycloak', keycloak],
  ['k8s.keycloak.org/v2alpha1/KeycloakRealmImport', realmImport],
  ['mongodbcommunity.mongodb.com/v1/MongoDBCommunity', mongodb],
  ['monitoring.coreos.com/v1/PodMonitor', podMonitor],
  ['monitoring.coreos.com/v1/PrometheusRule', prometheusRule],
  ['external-secrets.io/v1/ExternalSecret', externalSecret]
]);
