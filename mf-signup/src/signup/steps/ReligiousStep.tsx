import { ReligiousFields } from '@matrimony/profile-form';
import { StepHeading } from './StepHeading';

/** Step 4: religion → caste, sub-caste (optional), mother tongue, marital status. */
export function ReligiousStep() {
  return (
    <>
      <StepHeading title="Religious & Cultural Details" />
      <ReligiousFields />
    </>
  );
}
