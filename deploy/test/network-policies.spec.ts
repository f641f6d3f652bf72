import { expect } from 'chai';
import { named, ofKind, overlays, renderOverlay, selects } from './support/render';
import { frontendNames, serviceNames } from './support/workloads';

interface Peer {
  podSelector?: {
    matchLabels?: Record<string, string>;
    matchExpressions?: { key: string; operator: string; values: string[] }[];
  };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string; except?: string[] };
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { protocol: string; port: number }[];
}
type NetworkPolicy = {
  spec: {
    podSelector: { matchLabels?: Record<string, string> };
    policyTypes: string[];
    ingress?: Rule[];
    egress?: Rule[];
  };
};

const gatewayNamespace = { 'matrimony.in/gateway': 'true' };
const remoteNames = frontendNames.filter((name) => name !== 'shell');
const monitoringNamespace = { 'matrimony.in/monitoring': 'true' };

/** A readable name for where an egress rule goes, so the allowed set can be written down. */
function destination(rule: Rule): string {
  const ports = (rule.ports ?? []).map((p) => p.port).join(',');
  const peer = rule.to?.[0];
  if (!peer) return `anywhere:${ports}`;
  if (peer.ipBlock) return `internet:${ports}`;
  const labels = peer.podSelector?.matchLabels ?? {};
  if (
    peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'kube-system' &&
    labels['k8s-app'] === 'kube-dns'
  )
    return `dns:${ports}`;
  if (labels['app.kubernetes.io/name'] === 'nats') return `nats:${ports}`;
  if (labels.app === 'mongodb-svc') return `mongodb:${ports}`;
  if (labels.app === 'keycloak') return `keycloak:${ports}`;
  return `pods(${JSON.stringify(labels)}):${ports}`;
}

const serviceEgress = ['dns:53,53', 'nats:4222', 'mongodb:27017', 'keycloak:8080'];
const extraEgress: Record<string, string[]> = {
  'svc-billing': ['internet:443'],
  'svc-notify': ['internet:443,465,587']
};

for (const overlay of overlays) {
  describe(`network policies in overlays/${overlay}`, () => {
    const policies = () => ofKind<NetworkPolicy>(renderOverlay(overlay), 'NetworkPolicy');
    const policyFor = (name: string) => named<NetworkPolicy>(renderOverlay(overlay), 'NetworkPolicy', name);

    it('denies all ingress and egress by default', () => {
      const deny = policies().find((p) => Object.keys(p.spec.podSelector.matchLabels ?? {}).length === 0);
      expect(deny, 'a policy selecting every pod').to.not.equal(undefined);
      expect(deny!.spec.policyTypes).to.have.members(['Ingress', 'Egress']);
      expect(deny!.spec.ingress ?? []).to.deep.equal([]);
      expect(deny!.spec.egress ?? []).to.deep.equal([]);
    });

    it('admits traffic to services and frontends only from the gateway (and Prometheus to the services)', () => {
      for (const name of [...serviceNames, ...frontendNames]) {
        const sources = (policyFor(name).spec.ingress ?? []).flatMap((rule) => rule.from ?? []);
        expect(sources.length, name).to.be.greaterThan(0);
        for (const source of sources) {
          // The one pod-level source: the shell fetching a remote's prerendered pages.
          if (source.podSelector && remoteNames.includes(name)) {
            expect(source, name).to.deep.equal({
              podSelector: { matchLabels: { 'app.kubernetes.io/name': 'shell' } }
            });
            continue;
          }
          expect(source.podSelector, `${name}: no pod-level sources`).to.equal(undefined);
          const ns = source.namespaceSelector?.matchLabels;
          const allowed =
            selects(gatewayNamespace, ns) ||
            (serviceNames.includes(name) && selects(monitoringNamespace, ns));
          expect(allowed, `${name} admits ${JSON.stringify(source)}`).to.equal(true);
        }
      }
    });

    it('lets services reach only DNS, NATS, MongoDB and Keycloak (plus the payment/mail providers where needed)', () => {
      for (const name of serviceNames) {
        const destinations = (policyFor(name).spec.egress ?? []).map(destination);
        expect(destinations, name).to.have.members([...serviceEgress, ...(extraEgress[name] ?? [])]);
      }
    });

    it('keeps internet egress off private ranges, so it cannot reach other cluster workloads', () => {
      for (const name of Object.keys(extraEgress)) {
        for (const rule of policyFor(name).spec.egress ?? []) {
          const block = rule.to?.[0]?.ipBlock;
          if (block)
            expect(block.except, name).to.include.members(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']);
        }
      }
    });

    it('gives the remotes no egress at all, and the shell only DNS and the remotes’ static servers', () => {
      for (const name of remoteNames) expect(policyFor(name).spec.egress, name).to.deep.equal([]);
      const shellEgress = policyFor('shell').spec.egress ?? [];
      expect(shellEgress.map(destination)).to.have.members(['dns:53,53', 'pods({}):8080']);
      const remotes = shellEgress
        .flatMap((rule) => rule.to ?? [])
        .find((peer) => peer.podSelector && !peer.namespaceSelector);
      expect(remotes).to.deep.equal({
        podSelector: {
          matchExpressions: [{ key: 'app.kubernetes.io/name', operator: 'In', values: remoteNames }]
        }
      });
    });

    it('admits the services to NATS, MongoDB and Keycloak on their ports', () => {
      const service = { 'app.kubernetes.io/component': 'service' };
      for (const [policy, port] of [
        ['nats', 4222],
        ['mongodb', 27017],
        ['keycloak', 8080]
      ] as const) {
        const admits = (policyFor(policy).spec.ingress ?? []).some(
          (rule) =>
            rule.ports?.some((p) => p.port === port) &&
            rule.from?.some(
              (peer) => selects(peer.podSelector?.matchLabels, service) && !peer.namespaceSelector
            )
        );
        expect(admits, `${policy} admits services on ${port}`).to.equal(true);
      }
    });
  });
}
