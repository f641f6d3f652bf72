import { type Span, spansOf } from './span';
import { COMMON_TLDS } from './top-level-domains';

// "@", "[at]", "(@)", "at the rate" (how "@" is read out in India) or the bare word "at".
const AT = String.raw`(?<at>\s*@\s*|\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*|\s+at(?:\s+the\s+rate(?:\s+of)?)?\s+)`;
// A spaced dot only counts with spaces on both sides ("gmail . com"), so "Chennai. In" stays prose.
const DOT = String.raw`(?:\.|\s+\.\s+|\s*[[({<]\s*(?:dot|\.)\s*[\])}>]\s*|\s+dot\s+)`;
const LOCAL_PART = String.raw`[a-z0-9](?:[a-z0-9_%+-]*[a-z0-9_])?`;
const DOMAIN_LABEL = String.raw`[a-z][a-z0-9-]*`;
export const MAIL_PROVIDERS =
  'gmail|googlemail|yahoo|ymail|hotmail|outlook|rediffmail|rediff|icloud|protonmail';
// A mail provider's name is enough for a domain: "priya_s@gmail" is as good as an address.
const EMAIL = new RegExp(
  String.raw`(?<![\w%+.-])(?<local>${LOCAL_PART}(?:${DOT}${LOCAL_PART})*)${AT}` +
    String.raw`(?<domain>(?:${DOMAIN_LABEL}${DOT})+(?:${COMMON_TLDS})\b|(?:${MAIL_PROVIDERS})\b)`,
  'giu'
);
const PROVIDER_WITH_TLD = new RegExp(String.raw`^(?:${MAIL_PROVIDERS})${DOT}`, 'iu');
const BARE_WORD_AT = /^\s+at\s+$/iu;
const SPELLED_DOT = /\bdot\b|[[({<]\s*\.\s*[\])}>]/iu;
const ID_LIKE = /[._\d]/u;

/** E-mail addresses, plain or spelled out ("priya dot s at gmail dot com", "priya[at]gmail[dot]com"). */
export function findEmailSpans(text: string): Span[] {
  return spansOf(EMAIL, text, isDeliberateAddress);
}

/**
 * "@", "[at]" and "at the rate" are never prose, but the word "at" is ("working at tcs.com", "working at
 * Yahoo"), so with it the address needs another sign: a spelled dot, an id-like name, or a provider and TLD.
 */
function isDeliberateAddress(match: RegExpExecArray): boolean {
  const { local = '', at = '', domain = '' } = match.groups ?? {};
  if (!BARE_WORD_AT.test(at)) return true;
  return SPELLED_DOT.test(match[0]) || ID_LIKE.test(local) || PROVIDER_WITH_TLD.test(domain);
}
