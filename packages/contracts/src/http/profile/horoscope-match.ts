// Guna Milan and the ten Poruthams between the viewer and another member (docs/product-rules.md#horoscope-and-guna-milan,
// #horoscope-traditions): premium viewers get both breakdowns and the other member's horoscope, free viewers
// the totals and the upgrade offer, and nobody gets a score when either member chose "Don't know". Every
// answer names the viewer's tradition, the match they read first.
import { z } from 'zod';
import { HOROSCOPE_TRADITIONS } from '@matrimony/catalog';
import { objectId } from '../ids';
import { defineRoute } from '../route';

const profileId = objectId('a profile id');

export const kootaScoreSchema = z.object({
  id: z.enum(['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi']),
  name: z.string(),
  points: z.number().min(0),
  max: z.number().positive(),
  /** The attribute of each member that produced the points (e.g. gana "Deva"). */
  groom: z.string(),
  bride: z.string(),
  line: z.string()
});

export const doshaSchema = z.object({
  id: z.enum(['nadi', 'bhakoot', 'gana']),
  name: z.string(),
  cancelled: z.boolean(),
  /** Why the texts set it aside here (reported beside the score; the score does not change). */
  cancellations: z.array(z.string())
});

export const gunaBandSchema = z.object({
  id: z.enum(['not_recommended', 'acceptable', 'very_good', 'excellent']),
  label: z.string()
});

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
  name: z.string(),
  /** Uthamam, mathimam, athamam. */
  result: z.enum(['good', 'middling', 'bad']),
  reason: z.string(),
  /** The reading of the rule applied, where published tables differ. */
  rule: z.string()
});

const poruthamTotalsShape = {
  goodCount: z.number().int().min(0).max(10),
  max: z.literal(10),
  /** Rajju or Vedha failed. */
  notRecommended: z.boolean(),
  verdict: z.object({
    id: z.enum(['not_recommended', 'weak', 'acceptable', 'excellent']),
    label: z.string()
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
      /** The published rules followed. */
      source: z.string()
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
