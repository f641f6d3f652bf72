// Where a member was born, for a horoscope computed from birth details: an Indian district (IST,
// its coordinates in data/district-coordinates.json, read by birth-coordinates.ts on the server) or
// one of the cities abroad most Indians live in, with its IANA time zone (summer time follows the
// zone's rules) and coordinates (GeoNames, CC BY 4.0). The birth time and place are private:
// docs/product-rules.md#computed-horoscope.
import { z } from './zod';
import { BIRTH_HOROSCOPE_MESSAGES, messageText } from './messages';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

export interface AbroadCity {
  readonly name: string;
  readonly country: string;
  readonly timeZone: string;
  readonly latitude: number;
  readonly longitude: number;
}

export const ABROAD_CITIES: readonly AbroadCity[] = [
  {
    name: 'New York',
    country: 'United States',
    timeZone: 'America/New_York',
    latitude: 40.71,
    longitude: -74.01
  },
  {
    name: 'San Jose',
    country: 'United States',
    timeZone: 'America/Los_Angeles',
    latitude: 37.34,
    longitude: -121.89
  },
  {
    name: 'San Francisco',
    country: 'United States',
    timeZone: 'America/Los_Angeles',
    latitude: 37.77,
    longitude: -122.42
  },
  {
    name: 'Seattle',
    country: 'United States',
    timeZone: 'America/Los_Angeles',
    latitude: 47.61,
    longitude: -122.33
  },
  {
    name: 'Chicago',
    country: 'United States',
    timeZone: 'America/Chicago',
    latitude: 41.85,
    longitude: -87.65
  },
  {
    name: 'Houston',
    country: 'United States',
    timeZone: 'America/Chicago',
    latitude: 29.76,
    longitude: -95.36
  },
  {
    name: 'Dallas',
    country: 'United States',
    timeZone: 'America/Chicago',
    latitude: 32.78,
    longitude: -96.81
  },
  {
    name: 'Atlanta',
    country: 'United States',
    timeZone: 'America/New_York',
    latitude: 33.75,
    longitude: -84.39
  },
  {
    name: 'Boston',
    country: 'United States',
    timeZone: 'America/New_York',
    latitude: 42.36,
    longitude: -71.06
  },
  {
    name: 'Washington, D.C.',
    country: 'United States',
    timeZone: 'America/New_York',
    latitude: 38.9,
    longitude: -77.04
  },
  {
    name: 'Edison',
    country: 'United States',
    timeZone: 'America/New_York',
    latitude: 40.52,
    longitude: -74.41
  },
  {
    name: 'Los Angeles',
    country: 'United States',
    timeZone: 'America/Los_Angeles',
    latitude: 34.05,
    longitude: -118.24
  },
  { name: 'Toronto', country: 'Canada', timeZone: 'America/Toronto', latitude: 43.7, longitude: -79.42 },
  {
    name: 'Vancouver',
    country: 'Canada',
    timeZone: 'America/Vancouver',
    latitude: 49.25,
    longitude: -123.12
  },
  { name: 'Calgary', country: 'Canada', timeZone: 'America/Edmonton', latitude: 51.05, longitude: -114.09 },
  { name: 'Montreal', country: 'Canada', timeZone: 'America/Toronto', latitude: 45.51, longitude: -73.59 },
  { name: 'London', country: 'United Kingdom', timeZone: 'Europe/London', latitude: 51.51, longitude: -0.13 },
  {
    name: 'Birmingham',
    country: 'United Kingdom',
    timeZone: 'Europe/London',
    latitude: 52.48,
    longitude: -1.9
  },
  {
    name: 'Leicester',
    country: 'United Kingdom',
    timeZone: 'Europe/London',
    latitude: 52.64,
    longitude: -1.13
  },
  {
    name: 'Manchester',
    country: 'United Kingdom',
    timeZone: 'Europe/London',
    latitude: 53.48,
    longitude: -2.24
  },
  { name: 'Dublin', country: 'Ireland', timeZone: 'Europe/Dublin', latitude: 53.33, longitude: -6.25 },
  { name: 'Berlin', country: 'Germany', timeZone: 'Europe/Berlin', latitude: 52.52, longitude: 13.41 },
  { name: 'Frankfurt', country: 'Germany', timeZone: 'Europe/Berlin', latitude: 50.12, longitude: 8.68 },
  { name: 'Munich', country: 'Germany', timeZone: 'Europe/Berlin', latitude: 48.14, longitude: 11.58 },
  {
    name: 'Amsterdam',
    country: 'Netherlands',
    timeZone: 'Europe/Amsterdam',
    latitude: 52.37,
    longitude: 4.89
  },
  { name: 'Paris', country: 'France', timeZone: 'Europe/Paris', latitude: 48.85, longitude: 2.35 },
  { name: 'Zurich', country: 'Switzerland', timeZone: 'Europe/Zurich', latitude: 47.37, longitude: 8.55 },
  {
    name: 'Dubai',
    country: 'United Arab Emirates',
    timeZone: 'Asia/Dubai',
    latitude: 25.08,
    longitude: 55.31
  },
  {
    name: 'Abu Dhabi',
    country: 'United Arab Emirates',
    timeZone: 'Asia/Dubai',
    latitude: 24.45,
    longitude: 54.4
  },
  {
    name: 'Sharjah',
    country: 'United Arab Emirates',
    timeZone: 'Asia/Dubai',
    latitude: 25.34,
    longitude: 55.41
  },
  { name: 'Doha', country: 'Qatar', timeZone: 'Asia/Qatar', latitude: 25.29, longitude: 51.53 },
  { name: 'Muscat', country: 'Oman', timeZone: 'Asia/Muscat', latitude: 23.58, longitude: 58.41 },
  { name: 'Kuwait City', country: 'Kuwait', timeZone: 'Asia/Kuwait', latitude: 29.37, longitude: 47.98 },
  { name: 'Riyadh', country: 'Saudi Arabia', timeZone: 'Asia/Riyadh', latitude: 24.69, longitude: 46.72 },
  { name: 'Jeddah', country: 'Saudi Arabia', timeZone: 'Asia/Riyadh', latitude: 21.49, longitude: 39.19 },
  { name: 'Manama', country: 'Bahrain', timeZone: 'Asia/Bahrain', latitude: 26.23, longitude: 50.59 },
  { name: 'Singapore', country: 'Singapore', timeZone: 'Asia/Singapore', latitude: 1.29, longitude: 103.85 },
  {
    name: 'Kuala Lumpur',
    country: 'Malaysia',
    timeZone: 'Asia/Kuala_Lumpur',
    latitude: 3.14,
    longitude: 101.69
  },
  { name: 'Hong Kong', country: 'Hong Kong', timeZone: 'Asia/Hong_Kong', latitude: 22.28, longitude: 114.17 },
  { name: 'Tokyo', country: 'Japan', timeZone: 'Asia/Tokyo', latitude: 35.69, longitude: 139.69 },
  { name: 'Colombo', country: 'Sri Lanka', timeZone: 'Asia/Colombo', latitude: 6.94, longitude: 79.85 },
  { name: 'Kathmandu', country: 'Nepal', timeZone: 'Asia/Kathmandu', latitude: 27.7, longitude: 85.32 },
  { name: 'Dhaka', country: 'Bangladesh', timeZone: 'Asia/Dhaka', latitude: 23.71, longitude: 90.41 },
  { name: 'Sydney', country: 'Australia', timeZone: 'Australia/Sydney', latitude: -33.87, longitude: 151.21 },
  {
    name: 'Melbourne',
    country: 'Australia',
    timeZone: 'Australia/Melbourne',
    latitude: -37.81,
    longitude: 144.96
  },
  {
    name: 'Brisbane',
    country: 'Australia',
    timeZone: 'Australia/Brisbane',
    latitude: -27.47,
    longitude: 153.03
  },
  { name: 'Perth', country: 'Australia', timeZone: 'Australia/Perth', latitude: -31.95, longitude: 115.86 },
  {
    name: 'Auckland',
    country: 'New Zealand',
    timeZone: 'Pacific/Auckland',
    latitude: -36.85,
    longitude: 174.76
  },
  {
    name: 'Johannesburg',
    country: 'South Africa',
    timeZone: 'Africa/Johannesburg',
    latitude: -26.2,
    longitude: 28.04
  },
  {
    name: 'Durban',
    country: 'South Africa',
    timeZone: 'Africa/Johannesburg',
    latitude: -29.86,
    longitude: 31.03
  },
  { name: 'Nairobi', country: 'Kenya', timeZone: 'Africa/Nairobi', latitude: -1.28, longitude: 36.82 },
  {
    name: 'Port Louis',
    country: 'Mauritius',
    timeZone: 'Indian/Mauritius',
    latitude: -20.16,
    longitude: 57.5
  }
];

/** "Dubai, United Arab Emirates": what the form offers and the profile stores. */
export const abroadCityLabel = (city: AbroadCity): string => `${city.name}, ${city.country}`;
export const ABROAD_CITY_LABELS = ABROAD_CITIES.map(abroadCityLabel) as [string, ...string[]];
const CITY_BY_LABEL = new Map(ABROAD_CITIES.map((city) => [abroadCityLabel(city), city]));
export const findAbroadCity = (label: string): AbroadCity | undefined => CITY_BY_LABEL.get(label);

/** HH:MM on a 24-hour clock, as the form's time input gives it. */
export const BIRTH_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const invalidBirthTime = messageText(BIRTH_HOROSCOPE_MESSAGES.invalidBirthTime);
const unknownBirthPlace = messageText(BIRTH_HOROSCOPE_MESSAGES.unknownBirthPlace);

export const birthTimeSchema = z
  .string({ error: invalidBirthTime })
  .regex(BIRTH_TIME_PATTERN, { error: invalidBirthTime });

export const birthPlaceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('india'),
      // Checked against the district list with the whole profile (the wizard's step 6 has no district data).
      state: z.string({ error: unknownBirthPlace }).min(1, { error: unknownBirthPlace }),
      district: z.string({ error: unknownBirthPlace }).min(1, { error: unknownBirthPlace })
    }),
    z.object({ kind: z.literal('abroad'), city: z.enum(ABROAD_CITY_LABELS, { error: unknownBirthPlace }) })
  ],
  { error: unknownBirthPlace }
);
export type BirthPlace = z.infer<typeof birthPlaceSchema>;

/** "Madurai, Tamil Nadu" or "Dubai, United Arab Emirates". */
export const birthPlaceLabel = (place: BirthPlace): string =>
  place.kind === 'india' ? `${place.district}, ${place.state}` : place.city;
