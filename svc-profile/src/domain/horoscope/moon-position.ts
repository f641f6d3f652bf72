// The Moon's sidereal longitude at a moment, and the rasi, nakshatra and pada it falls in: each
// nakshatra spans 13°20' from 0° sidereal (Ashwini), each pada 3°20', each rasi 30° (nine padas).
// Pure: the moment comes in as a UTC instant; birth-moment.ts turns a local birth time into one.
import { EclipticGeoMoon, MakeTime, e_tilt, type AstroTime } from 'astronomy-engine';
import { RASIS, STARS, type Pada, type Rasi, type Star } from '@matrimony/catalog';
import { trueLahiriAyanamsa } from './ayanamsa';

const NAKSHATRA_SPAN = 360 / 27;
const PADA_SPAN = NAKSHATRA_SPAN / 4;

export interface StarPosition {
  /** Degrees, [0, 360). */
  siderealLongitude: number;
  rasi: Rasi;
  star: Star;
  starPada: Pada;
}

export const normaliseDegrees = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** Tropical (true equinox of date) longitude → Lahiri sidereal longitude at `time`. */
export function siderealLongitude(tropical: number, time: AstroTime): number {
  return normaliseDegrees(tropical - trueLahiriAyanamsa(time.tt, e_tilt(time).dpsi));
}

/** The rasi, nakshatra and pada of a sidereal longitude. */
export function positionOf(longitude: number): StarPosition {
  const siderealLongitude = normaliseDegrees(longitude);
  const padaIndex = Math.min(107, Math.floor(siderealLongitude / PADA_SPAN));
  return {
    siderealLongitude,
    rasi: RASIS[Math.floor(siderealLongitude / 30) % 12]!,
    star: STARS[Math.floor(padaIndex / 4)]!,
    starPada: ((padaIndex % 4) + 1) as Pada
  };
}

/** Where the Moon stands, sidereally, at a UTC instant. */
export function moonPosition(instant: Date): StarPosition {
  const time = MakeTime(instant);
  return positionOf(siderealLongitude(EclipticGeoMoon(time).lon, time));
}
