import { readFileSync } from 'node:fs';
import { repoDir, type K8sObject } from './render';

// Just the parts of the workload types the assertions read.
export interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: Record<string, { name: string; key: string }> }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string; optional?: boolean } }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    capabilities?: { drop?: string[] };
  };
}
export interface Probe {
  httpGet?: { path: string; port: string | number };
  tcpSocket?: { port: string | number };
  exec?: { command: string[] };
}
export interface PodSpec {
  serviceAccountName?: string;
  automountServiceAccountToken?: boolean;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } };
  containers: Container[];
  initContainers?: Container[];
}
export interface Workload extends K8sObject {
  spec: {
    replicas?: number;
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
}

export const workloadKinds = ['Deployment', 'StatefulSet'];

export function workloadsOf(objects: K8sObject[]): Workload[] {
  return objects.filter((o) => workloadKinds.includes(o.kind)) as Workload[];
}

export const serviceNames = ['svc-identity', 'svc-profile', 'svc-billing', 'svc-notify'];
export const frontendNames = ['shell', 'mf-public', 'mf-signup', 'mf-account'];

/** The port a service listens on when PORT is unset, read from its own src/config.ts (`envPort(4001)`). */
export function configuredPort(service: string): number {
  const source = readFileSync(`${repoDir}${service}/src/config.ts`, 'utf8');
  const match = /PORT:\s*envPort\((\d+)\)/.exec(source);
  if (!match) throw new Error(`${service}/src/config.ts declares no PORT: envPort(n)`);
  return Number(match[1]);
}

/** The port the frontends' nginx listens on, from the server configuration baked into their images. */
export function staticServerPort(): number {
  const ports = ['shell.conf', 'remote.conf'].map((file) => {
    const match = /listen\s+(\d+);/.exec(readFileSync(`${repoDir}deploy/frontend/${file}`, 'utf8'));
    if (!match) throw new Error(`deploy/frontend/${file} has no listen directive`);
    return Number(match[1]);
  });
  if (ports[0] !== ports[1]) throw new Error('shell.conf and remote.conf listen on different ports');
  return ports[0]!;
}

export function envValue(container: Container, name: string): string | undefined {
  return container.env?.find((e) => e.name === name)?.value;
}

/** Seconds a `preStop: exec: sleep N` hook waits, 0 when there is none. */
export function preStopSeconds(container: Container): number {
  const command = container.lifecycle?.preStop?.exec?.command;
  if (!command || command[0] !== 'sleep') return 0;
  return Number(command[1]);
}
