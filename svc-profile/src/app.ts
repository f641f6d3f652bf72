import { profileApi } from '@matrimony/contracts/http/profile';
import { createServiceApp, serveOpenApi, type Logger, type ReadinessCheck } from '@matrimony/service-kit';
import { birthHoroscopeRouteOf } from './http/birth-horoscope/routes';
import { blockRoutes } from './http/blocks/routes';
import { catalogRoutes } from './http/catalog/routes';
import { memberStatsRoutesOf } from './http/stats/routes';
import { connectionListRoutes } from './http/connections/routes';
import { interestRoutes } from './http/interests/routes';
import { contactRoutesOf } from './http/contact/routes';
import { type ProfileDeps } from './http/deps';
import { selfieReviewRoutes } from './http/photo-check/admin-routes';
import { photoCheckRoutesOf } from './http/photo-check/routes';
import { horoscopeRoutes } from './http/photos/horoscope-routes';
import { photoRoutes } from './http/photos/routes';
import { imageServeRoutes } from './http/photos/serve-routes';
import { preferenceRoutes } from './http/preferences/routes';
import { profileRoutes } from './http/profiles/routes';
import { publicProfileRoutes } from './http/public-profiles/routes';
import { recommendationRoutes } from './http/recommendations/routes';
import { reportRoutes } from './http/reports/routes';
import { moderationMemberRoutes } from './http/moderation/member-routes';
import { moderationQueueRoutes } from './http/moderation/routes';
import { gunaMilanRoutes } from './http/horoscope-match/routes';
import { searchRoutes } from './http/search/routes';
import { shortlistRoutes } from './http/shortlist/routes';

export const SERVICE_NAME = 'svc-profile';
export const BASE_PATH = '/api/profiles';

export interface AppDeps {
  logger?: Logger;
  /** Mongo and NATS checks in production; tests pass their own. */
  readiness?: ReadinessCheck[];
  /** The profile API's dependencies; without them only the health and catalog endpoints exist (plumbing tests). */
  profile?: ProfileDeps;
}

/** Member profiles, their photos and horoscope image, the option catalog, discovery (preferences, search, recommendations, profile pages) and connections (interests, matches, views, shortlist, blocks, reports). */
export function createApp(deps: AppDeps = {}) {
  return createServiceApp({
    name: SERVICE_NAME,
    basePath: BASE_PATH,
    logger: deps.logger,
    readiness: deps.readiness,
    routes(router) {
      // A segment that is not a profile id is some other path (`/readyz`, a typo): 404, never a 400 for a bad id.
      router.param('profileId', (_req, _res, next, value: string) =>
        /^[0-9a-f]{24}$/.test(value) ? next() : next('route')
      );
      serveOpenApi(router, profileApi);
      catalogRoutes(router);
      if (!deps.profile) return;
      profileRoutes(router, deps.profile);
      memberStatsRoutesOf(router, deps.profile);
      photoRoutes(router, deps.profile);
      photoCheckRoutesOf(router, deps.profile);
      selfieReviewRoutes(router, deps.profile, BASE_PATH);
      horoscopeRoutes(router, deps.profile);
      imageServeRoutes(router, deps.profile);
      preferenceRoutes(router, deps.profile);
      searchRoutes(router, deps.profile);
      recommendationRoutes(router, deps.profile);
      contactRoutesOf(router, deps.profile);
      interestRoutes(router, deps.profile);
      connectionListRoutes(router, deps.profile);
      shortlistRoutes(router, deps.profile);
      blockRoutes(router, deps.profile);
      reportRoutes(router, deps.profile);
      moderationQueueRoutes(router, deps.profile);
      moderationMemberRoutes(router, deps.profile);
      gunaMilanRoutes(router, deps.profile);
      birthHoroscopeRouteOf(router);
      // Last: `/:profileId` matches any single segment.
      publicProfileRoutes(router, deps.profile);
    }
  });
}
