// Regenerates deploy/base/keycloak/realm-import.yaml after deploy/keycloak/realm-matrimony.json changes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readRealmJson, realmImportPath, renderRealmImport } from '../src/realm-import';

writeFileSync(realmImportPath, renderRealmImport(readRealmJson()));
console.log(`wrote ${fileURLToPath(realmImportPath)}`);
