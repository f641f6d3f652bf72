import { type Connection } from 'mongoose';
import {
  createTokenVerifier,
  ensureIndexes,
  keycloakEndpoints,
  type Logger,
  type TokenVerifier
} from '@matrimony/service-kit';
import { DEMO_SELLER } from '@matrimony/catalog/tax-invoice';
import { sellerOf, type Config } from './config';
import { type Seller } from './domain/tax-invoice';
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
  /** The seller on tax invoices; the demo company unless configured. */
  seller?: Seller;
}

/** The billing API's dependencies from its parts: buying's use cases name the stores they read. */
export function billingDeps(parts: BillingParts): BillingDeps {
  const { stores } = parts;
  return {
    ...parts,
    seller: parts.seller ?? { ...DEMO_SELLER },
    orders: stores.orders,
    members: stores.members,
    receipts: stores.receipts,
    refunds: stores.refunds,
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
  if (config.NODE_ENV === 'production' && config.SELLER_GSTIN === DEMO_SELLER.gstin)
    logger.warn('SELLER_GSTIN is the demo company’s: tax invoices name a made-up seller until it is set');
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
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    seller: sellerOf(config)
  });
}
