import { type NatsReplyOf } from '@matrimony/contracts';
import { type ExportStore, type TokenVerifier } from '@matrimony/service-kit';
import { type Config } from '../config';
import { type SecretsPublisher } from '../secrets/publisher';
import { type AdminApi } from '../keycloak/admin-api';
import { type TokenApi } from '../keycloak/token-api';
import { type Stores } from '../store';

/** What the identity routes need; main.ts builds it from the configuration, tests from their own servers. */
export interface IdentityDeps {
  config: Pick<
    Config,
    | 'IDENTITY_TOKEN_SECRET'
    | 'ALTCHA_HMAC_KEY'
    | 'MOBILE_HASH_KEY'
    | 'ALTCHA_MAX_NUMBER'
    | 'PUBLIC_URL'
    | 'KEYCLOAK_WEB_CLIENT_ID'
    | 'UIDAI_OFFLINE_CERT'
    | 'AADHAAR_HASH_KEY'
  >;
  stores: Stores;
  admin: AdminApi;
  tokens: TokenApi;
  secrets: SecretsPublisher;
  /** The EXPORTS object store bucket (members' data exports), which this service owns. */
  exportStore: ExportStore;
  /**
   * The profile's name, date of birth and gender, asked of svc-profile when an ID document is compared with them
   * (never kept here); RequestUnansweredError when it does not answer.
   */
  profileFacts: (userId: string) => Promise<NatsReplyOf<'request.profile.verification-facts'>>;
  /** Verifies the members' Keycloak access tokens. */
  verifier: TokenVerifier;
  /** The clock of every limit and expiry kept in Mongo (tests move it forward). */
  now: () => Date;
}
