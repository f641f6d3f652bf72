import { createRateLimits } from '@matrimony/service-kit';
import { type Connection } from 'mongoose';
import { createCredentialVersions } from './credential-versions';
import { createDeletions } from './deletions';
import { createOtpCodes } from './otp-codes';
import { createRegistrations } from './registrations';
import { createSingleUse } from './single-use';

/** Every collection of the `identity` database. */
export function createStores(connection: Connection) {
  return {
    otpCodes: createOtpCodes(connection),
    rateLimits: createRateLimits(connection),
    singleUse: createSingleUse(connection),
    registrations: createRegistrations(connection),
    deletions: createDeletions(connection),
    credentialVersions: createCredentialVersions(connection)
  };
}

export type Stores = ReturnType<typeof createStores>;

