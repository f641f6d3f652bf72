// Reporting a profile: acknowledged at once with a ticket number (IT Rules: 24 h acknowledgement, 15 days
// resolution); one open report per reporter and profile.
import { type z } from 'zod';
import { REPORT_DETAILS_MIN_FOR_OTHER, REPORT_RESOLVE_DAYS } from '@matrimony/catalog';
import {
  messageText,
  reportAlreadyOpenMessage,
  reportDetailsRequiredMessage
} from '@matrimony/catalog/messages';
import { type reportBodySchema } from '@matrimony/contracts/http/profile/connections';
import { isDuplicateKey, outboxEvent, problem } from '@matrimony/service-kit';
import { forgetWhatProfileTaught } from '../discovery/revealed-learning';
import { profileNotFound, type Member } from '../discovery/viewer';
import { type Stores } from '../store';

const FIRST_TICKET = 1_000_000;

const alreadyOpen = (ticketNumber: string) =>
  problem(409, reportAlreadyOpenMessage(ticketNumber), 'report_already_open');

export async function fileReport(
  stores: Stores,
  viewer: Member,
  body: z.output<typeof reportBodySchema>,
  now: Date
): Promise<{ ticketNumber: string; resolveBy: Date }> {
  const reported = await stores.profiles.findOwner(body.profileId);
  if (!reported || reported.userId === viewer.profile.userId) throw profileNotFound();
  const details = body.details ? body.details : null;
  if (body.reason === 'other' && (details?.length ?? 0) < REPORT_DETAILS_MIN_FOR_OTHER) {
    const message = reportDetailsRequiredMessage(REPORT_DETAILS_MIN_FOR_OTHER);
    throw problem(400, message, 'report_details_required', { errors: { details: messageText(message) } });
  }
  const open = await stores.reports.openOf(viewer.profile.userId, body.profileId);
  if (open) throw alreadyOpen(open.ticketNumber);

  const ticketNumber = `R${FIRST_TICKET + (await stores.counters.next('reportTicket'))}`;
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
    await stores.reports.file(report, (id) =>
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
    const first = await stores.reports.openOf(viewer.profile.userId, body.profileId);
    throw alreadyOpen(first?.ticketNumber ?? ticketNumber);
  }
  await forgetWhatProfileTaught(stores, viewer.profile.userId, body.profileId, now);
  return { ticketNumber, resolveBy };
}
