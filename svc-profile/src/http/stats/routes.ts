import { type Router } from 'express';
import { memberStatsRoutes } from '@matrimony/contracts/http/profile/member-stats';
import { contractRoute, sendJson } from '@matrimony/service-kit';
import { createMemberCountCache, MEMBER_COUNT_TTL_MS } from '../../domain/member-count';
import { type ProfileDeps } from '../deps';

/** Who the count takes in: approved (suspended is its own status), not hidden; deleted profiles are not stored. */
export const COUNTED_MEMBERS = { moderationStatus: 'approved', hidden: false } as const;

/** GET /stats/members: the landing page's member count, public and cached an hour. */
export function memberStatsRoutesOf(router: Router, deps: ProfileDeps): void {
  const memberCount = createMemberCountCache(
    () => deps.stores.profiles.countWhere(COUNTED_MEMBERS),
    deps.now
  );
  contractRoute(router, memberStatsRoutes.getMemberStats, async (_req, res) => {
    const members = await memberCount();
    res.set('Cache-Control', `public, max-age=${MEMBER_COUNT_TTL_MS / 1000}`);
    sendJson(res, memberStatsRoutes.getMemberStats, { members });
  });
}
