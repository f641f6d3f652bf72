import { type Router } from 'express';
import { PROFILE_VIEWS_COUNT_DAYS } from '@matrimony/catalog';
import { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { remainingToday } from '../../connections/send-interest';
import { cardsByUserId } from '../../discovery/score-cards';
import { loadViewer } from '../../discovery/viewer';
import { type ProfileDeps } from '../deps';
import { otherPartyOf } from '../../store/interests';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Free members' teaser draws at most this many blurred cards. */
const TEASER_PLACEHOLDERS_MAX = 6;

/** GET /matches, GET /views and GET /me/connections. */
export function connectionListRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);

  contractRoute(router, connectionRoutes.listMatches, auth, async (req, res) => {
    const { query } = inputOf(res, connectionRoutes.listMatches.request);
    const now = deps.now();
    const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
    const me = viewer.profile.userId;
    const { items, total } = await deps.stores.interests.listMatches(me, viewer.blocked, {
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    const cards = await cardsByUserId(
      deps.stores,
      viewer,
      items.map((doc) => otherPartyOf(doc, me)),
      now,
      items
    );
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, connectionRoutes.listMatches, {
      items: items.flatMap((doc) => {
        const profile = cards.get(otherPartyOf(doc, me));
        return profile
          ? [
              {
                interestId: String(doc._id),
                matchedAt: (doc.answeredAt ?? doc.sentAt).toISOString(),
                profile
              }
            ]
          : [];
      }),
      page: query.page,
      pageSize: query.pageSize,
      total
    });
  });

  contractRoute(router, connectionRoutes.listViews, auth, async (req, res) => {
    const { query } = inputOf(res, connectionRoutes.listViews.request);
    const now = deps.now();
    const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
    const me = viewer.profile.userId;
    const countLast30Days = await deps.stores.profileViews.countFor(
      me,
      new Date(now.getTime() - PROFILE_VIEWS_COUNT_DAYS * DAY_MS),
      viewer.blocked
    );
    res.setHeader('Cache-Control', 'no-store');
    if (!viewer.isPremium) {
      // Free members: how many, never who (no names, ids or photos in this answer).
      return sendJson(res, connectionRoutes.listViews, {
        visibility: 'teaser',
        countLast30Days,
        placeholders: Math.min(countLast30Days, TEASER_PLACEHOLDERS_MAX)
      });
    }
    const { items, total } = await deps.stores.profileViews.listFor(me, new Date(0), viewer.blocked, {
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    const cards = await cardsByUserId(
      deps.stores,
      viewer,
      items.map((view) => view.viewerId),
      now
    );
    sendJson(res, connectionRoutes.listViews, {
      visibility: 'full',
      countLast30Days,
      items: items.flatMap((view) => {
        const profile = cards.get(view.viewerId);
        return profile ? [{ viewedAt: view.viewedAt.toISOString(), profile }] : [];
      }),
      page: query.page,
      pageSize: query.pageSize,
      total
    });
  });

  contractRoute(router, connectionRoutes.getConnectionsSummary, auth, async (req, res) => {
    const now = deps.now();
    const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
    const me = viewer.profile.userId;
    const [interestsReceivedPending, mutualMatches, viewsThisWeek, interestsRemainingToday] =
      await Promise.all([
        deps.stores.interests.countReceivedPending(me, viewer.blocked),
        deps.stores.interests.countMatches(me, viewer.blocked),
        deps.stores.profileViews.countFor(me, new Date(now.getTime() - 7 * DAY_MS), viewer.blocked),
        remainingToday(deps.stores, viewer, now)
      ]);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, connectionRoutes.getConnectionsSummary, {
      interestsReceivedPending,
      mutualMatches,
      viewsThisWeek,
      interestsRemainingToday
    });
  });
}
