import { ReligiousFields } from '@matrimony/profile-form';
import { useSignupT } from '../../shared/messages';
import { StepHeading } from './StepHeading';

/** Step 4: religion → caste, sub-caste (optional), mother tongue, marital status. */
export function ReligiousStep() {
  const t = useSignupT();
  return (
    <>
      <StepHeading title={t('signup.religious.title')} />
      <ReligiousFields />
    </>
  );
}
