// Ashtakoota (Guna Milan): eight kootas from the Moon's star and rasi of groom and bride, 36 points in
// all, the band in words, and the doshas found with the cancellations that apply. Cancellations are
// reported beside the score and never change it. Pure: no I/O, no clock.
import { RASIS, STARS, type Pada, type Rasi, type Star } from '@matrimony/catalog';
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
  type Planet,
  type Relation
} from './tables';

export interface BirthStar {
  star: Star;
  rasi: Rasi;
  /** Optional quarter of the star; only the Nadi cancellation reads it. */
  pada?: Pada | null;
}

export type KootaId = 'varna' | 'vashya' | 'tara' | 'yoni' | 'grahaMaitri' | 'gana' | 'bhakoot' | 'nadi';

export interface KootaScore {
  id: KootaId;
  name: string;
  points: number;
  max: number;
  /** The groom's and the bride's attribute that produced the points. */
  groom: string;
  bride: string;
  /** One plain-language line. */
  line: string;
}

export type BandId = 'not_recommended' | 'acceptable' | 'very_good' | 'excellent';
export type DoshaId = 'nadi' | 'bhakoot' | 'gana';

export interface Dosha {
  id: DoshaId;
  name: string;
  /** Why the classical texts set the dosha aside here; empty when none applies. */
  cancellations: string[];
  cancelled: boolean;
}

export interface GunaMilan {
  kootas: KootaScore[];
  total: number;
  max: 36;
  band: { id: BandId; label: string };
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

const YONI_WORDS = ['sworn enemies', 'unfriendly', 'neutral', 'friendly', 'the same animal'];

function kootasOf(groom: BirthStar, bride: BirthStar): KootaScore[] {
  const gv = VARNA_OF[groom.rasi];
  const bv = VARNA_OF[bride.rasi];
  const varna = VARNA_RANK[gv] >= VARNA_RANK[bv] ? 1 : 0;

  const gVashya = VASHYA_OF[groom.rasi];
  const bVashya = VASHYA_OF[bride.rasi];
  const vashya = vashyaPoints(bVashya, gVashya);

  const fromBride = starCount(bride.star, groom.star);
  const fromGroom = starCount(groom.star, bride.star);
  const tara = (taraIsGood(fromBride) ? 1.5 : 0) + (taraIsGood(fromGroom) ? 1.5 : 0);

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
  const pair = `${distance}/${rasiCount(groom.rasi, bride.rasi)}`;

  const gNadi = NADI_OF[groom.star];
  const bNadi = NADI_OF[bride.star];
  const nadi = gNadi === bNadi ? 0 : 8;

  return [
    {
      id: 'varna',
      name: 'Varna',
      points: varna,
      max: 1,
      groom: gv,
      bride: bv,
      line: varna
        ? `The groom's varna (${gv}) ranks at or above the bride's (${bv}).`
        : `The groom's varna (${gv}) ranks below the bride's (${bv}).`
    },
    {
      id: 'vashya',
      name: 'Vashya',
      points: vashya,
      max: 2,
      groom: gVashya,
      bride: bVashya,
      line:
        gVashya === bVashya
          ? `Both rasis are ${gVashya} signs: natural mutual attraction.`
          : `A ${gVashya} sign (groom) with a ${bVashya} sign (bride).`
    },
    {
      id: 'tara',
      name: 'Tara',
      points: tara,
      max: 3,
      groom: groom.star,
      bride: bride.star,
      line: `Counted from the bride's star the groom's is ${fromBride} (${taraIsGood(fromBride) ? 'auspicious' : 'inauspicious'}); from the groom's, the bride's is ${fromGroom} (${taraIsGood(fromGroom) ? 'auspicious' : 'inauspicious'}).`
    },
    {
      id: 'yoni',
      name: 'Yoni',
      points: yoni,
      max: 4,
      groom: gYoni,
      bride: bYoni,
      line:
        gYoni === bYoni ? `Both stars have the ${gYoni} yoni.` : `${gYoni} and ${bYoni}: ${YONI_WORDS[yoni]}.`
    },
    {
      id: 'grahaMaitri',
      name: 'Graha Maitri',
      points: maitri,
      max: 5,
      groom: gLord,
      bride: bLord,
      line:
        gLord === bLord
          ? `Both rasis are ruled by ${gLord}.`
          : `The rasi lords: ${gLord} is ${relationOf(gLord, bLord)} to ${bLord}, ${bLord} is ${relationOf(bLord, gLord)} to ${gLord}.`
    },
    {
      id: 'gana',
      name: 'Gana',
      points: gana,
      max: 6,
      groom: gGana,
      bride: bGana,
      line:
        gGana === bGana
          ? `Both are of ${gGana} gana: similar temperaments.`
          : `${gGana} gana (groom) with ${bGana} gana (bride).`
    },
    {
      id: 'bhakoot',
      name: 'Bhakoot',
      points: bhakoot,
      max: 7,
      groom: groom.rasi,
      bride: bride.rasi,
      line: bhakoot
        ? `The rasis stand ${pair} from each other: a favourable placement.`
        : `The rasis stand ${pair} from each other, which the texts count as Bhakoot dosha.`
    },
    {
      id: 'nadi',
      name: 'Nadi',
      points: nadi,
      max: 8,
      groom: gNadi,
      bride: bNadi,
      line: nadi
        ? `Different nadis (${gNadi} and ${bNadi}).`
        : `Both stars are of ${gNadi} nadi, which the texts count as Nadi dosha.`
    }
  ];
}

function bandOf(total: number): GunaMilan['band'] {
  if (total < 18) return { id: 'not_recommended', label: 'Not recommended' };
  if (total < 25) return { id: 'acceptable', label: 'Acceptable' };
  if (total < 33) return { id: 'very_good', label: 'Very good' };
  return { id: 'excellent', label: 'Excellent' };
}

function doshasOf(groom: BirthStar, bride: BirthStar, kootas: KootaScore[]): Dosha[] {
  const points = (id: KootaId) => kootas.find((koota) => koota.id === id)!.points;
  const gLord = LORD_OF[groom.rasi];
  const bLord = LORD_OF[bride.rasi];
  const lords =
    gLord === bLord
      ? [`Both rasis are ruled by ${gLord}.`]
      : lordsAreFriends(gLord, bLord)
        ? [`The rasi lords ${gLord} and ${bLord} are friends.`]
        : [];
  const doshas: Dosha[] = [];
  const add = (id: DoshaId, name: string, cancellations: string[]) =>
    doshas.push({ id, name, cancellations, cancelled: cancellations.length > 0 });

  if (points('nadi') === 0) {
    const reasons: string[] = [];
    if (groom.rasi === bride.rasi && groom.star !== bride.star)
      reasons.push(`Both share the rasi ${groom.rasi} but not the star.`);
    if (groom.star === bride.star && groom.rasi !== bride.rasi)
      reasons.push(`Both share the star ${groom.star} but in different rasis.`);
    if (
      groom.star === bride.star &&
      groom.rasi === bride.rasi &&
      groom.pada &&
      bride.pada &&
      groom.pada !== bride.pada
    ) {
      reasons.push(`Both share the star ${groom.star} but in different padas.`);
    }
    add('nadi', 'Nadi dosha', reasons);
  }
  if (points('bhakoot') === 0) add('bhakoot', 'Bhakoot dosha', lords);
  if (points('gana') === 0) add('gana', 'Gana dosha', lords);
  return doshas;
}

/** The whole match for a groom and a bride. */
export function gunaMilan(groom: BirthStar, bride: BirthStar): GunaMilan {
  const kootas = kootasOf(groom, bride);
  const total = kootas.reduce((sum, koota) => sum + koota.points, 0);
  return { kootas, total, max: 36, band: bandOf(total), doshas: doshasOf(groom, bride, kootas) };
}
