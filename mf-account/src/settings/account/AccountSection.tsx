import { Muted } from '../../shared/styles';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangeMobileForm } from './ChangeMobileForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { QueryFailed } from '../QueryFailed';
import { SettingsSection } from '../SettingsSection';
import { useAccount } from './use-account';

/**
 * Account: the e-mail address (security notices go there), the mobile number (the member signs in with it) and the
 * password. The address and number show masked: enough to recognise, nothing for someone looking over a shoulder.
 */
export function AccountSection() {
  const { state, reload } = useAccount();
  return (
    <SettingsSection id="account">
      <Muted>
        You sign in with your mobile number and password; security notices go to your e-mail address.
      </Muted>
      {state.kind === 'failed' ? (
        <QueryFailed what="Your e-mail address and mobile number" error={state.error} retry={reload} />
      ) : null}
      {state.kind === 'loaded' ? (
        <>
          <ChangeEmailForm current={state.account.email} />
          <ChangeMobileForm current={state.account.mobile} onChanged={reload} />
        </>
      ) : null}
      <ChangePasswordForm />
    </SettingsSection>
  );
}
