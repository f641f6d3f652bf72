// Guna Milan and the ten Poruthams between the viewer and another member (docs/product-rules.md#horoscope-and-guna-milan,
// #horoscope-traditions): premium viewers get both breakdowns and the other member's horoscope, free viewers
// the totals and the upgrade offer, and nobody gets a score when either member chose "Don't know". Every
// answer names the viewer's tradition, the match they read first.
import { z } from 'zod';
import { HOROSCOPE_TRADITIONS, RASIS, STARS } from '@matrimony/catalog';
import { objectId } from '../ids';
import { defineRoute } from '../route';

const profileId = objectId('a profile id');

/**
 * The attributes the matches read, as ids the frontend words in the member's language: each star's gana, nadi,
 * yoni (animal and its sex) and rajju, each rasi's varna, vashya group and lord, how one lord regards another,
 * what a Tara count and a Yoni pair are. Rasis and stars themselves are catalog option values.
 */
export const HOROSCOPE_TERMS = [
  ...['Deva', 'Manushya', 'Rakshasa'],
  ...['Adi', 'Madhya', 'Antya'],
  ...['Horse', 'Elephant', 'Sheep', 'Serpent', 'Dog', 'Cat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Deer'],
  ...['Monkey', 'Mongoose', 'Lion', 'male', 'female'],
  ...['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra'],
  ...['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'],
  ...['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'friend', 'neutral', 'enemy'],
  ...['Siro', 'Kanta', 'Nabhi', 'Kati', 'Pada'],
  ...['auspicious', 'inauspicious', 'swornEnemies', 'unfriendly', 'friendly']
] as const;
export type HoroscopeTerm = (typeof HOROSCOPE_TERMS)[number];
const termSchema = z.union([z.enum(HOROSCOPE_TERMS), z.enum(RASIS), z.enum(STARS)]);

/**
 * Every sentence a koota's line, a cancellation or a porutham's reason is told in, by id: the frontend words it
 * with `values` (terms, rasis, stars, counts and padas).
 */
export const HOROSCOPE_PHRASES = [
  ...['varnaAtOrAbove', 'varnaBelow', 'vashyaSame', 'vashyaPair', 'taraCounts', 'yoniSame', 'yoniPair'],
  ...['lordsSame', 'lords', 'lordsFriends', 'ganaSame', 'ganaPair', 'bhakootFavourable', 'bhakootDosha'],
  ...['nadiDiffer', 'nadiDosha', 'sameRasiOtherStar', 'sameStarOtherRasi', 'sameStarOtherPada'],
  ...['lordsAreFriends', 'dinamAshtamaRasi', 'sameStarGood', 'sameStarMiddling', 'sameStarBad'],
  ...['star27SameRasi', 'star27OtherRasi', 'starNth', 'starNthInPada', 'starNthUnfavourable'],
  ...[
    'ganamSame',
    'ganaCompatible',
    'ganaBrideGroom',
    'mahendramGood',
    'mahendramBad',
    'streeOver13',
    'stree7To13'
  ],
  ...['streeUnder7', 'yoniSwornEnemies', 'yoniMaleFemale', 'yoniBothMale', 'yoniGroomFemale', 'rasiSame'],
  ...['rasiSeventhRejected', 'rasiSeventh', 'rasiGood', 'rasiBad', 'vasyaGood', 'vasyaReverse'],
  ...['vasyaNeither', 'rajjuSame', 'rajjuDiffer', 'vedhaPair', 'vedhaNone']
] as const;
export type HoroscopePhraseCode = (typeof HOROSCOPE_PHRASES)[number];
export const horoscopePhraseSchema = z.object({
  code: z.enum(HOROSCOPE_PHRASES),
  values: z.record(z.string(), z.union([termSchema, z.number()]))
});
export type HoroscopePhrase = z.infer<typeof horoscopePhraseSchema>;

export const kootaScoreSchema = z.object({
  id: z.enum(['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi']),
  points: z.number().min(0),
  max: z.number().positive(),
  /** The attribute of each member that produced the points (e.g. gana "Deva"; Tara the star, Bhakoot the rasi). */
  groom: termSchema,
  bride: termSchema,
  line: horoscopePhraseSchema
});

export const doshaSchema = z.object({
  id: z.enum(['nadi', 'bhakoot', 'gana']),
  cancelled: z.boolean(),
  /** Why the texts set it aside here (reported beside the score; the score does not change). */
  cancellations: z.array(horoscopePhraseSchema)
});

export const gunaBandSchema = z.object({
  id: z.enum(['not_recommended', 'acceptable', 'very_good', 'excellent'])
});

/** The reading of each porutham's rule applied, where published tables differ (svc-profile's horoscope README). */
export const PORUTHAM_RULE_IDS = [
  'dinamTwelveCounts',
  'ganamDevaManushyaMiddling',
  'mahendramCounts',
  'streeDeerghamOver13',
  'yoniEnemiesThenSex',
  'rasiSameMiddling',
  'rasiAthipathiFriendships',
  'vasyaGroomToBride',
  'rajjuFive',
  'vedhaPairs'
] as const;

export const poruthamSchema = z.object({
  id: z.enum([
    'dinam',
    'ganam',
    'mahendram',
    'streeDeergham',
    'yoni',
    'rasi',
    'rasiAthipathi',
    'vasya',
    'rajju',
    'vedha'
  ]),
  /** Uthamam, mathimam, athamam. */
  result: z.enum(['good', 'middling', 'bad']),
  reason: horoscopePhraseSchema,
  rule: z.enum(PORUTHAM_RULE_IDS)
});

const poruthamTotalsShape = {
  goodCount: z.number().int().min(0).max(10),
  max: z.literal(10),
  /** Rajju or Vedha failed. */
  notRecommended: z.boolean(),
  verdict: z.object({
    id: z.enum(['not_recommended', 'weak', 'acceptable', 'excellent'])
  })
};

const traditionSchema = z.enum(HOROSCOPE_TRADITIONS);

export const horoscopeMatchSchema = z.discriminatedUnion('availability', [
  z.object({
    availability: z.literal('full'),
    /** The viewer's tradition: North reads Guna Milan first, South the Poruthams. */
    tradition: traditionSchema,
    total: z.number(),
    max: z.literal(36),
    band: gunaBandSchema,
    /** Which member the texts read as groom and as bride (by the members' genders). */
    viewerRole: z.enum(['groom', 'bride']),
    kootas: z.array(kootaScoreSchema).length(8),
    doshas: z.array(doshaSchema),
    poruthams: z.object({
      ...poruthamTotalsShape,
      items: z.array(poruthamSchema).length(10),
      /** The published rules followed: jathakaporutham.com, "10 porutham for marriage". */
      source: z.enum(['jathakaporutham'])
    }),
    other: z.object({
      rasi: z.string(),
      star: z.string(),
      dosham: z.string(),
      horoscopeImageUrl: z.string().nullable()
    })
  }),
  z.object({
    availability: z.literal('total_only'),
    tradition: traditionSchema,
    total: z.number(),
    max: z.literal(36),
    band: gunaBandSchema,
    poruthams: z.object(poruthamTotalsShape),
    /** Premium shows both breakdowns, the doshas and the other member's horoscope. */
    offer: z.object({ product: z.literal('premium-month'), priceInr: z.number() })
  }),
  z.object({
    availability: z.literal('none'),
    tradition: traditionSchema,
    /** viewer_unknown / other_unknown: that member chose "Don't know" (or a star outside the rasi); own_profile; same_gender. */
    reason: z.enum(['viewer_unknown', 'other_unknown', 'own_profile', 'same_gender'])
  })
]);
export type HoroscopeMatch = z.infer<typeof horoscopeMatchSchema>;

export const horoscopeMatchRoutes = {
  getHoroscopeMatch: defineRoute({
    name: 'profiles.getHoroscopeMatch',
    method: 'GET',
    path: '/:profileId/horoscope-match',
    auth: 'member',
    summary:
      'Guna Milan (Ashtakoota) and the ten Poruthams with another member: both breakdowns for premium members, the totals and an offer for free members',
    request: { params: z.object({ profileId }) },
    response: { status: 200, body: horoscopeMatchSchema },
    errors: ['profile_missing', 'profile_not_found']
  })
};
