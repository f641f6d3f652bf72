// Regenerates deploy/base/nats/authorization.conf after packages/contracts/src/events/permissions.ts changes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { natsAuthorizationPath, renderNatsAuthorization } from '../src/nats-authorization';

writeFileSync(natsAuthorizationPath, renderNatsAuthorization());
console.log(`wrote ${fileURLToPath(natsAuthorizationPath)}`);
