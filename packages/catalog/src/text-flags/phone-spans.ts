import { type Span } from './span';

// English and romanised Hindi words for each digit, at its index.
const WORDS_BY_DIGIT = [
  'zero shunya shoonya sunya',
  'one ek',
  'two do',
  'three teen',
  'four char chaar',
  'five paanch panch',
  'six chhe chhah',
  'seven saat',
  'eight aath',
  'nine nau'
];
const DIGIT_WORDS = new Map(
  WORDS_BY_DIGIT.flatMap((words, digit) => words.split(' ').map((word) => [word, `${digit}`]))
);
const REPEATERS = new Map([
  ['double', 2],
  ['triple', 3]
]);
// Ordinary English words that only stand for a digit among other digit words ("teen do ek").
const DIGIT_ONLY_AMONG_WORDS = new Set(['do']);

const PHONE_MIN_DIGITS = 10;
const TOKEN = /\p{L}+|[0-9०-९]+/gu;
const NUMERAL = /^[0-9०-९]+$/u;
// Commas stay out between numerals: "₹12,00,00,000" is an amount, "nine eight, seven" is not.
const GAP_BETWEEN_NUMERALS = /^[\s\-‐–—.()[\]+*_]*$/u;
const GAP_BESIDE_WORDS = /^[\s\-‐–—.,()[\]+*_]*$/u;
// "12-08-1995" or "1995.08.12" followed by a time of birth would otherwise join into ten digits.
const DATE =
  /(?<![\d./-])(?:\d{1,2}[-./]\d{1,2}[-./](?:\d{4}|\d{2})|\d{4}[-./]\d{1,2}[-./]\d{1,2})(?!\d|[-./]\d)/g;

interface Token {
  start: number;
  end: number;
  word: string;
  /** Only separators lie between this token and the one before it. */
  joinsPrevious: boolean;
}

/** Phone numbers written as digits, digit words or a mix, however they are spaced. */
export function findPhoneSpans(text: string): Span[] {
  const tokens = tokenise(text.replace(DATE, (date) => '#'.repeat(date.length)));
  const spans: Span[] = [];
  let run: Span | undefined;
  const closeRun = () => {
    if (run && run.key.length >= PHONE_MIN_DIGITS) spans.push(withLeadingPlus(run, text));
    run = undefined;
  };
  tokens.forEach((token, index) => {
    const digits = digitsOf(tokens, index);
    if (digits === undefined) return closeRun();
    if (run && token.joinsPrevious) run = { ...run, end: token.end, key: run.key + digits };
    else {
      closeRun();
      run = { start: token.start, end: token.end, key: digits };
    }
  });
  closeRun();
  // The last ten digits identify a number whatever prefix (+91, 0) it was written with.
  return spans.map((span) => ({ ...span, key: span.key.slice(-PHONE_MIN_DIGITS) }));
}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const previous = tokens.at(-1);
    const word = match[0].toLowerCase();
    const gap = previous ? text.slice(previous.end, match.index) : '';
    const bothNumerals = previous !== undefined && NUMERAL.test(previous.word) && NUMERAL.test(word);
    const joinsPrevious =
      previous !== undefined && (bothNumerals ? GAP_BETWEEN_NUMERALS : GAP_BESIDE_WORDS).test(gap);
    tokens.push({ start: match.index, end: match.index + match[0].length, word, joinsPrevious });
  }
  return tokens;
}

/** The digits a token stands for where it stands, or undefined when it is not part of a number. */
function digitsOf(tokens: Token[], index: number): string | undefined {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  if (NUMERAL.test(token.word)) return asciiDigits(token.word);
  const repeat = REPEATERS.get(token.word);
  if (repeat !== undefined) {
    const repeated = next?.joinsPrevious ? plainDigitsOf(next.word) : undefined;
    return repeated && repeated[0]!.repeat(repeat - 1);
  }
  if (!DIGIT_ONLY_AMONG_WORDS.has(token.word)) return DIGIT_WORDS.get(token.word);
  const previous = tokens[index - 1];
  const besideDigitWord =
    (token.joinsPrevious && isPlainDigitWord(previous?.word)) ||
    (next?.joinsPrevious && isPlainDigitWord(next.word));
  return besideDigitWord ? DIGIT_WORDS.get(token.word) : undefined;
}

function plainDigitsOf(word: string): string | undefined {
  return NUMERAL.test(word) ? asciiDigits(word) : isPlainDigitWord(word) ? DIGIT_WORDS.get(word) : undefined;
}

function isPlainDigitWord(word: string | undefined): boolean {
  return word !== undefined && DIGIT_WORDS.has(word) && !DIGIT_ONLY_AMONG_WORDS.has(word);
}

/** Devanagari digits (०-९) read as ASCII ones. */
function asciiDigits(numeral: string): string {
  return numeral.replace(/[०-९]/gu, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

function withLeadingPlus(span: Span, text: string): Span {
  return text[span.start - 1] === '+' ? { ...span, start: span.start - 1 } : span;
}
