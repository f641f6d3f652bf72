import { type Span, spansOf } from './span';
import { COMMON_TLDS } from './top-level-domains';

const URL_END = String.raw`[^\s.,;:!?)'"]`;
const WITH_SCHEME_OR_WWW = new RegExp(String.raw`(?:https?://|www\.)\S*${URL_END}`, 'giu');
// Case-sensitive TLD: "B.Com" and "Chennai.In my free time" are prose, "priyasharma.com" is a site.
const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\w@.-])(?<labels>(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+)(?:${COMMON_TLDS})\b(?<path>/(?:\S*${URL_END})?)?`,
  'gu'
);
// Technology names that look like domains on engineers' profiles.
const NOT_LINKS = new Set(['asp.net', 'vb.net', 'ado.net']);

/** Web addresses with or without a scheme: "https://…", "www.x.com", "x.in/abc", "bit.ly/xyz". */
export function findLinkSpans(text: string): Span[] {
  return [...spansOf(WITH_SCHEME_OR_WWW, text), ...spansOf(BARE_DOMAIN, text, isLikelyBareLink)];
}

/** Without a path, a one-letter name ("b.com") is more likely an abbreviation than a site. */
function isLikelyBareLink(match: RegExpExecArray): boolean {
  const { labels = '', path } = match.groups ?? {};
  if (NOT_LINKS.has(match[0].toLowerCase())) return false;
  const firstLabel = labels.slice(0, labels.indexOf('.'));
  return path !== undefined || firstLabel.length >= 2;
}
