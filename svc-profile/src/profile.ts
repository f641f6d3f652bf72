import { type Connection } from 'mongoose';
import { createTokenVerifier, ensureIndexes, keycloakEndpoints, type Logger } from '@matrimony/service-kit';
import { type Config } from './config';
import { type ProfileDeps } from './http/deps';
import { createStores } from './store';
import { faceScorerInWorker } from './verification/face-aid/face-aid-client';

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
    contactOfferKey: config.CONTACT_OFFER_KEY,
    // The worker starts, and its models load, at the first selfie.
    faceScorer: faceScorerInWorker()
  };
}
