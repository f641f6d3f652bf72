import { type TokenVerifier } from '@matrimony/service-kit';
import { type Stores } from '../store';

/** What the billing routes need; tests build it with a test issuer and their own clock. */
export interface BillingDeps {
  stores: Stores;
  verifier: TokenVerifier;
  now: () => Date;
}
