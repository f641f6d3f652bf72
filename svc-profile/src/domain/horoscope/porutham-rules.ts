// The ten rules of the Poruthams, each from the bride's and the groom's birth star: a result and its reason.
// Source and readings: poruthams.ts and README.md.
import { type Rasi } from '@matrimony/catalog';
import {
  type HoroscopePhraseCode,
  type PORUTHAM_RULE_IDS
} from '@matrimony/contracts/http/profile/horoscope-match';
import { lordsPhrase, phrase, rasiCount, starCount, type BirthStar, type Phrase } from './guna-milan';
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

type PoruthamRuleId = (typeof PORUTHAM_RULE_IDS)[number];

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
type Values = Phrase['values'];
const good = (code: HoroscopePhraseCode, values?: Values): Rule => ({
  result: 'good',
  reason: phrase(code, values)
});
const middling = (code: HoroscopePhraseCode, values?: Values): Rule => ({
  result: 'middling',
  reason: phrase(code, values)
});
const bad = (code: HoroscopePhraseCode, values?: Values): Rule => ({
  result: 'bad',
  reason: phrase(code, values)
});

function dinam(bride: BirthStar, groom: BirthStar): Rule {
  const count = starCount(bride.star, groom.star);
  if (rasiCount(bride.rasi, groom.rasi) === 8)
    return bad('dinamAshtamaRasi', { groom: groom.rasi, bride: bride.rasi });
  if (count === 1) {
    const star = { star: bride.star };
    if (SAME_STAR_DINAM_GOOD.includes(bride.star)) return good('sameStarGood', star);
    if (SAME_STAR_DINAM_MIDDLING.includes(bride.star)) return middling('sameStarMiddling', star);
    return bad('sameStarBad', star);
  }
  if (count === 27) return bride.rasi === groom.rasi ? good('star27SameRasi') : bad('star27OtherRasi');
  if (DINAM_GOOD_COUNTS.includes(count)) return good('starNth', { count });
  const exceptPada = DINAM_MIDDLING_EXCEPT_PADA[count];
  if (exceptPada !== undefined) {
    return groom.pada === exceptPada
      ? bad('starNthInPada', { count, pada: exceptPada })
      : middling('starNth', { count });
  }
  return bad('starNthUnfavourable', { count });
}

function ganam(bride: BirthStar, groom: BirthStar): Rule {
  const g = GANA_OF[bride.star];
  const b = GANA_OF[groom.star];
  if (g === b) return good('ganamSame', { gana: g });
  if (g !== 'Rakshasa' && b !== 'Rakshasa') return middling('ganaCompatible', { bride: g, groom: b });
  return bad('ganaBrideGroom', { bride: g, groom: b });
}

function mahendram(bride: BirthStar, groom: BirthStar): Rule {
  const count = starCount(bride.star, groom.star);
  return MAHENDRAM_COUNTS.includes(count) ? good('mahendramGood', { count }) : bad('mahendramBad', { count });
}

function streeDeergham(bride: BirthStar, groom: BirthStar): Rule {
  const count = starCount(bride.star, groom.star);
  if (count > 13) return good('streeOver13', { count });
  if (count >= 7) return middling('stree7To13', { count });
  return bad('streeUnder7', { count });
}

function yoni(bride: BirthStar, groom: BirthStar): Rule {
  const g = YONI_OF[bride.star];
  const b = YONI_OF[groom.star];
  const gSex = yoniSexOf(bride.star);
  const bSex = yoniSexOf(groom.star);
  const pair = { bride: g, brideSex: gSex, groom: b, groomSex: bSex };
  if (areEnemyYonis(g, b)) return bad('yoniSwornEnemies', { bride: g, groom: b });
  if (bSex === 'male' && gSex === 'female') return good('yoniMaleFemale', pair);
  if (bSex === 'male' && gSex === 'male') return middling('yoniBothMale', pair);
  return bad('yoniGroomFemale', pair);
}

function rasi(bride: BirthStar, groom: BirthStar): Rule {
  const count = rasiCount(bride.rasi, groom.rasi);
  const apart = { groom: groom.rasi, count, bride: bride.rasi };
  if (count === 1) return middling('rasiSame', { rasi: bride.rasi });
  if (count === 7) {
    const rejected = SEVENTH_PAIRS_REJECTED.some(
      (pair) => pair.includes(bride.rasi) && pair.includes(groom.rasi)
    );
    return rejected ? bad('rasiSeventhRejected', apart) : good('rasiSeventh', apart);
  }
  return RASI_GOOD_COUNTS.includes(count) ? good('rasiGood', apart) : bad('rasiBad', apart);
}

function rasiAthipathi(bride: BirthStar, groom: BirthStar): Rule {
  const g = LORD_OF[bride.rasi];
  const b = LORD_OF[groom.rasi];
  if (g === b) return good('lordsSame', { lord: g });
  const relations = [relationOf(g, b), relationOf(b, g)];
  const { values } = lordsPhrase('lords', g, b);
  if (relations.includes('enemy')) return bad('lords', values);
  if (relations.every((relation) => relation === 'friend')) return good('lordsFriends', values);
  return middling('lords', values);
}

function vasya(bride: BirthStar, groom: BirthStar): Rule {
  const pair = { groom: groom.rasi, bride: bride.rasi };
  if (VASYA_OF[bride.rasi].includes(groom.rasi)) return good('vasyaGood', pair);
  if (VASYA_OF[groom.rasi].includes(bride.rasi)) return middling('vasyaReverse', pair);
  return bad('vasyaNeither');
}

function rajju(bride: BirthStar, groom: BirthStar): Rule {
  const g = RAJJU_OF[bride.star];
  const b = RAJJU_OF[groom.star];
  return g === b ? bad('rajjuSame', { rajju: g }) : good('rajjuDiffer', { bride: g, groom: b });
}

function vedha(bride: BirthStar, groom: BirthStar): Rule {
  const pair = { bride: bride.star, groom: groom.star };
  return isVedha(bride.star, groom.star) ? bad('vedhaPair', pair) : good('vedhaNone', pair);
}

export const PORUTHAM_RULES: {
  id: PoruthamId;
  name: string;
  /** The reading applied, where published tables differ (README.md): worded by the frontend's catalogue. */
  rule: PoruthamRuleId;
  of: (bride: BirthStar, groom: BirthStar) => Rule;
}[] = [
  { id: 'dinam', name: 'Dinam', rule: 'dinamTwelveCounts', of: dinam },
  { id: 'ganam', name: 'Ganam', rule: 'ganamDevaManushyaMiddling', of: ganam },
  { id: 'mahendram', name: 'Mahendram', rule: 'mahendramCounts', of: mahendram },
  { id: 'streeDeergham', name: 'Stree Deergham', rule: 'streeDeerghamOver13', of: streeDeergham },
  { id: 'yoni', name: 'Yoni', rule: 'yoniEnemiesThenSex', of: yoni },
  { id: 'rasi', name: 'Rasi', rule: 'rasiSameMiddling', of: rasi },
  { id: 'rasiAthipathi', name: 'Rasi Athipathi', rule: 'rasiAthipathiFriendships', of: rasiAthipathi },
  { id: 'vasya', name: 'Vasya', rule: 'vasyaGroomToBride', of: vasya },
  { id: 'rajju', name: 'Rajju', rule: 'rajjuFive', of: rajju },
  { id: 'vedha', name: 'Vedha', rule: 'vedhaPairs', of: vedha }
];
