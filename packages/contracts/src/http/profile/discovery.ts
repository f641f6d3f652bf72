// Finding members: partner preferences, explore/search, daily recommendations and the profile page.
// Cards and the public profile carry exactly the fields of docs/product-rules.md#who-sees-what: never the
// mobile, the e-mail, the company name or the date of birth.
import { z } from 'zod';
import {
  EDUCATION_BANDS,
  GENDERS,
  HOROSCOPE_TRADITIONS,
  PREFERENCE_ITEMS,
  PROFILE_CREATORS
} from '@matrimony/catalog';
import { partnerPreferencesSchema } from '@matrimony/catalog/preferences';
import { objectId } from '../ids';
import { defineRoute } from '../route';
import { verificationBadgesSchema } from './badges';
import { cardMarksSchema, relationSchema } from './relation';

const profileId = objectId('a profile id');
export const memberNumberSchema = z.string().regex(/^M\d{7}$/, 'must be a member number like M1234567');

/** How many of one member's counted preferences the other meets (a near miss does not count as met). */
const preferencesMetSchema = z.object({ met: z.number().int().min(0), total: z.number().int().min(0) });

/**
 * The match as data; the frontend words it in the member's language (docs/architecture.md#languages). English reads
 * "You match {youMeetTheirs.met} of her {youMeetTheirs.total} preferences; she matches {theyMeetYours.met} of your
 * {theyMeetYours.total}", then "; {agree} of {of} Poruthams" for a South viewer.
 */
export const matchSchema = z.object({
  /** 0-100, reciprocal (harmonic mean of both one-way fits). */
  score: z.number().int().min(0).max(100),
  /** The other member's preferences the viewer meets. */
  youMeetTheirs: preferencesMetSchema,
  /** The viewer's preferences the other member meets. */
  theyMeetYours: preferencesMetSchema,
  /** The other member's gender: "his" or "her" preferences. */
  otherGender: z.enum(GENDERS),
  /**
   * For a South viewer when both stars are known: how many of the ten Poruthams agree, and which of the two that
   * decide alone (Rajju, Vedha) fail, if any; null otherwise.
   */
  poruthams: z
    .object({
      agree: z.number().int().min(0),
      of: z.number().int().min(1),
      failing: z.array(z.enum(['rajju', 'vedha']))
    })
    .nullable()
});
export type Match = z.infer<typeof matchSchema>;

/** The verification checks the member holds, and whether they are premium. */
export const badgesSchema = verificationBadgesSchema.extend({ premium: z.boolean() });

export const profileCardSchema = z.object({
  id: profileId,
  memberNumber: memberNumberSchema,
  /** First name and the initial of the last name (the full name once a mutual match or contact entitlement exists). */
  displayName: z.string(),
  age: z.number().int(),
  height: z.string(),
  religion: z.string(),
  /** null when the member chose "Prefer not to say". */
  caste: z.string().nullable(),
  district: z.string(),
  state: z.string(),
  education: z.string(),
  occupation: z.string(),
  /** The card-size photo, or null (no approved photo); `photoHidden` when the owner's photo privacy hides it from this viewer. */
  photoUrl: z.string().nullable(),
  photoHidden: z.boolean(),
  match: matchSchema,
  badges: badgesSchema,
  /** The day (YYYY-MM-DD, Asia/Kolkata) the member was last active. */
  lastActiveDay: z.string().nullable(),
  marks: cardMarksSchema
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

/**
 * A preference as data, by what the item asks; option values are the catalog's English option values (the frontend
 * says them through its catalog text).
 * - range: from `min` to `max` in `unit` (age in years, height in cm);
 * - values: any of `values` (all of them; the page lists the first few and counts the rest);
 * - educationFrom: the education band `band` (an EDUCATION_BANDS id) or higher;
 * - incomeFrom: the annual income band `band` or more;
 * - photo: has a photo;
 * - horoscope: `must` match or only matters, by the owner's `tradition` (north: Guna Milan `gunaMin` of 36 or more;
 *   south: Rajju and Vedha pass).
 */
export const preferenceWantedSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('range'), min: z.number(), max: z.number(), unit: z.enum(['years', 'cm']) }),
  z.object({ kind: z.literal('values'), values: z.array(z.string()) }),
  z.object({ kind: z.literal('educationFrom'), band: z.enum(EDUCATION_BANDS) }),
  z.object({ kind: z.literal('incomeFrom'), band: z.string() }),
  z.object({ kind: z.literal('photo') }),
  z.object({
    kind: z.literal('horoscope'),
    must: z.boolean(),
    tradition: z.enum(HOROSCOPE_TRADITIONS),
    gunaMin: z.number()
  })
]);
export type PreferenceWanted = z.infer<typeof preferenceWantedSchema>;

/**
 * How a partly met item falls short:
 * - outsideRange: `by` years or cm (the range's unit) `direction` the range;
 * - bandBelow: one income or education band below the lowest asked for (`item` says which);
 * - sameRegion: another state in the region of a state asked for;
 * - gunaUnder: the pair's Guna Milan is `points` of 36, just under `needed`.
 */
export const nearMissSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('outsideRange'),
    by: z.number().positive(),
    unit: z.enum(['years', 'cm']),
    direction: z.enum(['above', 'below'])
  }),
  z.object({ kind: z.literal('bandBelow') }),
  z.object({ kind: z.literal('sameRegion') }),
  z.object({ kind: z.literal('gunaUnder'), points: z.number(), needed: z.number() })
]);
export type NearMiss = z.infer<typeof nearMissSchema>;

export const preferenceFitSchema = z.object({
  /** Which preference (the catalog's PREFERENCE_LABELS name it). */
  item: z.enum(PREFERENCE_ITEMS),
  wanted: preferenceWantedSchema,
  met: z.boolean(),
  must: z.boolean(),
  /** Still the guess made at registration (the owner has not confirmed it): it weighs less. */
  guessed: z.boolean(),
  /** How a partly met item falls short; null when met or missed outright. */
  nearMiss: nearMissSchema.nullable()
});
export type PreferenceFit = z.infer<typeof preferenceFitSchema>;

/**
 * What the viewer's own actions (opens, shortlists, interests) show they like and a profile has, English "You often
 * open Doctor profiles from Tamil Nadu aged 30–32". At most one of occupation, motherTongue and educationBand is
 * set (catalog option values; educationBand an EDUCATION_BANDS id, bachelors or higher); `ages` is the age band.
 */
export const revealedReasonSchema = z.object({
  occupation: z.string().nullable(),
  motherTongue: z.string().nullable(),
  educationBand: z.enum(EDUCATION_BANDS).nullable(),
  state: z.string().nullable(),
  ages: z.object({ from: z.number().int(), to: z.number().int() }).nullable()
});
export type RevealedReason = z.infer<typeof revealedReasonSchema>;

export const publicProfileSchema = profileCardSchema.extend({
  gender: z.string(),
  /**
   * Who created the profile, from the owner's side; the page words it with the catalog's profileCreatedByPhrase.
   * null for a profile stored before registration asked (nothing is shown).
   */
  createdBy: z.enum(PROFILE_CREATORS).nullable(),
  motherTongue: z.string(),
  maritalStatus: z.string(),
  subCaste: z.string().nullable(),
  annualIncome: z.string(),
  /**
   * Rasi, star and dosham: for premium viewers only (docs/product-rules.md#horoscope-and-guna-milan); null otherwise.
   * `computed`: they come from the member's birth details, which stay private (docs/product-rules.md#computed-horoscope).
   */
  horoscope: z
    .object({ rasi: z.string(), star: z.string(), dosham: z.string(), computed: z.boolean() })
    .nullable(),
  family: z.object({
    familyType: z.string(),
    fatherOccupation: z.string(),
    motherOccupation: z.string(),
    siblings: z.string()
  }),
  about: z.string(),
  photos: z.array(
    z.object({ id: z.string(), cardUrl: z.string(), fullUrl: z.string(), thumbnailUrl: z.string() })
  ),
  /** What this member is looking for, each item ticked where the viewer meets it. */
  lookingFor: z.array(preferenceFitSchema),
  /** How this member meets the viewer's preferences. */
  fitsYou: z.array(preferenceFitSchema),
  /** What the viewer's own actions show they like and this member has; null when nothing learnt fits clearly. */
  revealedReason: revealedReasonSchema.nullable(),
  memberSince: z.iso.datetime()
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const profilePageSchema = z.object({
  profile: publicProfileSchema,
  /** The viewer's relation to this profile: interest either way, match, shortlist, sends left today. */
  relation: relationSchema
});

const list = z.preprocess(
  (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
  z.array(z.string().min(1).max(80)).max(60).optional()
);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

export const SEARCH_SORTS = ['match', 'newest', 'active'] as const;
export const SEARCH_PAGE_SIZE_MAX = 50;

export const searchQuerySchema = z.object({
  ageMin: int(17, 70),
  ageMax: int(17, 70),
  heightMin: int(100, 250),
  heightMax: int(100, 250),
  maritalStatus: list,
  religion: list,
  caste: list,
  motherTongue: list,
  state: list,
  district: list,
  education: list,
  occupation: list,
  minIncome: z.string().max(40).optional(),
  rasi: list,
  star: list,
  dosham: list,
  withPhoto: z.enum(['true', 'false']).optional(),
  /** Only members whose ID is verified (docs/product-rules.md#verification). */
  verifiedOnly: z.enum(['true', 'false']).optional(),
  /** Premium: only members whose Guna Milan with the viewer is at least GUNA_FILTER_MIN (18 of 36). */
  gunaAtLeast18: z.enum(['true', 'false']).optional(),
  /** Premium: only members whose star is in another rajju than the viewer's (docs/product-rules.md#horoscope-traditions). */
  rajjuCompatible: z.enum(['true', 'false']).optional(),
  memberNumber: z.string().trim().toUpperCase().pipe(memberNumberSchema).optional(),
  sort: z.enum(SEARCH_SORTS).default('match'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(20)
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  items: z.array(profileCardSchema),
  /** Opaque; absent on the last page. */
  nextCursor: z.string().nullable()
});

export const recommendationsSchema = z.object({
  day: z.string(),
  items: z.array(profileCardSchema),
  /** Whether the member's preferences are still the first defaults (the dashboard suggests completing them). */
  preferencesAreDefaults: z.boolean(),
  /** Whether any preference item is still guessed (the dashboard asks the member to confirm them). */
  preferencesGuessed: z.boolean()
});

export const preferencesResponseSchema = z.object({
  preferences: partnerPreferencesSchema,
  updatedAt: z.iso.datetime().nullable()
});

export const discoveryRoutes = {
  getPreferences: defineRoute({
    name: 'profiles.getPreferences',
    method: 'GET',
    path: '/me/preferences',
    auth: 'member',
    summary: 'The member’s partner preferences (created from defaults if missing)',
    response: { status: 200, body: preferencesResponseSchema },
    errors: ['profile_missing']
  }),
  putPreferences: defineRoute({
    name: 'profiles.putPreferences',
    method: 'PUT',
    path: '/me/preferences',
    auth: 'member',
    summary:
      'Replaces the member’s partner preferences, every item confirmed; today’s recommendations are rebuilt',
    request: { body: partnerPreferencesSchema },
    response: { status: 200, body: preferencesResponseSchema },
    errors: ['profile_missing']
  }),
  confirmPreferences: defineRoute({
    name: 'profiles.confirmPreferences',
    method: 'POST',
    path: '/me/preferences/confirm',
    auth: 'member',
    summary: 'Confirms the member’s partner preferences as they stand: no item is guessed any more',
    response: { status: 200, body: preferencesResponseSchema },
    errors: ['profile_missing']
  }),
  search: defineRoute({
    name: 'profiles.search',
    method: 'GET',
    path: '/search',
    auth: 'member',
    summary: 'Explore and search: filters, sort and cursor paging over profiles the member may see',
    request: { query: searchQuerySchema },
    response: { status: 200, body: searchResultSchema },
    errors: ['profile_missing', 'invalid_cursor', 'premium_required', 'horoscope_unknown']
  }),
  getRecommendations: defineRoute({
    name: 'profiles.getRecommendations',
    method: 'GET',
    path: '/recommendations',
    auth: 'member',
    summary: 'Today’s recommendations: up to 20, best match first, meeting the member’s "must" preferences',
    response: { status: 200, body: recommendationsSchema },
    errors: ['profile_missing']
  }),
  skipRecommendation: defineRoute({
    name: 'profiles.skipRecommendation',
    method: 'POST',
    path: '/recommendations/:id/skip',
    auth: 'member',
    summary: 'Never recommend this profile again',
    request: { params: z.object({ id: profileId }) },
    response: { status: 204 },
    errors: ['profile_missing']
  }),
  getProfile: defineRoute({
    name: 'profiles.getProfile',
    method: 'GET',
    path: '/:profileId',
    auth: 'member',
    summary: 'Another member’s profile page (records one view per viewer per day)',
    request: { params: z.object({ profileId }) },
    response: { status: 200, body: profilePageSchema },
    errors: ['profile_missing', 'profile_not_found']
  })
};
