import { readFileSync } from 'node:fs';
import { deployDir, type K8sObject } from './render';
import { workloadsOf } from './workloads';

/** A Secret some resource reads, and the keys it reads (empty: the whole Secret, e.g. envFrom). */
export type SecretUse = { name: string; keys: string[]; by: string };

export function secretsReferenced(objects: K8sObject[]): SecretUse[] {
  const uses: SecretUse[] = [];
  for (const w of workloadsOf(objects)) {
    for (const c of w.spec.template.spec.containers) {
      for (const source of c.envFrom ?? [])
        if (source.secretRef) uses.push({ name: source.secretRef.name, keys: [], by: w.metadata.name });
      for (const e of c.env ?? []) {
        const ref = e.valueFrom?.secretKeyRef;
        if (ref) uses.push({ name: ref.name, keys: [ref.key], by: w.metadata.name });
      }
    }
  }
  for (const o of objects) {
    const spec: unknown = o.spec;
    if (o.kind === 'Keycloak') {
      const db = (
        spec as {
          db: {
            usernameSecret: { name: string; key: string };
            passwordSecret: { name: string; key: string };
          };
        }
      ).db;
      uses.push(
        { name: db.usernameSecret.name, keys: [db.usernameSecret.key], by: 'Keycloak' },
        { name: db.passwordSecret.name, keys: [db.passwordSecret.key], by: 'Keycloak' }
      );
    }
    if (o.kind === 'KeycloakRealmImport') {
      const placeholders = (
        spec as { placeholders: Record<string, { secret: { name: string; key: string } }> }
      ).placeholders;
      for (const p of Object.values(placeholders))
        uses.push({ name: p.secret.name, keys: [p.secret.key], by: 'KeycloakRealmImport' });
    }
    if (o.kind === 'MongoDBCommunity') {
      for (const user of (spec as { users: { passwordSecretRef: { name: string; key?: string } }[] }).users) {
        uses.push({
          name: user.passwordSecretRef.name,
          keys: [user.passwordSecretRef.key ?? 'password'],
          by: 'MongoDBCommunity'
        });
      }
    }
    if (o.kind === 'Gateway') {
      for (const l of (spec as { listeners: { tls?: { certificateRefs: { name: string }[] } }[] })
        .listeners) {
        for (const ref of l.tls?.certificateRefs ?? [])
          uses.push({ name: ref.name, keys: ['tls.crt', 'tls.key'], by: 'Gateway' });
      }
    }
    if (o.kind === 'Ingress') {
      for (const tls of (spec as { tls?: { secretName: string }[] }).tls ?? [])
        uses.push({ name: tls.secretName, keys: ['tls.crt', 'tls.key'], by: 'Ingress' });
    }
  }
  return uses;
}

/** Secrets an operator writes itself (MongoDB connection strings), so nobody has to provide them. */
export function operatorMadeSecrets(objects: K8sObject[]): string[] {
  return objects
    .filter((o) => o.kind === 'MongoDBCommunity')
    .flatMap((o) =>
      (o.spec as { users: { connectionStringSecretName: string }[] }).users.map(
        (u) => u.connectionStringSecretName
      )
    );
}

/** The "Secrets" table of deploy/README.md: | `name` | `KEY`, `KEY` | ... | (cells padded or not, as Prettier lays them out). */
export function documentedSecrets(): Map<string, string[]> {
  const readme = readFileSync(`${deployDir}README.md`, 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Secrets'));
  if (!section) throw new Error('deploy/README.md has no "## Secrets" section');
  const rows = [...section.matchAll(/^\|\s*`([a-z0-9-]+)`\s*\|([^|]+)\|/gm)];
  return new Map(rows.map((row) => [row[1]!, [...row[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)]));
}

/** Secret names and keys created by deploy/scripts/create-dev-secrets.sh (its loops expanded). */
export function devScriptSecrets(): Map<string, string[]> {
  const script = readFileSync(`${deployDir}scripts/create-dev-secrets.sh`, 'utf8').replace(/\\\n\s*/g, ' ');
  const created = new Map<string, string[]>();
  const loops = new Map(
    [...script.matchAll(/for (\w+) in ([^;\n]+); do/g)].map((m) => [m[1]!, m[2]!.trim().split(/\s+/)])
  );
  for (const call of script.matchAll(
    /^\s*create_secret ("?[^\s"]+"?)((?:\s+--from-literal=[A-Za-z0-9_.-]+=\S+)+)/gm
  )) {
    const keys = [...call[2]!.matchAll(/--from-literal=([A-Za-z0-9_.-]+)=/g)].map((m) => m[1]!);
    const raw = call[1]!.replace(/"/g, '');
    const variable = /^\$(\w+)(.*)$/.exec(raw);
    const names = variable ? (loops.get(variable[1]!) ?? []).map((value) => `${value}${variable[2]}`) : [raw];
    for (const name of names) created.set(name, keys);
  }
  return created;
}
