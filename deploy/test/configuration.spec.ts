import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { named, ofKind, overlays, renderOverlay, repoDir } from './support/render';
import { documentedSecrets } from './support/secrets';
import { serviceNames, type Workload } from './support/workloads';

/**
 * Variables whose built-in default is also right in Kubernetes. Every other variable a service reads
 * must be set by its Deployment: a new variable makes this test fail until someone decides.
 */
const defaultIsRight: Record<string, string> = {
  HOST: '0.0.0.0 is what a container should bind',
  KEYCLOAK_WEB_CLIENT_ID: 'the realm defines matrimony-web',
  ALTCHA_MAX_NUMBER: 'a tuning knob, not an environment fact',
  FACE_AID_JOB_INTERVAL_MS: 'a tuning knob: a pass a minute suits a cluster as it does a laptop'
};

/** Names of the variables a service's configShape reads (its own keys plus service-kit's baseConfigShape). */
function variablesRead(service: string): string[] {
  const keysOf = (source: string) => [...source.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
  const own = readFileSync(`${repoDir}${service}/src/config.ts`, 'utf8');
  const shape = /configShape = \{([\s\S]*?)\n?\};/.exec(own)?.[1] ?? '';
  const inline = [...shape.matchAll(/\b([A-Z][A-Z0-9_]+):/g)].map((m) => m[1]!);
  const kit = readFileSync(`${repoDir}packages/service-kit/src/config.ts`, 'utf8');
  const base = /baseConfigShape = \{([\s\S]*?)\n\};/.exec(kit)?.[1] ?? '';
  return [...new Set([...keysOf(base), ...inline])];
}

/** Variables a Deployment sets: its env, the keys of the ConfigMaps it loads, the documented keys of its Secrets. */
function variablesProvided(overlay: string, service: string): Set<string> {
  const objects = renderOverlay(overlay);
  const container = named<Workload>(objects, 'Deployment', service).spec.template.spec.containers[0]!;
  const provided = new Set((container.env ?? []).map((e) => e.name));
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      const config = ofKind<{ data: Record<string, string> }>(objects, 'ConfigMap').find(
        (c) => c.metadata.name === source.configMapRef!.name
      );
      for (const key of Object.keys(config?.data ?? {})) provided.add(key);
    }
    if (source.secretRef)
      for (const key of documentedSecrets().get(source.secretRef.name) ?? []) provided.add(key);
  }
  return provided;
}

describe('service configuration in Kubernetes', () => {
  it('reads the variables from the services and service-kit', () => {
    expect(variablesRead('svc-profile')).to.include.members([
      'PORT',
      'MONGO_URL',
      'NATS_URL',
      'KEYCLOAK_URL',
      'KEYCLOAK_ISSUER'
    ]);
  });

  for (const overlay of overlays) {
    for (const service of serviceNames) {
      it(`${overlay}: ${service} gets every variable it reads whose default is not right for a cluster`, () => {
        const provided = variablesProvided(overlay, service);
        const missing = variablesRead(service).filter(
          (name) => !provided.has(name) && !(name in defaultIsRight)
        );
        expect(
          missing,
          `set these for ${service} (deploy/base/services/${service}.yaml, config/platform.env or its Secret)`
        ).to.deep.equal([]);
      });
    }

    it(`${overlay}: runs the services in production mode`, () => {
      const platform = ofKind<{ data: Record<string, string> }>(renderOverlay(overlay), 'ConfigMap').find(
        (c) => c.metadata.name.startsWith('platform-config')
      )!;
      expect(platform.data.NODE_ENV).to.equal('production');
    });
  }
});
