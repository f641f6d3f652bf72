// The horoscope computed from birth details: the Moon's rasi, star and pada at the local date and
// time of birth, and Manglik from Mars's houses (manglik.ts). Without a birth time nothing is
// computed: the Moon crosses a whole star in about a day (docs/product-rules.md#computed-horoscope).
import { type Pada, type Rasi, type Star } from '@matrimony/catalog';
import { type BirthPlace } from '@matrimony/catalog/birth-places';
import { placeOnEarth } from '@matrimony/catalog/birth-coordinates';
import { birthInstant } from './birth-moment';
import { manglikAt, type Manglik } from './manglik';
import { moonPosition } from './moon-position';

export interface BirthDetails {
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** HH:MM, or null when the member does not know it. */
  birthTime: string | null;
  place: { latitude: number; longitude: number; timeZone: string };
}

export type BirthHoroscope =
  | { computable: false; reason: 'birth_time_needed' | 'unknown_birth_place' }
  | {
      computable: true;
      rasi: Rasi;
      star: Star;
      starPada: Pada;
      dosham: 'Yes' | 'No';
      moonLongitude: number;
      manglik: Manglik;
      /** The district's state's mean position stood in for its own town. */
      placeApproximate: boolean;
    };

export function birthHoroscope(
  { dateOfBirth, birthTime, place }: BirthDetails,
  placeApproximate = false
): BirthHoroscope {
  if (!birthTime) return { computable: false, reason: 'birth_time_needed' };
  const instant = birthInstant({ date: dateOfBirth, time: birthTime, timeZone: place.timeZone });
  const moon = moonPosition(instant);
  const manglik = manglikAt(instant, place, moon.rasi);
  return {
    computable: true,
    rasi: moon.rasi,
    star: moon.star,
    starPada: moon.starPada,
    dosham: manglik.manglik ? 'Yes' : 'No',
    moonLongitude: moon.siderealLongitude,
    manglik,
    placeApproximate
  };
}

/** The same from a catalog birth place (an Indian district, or a listed city abroad). */
export function birthHoroscopeAt(details: {
  dateOfBirth: string;
  birthTime: string | null | undefined;
  birthPlace: BirthPlace;
}): BirthHoroscope {
  if (!details.birthTime) return { computable: false, reason: 'birth_time_needed' };
  const place = placeOnEarth(details.birthPlace);
  if (!place) return { computable: false, reason: 'unknown_birth_place' };
  return birthHoroscope(
    { dateOfBirth: details.dateOfBirth, birthTime: details.birthTime, place },
    place.approximate
  );
}

/**
 * A profile's horoscope fields: the computed ones when the birth time and place are both given
 * (they win over what was declared), else the declared ones unchanged.
 */
export function withBirthHoroscope<
  T extends {
    dateOfBirth: string;
    birthTime: string | null;
    birthPlace: BirthPlace | null;
    rasi: string;
    star: string;
    starPada: Pada | null;
    dosham: string;
  }
>(fields: T): T {
  if (!fields.birthTime || !fields.birthPlace) return fields;
  const computed = birthHoroscopeAt({ ...fields, birthPlace: fields.birthPlace });
  if (!computed.computable) return fields;
  const { rasi, star, starPada, dosham } = computed;
  return { ...fields, rasi, star, starPada, dosham };
}
