// The latitude and longitude span of each state and union territory, for checking the district
// coordinates (bin/district-coordinates.ts and its test); the source is named in the data file.
import data from './data/state-bounds.json';

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const STATE_BOUNDS: Readonly<Record<string, Bounds>> = data.states;

/** Degrees of slack around a state's span: the spans come from simplified constituency outlines. */
export const STATE_BOUNDS_MARGIN = 0.5;

/** Whether a point lies within a state's span widened by the margin; false for a state not listed. */
export function insideStateBounds(state: string, point: { latitude: number; longitude: number }): boolean {
  const box = STATE_BOUNDS[state];
  return (
    box !== undefined &&
    point.latitude >= box.south - STATE_BOUNDS_MARGIN &&
    point.latitude <= box.north + STATE_BOUNDS_MARGIN &&
    point.longitude >= box.west - STATE_BOUNDS_MARGIN &&
    point.longitude <= box.east + STATE_BOUNDS_MARGIN
  );
}
