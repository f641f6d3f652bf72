import { readFileSync } from 'node:fs';
import { stringify } from 'yaml';

/** Where the one realm definition lives (written by the identity work, shared with keycloak-dev). */
export const realmJsonPath = new URL('../keycloak/realm-matrimony.json', import.meta.url);
/** The generated KeycloakRealmImport that deploy/base includes. */
export const realmImportPath = new URL('../base/keycloak/realm-import.yaml', import.meta.url);

/**
 * `${NAME}` placeholders in the realm JSON and the Secret key the operator fills each from at import time,
 * so no value is written into the manifest.
 */
export const realmPlaceholders: Record<string, { name: string; key: string }> = {
  KEYCLOAK_SVC_IDENTITY_SECRET: { name: 'svc-identity-secrets', key: 'KEYCLOAK_CLIENT_SECRET' },
  KEYCLOAK_SESSIONS_CLIENT_SECRET: { name: 'svc-identity-secrets', key: 'KEYCLOAK_SESSIONS_CLIENT_SECRET' },
  MATRIMONY_PUBLIC_URL: { name: 'realm-import-settings', key: 'MATRIMONY_PUBLIC_URL' }
};

/** Builds the KeycloakRealmImport YAML from the realm JSON text; fails on a placeholder nobody provides. */
export function renderRealmImport(realmJson: string): string {
  const realm: unknown = JSON.parse(realmJson);
  const used = [...new Set([...realmJson.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((match) => match[1]!))];
  const unknown = used.filter((name) => !(name in realmPlaceholders));
  if (unknown.length > 0)
    throw new Error(`realm JSON uses placeholders with no Secret mapping: ${unknown.join(', ')}`);
  const placeholders = Object.fromEntries(
    used.sort().map((name) => [name, { secret: realmPlaceholders[name] }])
  );
  const resource = {
    apiVersion: 'k8s.keycloak.org/v2alpha1',
    kind: 'KeycloakRealmImport',
    metadata: { name: 'matrimony' },
    spec: { keycloakCRName: 'keycloak', placeholders, realm }
  };
  const header =
    '# GENERATED from deploy/keycloak/realm-matrimony.json by `npm run realm-import -w @matrimony/deploy`. Do not edit.\n';
  return header + stringify(resource, { lineWidth: 0, aliasDuplicateObjects: false });
}

export function readRealmJson(): string {
  return readFileSync(realmJsonPath, 'utf8');
}
