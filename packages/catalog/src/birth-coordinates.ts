// The coordinates and time zone of a birth place, for the server that computes a horoscope (the
// district table stays out of browser bundles). Regenerate the table with bin/district-coordinates.ts.
import data from './data/district-coordinates.json';
import { findAbroadCity, INDIA_TIME_ZONE, type BirthPlace } from './birth-places';

export interface PlaceOnEarth {
  latitude: number;
  longitude: number;
  timeZone: string;
  /** True when the district's own town was not found and its state's mean position stands in. */
  approximate: boolean;
}

type DistrictPoint = { latitude: number; longitude: number; approximate?: boolean };
const DISTRICTS = (data as { states: Record<string, Record<string, DistrictPoint>> }).states;

/** Where a birth place lies; undefined for a district or city the catalog does not list. */
export function placeOnEarth(place: BirthPlace): PlaceOnEarth | undefined {
  if (place.kind === 'abroad') {
    const city = findAbroadCity(place.city);
    return (
      city && {
        latitude: city.latitude,
        longitude: city.longitude,
        timeZone: city.timeZone,
        approximate: false
      }
    );
  }
  const point = DISTRICTS[place.state]?.[place.district];
  return (
    point && {
      latitude: point.latitude,
      longitude: point.longitude,
      timeZone: INDIA_TIME_ZONE,
      approximate: point.approximate === true
    }
  );
}
