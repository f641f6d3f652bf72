import { MONEY_REQUEST_PHRASES } from './money-request-phrases';
import { type Span, spansOf } from './span';

// JavaScript's \b only knows ASCII letters, so words are bounded by any letter, mark or digit.
const NOT_IN_A_WORD_BEFORE = String.raw`(?<![\p{L}\p{M}\p{N}])`;
const NOT_IN_A_WORD_AFTER = String.raw`(?![\p{L}\p{M}\p{N}])`;

const MONEY_REQUEST = new RegExp(
  NOT_IN_A_WORD_BEFORE +
    `(?:${MONEY_REQUEST_PHRASES.flatMap((entry) => entry.phrases)
      .map((phrase) => phrase.replaceAll(' ?', String.raw`\s*`).replaceAll(' ', String.raw`\s+`))
      .join('|')})` +
    NOT_IN_A_WORD_AFTER,
  'giu'
);

/** Requests for money and scam fees, in English, Hindi and Tamil (either script). */
export function findMoneyRequestSpans(text: string): Span[] {
  return spansOf(MONEY_REQUEST, text);
}
