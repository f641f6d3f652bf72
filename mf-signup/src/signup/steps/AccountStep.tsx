import { FormPassword, FormText } from '@matrimony/profile-form';
import { StepHeading } from './StepHeading';

/** Step 2: e-mail, password and confirmation, all required. */
export function AccountStep({ restored }: { restored: boolean }) {
  return (
    <>
      <StepHeading
        title="Account Details"
        subtitle="You will sign in with your mobile number and this password."
      />
      {restored ? (
        <p role="note">
          Your answers were kept. For your safety the password is never saved: please type it again.
        </p>
      ) : null}
      <FormText
        name="email"
        label="Email Address"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <FormPassword name="password" label="Password" autoComplete="new-password" required />
      <FormPassword name="confirmPassword" label="Confirm Password" autoComplete="new-password" required />
    </>
  );
}
