import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { named, renderOverlay, repoDir } from './support/render';

type Rule = { alert: string; expr: string; annotations: { runbook_url: string } };
type PrometheusRule = { spec: { groups: { rules: Rule[] }[] } };

const rules = () =>
  named<PrometheusRule>(renderOverlay('prod'), 'PrometheusRule', 'matrimony').spec.groups.flatMap(
    (g) => g.rules
  );
const runbook = () => readFileSync(`${repoDir}docs/runbook.md`, 'utf8');

describe('alerts (prod PrometheusRule)', () => {
  it('covers 5xx rate, p99 latency, consumer lag and redeliveries, e-mails waiting, pod restarts, NATS and MongoDB down', () => {
    const expressions = rules()
      .map((r) => r.expr)
      .join('\n');
    for (const needle of [
      'status_code=~"5.."',
      'notify_email_queue_oldest_seconds',
      'histogram_quantile(0.99',
      'jetstream_consumer_num_pending',
      'jetstream_consumer_num_redelivered',
      'kube_pod_container_status_restarts_total',
      'statefulset="nats"',
      'statefulset="mongodb"'
    ]) {
      expect(expressions, needle).to.contain(needle);
    }
  });

  it('explains every alert in docs/runbook.md under a heading named after it, which runbook_url points at', () => {
    const headings = [...runbook().matchAll(/^### (\w+)$/gm)].map((m) => m[1]);
    for (const rule of rules()) {
      expect(headings, `runbook section for ${rule.alert}`).to.include(rule.alert);
      expect(rule.annotations.runbook_url).to.equal(`docs/runbook.md#${rule.alert.toLowerCase()}`);
    }
  });

  it('uses the request metric and labels service-kit actually exports', () => {
    const source = readFileSync(`${repoDir}packages/service-kit/src/http/metrics.ts`, 'utf8');
    const metric = /name: '(http_[a-z_]+)'/.exec(source)?.[1];
    expect(metric).to.equal('http_request_duration_seconds');
    const labels = /labelNames: \[([^\]]+)\]/.exec(source)?.[1] ?? '';
    for (const rule of rules().filter((r) => r.expr.includes('http_request'))) {
      for (const [, name] of rule.expr.matchAll(/(http_[a-z_]+?)(?:_count|_bucket|_sum)\b/g))
        expect(name, rule.alert).to.equal(metric);
      for (const [, label] of rule.expr.matchAll(/\b(status_code|route|method)\b/g))
        expect(labels, rule.alert).to.contain(`'${label}'`);
    }
  });

  it('watches e-mail metrics svc-notify actually exports', () => {
    const source = readFileSync(`${repoDir}svc-notify/src/delivery/queued-email-metrics.ts`, 'utf8');
    const exported = [...source.matchAll(/name: '(notify_[a-z_]+)'/g)].map((m) => m[1]);
    for (const rule of rules()) {
      for (const [, name] of rule.expr.matchAll(/\b(notify_[a-z_]+)/g))
        expect(exported, rule.alert).to.include(name);
    }
  });
});

describe('docs/runbook.md', () => {
  it('covers deploy, scaling, remote roll-out, roll-back, secret rotation and MongoDB restore', () => {
    const sections = [...runbook().matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).to.include.members([
      'Deploy',
      'Scale a service',
      'Roll out a new remote without touching the shell',
      'Roll back',
      'Rotate secrets',
      'Restore MongoDB',
      'Alerts'
    ]);
  });

  it('explains how to rotate every Secret listed in deploy/README.md', () => {
    const readme = readFileSync(`${repoDir}deploy/README.md`, 'utf8');
    const secretsSection = readme.split(/^## /m).find((s) => s.startsWith('Secrets'))!;
    const names = [...secretsSection.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]!);
    const rotation = runbook()
      .split(/^## /m)
      .find((s) => s.startsWith('Rotate secrets'))!;
    for (const name of names) {
      const covered =
        rotation.includes(`\`${name}\``) ||
        (name.endsWith('-mongodb-password') && rotation.includes('`<user>-mongodb-password`'));
      expect(covered, `rotation of ${name}`).to.equal(true);
    }
  });
});
