import { type Connection } from 'mongoose';
import { createTokenVerifier, ensureIndexes, keycloakEndpoints, type Logger } from '@matrimony/service-kit';
import { type Config } from './config';
import { type ProfileDeps } from './http/deps';
import { createStores } from './store';

/** Wires the profile API's dependencies from the configuration and a Mongo connection: indexes, then the start-up backfill. */
export async function createProfileDeps(
  config: Config,
  mongo: Connection,
  logger: Logger
): Promise<ProfileDeps> {
  const stores = createStores(mongo);
  await ensureIndexes(Object.values(mongo.models));
  const backfilled = await stores.profiles.backfill();
  if (backfilled > 0) logger.info({ backfilled }, 'member numbers and search fields backfilled');
  return {
    stores,
    verifier: createTokenVerifier({
      ...keycloakEndpoints(config),
      allowedAzp: config.KEYCLOAK_ALLOWED_AZP,
      isRevoked: stores.revokedMembers.isRevoked
    }),
    now: () => new Date(),
    contactOfferKey: config.CONTACT_OFFER_KEY
  };
}
