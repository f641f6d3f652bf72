// The ten rules of the Poruthams, each from the bride's and the groom's birth star: a result and its reason.
// Source and readings: poruthams.ts and README.md.
import { type Rasi } from '@matrimony/catalog';
import { rasiCount, starCount, type BirthStar } from './guna-milan';
import {
  areEnemyYonis,
  isVedha,
  RAJJU_OF,
  SAME_STAR_DINAM_GOOD,
  SAME_STAR_DINAM_MIDDLING,
  VASYA_OF,
  yoniSexOf
} from './porutham-tables';
import { GANA_OF, LORD_OF, relationOf, YONI_OF } from './tables';
import { type Porutham, type PoruthamId } from './poruthams';

const DINAM_GOOD_COUNTS = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];
/** The 12th, 14th and 16th stars are middling except one quarter (pada) of each, which is bad. */
const DINAM_MIDDLING_EXCEPT_PADA: Record<number, number> = { 12: 1, 14: 4, 16: 3 };
const MAHENDRAM_COUNTS = [4, 7, 10, 13, 16, 19, 22, 25];
const RASI_GOOD_COUNTS = [3, 4, 5, 9, 10, 11];
/** Seventh from each other, yet the texts reject these two pairs. */
const SEVENTH_PAIRS_REJECTED: readonly (readonly Rasi[])[] = [
  ['Karka', 'Makara'],
  ['Simha', 'Kumbha']
];

export type Rule = Omit<Porutham, 'id' | 'name' | 'rule'>;
const good = (reason: string): Rule => ({ result: 'good', reason });
const middling = (reason: string): Rule => ({ result: 'middling', reason });
const bad = (reason: string): Rule => ({ result: 'bad', reason });
const nth = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

function dinam(bride: BirthStar, groom: BirthStar): Rule {
  const count = starCount(bride.star, groom.star);
  if (rasiCount(bride.rasi, groom.rasi) === 8)
    return bad(`The groom's rasi (${groom.rasi}) is the 8th from the bride's (${bride.rasi}).`);
  if (count === 1) {
    if (SAME_STAR_DINAM_GOOD.includes(bride.star))
      return good(`Both are ${bride.star}, a star that matches itself.`);
    if (SAME_STAR_DINAM_MIDDLING.includes(bride.star))
      return middling(`Both are ${bride.star}, which matches itself only in part.`);
    return bad(`Both are ${bride.star}, a star that does not match itself.`);
  }
  if (count === 27)
    return bride.rasi === groom.rasi
      ? good(`The groom's star is the 27th from the bride's, in the same rasi.`)
      : bad(`The groom's star is the 27th from the bride's, in another rasi.`);
  if (DINAM_GOOD_COUNTS.includes(count))
    return good(`The groom's star is the ${nth(count)} from the bride's.`);
  const exceptPada = DINAM_MIDDLING_EXCEPT_PADA[count];
  if (exceptPada !== undefined) {
    return groom.pada === exceptPada
      ? bad(`The groom's star is the ${nth(count)} from the bride's, in its pada ${exceptPada}.`)
      : middling(`The groom's star is the ${nth(count)} from the bride's.`);
  }
  return bad(`The groom's star is the ${nth(count)} from the bride's, an unfavourable count.`);
}

function ganam(bride: BirthStar, groom: BirthStar): Rule {
  const g = GANA_OF[bride.star];
  const b = GANA_OF[groom.star];
  if (g === b) return good(`Both are of ${g} gana.`);
  if (g !== 'Rakshasa' && b !== 'Rakshasa')
    return middling(`${g} gana (bride) with ${b} gana (groom): different but compatible temperaments.`);
  return bad(`${g} gana (bride) with ${b} gana (groom).`);
}

function mahendram(bride: BirthStar, groom: BirthStar): Rule {
  const count = starCount(bride.star, groom.star);
  return MAHENDRAM_COUNTS.includes(count)
    ? good(`The groom's star is the ${nth(count)} from the bride's (4th, 7th, 10th …).`)
    : bad(`The groom's star is the ${nth(count)} from the bride's, not one of the 4th, 7th, 10th … stars.`);
}

function streeDeergham(bride: BirthStar, groom: BirthStar): Rule {
  const count = starCount(bride.star, groom.star);
  if (count > 13) return good(`The groom's star is ${count} stars on from the bride's, more than 13.`);
  if (count >= 7)
    return middling(`The groom's star is ${count} stars on from the bride's, between 7 and 13.`);
  return bad(`The groom's star is only ${count} from the bride's, fewer than 7.`);
}

function yoni(bride: BirthStar, groom: BirthStar): Rule {
  const g = YONI_OF[bride.star];
  const b = YONI_OF[groom.star];
  const gSex = yoniSexOf(bride.star);
  const bSex = yoniSexOf(groom.star);
  const pair = `${g} (bride, ${gSex}) and ${b} (groom, ${bSex})`;
  if (areEnemyYonis(g, b)) return bad(`${g} and ${b} are sworn enemies.`);
  if (bSex === 'male' && gSex === 'female') return good(`${pair}: a male yoni with a female one.`);
  if (bSex === 'male' && gSex === 'male') return middling(`${pair}: both yonis male.`);
  return bad(`${pair}: the groom's yoni is female.`);
}

function rasi(bride: BirthStar, groom: BirthStar): Rule {
  const count = rasiCount(bride.rasi, groom.rasi);
  const apart = `The groom's rasi (${groom.rasi}) is the ${nth(count)} from the bride's (${bride.rasi})`;
  if (count === 1) return middling(`Both are ${bride.rasi}: the same rasi is accepted with care.`);
  if (count === 7) {
    const rejected = SEVENTH_PAIRS_REJECTED.some(
      (pair) => pair.includes(bride.rasi) && pair.includes(groom.rasi)
    );
    return rejected
      ? bad(`${apart}, but ${bride.rasi} and ${groom.rasi} are the exception to the 7th.`)
      : good(`${apart}: facing each other, the best placement.`);
  }
  return RASI_GOOD_COUNTS.includes(count)
    ? good(`${apart}.`)
    : bad(`${apart} (2nd, 6th, 8th and 12th do not match).`);
}

function rasiAthipathi(bride: BirthStar, groom: BirthStar): Rule {
  const g = LORD_OF[bride.rasi];
  const b = LORD_OF[groom.rasi];
  if (g === b) return good(`Both rasis are ruled by ${g}.`);
  const relations = [relationOf(g, b), relationOf(b, g)];
  const words = `${g} is ${relations[0]} to ${b}, ${b} is ${relations[1]} to ${g}`;
  if (relations.includes('enemy')) return bad(`The rasi lords: ${words}.`);
  if (relations.every((relation) => relation === 'friend'))
    return good(`The rasi lords are friends: ${words}.`);
  return middling(`The rasi lords: ${words}.`);
}

function vasya(bride: BirthStar, groom: BirthStar): Rule {
  if (VASYA_OF[bride.rasi].includes(groom.rasi))
    return good(`${groom.rasi} (groom) is vasya to ${bride.rasi} (bride).`);
  if (VASYA_OF[groom.rasi].includes(bride.rasi))
    return middling(`${bride.rasi} (bride) is vasya to ${groom.rasi} (groom), the other way round.`);
  return bad(`Neither rasi is vasya to the other.`);
}

function rajju(bride: BirthStar, groom: BirthStar): Rule {
  const g = RAJJU_OF[bride.star];
  const b = RAJJU_OF[groom.star];
  return g === b
    ? bad(`Both stars are in ${g} rajju; the same rajju is a deal-breaker.`)
    : good(`${g} rajju (bride) and ${b} rajju (groom) differ.`);
}

function vedha(bride: BirthStar, groom: BirthStar): Rule {
  return isVedha(bride.star, groom.star)
    ? bad(`${bride.star} and ${groom.star} are vedha (enemy stars); a deal-breaker.`)
    : good(`${bride.star} and ${groom.star} are not vedha to each other.`);
}

export const PORUTHAM_RULES: {
  id: PoruthamId;
  name: string;
  rule: string;
  of: (bride: BirthStar, groom: BirthStar) => Rule;
}[] = [
  { id: 'dinam', name: 'Dinam', rule: 'the twelve good counts (not the remainder by 9)', of: dinam },
  { id: 'ganam', name: 'Ganam', rule: 'Deva with Manushya middling either way', of: ganam },
  { id: 'mahendram', name: 'Mahendram', rule: 'counts 4, 7, 10 … 25', of: mahendram },
  {
    id: 'streeDeergham',
    name: 'Stree Deergham',
    rule: 'over 13 good, 7 to 13 middling',
    of: streeDeergham
  },
  { id: 'yoni', name: 'Yoni', rule: 'sworn enemies bad, then by the yonis’ sex', of: yoni },
  {
    id: 'rasi',
    name: 'Rasi',
    rule: 'same rasi middling; Karka-Makara and Simha-Kumbha rejected',
    of: rasi
  },
  {
    id: 'rasiAthipathi',
    name: 'Rasi Athipathi',
    rule: 'natural friendships of the lords',
    of: rasiAthipathi
  },
  {
    id: 'vasya',
    name: 'Vasya',
    rule: 'the groom’s rasi vasya to the bride’s good, the reverse middling',
    of: vasya
  },
  { id: 'rajju', name: 'Rajju', rule: 'five rajjus; the same one rejects', of: rajju },
  { id: 'vedha', name: 'Vedha', rule: 'thirteen vedha pairs; a vedha pair rejects', of: vedha }
];
