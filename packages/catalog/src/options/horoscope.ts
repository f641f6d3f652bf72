import { z } from '../zod';

/** The 27 nakshatras in order (27, as every matching convention counts them; the original spec said 26). */
export const STARS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati'
] as const;
export type Star = (typeof STARS)[number];
export const starSchema = z.enum(STARS);

/** Common South-Indian (Tamil / Malayalam / Telugu) and alternative spellings of each star. */
export const STAR_ALIASES: Readonly<Record<Star, readonly string[]>> = {
  Ashwini: ['Aswini', 'Asvini', 'Ashvini'],
  Bharani: ['Barani'],
  Krittika: ['Karthigai', 'Karthika', 'Kartika', 'Kruthika', 'Kritika'],
  Rohini: ['Rohinee'],
  Mrigashira: ['Mrigasira', 'Mirugasirisham', 'Makayiram', 'Mrigasheersha'],
  Ardra: ['Thiruvathirai', 'Thiruvathira', 'Arudra', 'Aardra'],
  Punarvasu: ['Punarpoosam', 'Punartham', 'Punarvasam'],
  Pushya: ['Poosam', 'Pooyam', 'Pushyami'],
  Ashlesha: ['Ayilyam', 'Aslesha', 'Ashresha'],
  Magha: ['Makam', 'Magam', 'Makha'],
  'Purva Phalguni': ['Pooram', 'Poorva Phalguni', 'Pubba'],
  'Uttara Phalguni': ['Uthiram', 'Uthram', 'Uttara'],
  Hasta: ['Hastham', 'Atham', 'Hastha'],
  Chitra: ['Chithirai', 'Chithira', 'Chitta'],
  Swati: ['Swathi', 'Chothi', 'Chodhi'],
  Vishakha: ['Visakam', 'Vishakam', 'Visakha'],
  Anuradha: ['Anusham', 'Anizham', 'Anuradha'],
  Jyeshtha: ['Kettai', 'Triketta', 'Jyesta', 'Thrikketta'],
  Mula: ['Moolam', 'Moola'],
  'Purva Ashadha': ['Pooradam', 'Poorvashada', 'Purvashadha'],
  'Uttara Ashadha': ['Uthiradam', 'Uthradam', 'Uttarashada'],
  Shravana: ['Thiruvonam', 'Sravanam', 'Shravan', 'Onam'],
  Dhanishta: ['Avittam', 'Dhanishtha', 'Dhanista'],
  Shatabhisha: ['Sadayam', 'Chathayam', 'Shatabhisham', 'Satabhisha'],
  'Purva Bhadrapada': ['Pooratathi', 'Poororuttathi', 'Poorvabhadra'],
  'Uttara Bhadrapada': ['Uthirattathi', 'Uthrattathi', 'Uttarabhadra'],
  Revati: ['Revathi']
};

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');
const STAR_BY_NAME = new Map<string, Star>(
  STARS.flatMap((star) => [star, ...STAR_ALIASES[star]].map((name) => [normalise(name), star] as const))
);

/** The canonical star for a name or alias ("Thiruvathirai" → "Ardra"), ignoring case and spacing. */
export function starFromName(name: string): Star | undefined {
  return STAR_BY_NAME.get(normalise(name));
}

/** The 12 rasis (moon signs) in order, each with its English (western zodiac) name. */
export const RASI_OPTIONS = [
  { name: 'Mesha', english: 'Aries' },
  { name: 'Vrishabha', english: 'Taurus' },
  { name: 'Mithuna', english: 'Gemini' },
  { name: 'Karka', english: 'Cancer' },
  { name: 'Simha', english: 'Leo' },
  { name: 'Kanya', english: 'Virgo' },
  { name: 'Tula', english: 'Libra' },
  { name: 'Vrishchika', english: 'Scorpio' },
  { name: 'Dhanu', english: 'Sagittarius' },
  { name: 'Makara', english: 'Capricorn' },
  { name: 'Kumbha', english: 'Aquarius' },
  { name: 'Meena', english: 'Pisces' }
] as const;
export const RASIS = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena'
] as const;
export type Rasi = (typeof RASIS)[number];
export const rasiSchema = z.enum(RASIS);

/** "Mesha (Aries)". */
export function rasiLabel(rasi: Rasi): string {
  const option = RASI_OPTIONS.find((candidate) => candidate.name === rasi);
  return `${rasi} (${option?.english ?? ''})`;
}

export const PADAS = [1, 2, 3, 4] as const;
export type Pada = (typeof PADAS)[number];
export const padaSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** The rasi holding a star's pada: each rasi spans 9 consecutive padas of the 108. */
export function rasiForStarPada(star: Star, pada: Pada): Rasi {
  const padaIndex = STARS.indexOf(star) * 4 + (pada - 1);
  return RASIS[Math.floor(padaIndex / 9)]!;
}

/** The one or two rasis a star lies in (nine stars span two). */
export function rasisForStar(star: Star): readonly Rasi[] {
  return [...new Set(PADAS.map((pada) => rasiForStarPada(star, pada)))];
}

/**
 * What a member who does not follow horoscopes chooses for rasi and star (the fields are required,
 * but nobody must invent a horoscope: docs/product-rules.md#horoscope-and-guna-milan). No Guna score is made with it.
 */
export const HOROSCOPE_UNKNOWN = "Don't know";
export type HoroscopeUnknown = typeof HOROSCOPE_UNKNOWN;
export const RASI_CHOICES = [...RASIS, HOROSCOPE_UNKNOWN] as const;
export const STAR_CHOICES = [...STARS, HOROSCOPE_UNKNOWN] as const;
export type RasiChoice = (typeof RASI_CHOICES)[number];
export type StarChoice = (typeof STAR_CHOICES)[number];

export const isKnownRasi = (value: string): value is Rasi => (RASIS as readonly string[]).includes(value);
export const isKnownStar = (value: string): value is Star => (STARS as readonly string[]).includes(value);

/** A star can be paired only with a rasi it falls in; "Don't know" on either side pairs with anything. */
export function starFitsRasi(star: string, rasi: string): boolean {
  if (!isKnownStar(star) || !isKnownRasi(rasi)) return true;
  return rasisForStar(star).includes(rasi);
}

export const DOSHAM_OPTIONS = ['Yes', 'No', 'Dont Know'] as const;
export type Dosham = (typeof DOSHAM_OPTIONS)[number];
/** How each stored value reads (the spec stores "Dont Know"; members read "Don't know"). */
export const DOSHAM_LABELS: Readonly<Record<Dosham, string>> = {
  Yes: 'Yes',
  No: 'No',
  'Dont Know': HOROSCOPE_UNKNOWN
};
export const DOSHAM_CHOICES = DOSHAM_OPTIONS.map((value) => ({ value, label: DOSHAM_LABELS[value] }));

/** The member-facing reading of a stored dosham (an unknown value reads as stored). */
export function doshamLabel(value: string): string {
  return (DOSHAM_LABELS as Readonly<Record<string, string>>)[value] ?? value;
}
export const doshamSchema = z.enum(DOSHAM_OPTIONS);
