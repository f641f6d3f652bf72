import { type TokenVerifier } from '@matrimony/service-kit';
import { type PaymentDeps } from '../payments/deps';
import { type Stores } from '../store';

/**
 * What the billing routes need, buying's included; billing.ts builds it from the configuration, tests with
 * `billingDeps` from their own servers and clock.
 */
export interface BillingDeps extends PaymentDeps {
  stores: Stores;
  /** Verifies the members' Keycloak access tokens. */
  verifier: TokenVerifier;
}
