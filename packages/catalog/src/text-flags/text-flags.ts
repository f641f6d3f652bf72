// Automatic flags on free text members write: contact details a moderator should see before
// approving a profile. Flags are hints for a person, not verdicts, so the patterns lean towards catching.
import { findEmailSpans } from './email-spans';
import { findHandleSpans } from './handle-spans';
import { findLinkSpans } from './link-spans';
import { findPhoneSpans } from './phone-spans';
import { type Span } from './span';

export type TextFlagKind = 'phone' | 'email' | 'url' | 'handle';

export interface TextFlag {
  kind: TextFlagKind;
  /** Name of the field the text was found in. */
  field: string;
  /** The member's own text that was matched, trimmed and shortened for the moderator. */
  excerpt: string;
}

const EXCERPT_MAX_CHARS = 60;

// When findings overlap, the earlier kind wins: "priya@gmail.com" is an e-mail, not also a link to
// gmail.com, and "wa.me/919876543210" is a link that holds a phone number.
const FINDERS_BY_PRIORITY: [TextFlagKind, (text: string) => Span[]][] = [
  ['email', findEmailSpans],
  ['url', findLinkSpans],
  ['phone', findPhoneSpans],
  ['handle', findHandleSpans]
];

interface Finding extends Span {
  kind: TextFlagKind;
}

/** Contact details in each field, each distinct one once, in field order then position. */
export function flagText(fields: Record<string, string | null | undefined>): TextFlag[] {
  return Object.entries(fields).flatMap(([field, text]) =>
    text
      ? findingsIn(text).map((finding) => ({ kind: finding.kind, field, excerpt: excerptOf(text, finding) }))
      : []
  );
}

function findingsIn(text: string): Finding[] {
  const kept: Finding[] = [];
  for (const [kind, find] of FINDERS_BY_PRIORITY) {
    for (const span of find(text).sort(longestFirst)) {
      const repeats = kept.some(
        (other) => overlaps(other, span) || (other.kind === kind && other.key === span.key)
      );
      if (!repeats) kept.push({ ...span, kind });
    }
  }
  return kept.sort((a, b) => a.start - b.start);
}

function longestFirst(a: Span, b: Span): number {
  return b.end - b.start - (a.end - a.start) || a.start - b.start;
}

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

function excerptOf(text: string, span: Span): string {
  const matched = text.slice(span.start, span.end).trim();
  return matched.length > EXCERPT_MAX_CHARS ? `${matched.slice(0, EXCERPT_MAX_CHARS - 1)}…` : matched;
}
