// The attribute tables Ashtakoota reads: each nakshatra's gana, nadi and yoni, each rasi's varna, vashya
// group and lord, the planets' natural friendships and the yoni and vashya score tables. Where sources
// disagree, the choice and its source are in README.md (and pinned by test/horoscope.spec.ts).
import { RASIS, STARS, type Rasi, type Star } from '@matrimony/catalog';

export type Gana = 'Deva' | 'Manushya' | 'Rakshasa';
export type Nadi = 'Adi' | 'Madhya' | 'Antya';
export type Yoni =
  | 'Horse'
  | 'Elephant'
  | 'Sheep'
  | 'Serpent'
  | 'Dog'
  | 'Cat'
  | 'Rat'
  | 'Cow'
  | 'Buffalo'
  | 'Tiger'
  | 'Deer'
  | 'Monkey'
  | 'Mongoose'
  | 'Lion';
export type Varna = 'Brahmin' | 'Kshatriya' | 'Vaishya' | 'Shudra';
export type Vashya = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta';
export type Planet = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
export type Relation = 'friend' | 'neutral' | 'enemy';

const byStar = <T>(values: readonly T[]): Record<Star, T> =>
  Object.fromEntries(STARS.map((star, i) => [star, values[i]!])) as Record<Star, T>;
const byRasi = <T>(values: readonly T[]): Record<Rasi, T> =>
  Object.fromEntries(RASIS.map((rasi, i) => [rasi, values[i]!])) as Record<Rasi, T>;

const D = 'Deva',
  M = 'Manushya',
  R = 'Rakshasa';
/** Ashwini … Revati. */
export const GANA_OF: Record<Star, Gana> = byStar<Gana>([
  D,
  M,
  R,
  M,
  D,
  M,
  D,
  D,
  R,
  R,
  M,
  M,
  D,
  R,
  D,
  R,
  D,
  R,
  R,
  M,
  M,
  D,
  R,
  R,
  M,
  M,
  D
]);

const A = 'Adi',
  Md = 'Madhya',
  An = 'Antya';
export const NADI_OF: Record<Star, Nadi> = byStar<Nadi>([
  A,
  Md,
  An,
  An,
  Md,
  A,
  A,
  Md,
  An,
  An,
  Md,
  A,
  A,
  Md,
  An,
  An,
  Md,
  A,
  A,
  Md,
  An,
  An,
  Md,
  A,
  A,
  Md,
  An
]);

export const YONI_OF: Record<Star, Yoni> = byStar<Yoni>([
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Serpent',
  'Dog',
  'Cat',
  'Sheep',
  'Cat',
  'Rat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Buffalo',
  'Tiger',
  'Deer',
  'Deer',
  'Dog',
  'Monkey',
  'Mongoose',
  'Monkey',
  'Lion',
  'Horse',
  'Lion',
  'Cow',
  'Elephant'
]);

/** Mesha … Meena. Water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra (README: Varna). */
export const VARNA_OF: Record<Rasi, Varna> = byRasi<Varna>([
  'Kshatriya',
  'Vaishya',
  'Shudra',
  'Brahmin',
  'Kshatriya',
  'Vaishya',
  'Shudra',
  'Brahmin',
  'Kshatriya',
  'Vaishya',
  'Shudra',
  'Brahmin'
]);
export const VARNA_RANK: Record<Varna, number> = { Brahmin: 4, Kshatriya: 3, Vaishya: 2, Shudra: 1 };

/** One group per rasi (README: Vashya; members give rasi and star, not the Moon's degree). */
export const VASHYA_OF: Record<Rasi, Vashya> = byRasi<Vashya>([
  'Chatushpada',
  'Chatushpada',
  'Manava',
  'Jalachara',
  'Vanachara',
  'Manava',
  'Manava',
  'Keeta',
  'Manava',
  'Jalachara',
  'Manava',
  'Jalachara'
]);

export const LORD_OF: Record<Rasi, Planet> = byRasi<Planet>([
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter'
]);

/** Natural (naisargika) friendships, Brihat Parashara Hora Shastra: how `planet` regards each other planet. */
const FRIENDS: Record<Planet, { friends: Planet[]; enemies: Planet[] }> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], enemies: ['Venus', 'Saturn'] },
  Moon: { friends: ['Sun', 'Mercury'], enemies: [] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus'], enemies: ['Sun', 'Moon', 'Mars'] }
};

export function relationOf(planet: Planet, other: Planet): Relation {
  const { friends, enemies } = FRIENDS[planet];
  if (friends.includes(other)) return 'friend';
  return enemies.includes(other) ? 'enemy' : 'neutral';
}

const YONIS: readonly Yoni[] = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Dog',
  'Cat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Deer',
  'Monkey',
  'Mongoose',
  'Lion'
];
/** Symmetric; rows and columns in YONIS order (README: Yoni). */
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4]
];
export const yoniPoints = (a: Yoni, b: Yoni): number => YONI_POINTS[YONIS.indexOf(a)]![YONIS.indexOf(b)]!;
export { YONIS };

const VASHYAS: readonly Vashya[] = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'];
/** Rows: the bride's group; columns: the groom's (README: Vashya). */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 0.5, 1, 0, 2],
  [0.5, 2, 0, 0, 0],
  [1, 0, 2, 2, 2],
  [0, 0, 2, 2, 0],
  [1, 0, 1, 0, 2]
];
export const vashyaPoints = (bride: Vashya, groom: Vashya): number =>
  VASHYA_POINTS[VASHYAS.indexOf(bride)]![VASHYAS.indexOf(groom)]!;
export { VASHYAS };
