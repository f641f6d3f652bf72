#!/usr/bin/env node
// Development Keycloak issuer: `keycloak-dev --port 8180 --data .data/keycloak --public-url http://localhost:8080`
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { startKeycloakDev } = await import('../src/index.ts');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8180' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
    'public-url': { type: 'string' },
    'base-path': { type: 'string', default: '/auth' },
    realm: { type: 'string' }
  }
});

const keycloak = await startKeycloakDev({
  port: Number(values.port),
  host: values.host,
  dataDir: values.data,
  publicUrl: values['public-url'],
  basePath: values['base-path'],
  realmFile: values.realm
});
console.log(`keycloak-dev listening on ${keycloak.url} (issuer ${keycloak.issuer})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    keycloak.stop().then(
      () => process.exit(0),
      (error) => {
        console.error('keycloak-dev: stop failed:', error.message);
        process.exit(1);
      }
    );
  });
}
