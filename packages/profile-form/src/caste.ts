// Spec "dependent fields": religion → caste.
import { castesForReligion, casteAfterReligionChange, RELIGIONS, type Religion } from '@matrimony/catalog';

function isReligion(value: string): value is Religion {
  return (RELIGIONS as readonly string[]).includes(value);
}

/** The castes offered for the chosen religion (none until a religion is chosen). */
export function casteChoices(religion: string): readonly string[] {
  return isReligion(religion) ? castesForReligion(religion) : [];
}

/** The caste after the religion changes: kept if listed, "Not Applicable" for a religion without a list, else cleared. */
export function casteAfterReligion(religion: string, caste: string): string {
  return isReligion(religion) ? casteAfterReligionChange(caste, religion) : '';
}
