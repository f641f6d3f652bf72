import * as core from 'kubernetes-models/v1';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as policy from 'kubernetes-models/policy/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import { type K8sObject } from './render';

interface ModelClass {
  apiVersion: string;
  kind: string;
  new (data: unknown): { validate(): void };
}

function isModelClass(value: unknown): value is ModelClass {
  return typeof value === 'function' && 'apiVersion' in value && 'kind' in value;
}

/** Built-in kinds by "apiVersion/kind", from kubernetes-models' generated classes. */
const builtIn = new Map<string, ModelClass>();
for (const module of [core, apps, autoscaling, policy, networking]) {
  for (const exported of Object.values(module)) {
    if (isModelClass(exported)) builtIn.set(`${exported.apiVersion}/${exported.kind}`, exported);
  }
}

/** Validates against the Kubernetes OpenAPI schema; undefined when kubernetes-models has no model for it. */
export function validateBuiltIn(object: K8sObject): 'valid' | 'unknown-kind' {
  const Model = builtIn.get(`${object.apiVersion}/${object.kind}`);
  if (!Model) return 'unknown-kind';
  new Model(object).validate();
  return 'valid';
}
