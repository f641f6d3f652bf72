import { type Connection } from 'mongoose';
import { createTokenVerifier, ensureIndexes, keycloakEndpoints, type Logger } from '@matrimony/service-kit';
import { type Config } from './config';
import { type BillingDeps } from './http/deps';
import { createRazorpayGateway } from './payments/razorpay-gateway';
import { createStores } from './store';

/** Wires the billing API's dependencies from the configuration and a Mongo connection (indexes first). */
export async function createBillingDeps(
  config: Config,
  mongo: Connection,
  logger: Logger
): Promise<BillingDeps> {
  const stores = createStores(mongo);
  await ensureIndexes(Object.values(mongo.models));
  const payments = {
    gateway: createRazorpayGateway(config),
    keySecret: config.RAZORPAY_KEY_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET
  };
  if (!payments.gateway) logger.warn('RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET not set: payments answer 503');
  return {
    stores,
    verifier: createTokenVerifier({
      ...keycloakEndpoints(config),
      allowedAzp: config.KEYCLOAK_ALLOWED_AZP,
      isRevoked: stores.revokedMembers.isRevoked
    }),
    now: () => new Date(),
    payments,
    contactOfferKey: config.CONTACT_OFFER_KEY
  };
}
