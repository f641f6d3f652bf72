import { expect } from 'chai';
import { named, ofKind, overlays, renderOverlay, selects, type K8sObject } from './support/render';
import {
  configuredPort,
  envValue,
  frontendNames,
  preStopSeconds,
  serviceNames,
  staticServerPort,
  workloadsOf,
  type Workload
} from './support/workloads';

type Selector = { spec: { selector: { matchLabels: Record<string, string> } } };
type Hpa = {
  spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number };
};
type NetworkPolicy = {
  spec: { podSelector: { matchLabels?: Record<string, string> }; policyTypes: string[] };
};
type Service = {
  spec: {
    selector: Record<string, string>;
    ports: { name: string; port: number; targetPort: string | number }[];
  };
};
type ServiceAccount = { automountServiceAccountToken?: boolean };

const podLabels = (w: Workload) => w.spec.template.metadata.labels;

for (const overlay of overlays) {
  describe(`workloads in overlays/${overlay}`, () => {
    const objects = (): K8sObject[] => renderOverlay(overlay);
    const deployments = () => ofKind(objects(), 'Deployment') as Workload[];

    it('has one Deployment per service and per frontend', () => {
      expect(
        deployments()
          .map((d) => d.metadata.name)
          .sort()
      ).to.deep.equal([...serviceNames, ...frontendNames].sort());
    });

    it('selects its own pods: selectors match the pod template labels', () => {
      for (const w of workloadsOf(objects())) {
        expect(selects(w.spec.selector.matchLabels, podLabels(w)), `${w.kind}/${w.metadata.name}`).to.equal(
          true
        );
      }
    });

    it('gives every Deployment liveness and readiness probes on /healthz and /readyz of a declared port', () => {
      for (const d of deployments()) {
        for (const c of d.spec.template.spec.containers) {
          const portNames = (c.ports ?? []).map((p) => p.name);
          expect(c.livenessProbe?.httpGet?.path, `${d.metadata.name} liveness`).to.equal('/healthz');
          expect(c.readinessProbe?.httpGet?.path, `${d.metadata.name} readiness`).to.equal('/readyz');
          expect(portNames, `${d.metadata.name} probe port`).to.include(c.livenessProbe?.httpGet?.port);
          expect(portNames).to.include(c.readinessProbe?.httpGet?.port);
        }
      }
    });

    it('sets CPU and memory requests and a memory limit on every container', () => {
      for (const w of workloadsOf(objects())) {
        for (const c of w.spec.template.spec.containers) {
          const id = `${w.metadata.name}/${c.name}`;
          expect(c.resources?.requests?.cpu, `${id} cpu request`).to.be.a('string');
          expect(c.resources?.requests?.memory, `${id} memory request`).to.be.a('string');
          expect(c.resources?.limits?.memory, `${id} memory limit`).to.be.a('string');
        }
      }
    });

    it('runs every container non-root, read-only, without privilege escalation, with ALL capabilities dropped and RuntimeDefault seccomp', () => {
      for (const w of workloadsOf(objects())) {
        const pod = w.spec.template.spec;
        expect(pod.securityContext?.runAsNonRoot, `${w.metadata.name} runAsNonRoot`).to.equal(true);
        expect(pod.securityContext?.seccompProfile?.type, `${w.metadata.name} seccomp`).to.equal(
          'RuntimeDefault'
        );
        for (const c of [...pod.containers, ...(pod.initContainers ?? [])]) {
          const id = `${w.metadata.name}/${c.name}`;
          expect(c.securityContext?.allowPrivilegeEscalation, id).to.equal(false);
          expect(c.securityContext?.readOnlyRootFilesystem, id).to.equal(true);
          expect(c.securityContext?.runAsNonRoot, id).to.equal(true);
          expect(c.securityContext?.capabilities?.drop, id).to.include('ALL');
        }
      }
    });

    it('gives every workload its own ServiceAccount without an API token', () => {
      for (const w of workloadsOf(objects())) {
        const pod = w.spec.template.spec;
        expect(pod.automountServiceAccountToken, w.metadata.name).to.equal(false);
        const account = named<ServiceAccount>(
          objects(),
          'ServiceAccount',
          pod.serviceAccountName ?? 'default'
        );
        expect(account.automountServiceAccountToken, account.metadata.name).to.equal(false);
      }
    });

    it('covers each workload with a PodDisruptionBudget and a NetworkPolicy that select exactly its pods', () => {
      const pdbs = ofKind<Selector>(objects(), 'PodDisruptionBudget');
      const policies = ofKind<NetworkPolicy>(objects(), 'NetworkPolicy').filter(
        (p) => Object.keys(p.spec.podSelector.matchLabels ?? {}).length > 0
      );
      const all = workloadsOf(objects());
      for (const w of all) {
        const others = all.filter((o) => o !== w);
        const own = (selector: Record<string, string> | undefined) =>
          selects(selector, podLabels(w)) && others.every((o) => !selects(selector, podLabels(o)));
        expect(
          pdbs.some((p) => own(p.spec.selector.matchLabels)),
          `PDB for ${w.metadata.name}`
        ).to.equal(true);
        const policy = policies.find((p) => own(p.spec.podSelector.matchLabels));
        expect(policy, `NetworkPolicy for ${w.metadata.name}`).to.not.equal(undefined);
        expect(policy!.spec.policyTypes).to.have.members(['Ingress', 'Egress']);
      }
    });

    it('scales every Deployment with an HPA targeting it', () => {
      const hpas = ofKind<Hpa>(objects(), 'HorizontalPodAutoscaler');
      for (const d of deployments()) {
        const hpa = hpas.find(
          (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === d.metadata.name
        );
        expect(hpa, `HPA for ${d.metadata.name}`).to.not.equal(undefined);
        expect(hpa!.spec.minReplicas).to.be.at.least(1);
        expect(hpa!.spec.maxReplicas).to.be.greaterThan(hpa!.spec.minReplicas);
        expect(d.spec.replicas, `${d.metadata.name} replicas vs HPA minimum`).to.equal(hpa!.spec.minReplicas);
      }
    });

    it('listens on the port each service configures, and PORT, containerPort and the Service agree', () => {
      for (const name of serviceNames) {
        const expected = configuredPort(name);
        const container = named<Workload>(objects(), 'Deployment', name).spec.template.spec.containers[0]!;
        expect(container.ports?.[0]?.containerPort, `${name} containerPort`).to.equal(expected);
        expect(envValue(container, 'PORT'), `${name} PORT`).to.equal(String(expected));
        const service = named<Service>(objects(), 'Service', name);
        expect(service.spec.ports[0]!.port, `${name} Service port`).to.equal(expected);
      }
      for (const name of frontendNames) {
        const container = named<Workload>(objects(), 'Deployment', name).spec.template.spec.containers[0]!;
        expect(container.ports?.[0]?.containerPort, `${name} containerPort`).to.equal(staticServerPort());
      }
    });

    it('points every Service at pods that exist and at a port they declare', () => {
      const all = workloadsOf(objects());
      for (const service of ofKind<Service>(objects(), 'Service')) {
        const backends = all.filter((w) => selects(service.spec.selector, podLabels(w)));
        expect(backends, `pods behind Service ${service.metadata.name}`).to.have.length.greaterThan(0);
        for (const port of service.spec.ports) {
          const declared = backends.flatMap((w) =>
            w.spec.template.spec.containers.flatMap((c) => c.ports ?? [])
          );
          const found = declared.some(
            (p) => p.name === port.targetPort || p.containerPort === port.targetPort
          );
          expect(found, `${service.metadata.name} targetPort ${port.targetPort}`).to.equal(true);
        }
      }
    });

    it('gives services time to drain: preStop pause plus SHUTDOWN_TIMEOUT_MS fit in the grace period', () => {
      for (const d of deployments()) {
        const pod = d.spec.template.spec;
        const container = pod.containers[0]!;
        const pause = preStopSeconds(container);
        expect(pause, `${d.metadata.name} preStop`).to.be.greaterThan(0);
        const drainMs = serviceNames.includes(d.metadata.name)
          ? Number(envValue(container, 'SHUTDOWN_TIMEOUT_MS'))
          : 0;
        if (serviceNames.includes(d.metadata.name)) {
          expect(drainMs, `${d.metadata.name} SHUTDOWN_TIMEOUT_MS`).to.be.within(1000, 30000);
          // Readiness fails first, then the listener closes: inside the shutdown bound, with time left to finish requests.
          const delayMs = Number(envValue(container, 'DRAIN_DELAY_MS'));
          expect(delayMs, `${d.metadata.name} DRAIN_DELAY_MS`).to.be.within(1000, drainMs - 5000);
        }
        expect(pod.terminationGracePeriodSeconds, d.metadata.name).to.be.at.least(pause + drainMs / 1000 + 5);
      }
    });
  });
}
