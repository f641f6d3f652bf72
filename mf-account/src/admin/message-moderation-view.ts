// Labels of the console's message reports.
import {
  MESSAGE_REPORT_REASONS,
  type MessageReportOutcome,
  type MessageWarningKind
} from '@matrimony/catalog/conversations';

export const WARNING_LABELS: Record<MessageWarningKind, string> = {
  'money-request': 'Asks for money',
  'payment-handle': 'Payment handle (UPI ID)',
  link: 'Link'
};

export const messageReportReasonLabel = (id: string) =>
  MESSAGE_REPORT_REASONS.find((reason) => reason.id === id)?.label ?? id;

/** A member as a report shows them: the name the conversation showed, or that they left. */
export const memberLabel = (member: { displayName: string | null }) =>
  member.displayName ?? 'A member who left';

/** How a resolved report reads in the console. */
export const RESOLUTION_LABELS: Record<MessageReportOutcome, string> = {
  dismissed: 'Dismissed',
  actioned: 'Resolved as action taken'
};
