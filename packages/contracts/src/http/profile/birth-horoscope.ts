// The horoscope computed from the date, time and place of birth (docs/product-rules.md#computed-horoscope):
// the wizard's step 6 (before the account exists, so no sign-in) and Edit Profile ask it before filling in
// rasi, star, pada and dosham. Nothing is stored or logged; the birth time and place are kept only when the
// member saves them with the profile.
import { z } from 'zod';
import { birthPlaceSchema, birthTimeSchema } from '@matrimony/catalog/birth-places';
import { DOSHAM_OPTIONS, RASIS, STARS } from '@matrimony/catalog';
import { defineRoute } from '../route';

export const birthHoroscopeRequestSchema = z
  .object({
    dateOfBirth: z.iso.date({ error: 'Please enter a valid date of birth' }),
    /** Null or absent: the member does not know it, and the answer says why nothing can be computed. */
    birthTime: birthTimeSchema.nullish(),
    birthPlace: birthPlaceSchema
  })
  .strict();

export const birthHoroscopeSchema = z.object({
  rasi: z.enum(RASIS),
  star: z.enum(STARS),
  starPada: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  dosham: z.enum(DOSHAM_OPTIONS),
  /** Manglik (Chevvai dosham), with the rule applied and the houses it found. */
  manglik: z.object({
    manglik: z.boolean(),
    rule: z.string(),
    ascendant: z.enum(RASIS),
    marsRasi: z.enum(RASIS),
    marsHouseFromAscendant: z.number().int().min(1).max(12),
    marsHouseFromMoon: z.number().int().min(1).max(12)
  }),
  /** True when the district's own town is not in our table and its state's mean position was used (the ascendant may be off by a few degrees). */
  placeApproximate: z.boolean()
});
export type BirthHoroscope = z.infer<typeof birthHoroscopeSchema>;

export const birthHoroscopeRoutes = {
  computeBirthHoroscope: defineRoute({
    name: 'profiles.computeBirthHoroscope',
    method: 'POST',
    path: '/birth-horoscope',
    auth: 'public',
    summary:
      'Computes rasi, star, pada and Manglik from a date, time and place of birth (Lahiri sidereal); stores nothing',
    request: { body: birthHoroscopeRequestSchema },
    response: { status: 200, body: birthHoroscopeSchema },
    errors: ['birth_time_needed', 'unknown_birth_place']
  })
};
