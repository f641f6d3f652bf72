// Ashtakoota (Guna Milan): eight kootas from the Moon's star and rasi of groom and bride, 36 points in
// all, the band in words, and the doshas found with the cancellations that apply. Cancellations are
// reported beside the score and never change it. Pure: no I/O, no clock.
import { RASIS, STARS, type Pada, type Rasi, type Star } from '@matrimony/catalog';
import { type HoroscopePhraseCode } from '@matrimony/contracts/http/profile/horoscope-match';
import {
  GANA_OF,
  LORD_OF,
  NADI_OF,
  relationOf,
  VARNA_OF,
  VARNA_RANK,
  VASHYA_OF,
  vashyaPoints,
  YONI_OF,
  yoniPoints,
  type Gana,
  type Nadi,
  type Planet,
  type Relation,
  type Varna,
  type Vashya,
  type Yoni
} from './tables';
import { type Rajju } from './porutham-tables';

export interface BirthStar {
  star: Star;
  rasi: Rasi;
  /** Optional quarter of the star; only the Nadi cancellation reads it. */
  pada?: Pada | null;
}

export type KootaId = 'varna' | 'vashya' | 'tara' | 'yoni' | 'grahaMaitri' | 'gana' | 'bhakoot' | 'nadi';

/** What the matches read, as the ids the answer carries (HoroscopeTerm) and the rasis and stars. */
export type Term =
  | Gana
  | Nadi
  | Yoni
  | Varna
  | Vashya
  | Planet
  | Relation
  | Rajju
  | Rasi
  | Star
  | 'male'
  | 'female'
  | TaraWord
  | (typeof YONI_RELATIONS)[number];
type TaraWord = 'auspicious' | 'inauspicious';
/** A sentence by its id and the values it names; the frontend words it in the member's language. */
export interface Phrase {
  code: HoroscopePhraseCode;
  values: Record<string, Term | number>;
}
export const phrase = (code: HoroscopePhraseCode, values: Phrase['values'] = {}): Phrase => ({
  code,
  values
});

export interface KootaScore {
  id: KootaId;
  points: number;
  max: number;
  /** The groom's and the bride's attribute that produced the points. */
  groom: Term;
  bride: Term;
  /** One plain-language line. */
  line: Phrase;
}

export type BandId = 'not_recommended' | 'acceptable' | 'very_good' | 'excellent';
export type DoshaId = 'nadi' | 'bhakoot' | 'gana';

export interface Dosha {
  id: DoshaId;
  /** Why the classical texts set the dosha aside here; empty when none applies. */
  cancellations: Phrase[];
  cancelled: boolean;
}

export interface GunaMilan {
  kootas: KootaScore[];
  total: number;
  max: 36;
  band: { id: BandId };
  doshas: Dosha[];
}

/** 1-based count from `from` to `to` along the 27 stars (the same star counts 1). */
export const starCount = (from: Star, to: Star): number =>
  ((STARS.indexOf(to) - STARS.indexOf(from) + 27) % 27) + 1;
/** 1-based count from `from` to `to` along the 12 rasis. */
export const rasiCount = (from: Rasi, to: Rasi): number =>
  ((RASIS.indexOf(to) - RASIS.indexOf(from) + 12) % 12) + 1;

const MUTUAL_POINTS: Record<`${Relation}-${Relation}`, number> = {
  'friend-friend': 5,
  'friend-neutral': 4,
  'neutral-friend': 4,
  'neutral-neutral': 3,
  'friend-enemy': 1,
  'enemy-friend': 1,
  'neutral-enemy': 0.5,
  'enemy-neutral': 0.5,
  'enemy-enemy': 0
};

function lordsPoints(a: Planet, b: Planet): number {
  return a === b ? 5 : MUTUAL_POINTS[`${relationOf(a, b)}-${relationOf(b, a)}`];
}

const lordsAreFriends = (a: Planet, b: Planet) =>
  a === b || (relationOf(a, b) === 'friend' && relationOf(b, a) === 'friend');

/** Groom × bride (the groom's gana first). */
const GANA_POINTS: Record<Gana, Record<Gana, number>> = {
  Deva: { Deva: 6, Manushya: 5, Rakshasa: 1 },
  Manushya: { Deva: 6, Manushya: 6, Rakshasa: 0 },
  Rakshasa: { Deva: 0, Manushya: 0, Rakshasa: 6 }
};

/** A count whose remainder by 9 is 3 (Vipat), 5 (Pratyak) or 7 (Naidhana) is inauspicious. */
const taraIsGood = (count: number) => ![3, 5, 7].includes(count % 9);

const BHAKOOT_BAD_DISTANCES = [2, 12, 5, 9, 6, 8];

/** What a pair of different yonis is, by its points (4 is only the same animal). */
const YONI_RELATIONS = ['swornEnemies', 'unfriendly', 'neutral', 'friendly'] as const;

function kootasOf(groom: BirthStar, bride: BirthStar): KootaScore[] {
  const gv = VARNA_OF[groom.rasi];
  const bv = VARNA_OF[bride.rasi];
  const varna = VARNA_RANK[gv] >= VARNA_RANK[bv] ? 1 : 0;

  const gVashya = VASHYA_OF[groom.rasi];
  const bVashya = VASHYA_OF[bride.rasi];
  const vashya = vashyaPoints(bVashya, gVashya);

  const fromBride = starCount(bride.star, groom.star);
  const fromGroom = starCount(groom.star, bride.star);
  const taraPoints = (taraIsGood(fromBride) ? 1.5 : 0) + (taraIsGood(fromGroom) ? 1.5 : 0);

  const gYoni = YONI_OF[groom.star];
  const bYoni = YONI_OF[bride.star];
  const yoni = yoniPoints(gYoni, bYoni);

  const gLord = LORD_OF[groom.rasi];
  const bLord = LORD_OF[bride.rasi];
  const maitri = lordsPoints(gLord, bLord);

  const gGana = GANA_OF[groom.star];
  const bGana = GANA_OF[bride.star];
  const gana = GANA_POINTS[gGana][bGana];

  const distance = rasiCount(bride.rasi, groom.rasi);
  const bhakoot = BHAKOOT_BAD_DISTANCES.includes(distance) ? 0 : 7;
  const apart = { fromBride: distance, fromGroom: rasiCount(groom.rasi, bride.rasi) };

  const gNadi = NADI_OF[groom.star];
  const bNadi = NADI_OF[bride.star];
  const nadi = gNadi === bNadi ? 0 : 8;

  const tara = (count: number): TaraWord => (taraIsGood(count) ? 'auspicious' : 'inauspicious');
  return [
    {
      id: 'varna',
      points: varna,
      max: 1,
      groom: gv,
      bride: bv,
      line: phrase(varna ? 'varnaAtOrAbove' : 'varnaBelow', { groom: gv, bride: bv })
    },
    {
      id: 'vashya',
      points: vashya,
      max: 2,
      groom: gVashya,
      bride: bVashya,
      line:
        gVashya === bVashya
          ? phrase('vashyaSame', { vashya: gVashya })
          : phrase('vashyaPair', { groom: gVashya, bride: bVashya })
    },
    {
      id: 'tara',
      points: taraPoints,
      max: 3,
      groom: groom.star,
      bride: bride.star,
      line: phrase('taraCounts', {
        fromBride,
        fromBrideTara: tara(fromBride),
        fromGroom,
        fromGroomTara: tara(fromGroom)
      })
    },
    {
      id: 'yoni',
      points: yoni,
      max: 4,
      groom: gYoni,
      bride: bYoni,
      line:
        gYoni === bYoni
          ? phrase('yoniSame', { yoni: gYoni })
          : phrase('yoniPair', { groom: gYoni, bride: bYoni, relation: YONI_RELATIONS[yoni]! })
    },
    {
      id: 'grahaMaitri',
      points: maitri,
      max: 5,
      groom: gLord,
      bride: bLord,
      line: gLord === bLord ? phrase('lordsSame', { lord: gLord }) : lordsPhrase('lords', gLord, bLord)
    },
    {
      id: 'gana',
      points: gana,
      max: 6,
      groom: gGana,
      bride: bGana,
      line:
        gGana === bGana
          ? phrase('ganaSame', { gana: gGana })
          : phrase('ganaPair', { groom: gGana, bride: bGana })
    },
    {
      id: 'bhakoot',
      points: bhakoot,
      max: 7,
      groom: groom.rasi,
      bride: bride.rasi,
      line: phrase(bhakoot ? 'bhakootFavourable' : 'bhakootDosha', apart)
    },
    {
      id: 'nadi',
      points: nadi,
      max: 8,
      groom: gNadi,
      bride: bNadi,
      line: nadi ? phrase('nadiDiffer', { groom: gNadi, bride: bNadi }) : phrase('nadiDosha', { nadi: gNadi })
    }
  ];
}

/** "The rasi lords: X is friend to Y, Y is neutral to X." */
export const lordsPhrase = (code: 'lords' | 'lordsFriends', first: Planet, second: Planet): Phrase =>
  phrase(code, {
    first,
    firstRegards: relationOf(first, second),
    second,
    secondRegards: relationOf(second, first)
  });

function bandOf(total: number): GunaMilan['band'] {
  if (total < 18) return { id: 'not_recommended' };
  if (total < 25) return { id: 'acceptable' };
  if (total < 33) return { id: 'very_good' };
  return { id: 'excellent' };
}

function doshasOf(groom: BirthStar, bride: BirthStar, kootas: KootaScore[]): Dosha[] {
  const points = (id: KootaId) => kootas.find((koota) => koota.id === id)!.points;
  const gLord = LORD_OF[groom.rasi];
  const bLord = LORD_OF[bride.rasi];
  const lords =
    gLord === bLord
      ? [phrase('lordsSame', { lord: gLord })]
      : lordsAreFriends(gLord, bLord)
        ? [phrase('lordsAreFriends', { groom: gLord, bride: bLord })]
        : [];
  const doshas: Dosha[] = [];
  const add = (id: DoshaId, cancellations: Phrase[]) =>
    doshas.push({ id, cancellations, cancelled: cancellations.length > 0 });

  if (points('nadi') === 0) {
    const reasons: Phrase[] = [];
    if (groom.rasi === bride.rasi && groom.star !== bride.star)
      reasons.push(phrase('sameRasiOtherStar', { rasi: groom.rasi }));
    if (groom.star === bride.star && groom.rasi !== bride.rasi)
      reasons.push(phrase('sameStarOtherRasi', { star: groom.star }));
    if (
      groom.star === bride.star &&
      groom.rasi === bride.rasi &&
      groom.pada &&
      bride.pada &&
      groom.pada !== bride.pada
    ) {
      reasons.push(phrase('sameStarOtherPada', { star: groom.star }));
    }
    add('nadi', reasons);
  }
  if (points('bhakoot') === 0) add('bhakoot', lords);
  if (points('gana') === 0) add('gana', lords);
  return doshas;
}

/** The whole match for a groom and a bride. */
export function gunaMilan(groom: BirthStar, bride: BirthStar): GunaMilan {
  const kootas = kootasOf(groom, bride);
  const total = kootas.reduce((sum, koota) => sum + koota.points, 0);
  return { kootas, total, max: 36, band: bandOf(total), doshas: doshasOf(groom, bride, kootas) };
}
