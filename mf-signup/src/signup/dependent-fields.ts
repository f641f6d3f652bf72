// Spec "dependent fields": religion → caste, state → district.
import { castesForReligion, casteAfterReligionChange, districtsForState, RELIGIONS, type Religion } from '@matrimony/catalog';

function isReligion(value: string): value is Religion {
  return (RELIGIONS as readonly string[]).includes(value);
}

/** The castes offered for the chosen religion (none until a religion is chosen). */
export function casteChoices(religion: string): readonly string[] {
  return isReligion(religion) ? castesForReligion(religion) : [];
}

/** The caste after the religion changes: kept if listed, "Not Applicable" for a religion without a list, else cleared. */
export function casteForReligion(religion: string, caste: string): string {
  return isReligion(religion) ? casteAfterReligionChange(caste, religion) : '';
}

/** The districts offered for the chosen state (none until a state is chosen). */
export function districtChoices(state: string): readonly string[] {
  return state ? districtsForState(state) : [];
}

/** Changing the state always clears the district. */
export const DISTRICT_AFTER_STATE_CHANGE = '';
