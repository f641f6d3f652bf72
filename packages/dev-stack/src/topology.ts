// The pieces of the development stack, their fixed ports and where the gateway sends them.
// Mirrors the picture in docs/architecture.md; change both together.

export type ServiceName = 'svc-identity' | 'svc-profile' | 'svc-billing' | 'svc-notify';
export type FrontendName = 'shell' | 'mf-public' | 'mf-signup' | 'mf-account';
export type UpstreamName = ServiceName | FrontendName | 'razorpay';
export type PortName = UpstreamName | 'gateway' | 'keycloak' | 'nats' | 'mongo';

export type StackPorts = Record<PortName, number>;

export interface ServiceInfo {
  name: ServiceName;
  /** Path prefix the service mounts its routes under; the gateway forwards it unchanged. */
  prefix: string;
  /** MongoDB database the service owns. */
  database: string;
}

export interface FrontendInfo {
  name: FrontendName;
  /** npm workspace name, for `turbo run build --filter`. */
  workspace: string;
  /** Gateway prefix stripped before the static server sees the path; the shell has none. */
  mount?: string;
}

export const services: readonly ServiceInfo[] = [
  { name: 'svc-identity', prefix: '/api/identity', database: 'identity' },
  { name: 'svc-profile', prefix: '/api/profiles', database: 'profile' },
  { name: 'svc-billing', prefix: '/api/billing', database: 'billing' },
  { name: 'svc-notify', prefix: '/api/notify', database: 'notify' }
];

export const frontends: readonly FrontendInfo[] = [
  { name: 'shell', workspace: '@matrimony/shell' },
  { name: 'mf-public', workspace: '@matrimony/mf-public', mount: '/mf/public' },
  { name: 'mf-signup', workspace: '@matrimony/mf-signup', mount: '/mf/signup' },
  { name: 'mf-account', workspace: '@matrimony/mf-account', mount: '/mf/account' }
];

/** Everything the gateway routes to. */
export const upstreamNames: readonly UpstreamName[] = [
  ...frontends.map((f) => f.name),
  ...services.map((s) => s.name),
  'razorpay'
];

export const keycloakBasePath = '/auth';
export const keycloakRealm = 'matrimony';
/** The development payment gateway (Razorpay's contract) behind the gateway: its checkout script and pay dialog are same-origin. */
export const razorpayBasePath = '/razorpay-dev';

export const fixedPorts: StackPorts = {
  gateway: 8080,
  shell: 4100,
  'mf-public': 4101,
  'mf-signup': 4102,
  'mf-account': 4103,
  'svc-identity': 4001,
  'svc-profile': 4002,
  'svc-billing': 4003,
  'svc-notify': 4004,
  keycloak: 8180,
  razorpay: 8190,
  nats: 4222,
  mongo: 27017
};

/** What each port is for, in words a person reading an error understands. */
export const portPurpose: Record<PortName, string> = {
  gateway: 'the gateway (the one URL you open; choose another with PORT=... or --port)',
  shell: 'the shell static server',
  'mf-public': 'the mf-public static server',
  'mf-signup': 'the mf-signup static server',
  'mf-account': 'the mf-account static server',
  'svc-identity': 'svc-identity',
  'svc-profile': 'svc-profile',
  'svc-billing': 'svc-billing',
  'svc-notify': 'svc-notify',
  keycloak: 'the development Keycloak issuer',
  razorpay: 'the development payment gateway (Razorpay contract)',
  nats: 'nats-server (NATS JetStream)',
  mongo: 'the embedded MongoDB server'
};

export const portNames = Object.keys(fixedPorts) as PortName[];
