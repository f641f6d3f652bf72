import { createProcessedEvents, createRateLimits } from '@matrimony/service-kit';
import { type Connection } from 'mongoose';
import { createAddressActivity } from './address-activity';
import { createBarredMobiles } from './barred-mobiles';
import { createConsentsStore } from './consents';
import { createContactChangesStore } from './contact-changes';
import { createCredentialVersions } from './credential-versions';
import { createDeletions } from './deletions';
import { createExportsStore } from './exports';
import { createIdDocumentImages } from './id-document-images';
import { createIdDocumentsStore } from './id-documents';
import { createIdVerificationsStore } from './id-verifications';
import { createOtpCodes } from './otp-codes';
import { createRegistrations } from './registrations';
import { createSignInSources } from './sign-in-sources';
import { createSingleUse } from './single-use';
import { createSuspensions } from './suspensions';

/** Every collection of the `identity` database. */
export function createStores(connection: Connection) {
  return {
    otpCodes: createOtpCodes(connection),
    rateLimits: createRateLimits(connection),
    addressActivity: createAddressActivity(connection),
    signInSources: createSignInSources(connection),
    singleUse: createSingleUse(connection),
    registrations: createRegistrations(connection),
    deletions: createDeletions(connection),
    credentialVersions: createCredentialVersions(connection),
    suspensions: createSuspensions(connection),
    barredMobiles: createBarredMobiles(connection),
    consents: createConsentsStore(connection),
    contactChanges: createContactChangesStore(connection),
    exports: createExportsStore(connection),
    idVerifications: createIdVerificationsStore(connection),
    idDocuments: createIdDocumentsStore(connection),
    idDocumentImages: createIdDocumentImages(connection),
    processedEvents: createProcessedEvents(connection)
  };
}

export type Stores = ReturnType<typeof createStores>;
