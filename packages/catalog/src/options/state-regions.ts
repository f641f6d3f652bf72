// Which part of India each state or union territory lies in: a partner preference for one state is nearly met by
// a member from another state of the same region (docs/product-rules.md#match-score).
import { STATE_NAMES } from './locations';

export const STATE_REGIONS = ['north', 'west', 'central', 'east', 'north_east', 'south', 'islands'] as const;
export type StateRegion = (typeof STATE_REGIONS)[number];

const REGION_OF: Readonly<Record<string, StateRegion>> = {
  'Andaman and Nicobar Islands': 'islands',
  'Andhra Pradesh': 'south',
  'Arunachal Pradesh': 'north_east',
  Assam: 'north_east',
  Bihar: 'east',
  Chandigarh: 'north',
  Chhattisgarh: 'central',
  'Dadra and Nagar Haveli and Daman and Diu': 'west',
  Delhi: 'north',
  Goa: 'west',
  Gujarat: 'west',
  Haryana: 'north',
  'Himachal Pradesh': 'north',
  'Jammu and Kashmir': 'north',
  Jharkhand: 'east',
  Karnataka: 'south',
  Kerala: 'south',
  Ladakh: 'north',
  Lakshadweep: 'islands',
  'Madhya Pradesh': 'central',
  Maharashtra: 'west',
  Manipur: 'north_east',
  Meghalaya: 'north_east',
  Mizoram: 'north_east',
  Nagaland: 'north_east',
  Odisha: 'east',
  Puducherry: 'south',
  Punjab: 'north',
  Rajasthan: 'north',
  Sikkim: 'north_east',
  'Tamil Nadu': 'south',
  Telangana: 'south',
  Tripura: 'north_east',
  'Uttar Pradesh': 'north',
  Uttarakhand: 'north',
  'West Bengal': 'east'
};

/** Every state's region as a number (its index in STATE_REGIONS), -1 for an unknown state: compared per candidate. */
const REGION_INDEX = new Map<string, number>(
  STATE_NAMES.map((state) => [state, REGION_OF[state] ? STATE_REGIONS.indexOf(REGION_OF[state]) : -1])
);

export function stateRegionIndex(state: string): number {
  return REGION_INDEX.get(state) ?? -1;
}

export function stateRegionOf(state: string): StateRegion | undefined {
  return REGION_OF[state];
}
