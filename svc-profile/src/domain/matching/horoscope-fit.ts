// How two members' horoscopes stand for the horoscope preference (docs/product-rules.md#match-score): the Guna
// Milan total and whether Rajju and Vedha both pass, worked out once per pair of birth stars and kept, so ranking
// hundreds of candidates neither recomputes the kootas nor allocates per candidate.
import { RASIS, STARS, type HoroscopeTradition, type PartnerPreferences } from '@matrimony/catalog';
import { GUNA_FILTER_MIN, pairHoroscopes } from '../horoscope/pairing';
import { poruthamCount } from '../horoscope/poruthams';

/** What the horoscope preference reads of a member. */
export interface HoroscopeSide {
  gender: string;
  rasi: string;
  star: string;
  starPada: number | null;
  horoscopeTradition: HoroscopeTradition;
}

/** Guna Milan points below GUNA_FILTER_MIN at which a "matters" horoscope earns nothing. */
export const GUNA_POINTS_TO_NOTHING = 9;
export { GUNA_FILTER_MIN };

/** No horoscope score for the pair (a "Don't know" either side, or a star outside its rasi): neutral. */
export const NO_HOROSCOPE_PAIR = -1;

const STAR_INDEX = new Map<string, number>(STARS.map((star, index) => [star, index]));
const RASI_INDEX = new Map<string, number>(RASIS.map((rasi, index) => [rasi, index]));
const SIDE_KEYS = STARS.length * RASIS.length * 5;

function sideKey(side: Pick<HoroscopeSide, 'rasi' | 'star' | 'starPada'>): number {
  const star = STAR_INDEX.get(side.star);
  const rasi = RASI_INDEX.get(side.rasi);
  if (star === undefined || rasi === undefined) return -1;
  const pada = side.starPada && side.starPada >= 1 && side.starPada <= 4 ? side.starPada : 0;
  return (star * RASIS.length + rasi) * 5 + pada;
}

type SideOfPair = Pick<HoroscopeSide, 'gender' | 'rasi' | 'star' | 'starPada'>;

/** The pair of birth stars as one number (groom's, then bride's) with its two sides; null without a pair. */
function pairOf(a: SideOfPair, b: SideOfPair) {
  if (a.gender === b.gender) return null;
  const [groom, bride] = a.gender === 'male' ? [a, b] : [b, a];
  const groomKey = sideKey(groom);
  const brideKey = sideKey(bride);
  if (groomKey < 0 || brideKey < 0) return null;
  return { key: groomKey * SIDE_KEYS + brideKey, groom, bride };
}

/** The pair as pairHoroscopes takes it (worked out only for a pair not kept yet). */
const pairingOf = ({ groom, bride }: { groom: SideOfPair; bride: SideOfPair }) =>
  pairHoroscopes(
    { gender: 'male', rasi: groom.rasi, star: groom.star, starPada: groom.starPada },
    { gender: 'female', rasi: bride.rasi, star: bride.star, starPada: bride.starPada }
  );

const pairs = new Map<number, number>();

/**
 * The pair as one number: the Guna Milan total times two, plus one when Rajju and Vedha both pass; or
 * NO_HOROSCOPE_PAIR. The same whichever member is passed first.
 */
export function horoscopePairCode(a: HoroscopeSide, b: HoroscopeSide): number {
  const pair = pairOf(a, b);
  if (!pair) return NO_HOROSCOPE_PAIR;
  let code = pairs.get(pair.key);
  if (code === undefined) {
    const pairing = pairingOf(pair);
    code =
      pairing.kind === 'scored'
        ? pairing.milan.total * 2 + (pairing.poruthams.notRecommended ? 0 : 1)
        : NO_HOROSCOPE_PAIR;
    pairs.set(pair.key, code);
  }
  return code;
}

export type PoruthamCount = Readonly<ReturnType<typeof poruthamCount>>;
const counts = new Map<number, PoruthamCount | null>();

/**
 * The Porutham count a South member reads beside a card (poruthamCount of pairHoroscopes), null without a score:
 * like the pair code, worked out once per pair of birth stars and kept (frozen: every card of that pair shares it).
 */
export function poruthamCountOfPair(a: SideOfPair, b: SideOfPair): PoruthamCount | null {
  const pair = pairOf(a, b);
  if (!pair) return null;
  let count = counts.get(pair.key);
  if (count === undefined) {
    const pairing = pairingOf(pair);
    count = pairing.kind === 'scored' ? deepFreeze(poruthamCount(pairing.poruthams)) : null;
    counts.set(pair.key, count);
  }
  return count;
}

function deepFreeze(count: ReturnType<typeof poruthamCount>): PoruthamCount {
  Object.freeze(count.failing);
  return Object.freeze(count);
}

export const gunaTotalOf = (code: number) => Math.floor(code / 2);
export const rajjuAndVedhaPass = (code: number) => code % 2 === 1;

/**
 * How far a pair meets a member's horoscope preference, 0..1, read by the member's tradition: South, Rajju and Vedha
 * both passing (deal-breakers, no partial credit); North, Guna Milan at least 18 of 36, a few points short still
 * earning part.
 */
export function horoscopeCredit(code: number, tradition: HoroscopeTradition): number {
  if (tradition === 'south') return rajjuAndVedhaPass(code) ? 1 : 0;
  const guna = gunaTotalOf(code);
  if (guna >= GUNA_FILTER_MIN) return 1;
  const short = GUNA_FILTER_MIN - guna;
  return short >= GUNA_POINTS_TO_NOTHING ? 0 : (1 - short / GUNA_POINTS_TO_NOTHING) ** 2;
}

/**
 * Whether `other` may be recommended to a member whose horoscope "must match": their pair passes by the member's
 * tradition, or has no horoscope score at all (no birth star on either side is neutral, never a failure).
 */
export function meetsHoroscopeMust(
  prefs: PartnerPreferences,
  own: HoroscopeSide,
  other: HoroscopeSide
): boolean {
  if (!prefs.horoscope.must) return true;
  const code = horoscopePairCode(own, other);
  return code === NO_HOROSCOPE_PAIR || horoscopeCredit(code, own.horoscopeTradition) === 1;
}
