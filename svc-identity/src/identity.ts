import { jetstream } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { type Connection } from 'mongoose';
import {
  createTokenVerifier,
  keycloakEndpoints,
  ensureIndexes,
  openExportStore,
  requestReply
} from '@matrimony/service-kit';
import { revokedAccounts } from './accounts/revoked';
import { type Config } from './config';
import { createSecretsPublisher } from './secrets/publisher';
import { type IdentityDeps } from './http/deps';
import { createAdminApi } from './keycloak/admin-api';
import { createTokenApi } from './keycloak/token-api';
import { createStores } from './store';

/** Wires the identity API's dependencies from the configuration, a Mongo connection and a NATS connection. */
export async function createIdentityDeps(
  config: Config,
  mongo: Connection,
  nc: NatsConnection
): Promise<IdentityDeps> {
  const js = jetstream(nc);
  const stores = createStores(mongo);
  await stores.idVerifications.dropReplacedIndex();
  await ensureIndexes(Object.values(mongo.models));
  const keycloak = { baseUrl: config.KEYCLOAK_URL, realm: config.KEYCLOAK_REALM };
  return {
    config,
    stores,
    admin: createAdminApi({
      ...keycloak,
      clientId: config.KEYCLOAK_CLIENT_ID,
      clientSecret: config.KEYCLOAK_CLIENT_SECRET
    }),
    tokens: createTokenApi({
      ...keycloak,
      sessionsClient: {
        clientId: config.KEYCLOAK_SESSIONS_CLIENT_ID,
        clientSecret: config.KEYCLOAK_SESSIONS_CLIENT_SECRET
      }
    }),
    secrets: createSecretsPublisher(js),
    profileFacts: (userId) => requestReply(nc, 'request.profile.verification-facts', { userId }),
    exportStore: await openExportStore(js, { create: true, replicas: config.NATS_STREAM_REPLICAS }),
    // Deleted and suspended members' tokens are refused here too (token_revoked), as in every other service.
    verifier: createTokenVerifier({
      ...keycloakEndpoints(config),
      allowedAzp: config.KEYCLOAK_ALLOWED_AZP,
      isRevoked: revokedAccounts(stores, config.MOBILE_HASH_KEY)
    }),
    now: () => new Date()
  };
}
