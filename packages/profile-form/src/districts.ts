// Spec "dependent fields": state → district. Imports the district data (the professional entry only).
import { STATE_NAMES, districtsForState } from '@matrimony/catalog';

/** The districts offered for the chosen state (none until a state is chosen). */
export function districtChoices(state: string): readonly string[] {
  return state ? districtsForState(state) : [];
}

/** Changing the state always clears the district. */
export const DISTRICT_AFTER_STATE_CHANGE = '';

/** The states and union territories, for a place of birth. */
export const stateChoices: readonly string[] = STATE_NAMES;
