import { FormPassword, FormText } from '@matrimony/profile-form';
import { useSignupT } from '../../shared/messages';
import { StepHeading } from './StepHeading';

/** Step 2: e-mail, password and confirmation, all required. */
export function AccountStep({ restored }: { restored: boolean }) {
  const t = useSignupT();
  return (
    <>
      <StepHeading title={t('signup.account.title')} subtitle={t('signup.account.subtitle')} />
      {restored ? <p role="note">{t('signup.account.restored')}</p> : null}
      <FormText
        name="email"
        label={t('signup.account.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <FormPassword
        name="password"
        label={t('signup.account.password')}
        autoComplete="new-password"
        required
      />
      <FormPassword
        name="confirmPassword"
        label={t('signup.account.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
