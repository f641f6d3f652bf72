// Spec "dependent fields": religion → caste, state → district.
import { RELIGIONS, casteAfterReligionChange, castesForReligion, districtsForState, type Religion } from '@matrimony/catalog';

function isReligion(value: string): value is Religion {
  return (RELIGIONS as readonly string[]).includes(value);
}

/** The castes offered for the chosen religion (none until one is chosen). */
export function casteChoices(religion: string): readonly string[] {
  return isReligion(religion) ? castesForReligion(religion) : [];
}

/** The caste after a religion change: kept if the new religion lists it, "Not Applicable" for a religion without a list, else cleared. */
export function casteAfterReligion(religion: string, caste: string): string {
  return isReligion(religion) ? casteAfterReligionChange(caste, religion) : '';
}

/** The districts offered for the chosen state (none until one is chosen). */
export function districtChoices(state: string): readonly string[] {
  return state ? districtsForState(state) : [];
}

/** Changing the state always clears the district. */
export function districtAfterState(): string {
  return '';
}
