// Manglik (Chevvai dosham) from the birth chart: Mars in the 2nd, 4th, 7th, 8th or 12th house
// counted from the ascendant (lagna) or from the Moon, in whole-sign houses (the rasi rising is the
// 1st house) of the sidereal zodiac. This is the South Indian reading; the North Indian one counts
// the 1st house instead of the 2nd. Cancellations are not applied: the houses found are reported.
// Ascendant: the ecliptic longitude rising on the eastern horizon, Meeus, Astronomical Algorithms
// (2nd ed.) ch. 14: tan λ = −cos θ / (sin ε tan φ + cos ε sin θ), θ the local apparent sidereal time.
import { Body, Ecliptic, GeoVector, MakeTime, SiderealTime, e_tilt, type AstroTime } from 'astronomy-engine';
import { RASIS, type Rasi } from '@matrimony/catalog';
import { normaliseDegrees, siderealLongitude } from './moon-position';

export const MANGLIK_HOUSES = [2, 4, 7, 8, 12] as const;
export const MANGLIK_RULE =
  'Mars in the 2nd, 4th, 7th, 8th or 12th house from the ascendant or from the Moon (whole-sign houses, sidereal Lahiri)';

export interface Manglik {
  manglik: boolean;
  ascendant: Rasi;
  marsRasi: Rasi;
  marsHouseFromAscendant: number;
  marsHouseFromMoon: number;
  rule: string;
}

const rad = Math.PI / 180;

/** Tropical ecliptic longitude (true equinox of date) rising at a place. */
export function tropicalAscendant(time: AstroTime, latitude: number, longitude: number): number {
  const theta = normaliseDegrees(SiderealTime(time) * 15 + longitude) * rad;
  const epsilon = e_tilt(time).tobl * rad;
  const phi = latitude * rad;
  const lambda = Math.atan2(
    -Math.cos(theta),
    Math.sin(epsilon) * Math.tan(phi) + Math.cos(epsilon) * Math.sin(theta)
  );
  return normaliseDegrees(lambda / rad + 180);
}

const rasiIndex = (siderealDegrees: number) => Math.floor(normaliseDegrees(siderealDegrees) / 30) % 12;
/** The whole-sign house of `to` counted from `from` (the same rasi is the 1st). */
export const houseFrom = (from: number, to: number): number => ((to - from + 12) % 12) + 1;

/** Mars's houses from the ascendant and from the Moon's rasi at a UTC instant and place. */
export function manglikAt(
  instant: Date,
  place: { latitude: number; longitude: number },
  moonRasi: Rasi
): Manglik {
  const time = MakeTime(instant);
  const ascendant = rasiIndex(
    siderealLongitude(tropicalAscendant(time, place.latitude, place.longitude), time)
  );
  const mars = rasiIndex(siderealLongitude(Ecliptic(GeoVector(Body.Mars, time, true)).elon, time));
  const moon = RASIS.indexOf(moonRasi);
  const marsHouseFromAscendant = houseFrom(ascendant, mars);
  const marsHouseFromMoon = houseFrom(moon, mars);
  const inHouse = (house: number) => (MANGLIK_HOUSES as readonly number[]).includes(house);
  return {
    manglik: inHouse(marsHouseFromAscendant) || inHouse(marsHouseFromMoon),
    ascendant: RASIS[ascendant]!,
    marsRasi: RASIS[mars]!,
    marsHouseFromAscendant,
    marsHouseFromMoon,
    rule: MANGLIK_RULE
  };
}
