import { MAIL_PROVIDERS } from './email-spans';
import { type Span, spansOf } from './span';

// A UPI ID is "name@bank" (priya.s@okaxis, 9876543210@ybl): an address whose part after "@" is a single
// word, so it is neither an e-mail address (a domain with a dot) nor a mail provider written short.
const UPI_ID = new RegExp(
  String.raw`(?<![\w.@-])[a-z0-9][a-z0-9._-]*[a-z0-9]@(?<bank>[a-z][a-z0-9]{1,24})(?![\w@-]|\.[a-z0-9])`,
  'giu'
);
const MAIL_PROVIDER = new RegExp(String.raw`^(?:${MAIL_PROVIDERS})$`, 'iu');

/** UPI IDs: the payment handles scammers ask money to. */
export function findPaymentHandleSpans(text: string): Span[] {
  return spansOf(UPI_ID, text, (match) => !MAIL_PROVIDER.test(match.groups?.bank ?? ''));
}
