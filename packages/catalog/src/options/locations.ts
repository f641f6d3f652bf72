import { z } from '../zod';
import data from '../data/india-states-districts.json';

export interface District {
  /** LGD district code; null where the district is newer than the codes this package could verify. */
  readonly lgdCode: number | null;
  readonly name: string;
}

export interface StateOrTerritory {
  readonly lgdCode: number;
  readonly name: string;
  readonly type: 'state' | 'union_territory';
  readonly districts: readonly District[];
}

export interface LocationData {
  readonly version: string;
  readonly source: string;
  readonly asOf: string;
  readonly states: readonly StateOrTerritory[];
}

export const LOCATIONS = data as LocationData;
export const LOCATIONS_VERSION = LOCATIONS.version;
export const STATES: readonly StateOrTerritory[] = LOCATIONS.states;
export const STATE_NAMES = STATES.map((state) => state.name) as [string, ...string[]];
export const stateSchema = z.enum(STATE_NAMES);

const STATE_BY_NAME = new Map(STATES.map((state) => [state.name, state]));
const NO_DISTRICTS: readonly string[] = [];
const DISTRICT_NAMES_BY_STATE = new Map(
  STATES.map((state) => [state.name, state.districts.map((district) => district.name)] as const)
);

export function findState(name: string): StateOrTerritory | undefined {
  return STATE_BY_NAME.get(name);
}

/** District names of a state or union territory, in alphabetical order; [] for an unknown state. */
export function districtsForState(state: string): readonly string[] {
  return DISTRICT_NAMES_BY_STATE.get(state) ?? NO_DISTRICTS;
}

export function isDistrictOfState(district: string, state: string): boolean {
  return districtsForState(state).includes(district);
}
