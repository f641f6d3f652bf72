// Who is groom and who is bride for a Guna Milan and the ten Poruthams between two members, and when no score is made
// (none when either chose "Don't know": docs/product-rules.md#horoscope-and-guna-milan).
import {
  isKnownRasi,
  isKnownStar,
  rasisForStar,
  starFitsRasi,
  STARS,
  type Gender,
  type Pada,
  type Rasi,
  type Star
} from '@matrimony/catalog';
import { gunaMilan, type BirthStar, type GunaMilan } from './guna-milan';
import { RAJJU_OF } from './porutham-tables';
import { poruthamMatch, type PoruthamMatch } from './poruthams';

export interface HoroscopeFacts {
  gender: Gender;
  rasi: string;
  star: string;
  starPada?: number | null;
}

export type Pairing =
  | { kind: 'none'; reason: 'viewer_unknown' | 'other_unknown' | 'same_gender' }
  | { kind: 'scored'; viewerRole: 'groom' | 'bride'; milan: GunaMilan; poruthams: PoruthamMatch };

function birthStarOf(facts: HoroscopeFacts): BirthStar | null {
  // "Don't know", or a pair stored before the star-in-rasi rule (the member is asked to fix it): no score.
  if (!isKnownStar(facts.star) || !isKnownRasi(facts.rasi) || !starFitsRasi(facts.star, facts.rasi))
    return null;
  const pada = facts.starPada && facts.starPada >= 1 && facts.starPada <= 4 ? (facts.starPada as Pada) : null;
  return { star: facts.star, rasi: facts.rasi, pada };
}

export function pairHoroscopes(viewer: HoroscopeFacts, other: HoroscopeFacts): Pairing {
  const mine = birthStarOf(viewer);
  if (!mine) return { kind: 'none', reason: 'viewer_unknown' };
  const theirs = birthStarOf(other);
  if (!theirs) return { kind: 'none', reason: 'other_unknown' };
  if (viewer.gender === other.gender) return { kind: 'none', reason: 'same_gender' };
  const viewerRole = viewer.gender === 'male' ? 'groom' : 'bride';
  const [groom, bride] = viewerRole === 'groom' ? [mine, theirs] : [theirs, mine];
  return {
    kind: 'scored',
    viewerRole,
    milan: gunaMilan(groom, bride),
    poruthams: poruthamMatch(bride, groom)
  };
}

/** The explore filter's threshold: the common minimum for a match. */
export const GUNA_FILTER_MIN = 18;

/**
 * Every birth star (star with a rasi it falls in) of the other gender whose Guna Milan with the viewer is at
 * least `min`; null when the viewer's own horoscope is unknown. 36 pairs, so search can filter by an `$in`
 * on star and rasi instead of scoring every candidate.
 */
export function birthStarsScoringAtLeast(
  viewer: HoroscopeFacts,
  min: number
): { star: Star; rasi: Rasi }[] | null {
  if (!birthStarOf(viewer)) return null;
  const otherGender: Gender = viewer.gender === 'male' ? 'female' : 'male';
  return STARS.flatMap((star) =>
    rasisForStar(star).flatMap((rasi) => {
      const pairing = pairHoroscopes(viewer, { gender: otherGender, star, rasi });
      return pairing.kind === 'scored' && pairing.milan.total >= min ? [{ star, rasi }] : [];
    })
  );
}

/**
 * The stars in another rajju than the viewer's (the "Rajju compatible with me" filter); null when the viewer's
 * own horoscope is unknown. Rajju reads the star alone, so search filters by an `$in` on star.
 */
export function starsRajjuCompatibleWith(viewer: HoroscopeFacts): Star[] | null {
  const mine = birthStarOf(viewer);
  if (!mine) return null;
  return STARS.filter((star) => RAJJU_OF[star] !== RAJJU_OF[mine.star]);
}
