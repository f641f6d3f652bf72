import { type Logger, type ProcessedEvents } from '@matrimony/service-kit';
import { type ContactUnlocksStore } from '../store/contact-unlocks';
import { type OrdersStore } from '../store/orders';
import { type ReceiptsStore } from '../store/receipts';
import { type Subscriptions } from '../store/subscriptions';
import { type PaymentGateway } from './razorpay-gateway';

/** What buying needs. Without a gateway (no Razorpay keys configured) payments answer 503. */
export interface PaymentDeps {
  orders: OrdersStore;
  receipts: ReceiptsStore;
  contactUnlocks: ContactUnlocksStore;
  subscriptions: Subscriptions;
  processedEvents: ProcessedEvents;
  gateway?: PaymentGateway;
  keySecret?: string;
  webhookSecret?: string;
  /** Checks the signed offer (svc-profile's word that the buyer may see the profile) an unlock order presents. */
  contactOfferKey: string;
  now: () => Date;
  logger: Logger;
}
