// The ten Poruthams of South Indian marriage matching, from the Moon's star and rasi of the bride and the groom:
// each good (uthamam), middling (mathimam) or bad (athamam) with its reason, the count of good ones, and the
// verdict. Rules follow jathakaporutham.com, "10 porutham for marriage" (counts always from the bride's star
// or rasi to the groom's); where other published tables read a porutham differently, `rule` is the id of the reading
// used and README.md lists the others. Pure: no I/O, no clock.
import { type BirthStar, type Phrase } from './guna-milan';
import { PORUTHAM_RULES } from './porutham-rules';

export type PoruthamId =
  | 'dinam'
  | 'ganam'
  | 'mahendram'
  | 'streeDeergham'
  | 'yoni'
  | 'rasi'
  | 'rasiAthipathi'
  | 'vasya'
  | 'rajju'
  | 'vedha';
export type PoruthamResult = 'good' | 'middling' | 'bad';

export interface Porutham {
  id: PoruthamId;
  name: string;
  result: PoruthamResult;
  /** Why, as a sentence id and its values. */
  reason: Phrase;
  /** The reading of the rule applied, where published tables differ. */
  rule: (typeof PORUTHAM_RULES)[number]['rule'];
}

export type PoruthamVerdictId = 'not_recommended' | 'weak' | 'acceptable' | 'excellent';

export interface PoruthamMatch {
  poruthams: Porutham[];
  goodCount: number;
  max: 10;
  /** Rajju or Vedha failed: most families do not go ahead, whatever the count. */
  notRecommended: boolean;
  verdict: { id: PoruthamVerdictId };
}

/** jathakaporutham.com, "10 porutham for marriage" (the frontend names it). */
export const PORUTHAM_SOURCE = 'jathakaporutham';

const IMPORTANT: readonly PoruthamId[] = ['dinam', 'ganam', 'yoni', 'rasi', 'rajju'];
function verdictOf(poruthams: Porutham[], notRecommended: boolean): PoruthamMatch['verdict'] {
  if (notRecommended) return { id: 'not_recommended' };
  // The source asks for 6 or 7 poruthams including the important five (acceptable) and 8 or more (excellent).
  const goodCount = poruthams.filter((porutham) => porutham.result === 'good').length;
  const importantHold = poruthams.every(
    (porutham) => !IMPORTANT.includes(porutham.id) || porutham.result !== 'bad'
  );
  if (importantHold && goodCount >= 8) return { id: 'excellent' };
  if (importantHold && goodCount >= 6) return { id: 'acceptable' };
  return { id: 'weak' };
}

/** The ten Poruthams for a bride (bride) and a groom (groom). */
export function poruthamMatch(bride: BirthStar, groom: BirthStar): PoruthamMatch {
  const poruthams = PORUTHAM_RULES.map(({ id, name, rule, of }) => ({ id, name, rule, ...of(bride, groom) }));
  const failed = (id: PoruthamId) => poruthams.find((porutham) => porutham.id === id)!.result === 'bad';
  const notRecommended = failed('rajju') || failed('vedha');
  return {
    poruthams,
    goodCount: poruthams.filter((porutham) => porutham.result === 'good').length,
    max: 10,
    notRecommended,
    verdict: verdictOf(poruthams, notRecommended)
  };
}

/**
 * The count a South member's match explanation ends with ("7 of 10 Poruthams"), and the deal-breakers (Rajju,
 * Vedha) that fail.
 */
export function poruthamCount(match: PoruthamMatch): {
  agree: number;
  of: number;
  failing: ('rajju' | 'vedha')[];
} {
  const failing = match.poruthams
    .filter((porutham) => (porutham.id === 'rajju' || porutham.id === 'vedha') && porutham.result === 'bad')
    .map((porutham) => porutham.id as 'rajju' | 'vedha');
  return { agree: match.goodCount, of: match.max, failing };
}
