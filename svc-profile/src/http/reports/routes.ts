import { type Router } from 'express';
import { Types } from 'mongoose';
import { REPORT_DETAILS_MIN_FOR_OTHER, REPORT_RESOLVE_DAYS } from '@matrimony/catalog';
import { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import {
  contractRoute,
  inputOf,
  isDuplicateKey,
  outboxEvent,
  problem,
  requireAuth,
  sendJson
} from '@matrimony/service-kit';
import { loadMember, profileNotFound } from '../../discovery/viewer';
import { type ProfileDoc } from '../../store/profile-model';
import { type ProfileDeps } from '../deps';

const FIRST_TICKET = 1_000_000;
const alreadyOpen = (ticketNumber: string) =>
  problem(
    409,
    {
      title: 'Already Reported',
      description: `You have already reported this profile (ticket ${ticketNumber}). Our team is looking into it.`
    },
    'report_already_open'
  );

/** POST /reports: acknowledged at once with a ticket number (IT Rules: 24 h acknowledgement, 15 days resolution). */
export function reportRoutes(router: Router, deps: ProfileDeps): void {
  contractRoute(router, connectionRoutes.report, requireAuth(deps.verifier), async (req, res) => {
    const { body } = inputOf(res, connectionRoutes.report.request);
    const now = deps.now();
    const viewer = await loadMember(deps.stores, req.auth!.userId, now);
    const reported = await deps.stores.profiles.model
      .findById(new Types.ObjectId(body.profileId), { userId: 1 })
      .lean<ProfileDoc>();
    if (!reported || reported.userId === viewer.profile.userId) throw profileNotFound();
    const details = body.details ? body.details : null;
    if (body.reason === 'other' && (details?.length ?? 0) < REPORT_DETAILS_MIN_FOR_OTHER) {
      throw problem(
        400,
        {
          title: 'Tell Us More',
          description: `Please describe the problem in at least ${REPORT_DETAILS_MIN_FOR_OTHER} characters.`
        },
        'report_details_required',
        {
          errors: {
            details: `Please describe the problem in at least ${REPORT_DETAILS_MIN_FOR_OTHER} characters.`
          }
        }
      );
    }
    const open = await deps.stores.reports.openOf(viewer.profile.userId, body.profileId);
    if (open) throw alreadyOpen(open.ticketNumber);

    const ticketNumber = `R${FIRST_TICKET + (await deps.stores.counters.next('reportTicket'))}`;
    const resolveBy = new Date(now.getTime() + REPORT_RESOLVE_DAYS * 24 * 60 * 60 * 1000);
    const report = {
      ticketNumber,
      reporterUserId: viewer.profile.userId,
      reportedUserId: reported.userId,
      reportedProfileId: body.profileId,
      reason: body.reason,
      details,
      filedAt: now,
      resolveBy
    };
    try {
      await deps.stores.reports.file(report, (id) =>
        outboxEvent('profile.report.filed', {
          reportId: String(id),
          ticketNumber,
          reporterUserId: report.reporterUserId,
          reportedUserId: report.reportedUserId,
          reportedProfileId: report.reportedProfileId,
          reason: report.reason,
          filedAt: now.toISOString()
        })
      );
    } catch (error) {
      // The same report sent twice at once: the first one stands.
      if (!isDuplicateKey(error)) throw error;
      const first = await deps.stores.reports.openOf(viewer.profile.userId, body.profileId);
      throw alreadyOpen(first?.ticketNumber ?? ticketNumber);
    }
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, connectionRoutes.report, {
      ticketNumber,
      acknowledgedAt: now.toISOString(),
      resolveBy: resolveBy.toISOString()
    });
  });
}
