import { type Logger, type ProcessedEvents } from '@matrimony/service-kit';
import { type Seller } from '../domain/tax-invoice';
import { type MembersStore } from '../store/members';
import { type ContactUnlocksStore } from '../store/contact-unlocks';
import { type OrdersStore } from '../store/orders';
import { type ReceiptsStore } from '../store/receipts';
import { type RefundsStore } from '../store/refunds';
import { type Subscriptions } from '../store/subscriptions';
import { type PaymentGateway } from './razorpay-gateway';

/** What buying needs. Without a gateway (no Razorpay keys configured) payments answer 503. */
export interface PaymentDeps {
  orders: OrdersStore;
  receipts: ReceiptsStore;
  /** Refunds staff issued from help-desk tickets. */
  refunds: RefundsStore;
  contactUnlocks: ContactUnlocksStore;
  /** The buyer's name and state, an unlocked profile's member number (the invoices' read model). */
  members: MembersStore;
  subscriptions: Subscriptions;
  processedEvents: ProcessedEvents;
  gateway?: PaymentGateway;
  keySecret?: string;
  webhookSecret?: string;
  /** Checks the signed offer (svc-profile's word that the buyer may see the profile) an unlock order presents. */
  contactOfferKey: string;
  /** Who sells, on every tax invoice (config SELLER_*). */
  seller: Seller;
  now: () => Date;
  logger: Logger;
}
