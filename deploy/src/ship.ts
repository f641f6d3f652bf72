import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, stringify } from 'yaml';

/** What ships alone: one Deployment each, named like its image `ghcr.io/matrimony/<slice>`. */
export const SLICES = [
  'shell',
  'mf-public',
  'mf-signup',
  'mf-account',
  'svc-identity',
  'svc-profile',
  'svc-billing',
  'svc-notify'
] as const;
export type Slice = (typeof SLICES)[number];

export const overlaysDir = fileURLToPath(new URL('../overlays/', import.meta.url));

export function imageOf(slice: Slice): string {
  return `ghcr.io/matrimony/${slice}`;
}

/** The server-side apply field manager of a slice: its fields stay apart from every other slice's. */
export function fieldManagerOf(slice: Slice): string {
  return `ship-${slice}`;
}

export function isSlice(value: string): value is Slice {
  return (SLICES as readonly string[]).includes(value);
}

/**
 * A Docker tag (letters, digits, `_`, `.`, `-`; at most 128, not starting with `.` or `-`) that names a
 * version: at least one digit and never `latest`, as every image in the overlays is pinned.
 */
export function isReleaseTag(tag: string): boolean {
  return /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(tag) && /\d/.test(tag) && tag !== 'latest';
}

export function isOverlay(name: string): boolean {
  return /^[a-z0-9-]+$/.test(name) && existsSync(join(overlaysDir, name, 'kustomization.yaml'));
}

/** Any rendered Kubernetes object: only the type meta and the name are relied on. */
export interface RenderedObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [field: string]: unknown };
  [field: string]: unknown;
}

type ContainerRefs = {
  image: string;
  envFrom?: { configMapRef?: { name: string } }[];
  env?: { valueFrom?: { configMapKeyRef?: { name: string } } }[];
};
type PodTemplate = {
  spec: {
    containers: ContainerRefs[];
    initContainers?: ContainerRefs[];
    volumes?: {
      configMap?: { name: string };
      projected?: { sources: { configMap?: { name: string } }[] };
    }[];
  };
};
type Deployment = RenderedObject & { spec: { replicas?: number; template: PodTemplate } };

/**
 * The whole overlay rendered by kustomize with one more `images:` entry on top: the slice's image gets
 * `tag`, and nothing else can change (kustomize matches the image name exactly).
 */
export function renderOverlayWithTag(overlay: string, slice: Slice, tag: string): RenderedObject[] {
  const dir = mkdtempSync(join(tmpdir(), `ship-${slice}-`));
  try {
    // kustomize refuses an absolute resource path, so the overlay is named relative to the temporary root.
    const kustomization = {
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      resources: [relative(dir, join(overlaysDir, overlay))],
      images: [{ name: imageOf(slice), newTag: tag }]
    };
    writeFileSync(join(dir, 'kustomization.yaml'), stringify(kustomization));
    const output = execFileSync('kubectl', ['kustomize', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024
    });
    return parseAllDocuments(output).map((doc) => {
      if (doc.errors.length > 0) throw new Error(`overlays/${overlay}: ${doc.errors[0]!.message}`);
      return doc.toJS() as RenderedObject;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function configMapsReadBy(template: PodTemplate): Set<string> {
  const names = new Set<string>();
  for (const container of [...template.spec.containers, ...(template.spec.initContainers ?? [])]) {
    for (const source of container.envFrom ?? [])
      if (source.configMapRef) names.add(source.configMapRef.name);
    for (const variable of container.env ?? [])
      if (variable.valueFrom?.configMapKeyRef) names.add(variable.valueFrom.configMapKeyRef.name);
  }
  for (const volume of template.spec.volumes ?? []) {
    if (volume.configMap) names.add(volume.configMap.name);
    for (const source of volume.projected?.sources ?? [])
      if (source.configMap) names.add(source.configMap.name);
  }
  return names;
}

function isScaledByHpa(objects: RenderedObject[], deployment: string): boolean {
  return objects.some((o) => {
    if (o.kind !== 'HorizontalPodAutoscaler') return false;
    const target = (o.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef;
    return target.kind === 'Deployment' && target.name === deployment;
  });
}

function withoutReplicas(deployment: Deployment): Deployment {
  const { replicas: _replicas, ...spec } = deployment.spec;
  return { ...deployment, spec };
}

/**
 * What a slice's roll-out sends: its Deployment and the ConfigMaps its pods read. Those ConfigMaps are
 * generated with a content hash in their names, so sending one either repeats an object that exists with
 * the same data or adds a new one: never a change another slice would see. The replica count is left
 * out when an HPA owns it, so a roll-out does not scale the Deployment back to the manifest's number.
 */
export function selectSlice(objects: RenderedObject[], slice: Slice): RenderedObject[] {
  const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === slice) as
    | Deployment
    | undefined;
  if (!deployment) throw new Error(`the overlay has no Deployment named ${slice}`);
  const images = deployment.spec.template.spec.containers.map((c) => c.image.replace(/[:@].*$/, ''));
  if (!images.includes(imageOf(slice)))
    throw new Error(`Deployment ${slice} runs no ${imageOf(slice)} container`);
  const read = configMapsReadBy(deployment.spec.template);
  const configMaps = objects
    .filter((o) => o.kind === 'ConfigMap' && read.has(o.metadata.name))
    .sort((a, b) => a.metadata.name.localeCompare(b.metadata.name));
  const shipped = isScaledByHpa(objects, slice) ? withoutReplicas(deployment) : deployment;
  // ConfigMaps first: `kubectl apply -f -` creates them before the Deployment that reads them.
  return [...configMaps, shipped];
}

/** The slice's manifest set as one YAML stream, the same bytes for the same inputs (diff-able). */
export function renderSlice(options: { overlay: string; slice: Slice; tag: string }): string {
  const objects = selectSlice(
    renderOverlayWithTag(options.overlay, options.slice, options.tag),
    options.slice
  );
  return objects.map((o) => stringify(o, { lineWidth: 0, aliasDuplicateObjects: false })).join('---\n');
}
