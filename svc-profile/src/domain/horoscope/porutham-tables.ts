// The attribute tables the ten Poruthams read: each star's rajju and yoni sex, the vedha (enemy star) pairs,
// the sworn-enemy yonis and which rasis are vasya to which. Source and the readings we did not take: README.md.
import { type Rasi, type Star } from '@matrimony/catalog';
import { type Yoni } from './tables';

export type Rajju = 'Siro' | 'Kanta' | 'Nabhi' | 'Kati' | 'Pada';

/** Head, neck, navel, waist and foot: the five rajjus, each star in exactly one. */
export const RAJJU_STARS: Readonly<Record<Rajju, readonly Star[]>> = {
  Siro: ['Mrigashira', 'Chitra', 'Dhanishta'],
  Kanta: ['Rohini', 'Ardra', 'Hasta', 'Swati', 'Shravana', 'Shatabhisha'],
  Nabhi: ['Krittika', 'Punarvasu', 'Uttara Phalguni', 'Vishakha', 'Uttara Ashadha', 'Purva Bhadrapada'],
  Kati: ['Bharani', 'Pushya', 'Purva Phalguni', 'Anuradha', 'Purva Ashadha', 'Uttara Bhadrapada'],
  Pada: ['Ashwini', 'Ashlesha', 'Magha', 'Jyeshtha', 'Mula', 'Revati']
};
export const RAJJUS = Object.keys(RAJJU_STARS) as Rajju[];

export const RAJJU_OF: Readonly<Record<Star, Rajju>> = Object.fromEntries(
  RAJJUS.flatMap((rajju) => RAJJU_STARS[rajju].map((star) => [star, rajju]))
) as Record<Star, Rajju>;

/** Stars that "pierce" each other; Mrigashira, Chitra and Dhanishta pierce one another. */
const VEDHA_GROUPS: readonly (readonly Star[])[] = [
  ['Ashwini', 'Jyeshtha'],
  ['Bharani', 'Anuradha'],
  ['Krittika', 'Vishakha'],
  ['Rohini', 'Swati'],
  ['Ardra', 'Shravana'],
  ['Punarvasu', 'Uttara Ashadha'],
  ['Pushya', 'Purva Ashadha'],
  ['Ashlesha', 'Mula'],
  ['Magha', 'Revati'],
  ['Purva Phalguni', 'Uttara Bhadrapada'],
  ['Uttara Phalguni', 'Purva Bhadrapada'],
  ['Hasta', 'Shatabhisha'],
  ['Mrigashira', 'Chitra', 'Dhanishta']
];

export const isVedha = (a: Star, b: Star): boolean =>
  a !== b && VEDHA_GROUPS.some((group) => group.includes(a) && group.includes(b));

export const VEDHA_PAIRS: readonly [Star, Star][] = VEDHA_GROUPS.flatMap((group) =>
  group.flatMap((a, i) => group.slice(i + 1).map((b) => [a, b] as [Star, Star]))
);

/** Each star's yoni animal is male or female (the animals themselves are tables.ts's YONI_OF). */
const MALE_YONI_STARS: readonly Star[] = [
  'Ashwini',
  'Bharani',
  'Rohini',
  'Ardra',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Uttara Phalguni',
  'Chitra',
  'Swati',
  'Jyeshtha',
  'Purva Ashadha',
  'Purva Bhadrapada'
];
export const yoniSexOf = (star: Star): 'male' | 'female' =>
  MALE_YONI_STARS.includes(star) ? 'male' : 'female';

/** The seven sworn-enemy pairs of animals. */
const ENEMY_YONIS: readonly [Yoni, Yoni][] = [
  ['Horse', 'Buffalo'],
  ['Elephant', 'Lion'],
  ['Sheep', 'Monkey'],
  ['Serpent', 'Mongoose'],
  ['Dog', 'Deer'],
  ['Cat', 'Rat'],
  ['Cow', 'Tiger']
];
export const areEnemyYonis = (a: Yoni, b: Yoni): boolean =>
  ENEMY_YONIS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** The rasis that are vasya to (drawn to) each rasi, counted from the girl's rasi. */
export const VASYA_OF: Readonly<Record<Rasi, readonly Rasi[]>> = {
  Mesha: ['Simha', 'Vrishchika'],
  Vrishabha: ['Karka', 'Tula'],
  Mithuna: ['Kanya'],
  Karka: ['Vrishchika', 'Dhanu'],
  Simha: ['Tula'],
  Kanya: ['Mithuna', 'Meena'],
  Tula: ['Kanya', 'Makara'],
  Vrishchika: ['Karka'],
  Dhanu: ['Meena'],
  Makara: ['Mesha', 'Kumbha'],
  Kumbha: ['Mesha'],
  Meena: ['Makara']
};

/** Same star (count 1) for Dinam: good for these, middling for the next list, bad for the other thirteen. */
export const SAME_STAR_DINAM_GOOD: readonly Star[] = [
  'Rohini',
  'Ardra',
  'Pushya',
  'Magha',
  'Hasta',
  'Shravana'
];
export const SAME_STAR_DINAM_MIDDLING: readonly Star[] = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Mrigashira',
  'Punarvasu',
  'Uttara Phalguni',
  'Chitra',
  'Anuradha'
];
