import { type Connection } from 'mongoose';
import { createProcessedEvents, createRateLimits, createRevokedMembers } from '@matrimony/service-kit';
import { createIdentityUserStore } from './identity-users';
import { createImageFileStore } from './image-files';
import { createMemberPlanStore } from './member-plans';
import { createBlocksStore } from './blocks';
import { createCandidateFeedStore, createCandidateListStore } from './candidate-lists';
import { createContactAccessStore } from './contact-access';
import { createInterestQuotaStore } from './interest-quota';
import { createInterestStore } from './interests';
import { createPreferencesStore } from './preferences';
import { createProfileStore } from './profiles';
import { createProfileViewsStore } from './profile-views';
import { createRecommendationsStore } from './recommendations';
import { createReportStore } from './reports';
import { createRevealedPreferencesStore } from './revealed-preferences';
import { createShortlistStore } from './shortlist';
import { createCounters } from './counters';
import { createModerationAudit } from './moderation-audit';
import { createPhotoCheckChallengeStore } from './photo-check-challenges';
import { createPhotoCheckStore } from './photo-checks';

export function createStores(conn: Connection) {
  return {
    profiles: createProfileStore(conn),
    identityUsers: createIdentityUserStore(conn),
    plans: createMemberPlanStore(conn),
    images: createImageFileStore(conn),
    rateLimits: createRateLimits(conn),
    revokedMembers: createRevokedMembers(conn),
    preferences: createPreferencesStore(conn),
    revealedPreferences: createRevealedPreferencesStore(conn),
    profileViews: createProfileViewsStore(conn),
    recommendations: createRecommendationsStore(conn),
    candidateLists: createCandidateListStore(conn),
    candidateFeeds: createCandidateFeedStore(conn),
    blocks: createBlocksStore(conn),
    contactAccess: createContactAccessStore(conn),
    interests: createInterestStore(conn),
    interestQuota: createInterestQuotaStore(conn),
    shortlist: createShortlistStore(conn),
    reports: createReportStore(conn),
    counters: createCounters(conn),
    moderationAudit: createModerationAudit(conn),
    photoChecks: createPhotoCheckStore(conn),
    photoCheckChallenges: createPhotoCheckChallengeStore(conn),
    processedEvents: createProcessedEvents(conn)
  };
}

export type Stores = ReturnType<typeof createStores>;
