// Who is groom and who is bride for a Guna Milan between two members, and when no score is made
// (decisions: none when either chose "Don't know").
import { isKnownRasi, isKnownStar, type Gender, type Pada } from '@matrimony/catalog';
import { gunaMilan, type BirthStar, type GunaMilan } from './guna-milan';

export interface HoroscopeFacts {
  gender: Gender;
  rasi: string;
  star: string;
  starPada?: number | null;
}

export type Pairing =
  | { kind: 'none'; reason: 'viewer_unknown' | 'other_unknown' | 'same_gender' }
  | { kind: 'scored'; viewerRole: 'groom' | 'bride'; milan: GunaMilan };

function birthStarOf(facts: HoroscopeFacts): BirthStar | null {
  if (!isKnownStar(facts.star) || !isKnownRasi(facts.rasi)) return null;
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
  const milan = viewerRole === 'groom' ? gunaMilan(mine, theirs) : gunaMilan(theirs, mine);
  return { kind: 'scored', viewerRole, milan };
}
