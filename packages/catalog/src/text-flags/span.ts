/** Where a finding sits in a field's text, and what makes two findings the same one. */
export interface Span {
  start: number;
  end: number;
  key: string;
}

/** Every match of a global pattern that `accept` keeps, as spans keyed by their spacing-free lower case. */
export function spansOf(
  pattern: RegExp,
  text: string,
  accept: (match: RegExpExecArray) => boolean = () => true
): Span[] {
  const spans: Span[] = [];
  const search = new RegExp(pattern.source, pattern.flags);
  for (let match = search.exec(text); match; match = search.exec(text)) {
    if (accept(match)) {
      spans.push({
        start: match.index,
        end: match.index + match[0].length,
        key: match[0].toLowerCase().replace(/\s+/g, '')
      });
    } else {
      // A refused match may hide an acceptable one that starts inside it.
      search.lastIndex = match.index + 1;
    }
  }
  return spans;
}
