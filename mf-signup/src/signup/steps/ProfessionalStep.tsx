import { ProfessionalFields } from '@matrimony/profile-form/professional';
import { useSignupT } from '../../shared/messages';
import { StepHeading } from './StepHeading';

/** Step 5: state → district, education, occupation, company (optional), annual income. */
export function ProfessionalStep() {
  const t = useSignupT();
  return (
    <>
      <StepHeading title={t('signup.professional.title')} />
      <ProfessionalFields />
    </>
  );
}
