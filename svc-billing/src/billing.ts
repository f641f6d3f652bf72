import { type Connection } from 'mongoose';
import {
  createTokenVerifier,
  ensureIndexes,
  keycloakEndpoints,
  type Logger,
  type TokenVerifier
} from '@matrimony/service-kit';
import { type Config } from './config';
import { type BillingDeps } from './http/deps';
import { createRazorpayGateway, type PaymentGateway } from './payments/razorpay-gateway';
import { createStores, type Stores } from './store';

/** What the billing API is built from. Without a gateway (no Razorpay keys configured) payments answer 503. */
export interface BillingParts {
  stores: Stores;
  verifier: TokenVerifier;
  now: () => Date;
  /** CONTACT_OFFER_KEY: checks svc-profile's signed offer an unlock order presents. */
  contactOfferKey: string;
  logger: Logger;
  gateway?: PaymentGateway;
  keySecret?: string;
  webhookSecret?: string;
}

/** The billing API's dependencies from its parts: buying's use cases name the stores they read. */
export function billingDeps(parts: BillingParts): BillingDeps {
  const { stores } = parts;
  return {
    ...parts,
    orders: stores.orders,
    receipts: stores.receipts,
    contactUnlocks: stores.contactUnlocks,
    subscriptions: stores.subscriptions,
    processedEvents: stores.processedEvents
  };
}

/** Wires the billing API's dependencies from the configuration and a Mongo connection (indexes first). */
export async function createBillingDeps(
  config: Config,
  mongo: Connection,
  logger: Logger
): Promise<BillingDeps> {
  const stores = createStores(mongo);
  await ensureIndexes(Object.values(mongo.models));
  const gateway = createRazorpayGateway(config);
  if (!gateway) logger.warn('RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET not set: payments answer 503');
  return billingDeps({
    stores,
    verifier: createTokenVerifier({
      ...keycloakEndpoints(config),
      allowedAzp: config.KEYCLOAK_ALLOWED_AZP,
      isRevoked: stores.revokedMembers.isRevoked
    }),
    now: () => new Date(),
    contactOfferKey: config.CONTACT_OFFER_KEY,
    logger,
    gateway,
    keySecret: config.RAZORPAY_KEY_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET
  });
}
