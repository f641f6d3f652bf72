// Warnings on messages between members (docs/product-rules.md#conversation-safety): money requests,
// payment handles and links are how scammers move a conversation towards a payment. A warning is shown
// to the recipient beside the message and counted for moderators; the message is still delivered.
import { findEmailSpans } from './email-spans';
import { findLinkSpans } from './link-spans';
import { findMoneyRequestSpans } from './money-request-spans';
import { findPaymentHandleSpans } from './payment-handle-spans';
import { type Span } from './span';
import { MESSAGE_WARNING_KINDS, type MessageWarningKind } from '../conversations';

export type MessageFlagKind = MessageWarningKind;

// An e-mail address is found only so that its domain is not taken for a link ("priya@gmail.com").
const FINDERS_BY_PRIORITY: [MessageFlagKind | 'email', (text: string) => Span[]][] = [
  ['payment-handle', findPaymentHandleSpans],
  ['email', findEmailSpans],
  ['link', findLinkSpans],
  ['money-request', findMoneyRequestSpans]
];

/** The kinds of warning a message carries, each once, in MESSAGE_WARNING_KINDS order (the first is the one shown). */
export function flagMessage(text: string): MessageFlagKind[] {
  const kept: { span: Span; kind: MessageFlagKind | 'email' }[] = [];
  for (const [kind, find] of FINDERS_BY_PRIORITY) {
    for (const span of find(text)) {
      if (!kept.some((other) => other.span.start < span.end && span.start < other.span.end)) {
        kept.push({ span, kind });
      }
    }
  }
  return MESSAGE_WARNING_KINDS.filter((kind) => kept.some((finding) => finding.kind === kind));
}

/** The warning the recipient sees with the message: the first kind found, or null. */
export function messageWarningOf(text: string): MessageFlagKind | null {
  return flagMessage(text)[0] ?? null;
}
