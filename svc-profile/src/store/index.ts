import { type Connection } from 'mongoose';
import { createRateLimits, createRevokedMembers } from '@matrimony/service-kit';
import { createIdentityUserStore } from './identity-users';
import { createImageFileStore } from './image-files';
import { createMemberPlanStore } from './member-plans';
import { createProfileStore } from './profiles';

export function createStores(conn: Connection) {
  return {
    profiles: createProfileStore(conn),
    identityUsers: createIdentityUserStore(conn),
    plans: createMemberPlanStore(conn),
    images: createImageFileStore(conn),
    rateLimits: createRateLimits(conn),
    revokedMembers: createRevokedMembers(conn)
  };
}

export type Stores = ReturnType<typeof createStores>;
