// What an administrator does about a reported member (docs/product-rules.md#moderation: dismiss, warn, suspend,
// lift, ban). Each action resolves the member's open reports (the reporters are told), changes the
// member's standing in one conditional write that carries its events, and is written to the audit log.
// svc-identity does the account's part (disable, sessions, deletion) from the events.
import { type MemberActionId } from '@matrimony/catalog';
import { outboxEvent, problem, type PendingEvent } from '@matrimony/service-kit';
import { type ModerationStatus } from '../domain/moderation/statuses';
import { type AuditAction } from '../store/moderation-audit';
import { type ProfileDoc } from '../store/profile-model';
import { updatedEvent } from '../store/profiles';
import { type Stores } from '../store';

export interface MemberAction {
  actorUserId: string;
  action: MemberActionId;
  note: string | null;
  now: Date;
}

const AUDIT_ACTION: Record<MemberActionId, AuditAction> = {
  dismiss: 'reports.dismissed',
  warn: 'member.warned',
  suspend: 'member.suspended',
  reinstate: 'member.reinstated',
  ban: 'member.banned'
};

function notApplicable(description: string) {
  return problem(409, { title: 'Action Not Applicable', description }, 'action_not_applicable');
}

/** The member's standing after the action, and the events its write carries. */
function effectOf(
  doc: ProfileDoc,
  action: MemberActionId,
  at: string
): { status: ModerationStatus; set: Record<string, unknown>; events: PendingEvent[] } {
  const ids = { userId: doc.userId, profileId: String(doc._id), at };
  const suspended = doc.moderationStatus === 'suspended';
  switch (action) {
    case 'dismiss':
      return { status: doc.moderationStatus, set: {}, events: [] };
    case 'warn':
      return { status: doc.moderationStatus, set: {}, events: [outboxEvent('profile.member.warned', ids)] };
    case 'suspend':
    case 'ban': {
      if (suspended && action === 'suspend') throw notApplicable('This member is already suspended.');
      const events = [
        outboxEvent(action === 'ban' ? 'profile.member.banned' : 'profile.member.suspended', ids)
      ];
      if (!suspended) events.unshift(updatedEvent(doc, 'suspended'));
      return {
        status: 'suspended',
        set: suspended ? {} : { moderationStatus: 'suspended', statusBeforeSuspension: doc.moderationStatus },
        events
      };
    }
    case 'reinstate': {
      if (!suspended) throw notApplicable('This member is not suspended.');
      const status = doc.statusBeforeSuspension ?? 'pending';
      return {
        status,
        set: { moderationStatus: status, statusBeforeSuspension: null },
        events: [updatedEvent(doc, status), outboxEvent('profile.member.reinstated', ids)]
      };
    }
  }
}

export async function actOnMember(stores: Stores, doc: ProfileDoc, request: MemberAction) {
  const profileId = String(doc._id);
  const { status, set, events } = effectOf(doc, request.action, request.now.toISOString());
  if (request.action === 'dismiss' && !(await stores.reports.hasOpenAbout(profileId))) {
    throw notApplicable('This member has no open reports to dismiss.');
  }
  if (events.length > 0 || Object.keys(set).length > 0) {
    if (!(await stores.profiles.changeStanding(doc, set, events)))
      throw notApplicable('This member’s standing changed meanwhile. Open the case again.');
  }
  // Suspended and banned members are refused here at once; the other services hear it from svc-identity.
  if (request.action === 'suspend' || request.action === 'ban')
    await stores.revokedMembers.revoke(doc.userId, 'suspended', request.now);
  if (request.action === 'reinstate') await stores.revokedMembers.restore(doc.userId, request.now);

  const outcome = request.action === 'dismiss' ? 'dismissed' : 'actioned';
  const resolvedReports =
    request.action === 'reinstate'
      ? 0
      : await stores.reports.resolveAbout(profileId, outcome, request.now, (report) =>
          outboxEvent('profile.report.resolved', {
            reportId: String(report._id),
            ticketNumber: report.ticketNumber,
            reporterUserId: report.reporterUserId,
            reportedProfileId: profileId,
            outcome,
            resolvedAt: request.now.toISOString()
          })
        );
  await stores.moderationAudit.append({
    _id: `${profileId}:${request.now.getTime()}:${request.action}`,
    at: request.now,
    actorUserId: request.actorUserId,
    action: AUDIT_ACTION[request.action],
    profileId,
    userId: doc.userId,
    memberNumber: doc.memberNumber,
    before: doc.moderationStatus,
    after: status,
    reason: resolvedReports > 0 ? `${resolvedReports} report(s) resolved` : null,
    note: request.note
  });
  return { moderationStatus: status, resolvedReports };
}
