import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const deployDir = fileURLToPath(new URL('../../', import.meta.url));
export const repoDir = fileURLToPath(new URL('../../../', import.meta.url));

/** Any Kubernetes object as rendered: only the type meta and metadata are known to exist. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

export const overlays = readdirSync(new URL('../../overlays/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const cache = new Map<string, K8sObject[]>();

/** `kubectl kustomize <dir>` parsed into objects (cached: rendering takes about a second). */
export function renderKustomization(dir: string): K8sObject[] {
  const cached = cache.get(dir);
  if (cached) return cached;
  const output = execFileSync('kubectl', ['kustomize', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe']
  });
  const objects = parseAllDocuments(output).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${dir}: ${doc.errors[0]!.message}`);
    return doc.toJS() as K8sObject;
  });
  cache.set(dir, objects);
  return objects;
}

export function renderOverlay(name: string): K8sObject[] {
  return renderKustomization(`${deployDir}overlays/${name}`);
}

export function ofKind<T = K8sObject>(objects: K8sObject[], kind: string): (K8sObject & T)[] {
  return objects.filter((o) => o.kind === kind) as (K8sObject & T)[];
}

export function named<T = K8sObject>(objects: K8sObject[], kind: string, name: string): K8sObject & T {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name}`);
  return found as K8sObject & T;
}

/** True when every label the selector asks for is on the object (matchLabels semantics). */
export function selects(
  selector: Record<string, string> | undefined,
  labels: Record<string, string> | undefined
): boolean {
  if (!selector || Object.keys(selector).length === 0) return true;
  return Object.entries(selector).every(([key, value]) => labels?.[key] === value);
}
