import { type TokenVerifier } from '@matrimony/service-kit';
import { type Stores } from '../store';
import { type FaceScorer } from '../verification/face-aid/face-aid-client';

/** What the profile routes need; main.ts builds it from the configuration, tests from their own servers. */
export interface ProfileDeps {
  stores: Stores;
  /** Verifies the members' Keycloak access tokens. */
  verifier: TokenVerifier;
  /** The clock (age rule, premium checks); tests pin it. */
  now: () => Date;
  /** CONTACT_OFFER_KEY: signs the ₹49 unlock offers svc-billing honours. */
  contactOfferKey: string;
  /** The moderator's face-similarity aid for selfies (a worker thread); without it the aid stays `pending`. */
  faceScorer?: FaceScorer;
}
