import { type ProfileCard } from '@matrimony/contracts/http/profile/discovery';
import { type Interest } from '@matrimony/contracts/http/profile/connections';
import { type InterestSummary } from '@matrimony/contracts/http/profile/relation';
import { declineReasonText, templateText } from '../../domain/interest-rules';
import { type InterestDoc } from '../../store/interests';

/** The interest as the viewer sees it: `direction` from their side. */
export function interestSummaryView(doc: InterestDoc, viewerUserId: string): InterestSummary {
  return {
    id: String(doc._id),
    direction: doc.fromUserId === viewerUserId ? 'sent' : 'received',
    status: doc.status,
    sentAt: doc.sentAt.toISOString(),
    expiresAt: doc.expiresAt.toISOString(),
    answeredAt: doc.answeredAt ? doc.answeredAt.toISOString() : null
  };
}

export function interestView(doc: InterestDoc, viewerUserId: string, otherCard: ProfileCard): Interest {
  return {
    ...interestSummaryView(doc, viewerUserId),
    message: templateText(doc.template),
    declineReason: declineReasonText(doc.declineReason),
    profile: otherCard
  };
}
