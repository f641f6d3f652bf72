import { type Router } from 'express';
import { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { loadMember } from '../../discovery/viewer';
import { fileReport } from '../../moderation/file-report';
import { type ProfileDeps } from '../deps';

/** POST /reports: acknowledged at once with a ticket number. */
export function reportRoutes(router: Router, deps: ProfileDeps): void {
  contractRoute(router, connectionRoutes.report, requireAuth(deps.verifier), async (req, res) => {
    const { body } = inputOf(res, connectionRoutes.report.request);
    const now = deps.now();
    const viewer = await loadMember(deps.stores, req.auth!.userId, now);
    const { ticketNumber, resolveBy } = await fileReport(deps.stores, viewer, body, now);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, connectionRoutes.report, {
      ticketNumber,
      acknowledgedAt: now.toISOString(),
      resolveBy: resolveBy.toISOString()
    });
  });
}
