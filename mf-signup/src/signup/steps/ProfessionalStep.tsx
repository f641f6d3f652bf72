import { ProfessionalFields } from '@matrimony/profile-form/professional';
import { StepHeading } from './StepHeading';

/** Step 5: state → district, education, occupation, company (optional), annual income. */
export function ProfessionalStep() {
  return (
    <>
      <StepHeading title="Professional & Location Details" />
      <ProfessionalFields />
    </>
  );
}
