import { type TokenVerifier } from '@matrimony/service-kit';
import { type PaymentGateway } from '../payments/razorpay-gateway';
import { type Stores } from '../store';

/** Razorpay: absent keys → payments answer 503 (payments_unavailable). */
export interface PaymentSettings {
  gateway?: PaymentGateway;
  keySecret?: string;
  webhookSecret?: string;
}

/** What the billing routes need; tests build it with a test issuer and their own clock. */
export interface BillingDeps {
  stores: Stores;
  verifier: TokenVerifier;
  now: () => Date;
  payments?: PaymentSettings;
  /** CONTACT_OFFER_KEY: checks svc-profile's signed offer an unlock order presents. */
  contactOfferKey: string;
}
